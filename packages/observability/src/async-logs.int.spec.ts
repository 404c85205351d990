import { spawn } from "node:child_process";
import { join } from "node:path";

/**
 * Issue 28: services log through an asynchronous destination (packages/logger). What is buffered
 * must still reach stdout when the process exits normally or dies of an uncaught exception, and
 * secrets stay redacted on that destination.
 */
const ROOT = join(__dirname, "../../..");

function run(env: Record<string, string>): Promise<{ stdout: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, "node_modules/.bin/tsx"), [join(__dirname, "../test/log-child.ts")], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env }, stdio: ["ignore", "pipe", "inherit"],
    });
    let stdout = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString("utf8")));
    child.once("error", reject);
    child.once("close", (code) => resolve({ stdout, code }));
  });
}
const numbered = (stdout: string) => stdout.split("\n").filter((l) => l.includes('"msg":"line"')).length;

it("writes every buffered line before a normal exit, with secrets redacted", async () => {
  const { stdout, code } = await run({ LINES: "20000", END: "exit" });
  expect(code).toBe(0);
  expect(numbered(stdout)).toBe(20000);
  expect(stdout).toContain("secret-bearing line");
  expect(stdout).not.toMatch(/hunter2|service_test_secret/);
}, 60_000);

it("writes the fatal line, and every line before it, when an uncaught exception ends the process", async () => {
  const { stdout, code } = await run({ LINES: "20000", END: "throw" });
  expect(code).toBe(1);
  expect(numbered(stdout)).toBe(20000);
  expect(stdout).toMatch(/"level":60.*boom after logging/);
}, 60_000);

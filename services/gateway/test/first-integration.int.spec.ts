import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { client, signUpVerified, startStack, Stack } from "./stack";
import { fencedBlocks, ROOT, ShellBlock } from "./docs/blocks";

/**
 * Issue 33 item 3: docs/first-integration.md as a new developer follows it. Every block, shell and
 * TypeScript, in the order written, from a scratch npm project in the OS's temp folder (outside the
 * workspace, so nothing resolves through pnpm's links): the doc's own commands pack @pix/sdk and
 * @pix/cli, install the tarballs with npm, log in, create charges, start `pix listen` (the "other
 * terminal": a background process), then the receiver with the secret the listen printed, then
 * `pix trigger`, and the receiver must verify the forwarded charge.paid with the SDK's helper. The
 * key is made as step 1 says (a confirmed account, a test key) and must still work at the end; no
 * output of any step may show it. The only change to the doc's text is port 3000 → a free port.
 */

const DOC = "docs/first-integration.md";
const ORDERED = [...fencedBlocks(DOC, ["bash", "sh"]).map((b) => ({ ...b, lang: "sh" })), ...fencedBlocks(DOC, ["ts"]).map((b) => ({ ...b, lang: "ts" }))]
  .sort((a, b) => Number(a.where.split(":")[1]) - Number(b.where.split(":")[1]));

let stack: Stack;
let key: string;
let dir: string;
let port: number;
let env: NodeJS.ProcessEnv;
const children: ChildProcess[] = [];
const transcript: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }).on("error", reject);
  });
}

const localize = (code: string) => code.replaceAll("3000", String(port));

function run(block: ShellBlock): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // No `set -x`: a trace would print the key that `echo "$KEY" | npx pix login` pipes.
    execFile("bash", ["-c", `set -euo pipefail\n${block.code}`], { cwd: dir, env, timeout: 240_000, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      transcript.push(stdout, stderr);
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** Starts a block that runs until Ctrl+C, as in its own terminal; resolves once its output matches `ready`. */
function background(code: string, ready: RegExp): Promise<{ output: () => string }> {
  const child = spawn("bash", ["-c", code], { cwd: dir, env, detached: true });
  children.push(child);
  let out = "";
  child.stdout!.on("data", (c) => { out += c; });
  child.stderr!.on("data", (c) => { out += c; });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 60 s: ${code}\n${out}`)), 60_000);
    const check = setInterval(() => {
      if (ready.test(out)) { clearTimeout(timer); clearInterval(check); resolve({ output: () => out }); }
    }, 50);
    child.on("exit", (status) => { clearTimeout(timer); clearInterval(check); transcript.push(out); reject(new Error(`exited ${status}: ${code}\n${out}`)); });
  });
}

async function until(what: string, holds: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await holds()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges", "checkout", "subscriptions", "webhooks-dispatcher"] });
  // Step 1 in the panel: an account whose e-mail is confirmed (the link of the stack's SMTP server), then a test key.
  const http = client(stack.url);
  const owner = await signUpVerified(stack, http);
  const created = await http("POST", "/api-keys", { token: owner.accessToken, body: { name: "primeira integração", environment: "test" } });
  if (created.status !== 201) throw new Error(`key: ${created.status} ${JSON.stringify(created.body)}`);
  key = created.body.data.key;
  dir = mkdtempSync(join(tmpdir(), "pix-primeira-integracao-"));
  port = await freePort();
  const { PIX_API_KEY: _k, PIX_GATEWAY_URL: _g, ...rest } = process.env;
  env = { ...rest, KEY: key, PIX_REPO: ROOT, PIX_GATEWAY_URL: stack.url, XDG_CONFIG_HOME: join(dir, ".config"), npm_config_update_notifier: "false" };
}, 120_000);

afterAll(async () => {
  for (const c of children) if (c.pid && c.exitCode === null) { try { process.kill(-c.pid, "SIGTERM"); } catch { /* already gone */ } }
  await stack?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it("runs from a scratch project outside the workspace, in the order written, and the step-1 key still works at the end", async () => {
  expect(dir.startsWith(ROOT)).toBe(false);
  let listen: { output: () => string } | undefined;
  let receiver: { output: () => string } | undefined;
  const ran: string[] = [];
  for (const block of ORDERED) {
    if (block.lang === "ts") {
      const file = /^\/\/ (\S+\.ts)\b/.exec(block.code)?.[1];
      if (block.noRun !== undefined) { expect(block.noRun).toMatch(/fragment/); continue; }
      if (!file) throw new Error(`${block.where}: a TypeScript block names its file on its first line (// arquivo.ts)`);
      writeFileSync(join(dir, file), localize(block.code));
      ran.push(file);
    } else if (/npx pix listen/.test(block.code)) {
      listen = await background(localize(block.code), /Pronto!/);
      ran.push("listen");
    } else if (/npx tsx receptor\.ts/.test(block.code)) {
      if (!listen) throw new Error("the receiver comes before the listen that prints its secret");
      const secret = /whsec_[0-9a-f]+/.exec(listen.output())![0];
      receiver = await background(localize(block.code.replace(/whsec_\S+/, secret)), /^/);
      await until("the receiver to listen", () => fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "{}" }).then((r) => r.status === 400, () => false));
      ran.push("receiver");
    } else {
      if (block.noRun !== undefined) throw new Error(`${block.where} does not run: ${block.noRun}`);
      const { code, stdout, stderr } = await run(block);
      if (code !== 0) throw new Error(`${block.where}: exit ${code}\n--- stdout\n${stdout.slice(-3000)}\n--- stderr\n${stderr.slice(-3000)}`);
      let from = 0;
      for (const text of block.prints) {
        const at = stdout.indexOf(text, from);
        if (at < 0) throw new Error(`${block.where}: expected "${text}" in the output:\n${stdout.slice(-3000)}`);
        from = at + text.length;
      }
      ran.push(block.where);
      if (/npx pix trigger charge\.paid/.test(block.code)) {
        // The receiver of step 3 verified the forwarded charge.paid with the SDK's verifyWebhook.
        await until("the receiver to print the paid charge", () => /pago: \w+ 10\b/.test(receiver!.output()));
        expect(listen!.output()).toMatch(/charge\.paid\s+\S+\s+→ 200/);
      }
    }
  }
  expect(ran).toEqual(expect.arrayContaining(["receptor.ts", "listen", "receiver", "cobranca.ts"]));
  expect(ran.indexOf("listen")).toBeLessThan(ran.indexOf("receiver"));
  // Installed from the tarballs, compiled: nothing of the workspace is linked into the project.
  const installed = await run({ where: "check", code: "node -p 'require.resolve(\"@pix/sdk\")' && node --input-type=module -e 'console.log(import.meta.resolve(\"@pix/sdk\"))' && readlink -f node_modules/.bin/pix && ls node_modules/@pix/sdk/pkg", prints: [] });
  expect(installed.stdout.split("\n")).toEqual(expect.arrayContaining([
    join(dir, "node_modules/@pix/sdk/pkg/index.js"), `file://${join(dir, "node_modules/@pix/sdk/pkg/index.mjs")}`, join(dir, "node_modules/@pix/cli/pkg/pix.cjs"),
    "index.d.mts", "index.d.ts",
  ]));
  for (const name of ["sdk", "cli"]) {
    const manifest = JSON.parse(readFileSync(join(dir, "node_modules/@pix", name, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    // Only public packages at exact versions: nothing of the workspace (it is bundled in).
    expect(Object.entries(manifest.dependencies).filter(([dep, version]) => dep.startsWith("@pix/") || !/^\d+\.\d+\.\d+$/.test(version))).toEqual([]);
  }
  // The page's TypeScript type-checks (strict, Node's ESM resolution) against the installed package's .d.ts.
  const tsFiles = ran.filter((r) => r.endsWith(".ts"));
  const tsc = `"${join(ROOT, "node_modules/.bin/tsc")}" --noEmit --strict --target es2022 --module nodenext --moduleResolution nodenext --skipLibCheck --typeRoots "${join(ROOT, "node_modules/@types")}" --types node ${tsFiles.join(" ")}`;
  const typed = await run({ where: "tsc", code: tsc, prints: [] });
  expect({ code: typed.code, out: typed.stdout + typed.stderr }).toEqual({ code: 0, out: "" });
  expect(transcript.concat(listen!.output(), receiver!.output()).filter((t) => t.includes(key))).toEqual([]);
  expect((await client(stack.url)("GET", "/auth/me", { token: key })).status).toBe(200);
}, 600_000);

import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join } from "node:path";
import type { IdentityExtras } from "./stack/identity";
import { client, SIGN_UP_PASSWORD, startStack, Stack, uniqueEmail } from "./stack";
import { allShellBlocks, fencedBlocks, ROOT, ShellBlock } from "./docs/blocks";

/**
 * Every shell example of README.md and docs/*.md runs against the e2e stack (all services, the
 * emulators, a real maildev as `npm start` has), so a doc cannot drift: each block must exit 0 and
 * print what its `# prints:` comments say. `curl` fails on an HTTP error unless the line prints the
 * status itself (`-w`), which is how an example shows a refusal on purpose. The variables the docs
 * use are set as a reader's would be under `npm start`: GW, KEY (a test API key), T / OWNER (the
 * merchant's session, e-mail confirmed), OWNER_ID, ANA / ANA_EMAIL (another confirmed account),
 * TEAM (a team session), MAIL (maildev's web address), IDP_URL (the identity-provider emulator).
 * The webhooks page's receiver (its ```js block) runs too, and must accept a real delivery.
 */

// docs/first-integration.md runs whole, in its order, from a scratch project: first-integration.int.spec.ts.
const BLOCKS = allShellBlocks().filter((b) => !b.where.startsWith("docs/first-integration.md:"));
const RUNNABLE = BLOCKS.filter((b) => b.noRun === undefined);
const WORK_DIR = join(ROOT, "test-artifacts", "docs-examples");

/** Shell prelude: stop at the first failure (traced: a failure shows each command); curl fails on HTTP errors unless it prints the status (`-w`). */
const PRELUDE = `set -xeuo pipefail
curl() { case " $* " in *" -w "*|*" --write-out "*) command curl "$@" ;; *) command curl --fail-with-body "$@" ;; esac; }
`;

let stack: Stack;
let maildev: { url: string; smtpUrl: string; child: ChildProcess };
let env: Record<string, string>;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }).on("error", reject);
  });
}

/** The real maildev of `npm start`, on free ports; its REST API is what the docs' mail one-liner reads. */
async function startMaildev() {
  const [smtp, web] = [await freePort(), await freePort()];
  const child = spawn(join(ROOT, "node_modules/.bin/maildev"), ["--smtp", String(smtp), "--ip", "127.0.0.1", "--web", String(web), "--web-ip", "127.0.0.1", "--mail-directory", join(WORK_DIR, "mail"), "--silent"], { stdio: "ignore" });
  const url = `http://127.0.0.1:${web}`;
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${url}/api/email`).then((r) => r.ok, () => false)) return { url, smtpUrl: `smtp://127.0.0.1:${smtp}`, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error("maildev did not start");
}

/** Confirms an address as its owner does: the link maildev received for it, then POST /auth/verify-email. */
async function confirmedSession(http: ReturnType<typeof client>, email: string): Promise<{ token: string; id: string }> {
  await http("POST", "/auth/register", { body: { name: "Maria Lojista", email, password: SIGN_UP_PASSWORD } });
  for (let i = 0; i < 100; i++) {
    const mails = (await (await fetch(`${maildev.url}/api/email`)).json()) as { to: { address: string }[]; text: string }[];
    const link = mails.filter((m) => m.to.some((t) => t.address === email)).map((m) => /confirmar-email\?token=([\w-]+)/.exec(m.text)?.[1]).find(Boolean);
    if (link) {
      const res = await http("POST", "/auth/verify-email", { body: { token: link, password: SIGN_UP_PASSWORD } });
      if (res.status !== 200) throw new Error(`confirmation of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      return { token: res.body.data.accessToken, id: res.body.data.user.id };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification e-mail to ${email}`);
}

function run(block: ShellBlock): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile("bash", ["-c", PRELUDE + block.code], { cwd: WORK_DIR, env: { ...process.env, ...env }, timeout: 170_000, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** Why a block fails (its exit code, or output it does not print), or null when it holds. */
async function verdict(block: ShellBlock): Promise<string | null> {
  const { code, stdout, stderr } = await run(block);
  if (code !== 0) return `exit ${code}\n--- stdout\n${stdout.slice(-3000)}\n--- stderr\n${stderr.slice(-3000)}`;
  let from = 0;
  for (const text of block.prints) {
    const at = stdout.indexOf(text, from);
    if (at < 0) return `expected "${text}" in the output:\n${stdout.slice(-3000)}`;
    from = at + text.length;
  }
  return null;
}

beforeAll(async () => {
  mkdirSync(WORK_DIR, { recursive: true });
  maildev = await startMaildev();
  stack = await startStack({
    services: ["onboarding", "charges", "checkout", "subscriptions", "webhooks-dispatcher"],
    env: { identity: { SMTP_URL: maildev.smtpUrl } },
  });
  const http = client(stack.url);
  const owner = await confirmedSession(http, uniqueEmail("dono"));
  const anaEmail = uniqueEmail("ana");
  const ana = await confirmedSession(http, anaEmail);
  const teamEmail = uniqueEmail("equipe");
  const team = await confirmedSession(http, teamEmail);
  await (stack.extras.identity as IdentityExtras).grantTeam(teamEmail);
  const key = await http("POST", "/api-keys", { token: owner.token, body: { name: "docs", environment: "test" } });
  env = {
    GW: stack.url, KEY: key.body.data.key, T: owner.token, OWNER: owner.token, OWNER_ID: owner.id,
    ANA: ana.token, ANA_EMAIL: anaEmail, TEAM: team.token, MAIL: maildev.url, IDP_URL: stack.idp.url,
    // The pix CLI's gateway and config folder (its login writes there, never in the user's home).
    PIX_GATEWAY_URL: stack.url, XDG_CONFIG_HOME: join(WORK_DIR, "config"),
  };
}, 120_000);

afterAll(async () => {
  await stack?.close();
  maildev?.child.kill();
});

describe("the docs' shell examples", () => {
  it("are found, and the few that do not run say why", () => {
    expect(RUNNABLE.length).toBeGreaterThanOrEqual(10);
    const skipped = BLOCKS.filter((b) => b.noRun !== undefined);
    expect(skipped.filter((b) => (b.noRun ?? "").length < 15).map((b) => b.where)).toEqual([]);
    expect(skipped.length).toBeLessThanOrEqual(17); // first-integration.md (its listen and receiver) runs in first-integration.int.spec.ts; 14th: bench/charge-batch.ts in benchmarks.md; 15th–17th: api-pix-bcb.md's token, cob and cobv (a store with its own Pix key; bcb-api-pix.int.spec.ts runs the same calls)
  });

  it.each(RUNNABLE.map((b) => [b.where, b] as const))("%s runs against the stack", async (_where, block) => {
    const problem = await verdict(block);
    if (problem) throw new Error(problem);
  }, 180_000);

  it("docs/webhooks.md's receiver accepts a real delivery and refuses a forged one", async () => {
    const [block] = fencedBlocks("docs/webhooks.md", ["js"]);
    const port = await freePort();
    const http = client(stack.url);
    const created = await http("POST", "/webhook-endpoints", { token: env.KEY, body: { url: `http://127.0.0.1:${port}/webhooks/pix` } });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    // The page's code as a merchant runs it: its own require (express, standardwebhooks), the secret in WEBHOOK_SECRET.
    const run = new Function("require", "process", `${block.code}\nreturn app;`);
    const app = run(createRequire(join(__dirname, "..", "package.json")), { env: { WEBHOOK_SECRET: created.body.data.secret } });
    const server = await new Promise<import("node:http").Server>((resolve) => { const s = app.listen(port, "127.0.0.1", () => resolve(s)); });
    try {
      expect((await http("POST", `/webhook-endpoints/${created.body.data.id}/test`, { token: env.KEY })).status).toBe(202);
      let delivery: any;
      for (let i = 0; i < 100 && delivery?.status !== "succeeded"; i++) {
        await new Promise((r) => setTimeout(r, 100));
        delivery = (await http("GET", `/webhook-endpoints/${created.body.data.id}/deliveries`, { token: env.KEY })).body.data[0];
      }
      expect(delivery).toMatchObject({ event: "test", status: "succeeded", status_code: 204 });
      const forged = await fetch(`http://127.0.0.1:${port}/webhooks/pix`, {
        method: "POST", body: '{"event":"charge.paid","data":{}}',
        headers: { "content-type": "application/json", "webhook-id": "msg_1", "webhook-timestamp": String(Math.floor(Date.now() / 1000)), "webhook-signature": "v1,AAAA" },
      });
      expect(forged.status).toBe(400);
    } finally {
      await new Promise((r) => server.close(r));
    }
  }, 60_000);

  it("fails a block the API refuses, and a block that does not print what it says", async () => {
    // The drift issue 26 found: a subscription example dated in the past answers 400.
    const pastDate = `curl -s -XPOST $GW/subscriptions -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\
  -d '{"customer_name":"Ana","amount":"29.90","next_billing_at":"2026-01-31T09:00:00-03:00"}'`;
    expect(await verdict({ where: "past date", code: pastDate, prints: [] })).toMatch(/^exit 22/);
    const silent = { where: "wrong output", code: "curl -s $GW/health", prints: ['"status":"perdido"'] };
    expect(await verdict(silent)).toMatch(/expected "\"status\":\"perdido\"" in the output/);
  }, 60_000);
});

/**
 * The `npm start` stack as a black box: start it (optionally), find it, stop it, and prepare a
 * merchant through the public API only.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { findStartProcess } from "./proc-cpu";

export const GATEWAY = "http://127.0.0.1:8080";
export const CHECKOUT = "http://127.0.0.1:8081";
export const ENGINE = "http://127.0.0.1:4010";
export const MAIL = "http://127.0.0.1:1080";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface DevSecrets { noticeToken: string; teamPassword: string }
export const readSecrets = (root: string): DevSecrets => JSON.parse(readFileSync(join(root, ".run", "dev-secrets.json"), "utf8"));

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${GATEWAY}/health`)).ok;
  } catch {
    return false;
  }
}

export interface RunningStack { root: number; stop(): Promise<void> }

/**
 * `npm start` in its own process group (so it stops as a whole), with the checkout's per-IP read
 * limit raised: one client IP sends every poll here. Logs go to .run/bench-npm-start.log.
 */
export async function startStack(root: string, opts: { cpuProfileDir?: string } = {}): Promise<RunningStack> {
  if (await healthy()) throw new Error("something already answers on :8080; stop it or run without --start");
  mkdirSync(join(root, ".run"), { recursive: true });
  const log = openSync(join(root, ".run", "bench-npm-start.log"), "w");
  const child: ChildProcess = spawn("npm", ["start"], {
    cwd: root, detached: true, stdio: ["ignore", log, log],
    env: {
      ...process.env, READ_LIMIT_POINTS: "1000000000",
      // Every Node process of the stack profiles itself between two SIGUSR2 (see cpu-profile.cjs).
      ...(opts.cpuProfileDir ? { NODE_OPTIONS: `--require ${join(__dirname, "cpu-profile.cjs")}`, BENCH_CPU_PROF_DIR: opts.cpuProfileDir } : {}),
    },
  });
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    process.kill(-child.pid!, "SIGTERM");
    const killed = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
    if (!killed) process.kill(-child.pid!, "SIGKILL");
    await exited;
  };
  const until = Date.now() + 300_000; // setup (pnpm install, migrations) runs first
  while (!(await healthy())) {
    if (child.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error("npm start did not become healthy; see .run/bench-npm-start.log");
    }
    await sleep(1000);
  }
  // Another stack started in the same seconds may be the one answering (ours then dies on a taken port):
  // never measure someone else's processes.
  await sleep(3000);
  if (child.exitCode !== null || child.signalCode !== null) {
    throw new Error("our npm start exited while something else answered on :8080 (another stack?); see .run/bench-npm-start.log");
  }
  return { root: child.pid!, stop };
}

export async function findStack(): Promise<RunningStack> {
  const pid = findStartProcess();
  if (!pid || !(await healthy())) {
    throw new Error("no healthy `npm start` found: run `READ_LIMIT_POINTS=1000000000 npm start` first, or pass --start");
  }
  return { root: pid, stop: async () => undefined };
}

type Json = Record<string, any>;
export async function api(method: string, url: string, opts: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: Json }> {
  const res = await fetch(url, {
    method,
    headers: { ...(opts.body ? { "content-type": "application/json" } : {}), ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

function expect(r: { status: number; body: Json }, status: number, what: string): Json {
  if (r.status !== status) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

export interface Merchant {
  storeId: string; email: string; password: string; apiKey: string;
  txid: string; checkoutKey: string;
  login(): Promise<string>;
}

/** The token of the verification link npm start's maildev received for `to`. */
async function verificationToken(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = (await (await fetch(`${MAIL}/api/email`)).json()) as { to: { address: string }[]; text: string }[];
    const token = mails.filter((m) => m.to.some((t) => t.address === to)).map((m) => /confirmar-email\?token=([\w-]+)/.exec(m.text)?.[1]).reverse().find(Boolean);
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no verification e-mail to ${to} at ${MAIL}`);
}

/** Register, log in, confirm the address, create a test API key and one charge, all through the gateway. */
export async function prepareMerchant(): Promise<Merchant> {
  const email = `bench-${Date.now()}-${randomBytes(3).toString("hex")}@loja.test`;
  const password = `Bench-${randomBytes(12).toString("base64url")}`; // ≥ 10 characters, on no common list
  const reg = expect(await api("POST", `${GATEWAY}/auth/register`, { body: { name: "Loja Bench", email, password } }), 201, "register");
  const login = async () => expect(await api("POST", `${GATEWAY}/auth/login`, { body: { email, password } }), 200, "login").accessToken as string;
  const jwt = await login();
  // API keys need the confirmed address (issue 33): the link maildev received, posted from this session.
  expect(await api("POST", `${GATEWAY}/auth/verify-email`, { token: jwt, body: { token: await verificationToken(email) } }), 200, "confirm e-mail");
  const key = expect(await api("POST", `${GATEWAY}/api-keys`, { token: jwt, body: { name: "bench", environment: "test" } }), 201, "API key").key as string;
  const charge = expect(await api("POST", `${GATEWAY}/pix`, { token: key, body: chargeBody }), 201, "POST /pix");
  const checkoutKey = new URL(charge.checkout_url).pathname.split("/").pop()!;
  return { storeId: reg.user.id, email, password, apiKey: key, txid: charge.txid, checkoutKey, login };
}

export const chargeBody = { amount: 19.9, description: "Bench", customer_cpf: "52998224725" };

/** A merchant endpoint that records the txid of every `charge.paid` it receives. */
export async function startReceiver(token: string) {
  const paid = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c)).on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      if (body.event === "charge.paid") paid.set(body.data.txid, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  expect(await api("POST", `${GATEWAY}/webhook-endpoints`, { token, body: { url, events: ["charge.paid"] } }), 201, "webhook endpoint");
  return { paid, close: () => (server.closeAllConnections(), server.close()) };
}

/**
 * Point the engine emulator's notices at this gateway with the stack's token (what `npm start`
 * configures; set again so a reconfigured emulator cannot skew the notice run).
 */
export async function configureEngineNotices(noticeToken: string) {
  const r = await api("POST", `${ENGINE}/test/config`, { body: { noticeUrl: `${GATEWAY}/notices/payment-engine`, noticeToken } });
  if (r.status !== 200) throw new Error(`engine config: ${r.status}`);
}

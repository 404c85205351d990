#!/usr/bin/env node
// The fault suite (issue 36): `npm run chaos -- [--duration 600] [--rate 4] [--mode both|conta-unica|subconta]
// [--replicas 2 | charges=2,…] [--faults all | kill,rabbitmq,postgres,cut,engine] [--report docs/chaos]`.
// Runs npm start's multi-process stack with replicas on its own PostgreSQL cluster and RabbitMQ node
// (infra.mjs: a fault suite must not restart what other work on the machine uses), drives a mixed load at a
// fixed rate (load.mjs), injects faults one at a time with recovery between, drains, reconciles the client's
// record with the servers' (reconcile.mjs) and writes a Markdown and a JSON report. Exits 1 on any lost,
// doubled or stuck item. Loopback only; bounded in time (the duration, the drain) and in requests (the rate).
import { writeFileSync, mkdirSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { parseReplicas, SCALABLE } from "../../scripts/services.mjs";
import { privatePostgres, privateRabbit } from "./infra.mjs";
import { createClient } from "./load.mjs";
import { drain, reconcile } from "./reconcile.mjs";
import { markdown } from "./report.mjs";
import { chaosStack, RECOVERY_SETTINGS, root } from "./stack.mjs";
import { startTcpProxy } from "./tcp-proxy.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The faults, in the order they are injected. `kill` kills one replica of every process; `kill:charges` of that one only. */
export function faultPlan(kinds, replicas) {
  const plan = [];
  const only = kinds.filter((k) => k.startsWith("kill:")).map((k) => k.slice(5));
  if (kinds.includes("kill") || only.length) {
    for (const s of SCALABLE.filter((x) => !only.length || only.includes(x))) {
      const n = replicas[s] ?? 1;
      const target = s === "gateway" || s === "checkout" ? (n > 1 ? `${s}#2` : s) : n > 1 ? `${s}.2` : s;
      plan.push({ name: `kill -9 ${target}`, kind: "kill", target });
    }
  }
  if (kinds.includes("rabbitmq")) plan.push({ name: "RabbitMQ restart", kind: "rabbitmq" });
  if (kinds.includes("postgres")) plan.push({ name: "PostgreSQL restart", kind: "postgres" });
  if (kinds.includes("cut")) {
    plan.push({ name: "cut charges.1 → PostgreSQL", kind: "cut-pg" });
    plan.push({ name: "cut webhooks-dispatcher.1 → RabbitMQ", kind: "cut-amqp" });
  }
  if (kinds.includes("engine")) {
    plan.push({ name: "engine slow (6 s, 20 requests)", kind: "engine", fault: { count: 20, delayMs: 6000 } });
    plan.push({ name: "engine 503 (20 requests)", kind: "engine", fault: { count: 20, status: 503 } });
  }
  return plan;
}

/** A receiver that deduplicates webhook events by id and counts duplicates. */
async function startReceiver() {
  const seen = new Map();
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c)).on("end", () => {
      try {
        // The event id travels in the Standard Webhooks header `webhook-id` (the same on every attempt).
        const id = String(req.headers["webhook-id"]);
        const e = JSON.parse(body);
        seen.set(id, { event: e.event, times: (seen.get(id)?.times ?? 0) + 1, txid: e.data?.txid ?? null });
      } catch { /* not an event */ }
      res.writeHead(200).end("ok");
    });
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${server.address().port}/hook`, seen, close: () => new Promise((r) => server.close(r)) };
}

async function call(base, method, path, body, token) {
  for (let i = 0; ; i++) {
    const res = await fetch(base + path, { method, headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const text = await res.text();
    if (res.ok) return JSON.parse(text).data ?? JSON.parse(text);
    if (res.status < 500 || i > 20) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    await sleep(1000);
  }
}

/** The company of the merchant in subaccount mode (POST /auth/onboarding). */
const COMPANY = {
  responsible_name: "Maria Caos", responsible_cpf: "529.982.247-25", company: "Loja Caos Ltda", cnpj: "11.222.333/0001-81",
  company_type: "LIMITED", phone: "(11) 98765-4321", address: "Avenida Paulista", address_number: "1000", province: "Bela Vista",
  postal_code: "01310-100", city: "São Paulo", state: "SP",
};

/** The token of the newest verification link the stack's maildev received for `to`. */
async function verificationToken(mail, to) {
  for (let i = 0; i < 200; i++) {
    const mails = await fetch(`${mail}/api/email`).then((r) => r.json()).catch(() => []);
    const token = mails.filter((m) => m.to.some((t) => t.address === to)).map((m) => /confirmar-email\?token=([\w-]+)/.exec(m.text)?.[1]).reverse().find(Boolean);
    if (token) return token;
    await sleep(250);
  }
  throw new Error(`no verification e-mail to ${to} at ${mail}`);
}

/** One mode's run: stack up, merchant set up, load with faults, drain, reconcile, stack down. */
export async function runMode({ contaUnica, durationS, rate, replicas, kinds, offset, infraPort = 0, log = console.log }) {
  const prefix = `pixchaos${contaUnica ? "u" : "s"}`;
  // Own servers, on ports no machine service uses: PostgreSQL 5442+, RabbitMQ 5682+ (distribution 25682+).
  const pgServer = privatePostgres({ port: 5442 + infraPort });
  const rabbit = privateRabbit({ port: 5682 + infraPort, distPort: 25682 + infraPort });
  const pgCut = await startTcpProxy({ host: "127.0.0.1", port: pgServer.port });
  const amqpCut = await startTcpProxy({ host: "127.0.0.1", port: rabbit.port });
  const logPath = join(root, ".run", `chaos-${prefix}-${offset}.log`);
  const stack = chaosStack({ pg: pgServer, rabbit, replicas, contaUnica, offset, pgCut, amqpCut, prefix, logPath });
  const receiver = await startReceiver();
  const faults = [];
  let chargesDb;
  try {
    const t0 = Date.now();
    await Promise.all([pgServer.start(), rabbit.start()]);
    log(`  own PostgreSQL :${pgServer.port} and RabbitMQ :${rabbit.port} up in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    await stack.start();
    log(`  stack up (${stack.names().join(", ")}) in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    chargesDb = new pg.Pool({ connectionString: stack.databaseUrl("charges"), max: 3 });
    chargesDb.on("error", () => undefined);

    // The merchant: registered, a test API key, a webhook endpoint to the receiver, refunds enabled by the team.
    const merchant = { email: `caos-${Date.now()}@loja.test`, password: `Caos-${Date.now()}-senha` };
    // A register whose first answer was lost (5xx, then 409 on the retry) has created the account: log in instead.
    const reg = await call(stack.gateway, "POST", "/auth/register", { name: "Loja Caos", ...merchant })
      .catch(async (err) => (/: 409 /.test(err.message) ? call(stack.gateway, "POST", "/auth/login", merchant) : Promise.reject(err)));
    const storeId = reg.user.id;
    // No API key before the address is confirmed (issue 33): the link maildev received, posted from this session.
    await call(stack.gateway, "POST", "/auth/verify-email", { token: await verificationToken(stack.mail, merchant.email) }, reg.accessToken);
    // Subaccount mode: the company's data, the receiving account, and test mode's approval (withdrawals need it).
    if (!contaUnica) {
      await call(stack.gateway, "POST", "/auth/onboarding", COMPANY, reg.accessToken);
      await call(stack.gateway, "POST", "/receiving-account", {}, reg.accessToken)
        .catch((err) => (/: 409 /.test(err.message) ? null : Promise.reject(err)));
      await call(stack.gateway, "POST", "/receiving-account/simulate-approval", {}, reg.accessToken);
    }
    const key = (await call(stack.gateway, "POST", "/api-keys", { name: "caos", environment: "test" }, reg.accessToken)).key;
    await call(stack.gateway, "POST", "/webhook-endpoints", { url: receiver.url }, reg.accessToken);
    const teamAccount = stack.teamAccount();
    const team = (await call(stack.gateway, "POST", "/auth/login", teamAccount)).accessToken;
    await call(stack.gateway, "POST", `/admin/lojistas/${storeId}/estornos`, { habilitado: true }, team);

    const client = createClient({ gateway: stack.gateway, engine: stack.engine, key, team, storeId, chargesDb, withdrawals: !contaUnica });
    const plan = faultPlan(kinds, replicas);
    const loadStart = Date.now();
    const stopAt = loadStart + durationS * 1000;
    const load = client.run(rate, stopAt);
    // Faults spread over the middle of the run: the first after 10 %, the last ending before 90 %.
    const slot = (durationS * 800) / Math.max(1, plan.length);
    await sleep(durationS * 100);
    for (const fault of plan) {
      const slotEnd = Date.now() + slot;
      const record = { name: fault.name, startedAt: Date.now() };
      try {
        if (fault.kind === "kill") record.pid = stack.kill(fault.target);
        else if (fault.kind === "rabbitmq") await rabbit.restart();
        else if (fault.kind === "postgres") await pgServer.restart();
        else if (fault.kind === "cut-pg") record.cut = pgCut.cut();
        else if (fault.kind === "cut-amqp") record.cut = amqpCut.cut();
        else if (fault.kind === "engine") await fetch(`${stack.engine}/test/fail-next`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(fault.fault) });
      } catch (err) {
        record.injectError = String(err);
      }
      record.injectedAt = Date.now();
      faults.push(record);
      log(`  ${new Date().toISOString()} ${fault.name}${record.injectError ? ` (failed: ${record.injectError})` : ""}`);
      await sleep(Math.max(0, slotEnd - Date.now()));
      if (fault.kind === "engine") await fetch(`${stack.engine}/test/fail-next`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ count: 0 }) });
    }
    await load;
    const loadEnd = Date.now();
    log(`  load done (${client.attempts.length} attempts); draining`);
    const drained = await drain(stack, storeId, 180_000);
    const ledger = stack.reconcileLedger();
    const result = await reconcile({ stack, client, storeId, receiver, ledger, drained });
    return {
      mode: contaUnica ? "CONTA_UNICA=true" : "CONTA_UNICA=false", durationS, rate, replicas, loadStart, loadEnd,
      faults: windows(faults, client.attempts, loadEnd), supervisor: stack.supervisorLines.map((l) => ({ at: l.at, line: l.line })), recovery: RECOVERY_SETTINGS, ...result,
    };
  } finally {
    await chargesDb?.end().catch(() => undefined);
    await stack.stop().catch(() => undefined);
    await receiver.close();
    await pgCut.close();
    await amqpCut.close();
    await Promise.all([pgServer.remove(), rabbit.remove()]);
  }
}

/** Per fault: the errors clients saw from its injection to the next fault (or the load's end), and their window. */
function windows(faults, attempts, loadEnd) {
  return faults.map((f, i) => {
    const until = faults[i + 1]?.startedAt ?? loadEnd;
    const errors = attempts.filter((a) => a.at >= f.startedAt && a.at < until && (a.status === 0 || a.status >= 500));
    const byStatus = {};
    for (const e of errors) {
      const k = e.status === 0 ? `no answer (${e.error})` : `${e.status} ${e.error ?? ""}`.trim();
      byStatus[k] = (byStatus[k] ?? 0) + 1;
    }
    const total = attempts.filter((a) => a.at >= f.startedAt && a.at < until).length;
    return {
      ...f, injectMs: f.injectedAt - f.startedAt, attempts: total, errors: errors.length, byStatus,
      outageMs: errors.length ? errors.at(-1).at - f.startedAt : 0,
    };
  });
}

async function main() {
  const { values } = parseArgs({ args: process.argv.slice(2), options: {
    duration: { type: "string", default: "600" }, rate: { type: "string", default: "4" }, mode: { type: "string", default: "both" },
    replicas: { type: "string", default: "2" }, faults: { type: "string", default: "all" }, report: { type: "string", default: join(root, ".run", "chaos-report") },
  } });
  const replicas = parseReplicas(values.replicas, []);
  const kinds = values.faults === "all" ? ["kill", "rabbitmq", "postgres", "cut", "engine"] : values.faults.split(",");
  const modes = values.mode === "both" ? [true, false] : [values.mode === "conta-unica"];
  const runs = [];
  for (const contaUnica of modes) {
    console.log(`chaos: ${contaUnica ? "CONTA_UNICA=true" : "CONTA_UNICA=false"}, ${values.duration} s at ${values.rate}/s, replicas ${JSON.stringify(replicas)}`);
    runs.push(await runMode({ contaUnica, durationS: Number(values.duration), rate: Number(values.rate), replicas, kinds, offset: 23000, infraPort: 0 }));
  }
  mkdirSync(dirname(values.report), { recursive: true });
  writeFileSync(`${values.report}.json`, JSON.stringify(runs, null, 2));
  writeFileSync(`${values.report}.md`, markdown(runs));
  const failed = runs.filter((r) => !r.ok);
  console.log(`chaos: report ${values.report}.md; ${failed.length ? `FAILED: ${failed.map((r) => `${r.mode}: ${r.problems.join("; ")}`).join(" | ")}` : "nothing lost, doubled or stuck"}`);
  process.exitCode = failed.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(2);
  });
}

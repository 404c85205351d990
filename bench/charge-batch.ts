/**
 * POST /pix/lotes (issue 37): a batch of 1,000 due-date charges, timed from the request to the answer
 * with every item CRIADA. Goal: under 10 s on this machine.
 *
 *   pnpm exec tsx bench/charge-batch.ts [--items 1000] [--runs 3] [--cpu-prof]
 *
 * The real services run in this process through the e2e test stack (identity, charges, the
 * payment-engine emulator over HTTP, the outbox relay on RabbitMQ). Each item is what POST /pix does
 * for a due-date charge (payer, terms, gates, the `creating` row, the engine call, BR Code + QR PNG,
 * `charge.created` in the outbox), in groups of BATCH_GROUP_SIZE written in one statement and completed in
 * one transaction, with BATCH_CONCURRENCY engine calls at once (charges' batches/usecases/batches.ts).
 * A warm-up batch of 50 runs first; each run is a fresh merchant. The CPU printed is this process's
 * (every service but PostgreSQL and RabbitMQ), so a loaded machine's figure can be told apart.
 * `--cpu-prof` profiles the measured runs only (not the start nor the warm-up) into
 * .run/cpu-prof/charge-batch/; `node bench/multi-process/profile-summary.mjs .run/cpu-prof/charge-batch`
 * groups the samples by package and file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { loadavg } from "node:os";
import { client, signUp, startStack } from "../services/gateway/test/stack";
import { BATCH_CONCURRENCY, BATCH_GROUP_SIZE } from "../services/charges/src/batches/usecases/batches";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ITEMS = arg("items", 1000);
const RUNS = arg("runs", 3);
const PROFILE_DIR = ".run/cpu-prof/charge-batch";

/** The V8 CPU profile of `fn`, written to PROFILE_DIR when --cpu-prof is given. */
async function profiled<T>(fn: () => Promise<T>): Promise<T> {
  if (!process.argv.includes("--cpu-prof")) return fn();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    return await fn();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    mkdirSync(PROFILE_DIR, { recursive: true });
    writeFileSync(`${PROFILE_DIR}/charge-batch-${process.pid}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
}

const item = (n: number) => ({
  amount: 100 + (n % 900), description: `Mensalidade ${n}`, customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25",
  due_date: "2030-12-10", multa: { modalidade: 2, valor_perc: 2 }, juros: { modalidade: 3, valor_perc: 1 },
  desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 5 }] },
});

async function main() {
  const stack = await startStack({ services: ["charges"] });
  const http = client(stack.url);
  try {
    const batch = async (n: number) => {
      const { accessToken } = await signUp(http);
      const body = { descricao: `Bench ${n}`, cobrancas: Array.from({ length: n }, (_, i) => item(i)) };
      const cpu = process.cpuUsage();
      const started = performance.now();
      const res = await http("POST", "/pix/lotes", { token: accessToken, body });
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      if (res.status !== 201 || res.body.data.criadas !== n) throw new Error(`batch failed: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
      return { ms, cpuMs: (used.user + used.system) / 1000 };
    };
    await batch(50);
    const times: number[] = [];
    await profiled(async () => {
      for (let r = 0; r < RUNS; r++) {
        const { ms, cpuMs } = await batch(ITEMS);
        times.push(ms);
        console.log(`run ${r + 1}: ${ITEMS} charges in ${(ms / 1000).toFixed(2)} s (${(ITEMS / (ms / 1000)).toFixed(0)} charges/s); `
          + `this process's CPU ${(cpuMs / 1000).toFixed(2)} s (${(cpuMs / ITEMS).toFixed(1)} ms a charge), load average ${loadavg()[0].toFixed(1)}`);
      }
    });
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`median of ${RUNS}: ${(sorted[Math.floor(RUNS / 2)] / 1000).toFixed(2)} s for ${ITEMS} charges, groups of ${BATCH_GROUP_SIZE}, ${BATCH_CONCURRENCY} engine calls at a time`);
  } finally {
    await stack.close();
  }
}

void main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});

/**
 * The daily billing job over N due subscriptions, next to one POST /pix on the same stack.
 *
 *   pnpm exec tsx bench/billing.ts [--sizes 10000,50000,100000] [--mode full|claims|both] [--pix 200]
 *
 * The real services run in this process through the e2e test stack (identity, onboarding in
 * single-account mode, charges with the payment-engine emulator, subscriptions; the outbox relay on
 * RabbitMQ). For each size a fresh store gets N active monthly subscriptions, all due, written
 * straight to the subscriptions database (one INSERT … SELECT generate_series); then the job runs
 * once as of now for that store (the test clock's path: run-billing → claims FOR UPDATE SKIP LOCKED
 * in batches → bill-period → IssuePix at charges → advance + subscription.charged) with the service's
 * default batch size and concurrency, and the run must report N charged.
 *
 * `--mode claims` runs the same job with a billing step that only advances the row (no charges call):
 * the job's own cost (claims, leases, batches, summary) at sizes the full path would take too long for
 * on a shared machine. `both` runs claims then full for each size.
 *
 * POST /pix: `--pix` requests through the gateway one at a time (latency), then the same number with
 * as many in flight as the job's concurrency (time per request under the same parallelism).
 */
import { Pool } from "pg";
import { scopeOfRow } from "../packages/grpc/src/store-scope";
import { subscriptionsEnv } from "../services/subscriptions/src/config";
import { billingJobDeps } from "../services/subscriptions/src/usecases/billing-job";
import { runBilling, type RunBillingDeps } from "../services/subscriptions/src/usecases/run-billing";
import { client, signUp, startStack } from "../services/gateway/test/stack";
import type { SubscriptionsExtras } from "../services/gateway/test/stack/subscriptions";
import { delta, loadAverage, ownPostgresBackends, snapshot } from "./multi-process/proc-cpu";

const argOf = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const SIZES = argOf("sizes", "10000,50000,100000").split(",").map(Number);
const MODE = argOf("mode", "full") as "full" | "claims" | "both";
const PIX = Number(argOf("pix", "200"));
const defaults = subscriptionsEnv.parse({ PRINCIPAL_SECRET: "x".repeat(16) });
const SETTINGS = { batchSize: defaults.BILLING_BATCH_SIZE, concurrency: defaults.BILLING_CONCURRENCY, leaseMs: defaults.BILLING_LEASE_MS };

interface Row { mode: string; n: number; seconds: number; perSubMs: number; perSec: number; cpuMs: number; pgCpuMs: number }

/**
 * Runs `work` and returns its wall seconds and the CPU seconds it cost: this process (the whole
 * one-process stack) and the PostgreSQL backends of its own connections. CPU per item is the steady
 * measure on a shared machine; wall time moves with the other load.
 */
async function measured(pool: Pool, work: () => Promise<void>): Promise<{ seconds: number; cpu: number; pgCpu: number }> {
  const pids = async () => [process.pid, ...(await ownPostgresBackends((sql) => pool.query(sql)))];
  const before = snapshot(await pids(), (pid) => (pid === process.pid ? "node" : "postgres"));
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  const d = delta(before, snapshot(await pids(), (pid) => (pid === process.pid ? "node" : "postgres")));
  return { seconds, cpu: d.total, pgCpu: d.byLabel.get("postgres") ?? 0 };
}

async function main() {
  const stack = await startStack({ services: ["onboarding", "charges", "subscriptions"] });
  const subs = stack.extras.subscriptions as SubscriptionsExtras;
  const http = client(stack.url);
  const pool = new Pool({ connectionString: subs.databaseUrl, max: 2 });
  try {
    // POST /pix: one at a time, then CONCURRENCY in flight.
    const pixer = await signUp(http);
    const pix = () => http("POST", "/pix", { token: pixer.accessToken, body: { amount: 19.9, description: "Bench", customer_cpf: "52998224725" } });
    for (let i = 0; i < 20; i++) await pix(); // warm-up
    const serial = await measured(pool, async () => {
      for (let i = 0; i < PIX; i++) if ((await pix()).status !== 201) throw new Error("POST /pix failed");
    });
    let next = 0;
    const parallel = await measured(pool, async () => {
      await Promise.all(Array.from({ length: SETTINGS.concurrency }, async () => {
        while (next++ < PIX) if ((await pix()).status !== 201) throw new Error("POST /pix failed");
      }));
    });
    const pixSerialMs = (serial.seconds * 1000) / PIX;
    const pixParallelMs = (parallel.seconds * 1000) / PIX;

    const rows: Row[] = [];
    const modes = MODE === "both" ? (["claims", "full"] as const) : ([MODE] as const);
    for (const n of SIZES) {
      for (const mode of modes) {
        const { user } = await signUp(http);
        await pool.query(
          `INSERT INTO subscriptions (id, store_id, environment, customer_name, customer_email, customer_cpf, description, amount_cents,
                                      interval, status, next_billing_at, billing_anchor_at, updated_at)
           SELECT gen_random_uuid(), $1, 'test', 'Cliente ' || i, NULL, '52998224725', 'Plano', 1990, 'monthly', 'active', $2, $2, now()
           FROM generate_series(1, $3) AS i`,
          [user.id, new Date(Date.now() - 3_600_000), n],
        );
        await pool.query("ANALYZE subscriptions");
        const deps: RunBillingDeps = mode === "full"
          ? billingJobDeps(subs.deps, SETTINGS)
          : {
              ...billingJobDeps(subs.deps, SETTINGS),
              billPeriod: async (id) => {
                await pool.query(`UPDATE subscriptions SET next_billing_at = next_billing_at + interval '1 month', periods_billed = periods_billed + 1 WHERE id = $1`, [id]);
                return { kind: "charged" };
              },
            };
        process.stdout.write(`${mode} ${n}… `);
        let summary: Awaited<ReturnType<typeof runBilling>> | undefined;
        const { seconds, cpu, pgCpu } = await measured(pool, async () => {
          summary = await runBilling(deps, { asOf: new Date(), scope: scopeOfRow({ storeId: user.id, environment: "test" }) });
        });
        if (summary!.charged !== n || summary!.failed.length) throw new Error(`run: ${JSON.stringify({ ...summary, failed: summary!.failed.slice(0, 3) })}`);
        console.log(`${seconds.toFixed(1)} s, ${((cpu * 1000) / n).toFixed(2)} ms CPU per subscription (load ${loadAverage()})`);
        rows.push({ mode, n, seconds, perSubMs: (seconds * 1000) / n, perSec: n / seconds, cpuMs: (cpu * 1000) / n, pgCpuMs: (pgCpu * 1000) / n });
        await pool.query("DELETE FROM subscriptions WHERE store_id = $1", [user.id]); // keep the next size's table the same
      }
    }

    console.log(`\nbatch ${SETTINGS.batchSize}, concurrency ${SETTINGS.concurrency}; POST /pix: ${PIX} requests\n`);
    console.log(`load average at the end ${loadAverage()}\n`);
    console.log("| run | subscriptions | seconds | ms per subscription | subscriptions/s | CPU ms per subscription (PostgreSQL part) |");
    console.log("|---|---|---|---|---|---|");
    for (const r of rows) {
      const label = r.mode === "full" ? "job, full path (IssuePix at charges)" : "job, claims only (no charges call)";
      console.log(`| ${label} | ${r.n} | ${r.seconds.toFixed(1)} | ${r.perSubMs.toFixed(2)} | ${r.perSec.toFixed(0)} | ${r.cpuMs.toFixed(2)} (${r.pgCpuMs.toFixed(2)}) |`);
    }
    const cpuOf = (m: { cpu: number; pgCpu: number }) => `${((m.cpu * 1000) / PIX).toFixed(2)} (${((m.pgCpu * 1000) / PIX).toFixed(2)})`;
    console.log(`| POST /pix, one at a time | ${PIX} | | ${pixSerialMs.toFixed(2)} | ${(1000 / pixSerialMs).toFixed(0)} | ${cpuOf(serial)} |`);
    console.log(`| POST /pix, ${SETTINGS.concurrency} in flight | ${PIX} | | ${pixParallelMs.toFixed(2)} | ${(1000 / pixParallelMs).toFixed(0)} | ${cpuOf(parallel)} |`);
    for (const mode of modes) {
      const of = rows.filter((r) => r.mode === mode);
      if (of.length > 1) {
        const [first, last] = [of[0], of[of.length - 1]];
        console.log(`\n${mode}: ×${(last.n / first.n).toFixed(1)} subscriptions → ×${(last.seconds / first.seconds).toFixed(2)} time, ×${((last.cpuMs * last.n) / (first.cpuMs * first.n)).toFixed(2)} CPU (linear: equal factors)`);
      }
    }
  } finally {
    await pool.end();
    await stack.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

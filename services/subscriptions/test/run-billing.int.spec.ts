import { scopeOfRow } from "@pix/grpc";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { createLogger } from "@pix/logger";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import { PrismaClient } from "../src/generated/prisma/client";
import { BillingRunsRepository } from "../src/repositories/billing-runs";
import { runBilling, type JobBillOutcome, type RunBillingDeps } from "../src/usecases/run-billing";

/**
 * The job's claims and run loop against the real database, with a deliberately naive billing step
 * (it records the call and advances the date without any guard of its own): whatever stops a second
 * bill here is the job's claim. The billing core itself (claim row, idempotency key) is covered
 * through the gateway in services/gateway/test/subscription-billing.int.spec.ts.
 */
let db: PooledTestDatabase;
let prisma: PrismaClient;
const STORE = randomUUID();
const OTHER_STORE = randomUUID();
const NOW = new Date("2026-11-22T12:00:00.000Z");
const logger = createLogger("test", "silent");

beforeAll(async () => {
  db = await createPooledTestDatabase("subscriptions_billing", join(__dirname, "../prisma/migrations"));
  prisma = new PrismaClient({ adapter: new PrismaPg(db.pool) });
});
afterAll(async () => {
  await prisma.$disconnect();
  await db.drop();
});
beforeEach(async () => {
  await db.pool.query("DELETE FROM subscriptions");
});

async function insert(n: number, fields: { status?: string; next?: Date | null; interval?: string; store?: string; environment?: string } = {}) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = randomUUID();
    ids.push(id);
    await db.pool.query(
      `INSERT INTO subscriptions (id, store_id, environment, customer_name, amount_cents, interval, status, next_billing_at, billing_anchor_at, updated_at)
       VALUES ($1, $2, $3, 'Cliente', 1000, $4, $5, $6, $6, now())`,
      [id, fields.store ?? STORE, fields.environment ?? "test", fields.interval ?? "monthly", fields.status ?? "active", fields.next === undefined ? new Date("2026-11-01T09:00:00Z") : fields.next],
    );
  }
  return ids;
}

function naiveBilling(opts: { failFor?: Set<string>; delayMs?: number } = {}) {
  const calls: string[] = [];
  const billPeriod = async (id: string): Promise<JobBillOutcome> => {
    calls.push(id);
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    if (opts.failFor?.has(id)) throw new Error("motor de pagamento indisponível");
    await db.pool.query(`UPDATE subscriptions SET next_billing_at = next_billing_at + interval '1 month', periods_billed = periods_billed + 1 WHERE id = $1`, [id]);
    return { kind: "charged" };
  };
  return { calls, billPeriod };
}

function deps(billPeriod: RunBillingDeps["billPeriod"], batchSize = 7): RunBillingDeps {
  return {
    runs: new BillingRunsRepository(prisma),
    billPeriod,
    firstDueAt: (from, interval) => {
      if (interval !== "monthly") throw new Error("unknown interval");
      const d = new Date(from);
      d.setUTCMonth(d.getUTCMonth() + 1);
      return d;
    },
    logger,
    settings: { batchSize, concurrency: 3, leaseMs: 60_000 },
  };
}

describe("daily billing job: claims and run loop", () => {
  it("two runs racing over the same due subscriptions bill each exactly once, together", async () => {
    const ids = await insert(40);
    const billing = naiveBilling({ delayMs: 2 });
    const [a, b] = await Promise.all([runBilling(deps(billing.billPeriod), { asOf: NOW }), runBilling(deps(billing.billPeriod), { asOf: NOW })]);
    expect(a.charged + b.charged).toBe(40);
    expect(a.failed).toEqual([]);
    expect(b.failed).toEqual([]);
    expect([...billing.calls].sort()).toEqual([...ids].sort());
    const { rows } = await db.pool.query(`SELECT count(*)::int AS n FROM subscriptions WHERE periods_billed = 1 AND billing_claimed_until IS NULL`);
    expect(rows[0].n).toBe(40);
  });

  it("bills one period per subscription per run, even when several are due at asOf", async () => {
    await insert(3, { next: new Date("2026-01-05T09:00:00Z") });
    const billing = naiveBilling();
    const s = await runBilling(deps(billing.billPeriod, 2), { asOf: NOW });
    expect(s).toEqual({ charged: 3, skipped: 0, failed: [], sem_data: 0 });
    expect(new Set(billing.calls).size).toBe(3);
    // the next run takes the next period
    expect((await runBilling(deps(billing.billPeriod, 2), { asOf: NOW })).charged).toBe(3);
  });

  it("never bills paused, canceled or not-yet-due subscriptions", async () => {
    await insert(2, { status: "paused" });
    await insert(2, { status: "canceled" });
    await insert(2, { next: new Date("2026-12-01T09:00:00Z") });
    const billing = naiveBilling();
    const s = await runBilling(deps(billing.billPeriod), { asOf: NOW });
    expect(s).toEqual({ charged: 0, skipped: 0, failed: [], sem_data: 0 });
    expect(billing.calls).toEqual([]);
  });

  it("a failing subscription does not stop the others, is named in the summary and is retried by the next run", async () => {
    const ids = await insert(10);
    const bad = ids[3];
    const billing = naiveBilling({ failFor: new Set([bad]) });
    const first = await runBilling(deps(billing.billPeriod, 4), { asOf: NOW });
    expect(first).toEqual({ charged: 9, skipped: 0, failed: [{ subscription_id: bad, reason: "motor de pagamento indisponível" }], sem_data: 0 });
    const { rows } = await db.pool.query(`SELECT billing_claimed_until FROM subscriptions WHERE id = $1`, [bad]);
    expect(rows[0].billing_claimed_until).toBeNull(); // released: the next run may take it
    const retried = naiveBilling();
    expect(await runBilling(deps(retried.billPeriod, 4), { asOf: NOW })).toEqual({ charged: 1, skipped: 0, failed: [], sem_data: 0 });
    expect(retried.calls).toEqual([bad]);
  });

  it("corrects active subscriptions without a date (sem_data) from asOf by interval, without billing them", async () => {
    const [undated] = await insert(1, { next: null });
    const [badInterval] = await insert(1, { next: null, interval: "fortnightly" });
    await insert(1, { next: null, status: "paused" });
    const billing = naiveBilling();
    const s = await runBilling(deps(billing.billPeriod), { asOf: NOW });
    expect(s.sem_data).toBe(1);
    expect(s.charged).toBe(0);
    expect(s.failed).toEqual([{ subscription_id: badInterval, reason: "intervalo inválido: fortnightly" }]);
    const { rows } = await db.pool.query(`SELECT next_billing_at, billing_anchor_at, periods_billed FROM subscriptions WHERE id = $1`, [undated]);
    expect(rows[0].next_billing_at.toISOString()).toBe("2026-12-22T12:00:00.000Z");
    expect(rows[0].billing_anchor_at.toISOString()).toBe("2026-12-22T12:00:00.000Z");
    expect(rows[0].periods_billed).toBe(0);
    const { rows: paused } = await db.pool.query(`SELECT count(*)::int AS n FROM subscriptions WHERE status = 'paused' AND next_billing_at IS NULL`);
    expect(paused[0].n).toBe(1);
    expect((await runBilling(deps(billing.billPeriod), { asOf: NOW })).sem_data).toBe(0);
  });

  it("a scoped run (test clock) touches only that store's environment", async () => {
    const mine = await insert(2);
    await insert(2, { environment: "live" });
    await insert(2, { store: OTHER_STORE });
    await insert(1, { next: null, store: OTHER_STORE });
    const billing = naiveBilling();
    const s = await runBilling(deps(billing.billPeriod), { asOf: NOW, scope: scopeOfRow({ storeId: STORE, environment: "test" }) });
    expect(s).toEqual({ charged: 2, skipped: 0, failed: [], sem_data: 0 });
    expect([...billing.calls].sort()).toEqual([...mine].sort());
  });

  it("a subscription leased by a run that died is left alone until the lease expires", async () => {
    const [held] = await insert(1);
    await db.pool.query(`UPDATE subscriptions SET billing_claimed_until = now() + interval '1 minute', billing_run_id = $2 WHERE id = $1`, [held, randomUUID()]);
    const billing = naiveBilling();
    expect((await runBilling(deps(billing.billPeriod), { asOf: NOW })).charged).toBe(0);
    await db.pool.query(`UPDATE subscriptions SET billing_claimed_until = now() - interval '1 second' WHERE id = $1`, [held]);
    expect((await runBilling(deps(billing.billPeriod), { asOf: NOW })).charged).toBe(1);
  });
});

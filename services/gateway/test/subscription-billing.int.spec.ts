import { scopeOfRow } from "@pix/grpc";
import { randomUUID } from "node:crypto";
import type { IdentityExtras } from "./stack/identity";
import { dueAt } from "../../subscriptions/src/domain/interval";
import { billingJobDeps } from "../../subscriptions/src/usecases/billing-job";
import { runBilling } from "../../subscriptions/src/usecases/run-billing";
import { client, signUp, signUpConfirmed, signUpTeam, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { SubscriptionsExtras } from "./stack/subscriptions";
import { openSubscriptionsStack } from "./pix-automatico-support";
import type { Receiver } from "./webhook-support";

/**
 * The daily billing job (issue 11) through the gateway and against the real services: the team's
 * manual run, the merchant's test clock, two job processes racing, a crash between the charge and
 * the advance, `sem_data`, and a year of monthly billing reaching a merchant's webhook endpoint.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let charges: ChargesExtras;
let subs: SubscriptionsExtras;
let receiver: Receiver;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ stack, http, charges, subs, receiver, close } = await openSubscriptionsStack());
});
afterAll(() => close());

const CPF = "52998224725";
const SETTINGS = { batchSize: 4, concurrency: 3, leaseMs: 60_000 };

async function seed(storeId: string, overrides: Record<string, unknown> = {}) {
  const due = new Date("2026-01-31T13:00:00Z");
  return subs.deps.subscriptions.create({
    id: randomUUID(), storeId, environment: "test", customerName: "Ana Pagadora", customerEmail: "ana@cliente.test",
    customerCpf: CPF, description: "Plano mensal", amountCents: 2990n, interval: "monthly", status: "active",
    nextBillingAt: due, billingAnchorAt: due, periodsBilled: 0, ...overrides,
  });
}
const chargesOf = (subscriptionId: string) => charges.query("SELECT txid FROM charges WHERE subscription_id = $1", [subscriptionId]);
const chargesOfStore = (storeId: string) => charges.query("SELECT txid, subscription_id FROM charges WHERE store_id = $1", [storeId]);
const clock = (token: string, as_of: string) => http("POST", "/subscriptions/billing-runs", { token, body: { as_of } });

// First: the team's run takes every store, so it runs while only its own subscriptions exist.
describe("POST /internal/cron/run (team only)", () => {
  it("403 SOMENTE_ADMIN for a merchant; the team runs the job for every store (as_of with test clocks on)", async () => {
    const merchant = await signUpConfirmed(stack, http);
    const denied = await http("POST", "/internal/cron/run", { token: merchant.accessToken, body: {} });
    expect(denied.status).toBe(403);
    expect(denied.body.error.codigo).toBe("SOMENTE_ADMIN");
    const key = (await http("POST", "/api-keys", { token: merchant.accessToken, body: { name: "k", environment: "test" } })).body.data.key;
    expect((await http("POST", "/internal/cron/run", { token: key, body: {} })).body.error.codigo).toBe("SOMENTE_ADMIN");

    const team = await signUpTeam(stack, http);
    // Two stores' subscriptions due long before anything else in this database.
    const early = new Date("2020-01-15T12:00:00Z");
    const a = await seed(merchant.user.id, { nextBillingAt: early, billingAnchorAt: early });
    const b = await seed((await signUp(http)).user.id, { nextBillingAt: early, billingAnchorAt: early, environment: "live" });
    const r = await http("POST", "/internal/cron/run", { token: team.accessToken, body: { as_of: "2020-01-16T00:00:00Z" } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { charged: 1, skipped: 0, failed: [{ subscription_id: b.id, reason: expect.any(String) }], sem_data: 0 } });
    expect(await chargesOf(a.id)).toHaveLength(1);
    // The live one reached charges, which refuses a store not approved for production: named, retried next run.
    expect(await chargesOf(b.id)).toHaveLength(0);

    // Without as_of (and without a body): as of now. The 2020 subscription is years behind and
    // catches up one period per run; the live one keeps failing and is named each time.
    for (const opts of [{ body: {} }, {}]) {
      const now = await http("POST", "/internal/cron/run", { token: team.accessToken, ...opts });
      expect(now.status).toBe(200);
      expect(now.body).toEqual({ data: { charged: 1, skipped: 0, failed: [{ subscription_id: b.id, reason: expect.any(String) }], sem_data: 0 } });
    }
    expect(await chargesOf(a.id)).toHaveLength(3);
    expect((await http("POST", "/internal/cron/run", { token: team.accessToken, body: { as_of: 5 } })).status).toBe(400);
    expect((await http("POST", "/internal/cron/run", { token: team.accessToken, body: { extra: true } })).status).toBe(400);
    expect((await http("POST", "/internal/cron/run", { token: team.accessToken, raw: "{" })).status).toBe(400);
    expect((await http("POST", "/internal/cron/run", { body: {} })).status).toBe(401);
  });
});

describe("test clock: POST /subscriptions/billing-runs", () => {
  it("a year of monthly billing: 12 charges, 12 subscription.charged webhooks with exactly the section-6 fields, days kept", async () => {
    const { user, accessToken: token } = await signUp(http);
    const endpoint = await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/assinaturas`, events: ["subscription.charged"] } });
    expect(endpoint.status).toBe(201);
    const anchor = new Date("2027-01-31T13:00:00Z");
    const created = await http("POST", "/subscriptions", {
      token,
      body: { customer_name: "Ana Pagadora", customer_email: "ana@cliente.test", customer_cpf: "529.982.247-25", amount: 29.9, description: "Plano mensal", next_billing_at: "2027-01-31T10:00:00-03:00" },
    });
    expect(created.status).toBe(201);
    const sub = created.body.data as { id: string };
    const other = await signUp(http);
    const foreign = await seed(other.user.id, { nextBillingAt: anchor, billingAnchorAt: anchor });
    const live = await seed(user.id, { environment: "live", nextBillingAt: anchor, billingAnchorAt: anchor });

    for (let month = 0; month < 12; month++) {
      const asOf = new Date(dueAt(anchor, "monthly", month).getTime() + 60 * 60_000).toISOString();
      const r = await clock(token, asOf);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ data: { charged: 1, skipped: 0, failed: [], sem_data: 0 } });
    }
    // The clock stands at the last period: running again bills nothing more.
    expect((await clock(token, "2027-12-31T14:00:00Z")).body.data.charged).toBe(0);

    const txids = (await chargesOf(sub.id)).map((c) => c.txid);
    expect(txids).toHaveLength(12);
    expect(new Set(txids).size).toBe(12);
    const periods = await subs.query<{ period_at: Date }>("SELECT period_at FROM subscription_billings WHERE subscription_id = $1 AND status = 'charged' ORDER BY period_at", [sub.id]);
    expect(periods.map((p) => p.period_at.toISOString().slice(0, 10))).toEqual([
      "2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30", "2027-05-31", "2027-06-30",
      "2027-07-31", "2027-08-31", "2027-09-30", "2027-10-31", "2027-11-30", "2027-12-31",
    ]);
    const [after] = await subs.query("SELECT next_billing_at, periods_billed FROM subscriptions WHERE id = $1", [sub.id]);
    expect(after.next_billing_at.toISOString()).toBe("2028-01-31T13:00:00.000Z");
    expect(after.periods_billed).toBe(12);

    const hits = await receiver.waitFor(12, (h) => h.path === "/assinaturas" && h.body.data.subscription_id === sub.id, 30_000);
    expect(new Set(hits.map((h) => h.body.data.txid))).toEqual(new Set(txids));
    for (const hit of hits) {
      expect(hit.headers["x-service-event"]).toBe("subscription.charged");
      expect(hit.body).toEqual({
        event: "subscription.charged",
        created_at: expect.any(String),
        data: {
          subscription_id: sub.id, txid: expect.any(String), amount: 29.9, description: "Plano mensal",
          customer_name: "Ana Pagadora", customer_email: "ana@cliente.test", expires_at: expect.any(String), method: "pix",
        },
      });
    }
    // Another store's subscription and the merchant's own live one were never touched.
    expect(await chargesOf(foreign.id)).toHaveLength(0);
    expect(await chargesOf(live.id)).toHaveLength(0);
  });

  it("bills only active subscriptions: paused and canceled are never billed; one failing does not stop the others and is named", async () => {
    const { user, accessToken: token } = await signUp(http);
    const good = [await seed(user.id), await seed(user.id)];
    const paused = await seed(user.id, { status: "paused" });
    const canceled = await seed(user.id, { status: "canceled" });
    const noCpf = await seed(user.id, { customerCpf: null });
    const r = await clock(token, "2026-02-01T00:00:00Z");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { charged: 2, skipped: 0, failed: [{ subscription_id: noCpf.id, reason: expect.stringMatching(/CPF/) }], sem_data: 0 } });
    for (const s of good) expect(await chargesOf(s.id)).toHaveLength(1);
    for (const s of [paused, canceled, noCpf]) expect(await chargesOf(s.id)).toHaveLength(0);
    // Retried on the next run (and named again while its data stays invalid).
    expect((await clock(token, "2026-02-01T00:00:00Z")).body.data).toEqual({ charged: 0, skipped: 0, failed: [{ subscription_id: noCpf.id, reason: expect.any(String) }], sem_data: 0 });
  });

  it("corrects an active subscription written without a date (sem_data) from as_of by interval", async () => {
    const { user, accessToken: token } = await signUp(http);
    const id = randomUUID();
    await subs.query(
      `INSERT INTO subscriptions (id, store_id, environment, customer_name, customer_cpf, amount_cents, interval, status, updated_at)
       VALUES ($1, $2, 'test', 'Sem Data', $3, 1500, 'monthly', 'active', now())`,
      [id, user.id, CPF],
    );
    const r = await clock(token, "2026-03-31T15:00:00Z");
    expect(r.body).toEqual({ data: { charged: 0, skipped: 0, failed: [], sem_data: 1 } });
    const [row] = await subs.query("SELECT next_billing_at, billing_anchor_at FROM subscriptions WHERE id = $1", [id]);
    expect(row.next_billing_at.toISOString()).toBe("2026-04-30T15:00:00.000Z");
    expect(row.billing_anchor_at.toISOString()).toBe("2026-04-30T15:00:00.000Z");
    expect(await chargesOf(id)).toHaveLength(0);
    // Billed when that date comes.
    expect((await clock(token, "2026-04-30T15:00:00Z")).body.data).toEqual({ charged: 1, skipped: 0, failed: [], sem_data: 0 });
  });

  it("refuses in live (409) and bad input (400, 401)", async () => {
    const { user, accessToken: token } = await signUpConfirmed(stack, http);
    await (stack.extras.identity as IdentityExtras).setProductionStatus(user.id, "approved");
    const liveKey = (await http("POST", "/api-keys", { token, body: { name: "live", environment: "live" } })).body.data.key;
    const live = await clock(liveKey, "2026-02-01T00:00:00Z");
    expect(live.status).toBe(409);
    expect(live.body.error.message).toMatch(/ambiente de teste/);
    expect((await http("POST", "/subscriptions/billing-runs", { token, body: {} })).status).toBe(400);
    expect((await http("POST", "/subscriptions/billing-runs", { token, body: { as_of: "ontem" } })).status).toBe(400);
    expect((await http("POST", "/subscriptions/billing-runs", { token, body: { as_of: 1700000000 } })).status).toBe(400);
    expect((await http("POST", "/subscriptions/billing-runs", { token, body: { as_of: "2026-02-01T00:00:00Z", store_id: randomUUID() } })).status).toBe(400);
    expect((await http("POST", "/subscriptions/billing-runs", { token, raw: "{as_of" })).status).toBe(400);
    expect((await http("POST", "/subscriptions/billing-runs", { body: { as_of: "2026-02-01T00:00:00Z" } })).status).toBe(401);
  });
});

describe("the schedule in the service", () => {
  it("BILLING_SCHEDULE=on: the service sets up the daily job's pg-boss queue, refuses a bad cron, and stops it on close", async () => {
    await expect(subs.startReplica({ BILLING_SCHEDULE: "on", BILLING_CRON: "61 7 * * *" })).rejects.toThrow();
    const replica = await subs.startReplica({ BILLING_SCHEDULE: "on", BILLING_CRON: "30 7 * * *" });
    const queues = await subs.query("SELECT name, policy FROM pgboss.queue WHERE name = 'subscriptions-daily-billing'");
    expect(queues).toEqual([{ name: "subscriptions-daily-billing", policy: "singleton" }]);
    await replica.close();
  });
});

describe("the job: exactly once", () => {
  it("two job processes racing over the same due subscriptions charge each once", async () => {
    const { user } = await signUp(http);
    const rows = await Promise.all(Array.from({ length: 12 }, () => seed(user.id)));
    const replica = await subs.startReplica();
    const scope = scopeOfRow({ storeId: user.id, environment: "test" });
    const asOf = new Date("2026-02-01T00:00:00Z");
    const [a, b] = await Promise.all([
      runBilling(billingJobDeps(subs.deps, SETTINGS), { asOf, scope }),
      runBilling(billingJobDeps(replica.deps, SETTINGS), { asOf, scope }),
    ]);
    expect(a.charged + b.charged).toBe(12);
    expect([...a.failed, ...b.failed]).toEqual([]);
    const billed = await chargesOfStore(user.id);
    expect(billed).toHaveLength(12);
    expect(new Set(billed.map((c) => c.subscription_id))).toEqual(new Set(rows.map((r) => r.id)));
    const events = await subs.query("SELECT count(*)::int AS n FROM outbox_events WHERE event = 'subscription.charged' AND payload->'owner'->>'store_id' = $1", [user.id]);
    expect(events[0].n).toBe(12);
    await replica.close();
  });

  it("a crash between the charge and the advance: the run names it, the rerun resumes with the same charge, one charge in all", async () => {
    const { user, accessToken: token } = await signUp(http);
    const sub = await seed(user.id);
    const crashing = billingJobDeps(subs.deps, SETTINGS, { afterCharge: async () => { throw new Error("processo caiu"); } });
    const crashed = await runBilling(crashing, { asOf: new Date("2026-02-01T00:00:00Z"), scope: scopeOfRow({ storeId: user.id, environment: "test" }) });
    expect(crashed).toEqual({ charged: 0, skipped: 0, failed: [{ subscription_id: sub.id, reason: "processo caiu" }], sem_data: 0 });
    expect(await chargesOf(sub.id)).toHaveLength(1); // charges made it; the advance did not
    const [billing] = await subs.query("SELECT status FROM subscription_billings WHERE subscription_id = $1", [sub.id]);
    expect(billing.status).toBe("claimed");

    const rerun = await clock(token, "2026-02-01T00:00:00Z");
    expect(rerun.body.data).toEqual({ charged: 1, skipped: 0, failed: [], sem_data: 0 });
    expect(await chargesOf(sub.id)).toHaveLength(1);
    const [after] = await subs.query("SELECT next_billing_at FROM subscriptions WHERE id = $1", [sub.id]);
    expect(after.next_billing_at.toISOString()).toBe("2026-02-28T13:00:00.000Z");
    const events = await subs.query("SELECT count(*)::int AS n FROM outbox_events WHERE event = 'subscription.charged' AND payload->'data'->>'subscription_id' = $1", [sub.id]);
    expect(events[0].n).toBe(1);
  });

  it("a crash, then a rerun after charges pruned the Idempotency-Key (48 h later): the period's txid is taken, the same charge is resumed, one charge in all", async () => {
    const { user, accessToken: token } = await signUp(http);
    const sub = await seed(user.id);
    const crashing = billingJobDeps(subs.deps, SETTINGS, { afterCharge: async () => { throw new Error("processo caiu"); } });
    await runBilling(crashing, { asOf: new Date("2026-02-01T00:00:00Z"), scope: scopeOfRow({ storeId: user.id, environment: "test" }) });
    const [first] = await chargesOf(sub.id);
    expect(first.txid).toMatch(/^ASS[0-9a-f]{32}$/);
    // What charges' retention does after IDEMPOTENCY_RETENTION_HOURS: the key no longer replays.
    await charges.query("DELETE FROM idempotency_keys WHERE store_id = $1", [user.id]);

    const rerun = await clock(token, "2026-02-01T00:00:00Z");
    expect(rerun.body.data).toEqual({ charged: 1, skipped: 0, failed: [], sem_data: 0 });
    expect(await chargesOf(sub.id)).toEqual([{ txid: first.txid }]);
    const [billing] = await subs.query("SELECT status, txid FROM subscription_billings WHERE subscription_id = $1", [sub.id]);
    expect(billing).toEqual({ status: "charged", txid: first.txid });
  });
});

import { scopeOfRow } from "@pix/grpc";
import { randomUUID } from "node:crypto";
import { billPeriod } from "../../subscriptions/src/usecases/bill-period";
import { client, signUp, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { IdentityExtras } from "./stack/identity";
import type { SubscriptionsExtras } from "./stack/subscriptions";

/**
 * The one billing path (services/subscriptions/src/usecases/bill-period.ts) against the real charges
 * service and databases: claim row first, idempotent charge, one advance, one event.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let charges: ChargesExtras;
let subs: SubscriptionsExtras;
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "subscriptions"] });
  http = client(stack.url);
  charges = stack.extras.charges as ChargesExtras;
  subs = stack.extras.subscriptions as SubscriptionsExtras;
});
afterAll(() => stack.close());

const CPF = "52998224725";

async function seed(overrides: Record<string, unknown> = {}) {
  const { user } = await signUp(http);
  const due = new Date("2026-01-31T13:00:00Z");
  const row = await subs.deps.subscriptions.create({
    id: randomUUID(), storeId: user.id, environment: "test", customerName: "Ana Pagadora", customerEmail: "ana@cliente.test",
    customerCpf: CPF, description: "Plano mensal", amountCents: 2990n, interval: "monthly", status: "active",
    nextBillingAt: due, billingAnchorAt: due, periodsBilled: 0, ...overrides,
  });
  return { user, row };
}

const chargesOf = (subscriptionId: string) =>
  charges.query("SELECT txid, amount_cents, status FROM charges WHERE subscription_id = $1", [subscriptionId]);
const eventsOf = (subscriptionId: string) =>
  subs.query("SELECT payload FROM outbox_events WHERE event = 'subscription.charged' AND payload->'data'->>'subscription_id' = $1", [subscriptionId]);

describe("billPeriod", () => {
  it("job: charges the due period with subscription_id, marks the row, advances keeping the day, writes subscription.charged with the section-6 fields", async () => {
    const { user, row } = await seed();
    const out = await billPeriod(subs.deps, row.id, "job");
    expect(out.kind).toBe("charged");
    if (out.kind !== "charged") return;
    expect(out.charge).toMatchObject({ subscription_id: row.id, amount_cents: 2990, status: "pending", description: "Plano mensal" });
    expect(await chargesOf(row.id)).toHaveLength(1);
    const [billing] = await subs.query("SELECT * FROM subscription_billings WHERE subscription_id = $1", [row.id]);
    expect(billing).toMatchObject({ status: "charged", txid: out.charge.txid, source: "job", attempts: 1 });
    const after = await subs.deps.subscriptions.find(scopeOfRow({ storeId: user.id, environment: "test" }), row.id);
    expect(after!.nextBillingAt!.toISOString()).toBe("2026-02-28T13:00:00.000Z");
    expect(after!.periodsBilled).toBe(1);
    const events = await eventsOf(row.id);
    expect(events).toHaveLength(1);
    expect(events[0].payload.owner).toEqual({ store_id: user.id, environment: "test" });
    expect(events[0].payload.data).toEqual({
      subscription_id: row.id, txid: out.charge.txid, amount: 29.9, description: "Plano mensal",
      customer_name: "Ana Pagadora", customer_email: "ana@cliente.test", expires_at: out.charge.expires_at, method: "pix",
    });
  });

  it("a crash between the charge and the advance: the rerun gets the same charge back, one charge and one event in all", async () => {
    const { row } = await seed();
    const crash = await billPeriod(subs.deps, row.id, "job", { afterCharge: async () => { throw new Error("crash"); } }).catch((e) => e);
    expect(crash).toBeInstanceOf(Error);
    const [claimed] = await subs.query("SELECT status FROM subscription_billings WHERE subscription_id = $1", [row.id]);
    expect(claimed.status).toBe("claimed");
    const rerun = await billPeriod(subs.deps, row.id, "job");
    expect(rerun).toMatchObject({ kind: "charged", replayed: true });
    expect(await chargesOf(row.id)).toHaveLength(1);
    expect(await eventsOf(row.id)).toHaveLength(1);
    expect(await billPeriod(subs.deps, row.id, "job", { asOf: new Date("2026-02-01T00:00:00Z") })).toMatchObject({ kind: "skipped", reason: "not_due" });
  });

  it("two runs at once bill the period once", async () => {
    const { row } = await seed();
    const outs = await Promise.all([billPeriod(subs.deps, row.id, "job"), billPeriod(subs.deps, row.id, "job")]);
    expect(outs.filter((o) => o.kind === "charged")).toHaveLength(1);
    expect(await chargesOf(row.id)).toHaveLength(1);
    expect(await eventsOf(row.id)).toHaveLength(1);
  });

  it("skips paused, canceled, not-due and dateless subscriptions without calling charges", async () => {
    for (const [overrides, reason] of [
      [{ status: "paused" }, "inactive"],
      [{ status: "canceled" }, "inactive"],
      [{ nextBillingAt: new Date(Date.now() + 86_400_000) }, "not_due"],
      [{ nextBillingAt: null, billingAnchorAt: null }, "sem_data"],
    ] as const) {
      const { row } = await seed(overrides);
      expect(await billPeriod(subs.deps, row.id, "job")).toMatchObject({ kind: "skipped", reason });
      expect(await chargesOf(row.id)).toHaveLength(0);
    }
    expect(await billPeriod(subs.deps, randomUUID(), "job")).toMatchObject({ kind: "skipped", reason: "not_found" });
  });

  it("a charges failure records the attempt and leaves the period due; the next run bills it", async () => {
    const { user, row } = await seed();
    await charges.engine.failNext({ count: 1, status: 409 });
    const failed = await billPeriod(subs.deps, row.id, "job");
    expect(failed.kind).toBe("failed");
    const [billing] = await subs.query("SELECT status, attempts, last_error FROM subscription_billings WHERE subscription_id = $1", [row.id]);
    expect(billing).toMatchObject({ status: "failed", attempts: 1, last_error: expect.any(String) });
    const still = await subs.deps.subscriptions.find(scopeOfRow({ storeId: user.id, environment: "test" }), row.id);
    expect(still!.nextBillingAt!.toISOString()).toBe(row.nextBillingAt!.toISOString());
    expect(await billPeriod(subs.deps, row.id, "job")).toMatchObject({ kind: "charged" });
    const [after] = await subs.query("SELECT status, attempts FROM subscription_billings WHERE subscription_id = $1", [row.id]);
    expect(after).toMatchObject({ status: "charged", attempts: 2 });
    expect(await eventsOf(row.id)).toHaveLength(1);
  });

  it("charge_now bills the current period early and writes no subscription.charged", async () => {
    const { row } = await seed({ nextBillingAt: new Date("2030-05-31T13:00:00Z"), billingAnchorAt: new Date("2030-05-31T13:00:00Z") });
    const out = await billPeriod(subs.deps, row.id, "charge_now");
    expect(out.kind).toBe("charged");
    expect(await eventsOf(row.id)).toHaveLength(0);
    const [s] = await subs.query("SELECT next_billing_at FROM subscriptions WHERE id = $1", [row.id]);
    expect(new Date(s.next_billing_at).toISOString()).toBe("2030-06-30T13:00:00.000Z");
  });

  it("live billing needs the store's production approval, looked up by charges (the job's principal is a service one)", async () => {
    const { user, row } = await seed({ environment: "live" });
    const refused = await billPeriod(subs.deps, row.id, "job");
    expect(refused).toMatchObject({ kind: "failed", reason: expect.stringMatching(/produção/), error: expect.objectContaining({ codigo: "PRODUCAO_NAO_LIBERADA" }) });
    expect(await chargesOf(row.id)).toHaveLength(0);
    await (stack.extras.identity as IdentityExtras).setProductionStatus(user.id, "approved");
    const charged = await billPeriod(subs.deps, row.id, "job");
    expect(charged).toMatchObject({ kind: "charged", charge: { environment: "live", subscription_id: row.id } });
  });

  it("a subscription without CPF/CNPJ fails without a charge", async () => {
    const { row } = await seed({ customerCpf: null });
    expect(await billPeriod(subs.deps, row.id, "job")).toMatchObject({ kind: "failed" });
    expect(await chargesOf(row.id)).toHaveLength(0);
  });
});

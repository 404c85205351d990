import { scopeOfRow } from "@pix/grpc";
import type { RunningPaymentEngine } from "@pix/emulator-payment-engine";
import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { dueAt } from "../../subscriptions/src/domain/interval";
import { billingJobDeps } from "../../subscriptions/src/usecases/billing-job";
import { runBilling } from "../../subscriptions/src/usecases/run-billing";
import { createSubscription } from "../../subscriptions/src/usecases/subscriptions";
import { client, signUp } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { SubscriptionsExtras } from "./stack/subscriptions";
import { DAY, openSubscriptionsStack, payer, until } from "./pix-automatico-support";
import type { Receiver } from "./webhook-support";

/**
 * Pix Automático (issue 14) through the gateway, the real services and the payment-engine emulator:
 * J3 signup (pays the first period and authorizes), a year of cycles each sent inside the 2–10 day
 * window and debited on its due date, a failed debit retried at most 3 times in 7 days, a rejected
 * authorization falling back to QR charges, a cancelled one stopping the cycles, racing job replicas.
 * Each test uses its own years: the emulator's calendar (settle) is shared by the file.
 */
let http: ReturnType<typeof client>;
let charges: ChargesExtras;
let subs: SubscriptionsExtras;
let engine: RunningPaymentEngine;
let receiver: Receiver;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ http, charges, subs, engine, receiver, close } = await openSubscriptionsStack());
});
afterAll(() => close());

const SETTINGS = { batchSize: 10, concurrency: 4, leaseMs: 60_000 };
const clock = (token: string, at: Date) => http("POST", "/subscriptions/billing-runs", { token, body: { as_of: at.toISOString() } });
const chargesOf = (subscriptionId: string) =>
  charges.query<{ txid: string; status: string; method: string }>("SELECT txid, status, method FROM charges WHERE subscription_id = $1 ORDER BY created_at", [subscriptionId]);
const billingsOf = (subscriptionId: string) =>
  subs.query<{ period_at: Date; txid: string; method: string; cycle_id: string | null; cycle_status: string | null; cycle_sent_at: Date | null; cycle_retries: number }>(
    "SELECT period_at, txid, method, cycle_id, cycle_status, cycle_sent_at, cycle_retries FROM subscription_billings WHERE subscription_id = $1 ORDER BY period_at",
    [subscriptionId],
  );


const chargeStatus = async (txid: string) => (await charges.query<{ status: string }>("SELECT status FROM charges WHERE txid = $1", [txid]))[0]?.status;

async function subscribe(token: string, body: Record<string, unknown>) {
  const res = await http("POST", "/subscriptions", { token, body: { ...payer, amount: "29.90", description: "Plano mensal", method: "pix_automatico", ...body } });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; next_billing_at: string; authorization: Record<string, any> };
}

async function act(token: string, id: string, action: string) {
  const res = await http("POST", `/subscriptions/${id}/test/authorization/${action}`, { token });
  if (res.status >= 500) console.warn(`test/authorization/${action}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}
const failCycle = (token: string, id: string, txid: string) => http("POST", `/subscriptions/${id}/test/cycles/${txid}/fail`, { token });

describe("Pix Automático", () => {
  it("J3 signup: one QR pays the first period and authorizes; charge.paid and subscription.authorization_updated carry the method", async () => {
    const { accessToken: token } = await signUp(http);
    const endpoint = await http("POST", "/webhook-endpoints", {
      token, body: { url: `${receiver.url}/j3`, events: ["charge.paid", "subscription.authorization_updated"] },
    });
    expect(endpoint.status).toBe(201);
    const sub = await subscribe(token, { next_billing_at: "2027-01-31T10:00:00-03:00" });
    expect(sub).toMatchObject({ method: "pix_automatico", status: "active" });
    expect(sub.authorization).toEqual({
      id: expect.stringMatching(/^RR/), status: "CRIADA", journey: "J3", retry_policy: "PERMITE_3R_7D",
      pix_code: expect.stringMatching(/^000201/), qr_code_url: expect.stringMatching(/^data:image\/png;base64,/), expires_at: expect.any(String),
      checkout_url: expect.stringMatching(/\/checkout\/autorizacao\/[A-Za-z0-9_-]{24}$/),
    });
    // J3: the first charge's dynamic location (26) and the recurrence's (80) in one code.
    expect(sub.authorization.pix_code).toContain("/qr/v2/");
    expect(sub.authorization.pix_code).toMatch(/80\d\d0014br\.gov\.bcb\.pix25\d\d[^ ]*\/rec\/v2\//);
    // The first period is billed at signup; the next is the second month.
    expect(sub.next_billing_at).toBe("2027-02-28T13:00:00.000Z");
    const [first] = await chargesOf(sub.id);
    expect(first).toMatchObject({ status: "pending", method: "pix_automatico" });
    // The list leaves out each authorization's QR PNG (GET by id keeps it); the copy-and-paste code stays.
    const [listed] = (await http("GET", "/subscriptions", { token })).body.data;
    expect(listed.authorization).toEqual({ ...sub.authorization, qr_code_url: undefined });
    expect(Object.keys(listed.authorization)).not.toContain("qr_code_url");
    expect((await http("GET", `/subscriptions/${sub.id}`, { token })).body.data.authorization.qr_code_url).toBe(sub.authorization.qr_code_url);

    const approved = await act(token, sub.id, "approve");
    expect(approved.status).toBe(200);
    expect(approved.body.data.authorization).toMatchObject({ status: "APROVADA", pix_code: null, qr_code_url: null });
    await until("first charge paid", () => chargeStatus(first.txid), (s) => s === "paid");

    const paid = await receiver.waitFor(1, (h) => h.path === "/j3" && h.body.event === "charge.paid", 20_000);
    expect(paid[0].body.data).toMatchObject({ txid: first.txid, subscription_id: sub.id, method: "pix_automatico" });
    const updated = await receiver.waitFor(1, (h) => h.path === "/j3" && h.body.event === "subscription.authorization_updated", 20_000);
    expect(updated[0].body.data).toEqual({
      subscription_id: sub.id, method: "pix_automatico",
      authorization: { id: sub.authorization.id, journey: "J3", status: "APROVADA", previous_status: "CRIADA", cancelled_by: null },
      billing: "pix_automatico",
    });
    // Approving again changes nothing: no second event.
    expect((await act(token, sub.id, "approve")).status).toBe(200);
    expect((await http("GET", `/subscriptions/${sub.id}`, { token })).body.data.authorization.status).toBe("APROVADA");
    // Each test-mode action is audited, as the merchant's (subscriptions' outbox carries the entry to identity).
    const audited = await subs.query<{ payload: { data: Record<string, any> } }>(
      "SELECT payload FROM outbox_events WHERE event = 'audit.recorded' AND payload->'data'->>'action' = 'subscription.automatico_simulated' AND payload->'data'->'target'->>'id' = $1 ORDER BY created_at",
      [sub.id]);
    expect(audited.map((a) => a.payload.data)).toEqual([0, 1].map(() => expect.objectContaining({
      actor: { type: "user", id: expect.any(String) }, target: { type: "subscription", id: sub.id },
      summary: { action: "approve", authorization_status: "APROVADA" },
    })));
  });

  it("twelve monthly cycles under the test clock: each sent inside the 2–10 day window, debited on its due date", async () => {
    const { accessToken: token } = await signUp(http);
    await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/year`, events: ["subscription.charged"] } });
    const anchor = new Date("2027-01-31T13:00:00Z");
    const sub = await subscribe(token, { journey: "J2", next_billing_at: anchor.toISOString() });
    expect(sub.authorization).toMatchObject({ status: "CRIADA", journey: "J2" });
    expect(sub.authorization.pix_code).not.toContain("/qr/v2/");
    expect(await chargesOf(sub.id)).toEqual([]); // J2 pays nothing now
    // Awaiting the payer: the job sends nothing, even when the date has come.
    expect((await clock(token, new Date(anchor.getTime() - 5 * DAY))).body.data).toEqual({ charged: 0, skipped: 0, failed: [], sem_data: 0 });
    expect((await act(token, sub.id, "approve")).body.data.authorization.status).toBe("APROVADA");

    for (let m = 0; m < 12; m++) {
      const due = dueAt(anchor, "monthly", m);
      // Before the window opens (11 days ahead): nothing.
      expect((await clock(token, new Date(due.getTime() - 11 * DAY))).body.data.charged).toBe(0);
      const sentAt = new Date(due.getTime() - 5 * DAY);
      expect((await clock(token, sentAt)).body.data).toEqual({ charged: 1, skipped: 0, failed: [], sem_data: 0 });
      const row = (await billingsOf(sub.id))[m];
      expect(row.period_at.getTime()).toBe(due.getTime());
      expect(row).toMatchObject({ method: "pix_automatico", cycle_status: "ATIVA", cycle_id: expect.stringMatching(/^CR/) });
      expect(row.cycle_sent_at!.getTime()).toBeGreaterThanOrEqual(due.getTime() - 10 * DAY);
      expect(row.cycle_sent_at!.getTime()).toBeLessThanOrEqual(due.getTime() - 2 * DAY);
      // The day before the due date the payer's bank has not debited; on the due date it has.
      await engine.settleRecurringCharges(new Date(due.getTime() - DAY).toISOString());
      expect(await chargeStatus(row.txid)).toBe("pending");
      await engine.settleRecurringCharges(due.toISOString());
      await until(`cycle ${m + 1} paid`, () => chargeStatus(row.txid), (s) => s === "paid");
    }
    // The next run reads the last cycle settled.
    await clock(token, new Date(dueAt(anchor, "monthly", 11).getTime() + DAY));
    const rows = await billingsOf(sub.id);
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.cycle_status === "CONCLUIDA")).toBe(true);
    expect(new Set(rows.map((r) => r.txid)).size).toBe(12);
    const list = await chargesOf(sub.id);
    expect(list).toHaveLength(12);
    expect(list.every((c) => c.status === "paid" && c.method === "pix_automatico")).toBe(true);
    const hits = await receiver.waitFor(12, (h) => h.path === "/year" && h.body.data.subscription_id === sub.id, 30_000);
    expect(hits.every((h) => h.body.data.method === "pix_automatico")).toBe(true);
  }, 180_000);

  it("a failed debit is retried at most 3 times within 7 days (PERMITE_3R_7D), once per failure", async () => {
    const { accessToken: token } = await signUp(http);
    const due = new Date("2029-03-10T13:00:00Z");
    const sub = await subscribe(token, { journey: "J2", next_billing_at: due.toISOString() });
    await act(token, sub.id, "approve");
    expect((await clock(token, new Date(due.getTime() - 3 * DAY))).body.data.charged).toBe(1);
    const [{ txid, cycle_id }] = await billingsOf(sub.id);
    const cycle = async () => (await billingsOf(sub.id))[0];

    // The debit on the due date fails.
    expect((await failCycle(token, sub.id, txid)).status).toBe(200);
    expect((await cycle()).cycle_status).toBe("REJEITADA");
    for (let retry = 1; retry <= 3; retry++) {
      const at = new Date(due.getTime() + retry * DAY);
      await clock(token, at);
      expect(await cycle()).toMatchObject({ cycle_status: "ATIVA", cycle_retries: retry });
      expect((await failCycle(token, sub.id, txid)).status).toBe(200);
      // The same instant again: that failure was already retried, never twice; after the third, no fourth:
      // the cycle gives up (its charge stays payable by QR).
      await clock(token, at);
      expect(await cycle()).toMatchObject({ cycle_status: retry < 3 ? "REJEITADA" : "EXPIRADA", cycle_retries: retry });
    }
    await clock(token, new Date(due.getTime() + 4 * DAY));
    expect(await cycle()).toMatchObject({ cycle_status: "EXPIRADA", cycle_retries: 3, cycle_id });
    // The cycle gave up without paying the charge. The clock (2029) is past the charge's expires_at, which
    // charges caps at a year from the real now, so the clock expired it too (issue 25); a payment by its
    // QR would still be recorded (late).
    const [{ expires_at: expiresAt }] = await charges.query<{ expires_at: Date }>("SELECT expires_at FROM charges WHERE txid = $1", [txid]);
    expect(expiresAt.getTime()).toBeLessThan(due.getTime() + 4 * DAY);
    expect(await chargeStatus(txid)).toBe("expired");
    await engine.settleRecurringCharges(new Date(due.getTime() + 8 * DAY).toISOString());
    expect(await chargeStatus(txid)).toBe("expired");
  });

  it("a rejected authorization falls back to the ordinary QR charge (method pix)", async () => {
    const { accessToken: token } = await signUp(http);
    await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/rejected`, events: ["subscription.charged", "subscription.authorization_updated"] } });
    const due = new Date("2030-01-15T13:00:00Z");
    const sub = await subscribe(token, { journey: "J2", next_billing_at: due.toISOString() });
    const rejected = await act(token, sub.id, "reject");
    expect(rejected.body.data.authorization).toMatchObject({ status: "REJEITADA", pix_code: null });
    const [updated] = await receiver.waitFor(1, (h) => h.path === "/rejected" && h.body.event === "subscription.authorization_updated", 20_000);
    expect(updated.body.data).toMatchObject({ authorization: { status: "REJEITADA", previous_status: "CRIADA" }, billing: "pix" });
    // No cycle window any more: billed when due, as a QR charge.
    expect((await clock(token, new Date(due.getTime() - 5 * DAY))).body.data.charged).toBe(0);
    expect((await clock(token, new Date(due.getTime() + 3_600_000))).body.data.charged).toBe(1);
    const [row] = await billingsOf(sub.id);
    expect(row).toMatchObject({ method: "pix", cycle_id: null });
    expect(await chargesOf(sub.id)).toEqual([{ txid: row.txid, status: "pending", method: "pix" }]);
    const [charged] = await receiver.waitFor(1, (h) => h.path === "/rejected" && h.body.event === "subscription.charged", 20_000);
    expect(charged.body.data).toMatchObject({ subscription_id: sub.id, txid: row.txid, method: "pix" });
  });

  it("a cancelled authorization stops the cycles: the sent one is cancelled, the next periods are QR charges", async () => {
    const { accessToken: token } = await signUp(http);
    const anchor = new Date("2031-01-15T13:00:00Z");
    const sub = await subscribe(token, { journey: "J2", next_billing_at: anchor.toISOString() });
    await act(token, sub.id, "approve");
    expect((await clock(token, new Date(anchor.getTime() - 5 * DAY))).body.data.charged).toBe(1);
    const cancelled = await act(token, sub.id, "cancel");
    expect(cancelled.body.data.authorization.status).toBe("CANCELADA");
    // The payer's bank debits nothing on the due date.
    await engine.settleRecurringCharges(anchor.toISOString());
    const second = dueAt(anchor, "monthly", 1);
    expect((await clock(token, new Date(second.getTime() - 5 * DAY))).body.data.charged).toBe(0);
    expect((await clock(token, new Date(second.getTime() + 3_600_000))).body.data.charged).toBe(1);
    const rows = await billingsOf(sub.id);
    expect(rows.map((r) => [r.method, r.cycle_status])).toEqual([["pix_automatico", "CANCELADA"], ["pix", null]]);
    // The first period's charge (its expires_at capped at a year from the real now) is past the 2031 clock:
    // expired by it (issue 25) before the second period was billed, unpaid; the second is payable.
    expect((await chargesOf(sub.id)).map((c) => c.status)).toEqual(["expired", "pending"]);
  });

  it("racing job replicas send each cycle once and retry each failure once", async () => {
    const { user, accessToken: token } = await signUp(http);
    const due = new Date("2032-02-10T13:00:00Z");
    const created = [];
    for (let i = 0; i < 6; i++) created.push(await subscribe(token, { journey: "J2", next_billing_at: due.toISOString() }));
    for (const s of created) await act(token, s.id, "approve");
    const replica = await subs.startReplica();
    const scope = scopeOfRow({ storeId: user.id, environment: "test" });
    const race = (asOf: Date) => Promise.all([
      runBilling(billingJobDeps(subs.deps, SETTINGS), { asOf, scope }),
      runBilling(billingJobDeps(replica.deps, SETTINGS), { asOf, scope }),
    ]);
    const [a, b] = await race(new Date(due.getTime() - 4 * DAY));
    expect(a.charged + b.charged).toBe(6);
    expect([...a.failed, ...b.failed]).toEqual([]);
    for (const s of created) {
      expect(await chargesOf(s.id)).toHaveLength(1);
      expect((await billingsOf(s.id)).map((r) => r.cycle_status)).toEqual(["ATIVA"]);
    }
    const victim = created[0];
    const [{ txid }] = await billingsOf(victim.id);
    await failCycle(token, victim.id, txid);
    await race(new Date(due.getTime() + DAY));
    expect((await billingsOf(victim.id))[0]).toMatchObject({ cycle_status: "ATIVA", cycle_retries: 1 });
    await replica.close();
  }, 60_000);

  it("refusals: test routes only for pix_automatico, J2/J3 only with pix_automatico, a payer CPF/CNPJ required, method fixed; cancelling cancels the authorization", async () => {
    const { accessToken: token } = await signUp(http);
    const plain = await http("POST", "/subscriptions", { token, body: { ...payer, amount: 10, journey: "J2" } });
    expect(plain.status).toBe(400);
    const noDoc = await http("POST", "/subscriptions", { token, body: { customer_name: "Sem Doc", amount: 10, method: "pix_automatico" } });
    expect(noDoc.status).toBe(409);
    expect(noDoc.body.error.codigo).toBe("CLIENTE_SEM_DOCUMENTO");
    expect((await http("POST", "/subscriptions", { token, body: { ...payer, amount: 10, method: "pix_automatico", journey: "J9" } })).status).toBe(400);
    const pix = (await http("POST", "/subscriptions", { token, body: { ...payer, amount: 10 } })).body.data;
    expect(pix.authorization).toBeUndefined();
    expect((await act(token, pix.id, "approve")).status).toBe(409);
    const sub = await subscribe(token, { journey: "J2", next_billing_at: "2033-01-10T13:00:00Z" });
    expect((await act(token, sub.id, "explode")).status).toBe(404);
    expect((await http("PUT", `/subscriptions/${sub.id}`, { token, body: { method: "pix" } })).status).toBe(400);
    // The merchant cancelling the subscription cancels the authorization at the engine.
    const canceled = await http("PUT", `/subscriptions/${sub.id}`, { token, body: { status: "canceled" } });
    expect(canceled.body.data.authorization.status).toBe("CANCELADA");
  });

  it("a J3 creation whose authorization fails after the first charge was issued leaves no subscription, and that charge names none", async () => {
    const { user, accessToken: token } = await signUp(http);
    const principal: Principal = {
      userId: user.id, storeId: user.id, role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false,
    };
    // The real charges service issues the first charge; the engine's authorization then fails.
    const failing = {
      ...subs.deps,
      charges: { ...subs.deps.charges, createRecurrence: async () => { throw errors.unavailable("O provedor Pix não respondeu; tente novamente em instantes"); } },
    };
    await expect(createSubscription(failing, principal, {
      customerName: payer.customer_name, customerEmail: payer.customer_email, customerCpf: "52998224725", amountCents: 2990,
      method: "pix_automatico", journey: "J3", nextBillingAt: "2034-01-10T13:00:00Z",
    })).rejects.toThrow(/não respondeu/);
    const [first] = await charges.query<{ txid: string; subscription_id: string | null; method: string }>(
      "SELECT txid, subscription_id, method FROM charges WHERE store_id = $1", [user.id]);
    expect(first).toMatchObject({ subscription_id: null, method: "pix_automatico" });
    expect(await subs.query("SELECT id FROM subscriptions WHERE store_id = $1", [user.id])).toEqual([]);
    expect((await http("GET", "/subscriptions", { token })).body.data).toEqual([]);
  });
});

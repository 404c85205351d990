import type { EventData } from "@pix/messaging";
import type { RunningPaymentEngine } from "@pix/emulator-payment-engine";
import { followRecurrenceNotice } from "../../subscriptions/src/usecases/recurrence-notice";
import { client, signUp, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { SubscriptionsExtras } from "./stack/subscriptions";
import { DAY, openSubscriptionsStack, payer, until } from "./pix-automatico-support";
import type { Receiver } from "./webhook-support";

/**
 * Pix Automático's engine notices (issue 14; RECURRENCE_UPDATED, RECURRING_CHARGE_UPDATED) through the
 * gateway's POST /notices/payment-engine to subscriptions, with the real services and the emulator:
 * what the payer or the bank does at the ENGINE reaches the subscription with no job run and no
 * test-mode sync; a notice is a hint (the engine is read again), recorded once, refused when forged.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let charges: ChargesExtras;
let subs: SubscriptionsExtras;
let engine: RunningPaymentEngine;
let receiver: Receiver;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ stack, http, charges, subs, engine, receiver, close } = await openSubscriptionsStack());
});
afterAll(() => close());



async function subscribe(token: string, nextBillingAt: string) {
  const res = await http("POST", "/subscriptions", {
    token, body: { ...payer, amount: "29.90", method: "pix_automatico", journey: "J2", next_billing_at: nextBillingAt },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; authorization: { id: string; status: string } };
}
const authorizationStatus = async (token: string, id: string) => (await http("GET", `/subscriptions/${id}`, { token })).body.data.authorization.status as string;
const postNotice = (body: unknown, token: string = charges.noticeToken) =>
  http("POST", "/notices/payment-engine", { raw: typeof body === "string" ? body : JSON.stringify(body), headers: { "asaas-access-token": token } });
const recurrenceNotice = (id: string, recurrenceId: string, status: string) =>
  ({ id, event: "RECURRENCE_UPDATED", dateCreated: new Date().toISOString(), recurrence: { id: recurrenceId, status } });
const count = async (sql: string, params: unknown[]) => (await subs.query<{ n: number }>(sql, params))[0].n;
const noticeRows = (noticeId: string) => count("SELECT count(*)::int AS n FROM recurrence_notices WHERE notice_id = $1", [noticeId]);
const followUps = (subscriptionId: string) =>
  count("SELECT count(*)::int AS n FROM outbox_events WHERE event = 'engine.recurrence_notice_received' AND payload->'data'->>'subscription_id' = $1", [subscriptionId]);
const authorizationEvents = (subscriptionId: string) =>
  count("SELECT count(*)::int AS n FROM outbox_events WHERE event = 'subscription.authorization_updated' AND payload->'data'->>'subscription_id' = $1", [subscriptionId]);

describe("Pix Automático notices", () => {
  it("approve, reject and cancel at the engine move the subscription and deliver subscription.authorization_updated, with no job run", async () => {
    const { accessToken: token } = await signUp(http);
    await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/bank`, events: ["subscription.authorization_updated"] } });
    const kept = await subscribe(token, "2040-01-10T13:00:00Z");
    const refused = await subscribe(token, "2040-01-10T13:00:00Z");

    const approval = await engine.recurrence(kept.authorization.id, "approve");
    expect(approval.notices).toEqual([expect.objectContaining({ event: "RECURRENCE_UPDATED", subjectId: kept.authorization.id, status: 200 })]);
    await until("approved", () => authorizationStatus(token, kept.id), (s) => s === "APROVADA");
    await engine.recurrence(refused.authorization.id, "reject");
    await until("rejected", () => authorizationStatus(token, refused.id), (s) => s === "REJEITADA");
    await engine.recurrence(kept.authorization.id, "cancel");
    await until("cancelled in the bank", () => authorizationStatus(token, kept.id), (s) => s === "CANCELADA");

    const hits = await receiver.waitFor(3, (h) => h.path === "/bank", 20_000);
    const seen = hits.map((h) => [h.body.data.subscription_id, h.body.data.authorization.previous_status, h.body.data.authorization.status, h.body.data.authorization.cancelled_by]);
    expect(seen).toEqual(expect.arrayContaining([
      [kept.id, "CRIADA", "APROVADA", null],
      [refused.id, "CRIADA", "REJEITADA", null],
      [kept.id, "APROVADA", "CANCELADA", "PAGADOR"],
    ]));
    expect(seen).toHaveLength(3);
    // Nothing was billed: only the notices moved them.
    expect(await count("SELECT count(*)::int AS n FROM subscription_billings WHERE subscription_id IN ($1, $2)", [kept.id, refused.id])).toBe(0);
  });

  it("a cycle's failed debit at the engine shows on the billed period with no job run", async () => {
    const { accessToken: token } = await signUp(http);
    const due = new Date("2041-03-10T13:00:00Z");
    const sub = await subscribe(token, due.toISOString());
    await engine.recurrence(sub.authorization.id, "approve");
    await until("approved", () => authorizationStatus(token, sub.id), (s) => s === "APROVADA");
    // The job sends the cycle (that run is the last one in this test), on the engine's calendar.
    await engine.setRecurrenceClock(new Date(due.getTime() - 3 * DAY).toISOString());
    expect((await http("POST", "/subscriptions/billing-runs", { token, body: { as_of: new Date(due.getTime() - 3 * DAY).toISOString() } })).body.data.charged).toBe(1);
    const billing = async () =>
      (await subs.query<{ cycle_id: string; cycle_status: string; cycle_attempt_status: string; cycle_failures: number; cycle_rejection_code: string | null }>(
        "SELECT cycle_id, cycle_status, cycle_attempt_status, cycle_failures, cycle_rejection_code FROM subscription_billings WHERE subscription_id = $1", [sub.id]))[0];
    const { cycle_id: cycleId, cycle_status: sent } = await billing();
    expect(sent).toBe("ATIVA");

    // A failed attempt (AM02): the cycle stays ATIVA at the engine; the failure and its code are recorded.
    const failure = await engine.failRecurringCharge(cycleId);
    expect(failure.notices).toEqual([expect.objectContaining({ event: "RECURRING_CHARGE_UPDATED", subjectId: cycleId, status: 200 })]);
    expect(await until("the failure recorded", billing, (b) => b.cycle_failures === 1))
      .toMatchObject({ cycle_status: "ATIVA", cycle_attempt_status: "REJEITADA", cycle_rejection_code: "AM02" });
    const history = await subs.query<{ kind: string; rejection_code: string | null }>(
      "SELECT kind, rejection_code FROM subscription_cycle_events WHERE subscription_id = $1 ORDER BY created_at", [sub.id]);
    expect(history).toEqual([{ kind: "sent", rejection_code: null }, { kind: "failed", rejection_code: "AM02" }]);
  });

  it("refuses a notice with a bad token (401) and one naming an authorization or cycle unknown in the token's environment (404), writing nothing", async () => {
    const { accessToken: token } = await signUp(http);
    const sub = await subscribe(token, "2042-01-10T13:00:00Z");
    const forged = recurrenceNotice("evt_forged_token", sub.authorization.id, "APROVADA");
    expect((await postNotice(forged, "not-the-engine-token-0123456789")).status).toBe(401);

    const unknown = recurrenceNotice("evt_unknown_rec", "RRDOESNOTEXIST000000000000000", "APROVADA");
    const res = await postNotice(unknown);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toMatch(/Autorização do aviso/);
    // The live engine's token names the live environment: this test subscription is unknown there.
    const otherEnvironment = recurrenceNotice("evt_live_token", sub.authorization.id, "APROVADA");
    expect((await postNotice(otherEnvironment, charges.liveNoticeToken)).status).toBe(404);
    const cycle = {
      id: "evt_unknown_cycle", event: "RECURRING_CHARGE_UPDATED", dateCreated: new Date().toISOString(),
      recurringCharge: { id: "CRDOESNOTEXIST000000000000000", recurrenceId: sub.authorization.id, status: "CONCLUIDA" },
    };
    expect((await postNotice(cycle)).status).toBe(404);
    for (const id of ["evt_forged_token", "evt_unknown_rec", "evt_live_token", "evt_unknown_cycle"]) expect(await noticeRows(id)).toBe(0);
    expect(await followUps(sub.id)).toBe(0);
    expect(await authorizationStatus(token, sub.id)).toBe("CRIADA");
  });

  it("the same notice sent twice is recorded once and followed once: one event", async () => {
    const { accessToken: token } = await signUp(http);
    const sub = await subscribe(token, "2043-01-10T13:00:00Z");
    // The engine's own notice of the approval, captured here and then delivered twice by hand.
    await charges.engine.setNoticeConfig({ noticeUrl: null });
    try {
      await engine.recurrence(sub.authorization.id, "approve");
    } finally {
      await charges.connectNotices(stack.url);
    }
    const notice = recurrenceNotice(`evt_twice_${sub.id}`, sub.authorization.id, "APROVADA");
    const bytes = JSON.stringify(notice);
    const answers = await Promise.all([postNotice(bytes), postNotice(bytes)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.outcome).sort()).toEqual(["duplicate", "received"]);
    expect(await noticeRows(notice.id)).toBe(1);
    expect(await followUps(sub.id)).toBe(1);
    await until("approved", () => authorizationStatus(token, sub.id), (s) => s === "APROVADA");
    expect(await authorizationEvents(sub.id)).toBe(1);
    expect((await postNotice(bytes)).body.data.outcome).toBe("duplicate");
    expect(await followUps(sub.id)).toBe(1);
  });

  it("a crafted notice claiming APROVADA for an authorization still CRIADA at the engine changes nothing", async () => {
    const { accessToken: token } = await signUp(http);
    const sub = await subscribe(token, "2044-01-10T13:00:00Z");
    const crafted = recurrenceNotice(`evt_crafted_${sub.id}`, sub.authorization.id, "APROVADA");
    // Recorded (the token is the engine's), so its follow-up runs; the follow-up reads the engine.
    expect((await postNotice(crafted)).body.data.outcome).toBe("received");
    const [followUp] = await subs.query<{ payload: { data: EventData<"engine.recurrence_notice_received"> } }>(
      "SELECT payload FROM outbox_events WHERE event = 'engine.recurrence_notice_received' AND payload->'data'->>'subscription_id' = $1", [sub.id]);
    // The consumer's handler, run here to completion (the queue's consumer runs the same, concurrently).
    await followRecurrenceNotice(subs.deps, followUp.payload.data);
    expect(await authorizationStatus(token, sub.id)).toBe("CRIADA");
    expect(await authorizationEvents(sub.id)).toBe(0);
    // The real approval later still moves it, once.
    await engine.recurrence(sub.authorization.id, "approve");
    await until("approved", () => authorizationStatus(token, sub.id), (s) => s === "APROVADA");
    expect(await authorizationEvents(sub.id)).toBe(1);
  });
});

import { scopeOfRow } from "@pix/grpc";
import type { RunningPaymentEngine } from "@pix/emulator-payment-engine";
import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { dueAt } from "../../subscriptions/src/domain/interval";
import { debitAt } from "../../subscriptions/src/domain/pix-automatico";
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
/** The test clock: the engine's calendar (the payer's PSP checks windows and retry dates by it) and the job move together. */
async function clock(token: string, at: Date) {
  await engine.setRecurrenceClock(at.toISOString());
  return http("POST", "/subscriptions/billing-runs", { token, body: { as_of: at.toISOString() } });
}
const chargesOf = (subscriptionId: string) =>
  charges.query<{ txid: string; status: string; method: string }>("SELECT txid, status, method FROM charges WHERE subscription_id = $1 ORDER BY created_at", [subscriptionId]);
const billingsOf = (subscriptionId: string) =>
  subs.query<{
    period_at: Date; txid: string; method: string; cycle_id: string | null; cycle_status: string | null; cycle_sent_at: Date | null; cycle_retries: number;
    cycle_debit_at: Date | null; cycle_attempt_status: string | null; cycle_failures: number; cycle_rejection_code: string | null; cycle_resends: number; status: string;
  }>(
    `SELECT period_at, txid, method, status, cycle_id, cycle_status, cycle_sent_at, cycle_retries, cycle_debit_at, cycle_attempt_status, cycle_failures,
            cycle_rejection_code, cycle_resends
     FROM subscription_billings WHERE subscription_id = $1 ORDER BY period_at`,
    [subscriptionId],
  );
/** The cycle's history (what the panel lists and subscription.cycle_updated announced), oldest first. */
const historyOf = (subscriptionId: string) =>
  subs.query<{ kind: string; at: Date; txid: string; rejection_code: string | null; retry_at: Date | null }>(
    "SELECT kind, at, txid, rejection_code, retry_at FROM subscription_cycle_events WHERE subscription_id = $1 ORDER BY created_at", [subscriptionId]);


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
const failCycle = (token: string, id: string, txid: string, codigo?: string) =>
  http("POST", `/subscriptions/${id}/test/cycles/${txid}/fail`, { token, ...(codigo && { body: { codigo } }) });

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
      end_date: null, contract: expect.stringMatching(/^[0-9a-f]{32}$/),
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

  it("J4: the authorization offered with a due-date charge (cobv) — paid on time with the same QR, the authorization APROVADA, the next period a normal Pix Automático cycle", async () => {
    const { accessToken: token } = await signUp(http);
    const anchor = new Date("2038-03-10T13:00:00Z");
    const sub = await subscribe(token, { journey: "J4", next_billing_at: anchor.toISOString() });
    expect(sub.authorization).toMatchObject({ status: "CRIADA", journey: "J4", retry_policy: "PERMITE_3R_7D" });
    // One code: the first charge's location (a cobv: its payload answers the amount of the payment day) and the recurrence's.
    expect(sub.authorization.pix_code).toContain("/qr/v2/");
    expect(sub.authorization.pix_code).toMatch(/80\d\d0014br\.gov\.bcb\.pix25\d\d[^ ]*\/rec\/v2\//);
    // The first period is billed at signup as a charge with a due date on its day; the first automatic debit is the second period.
    const second = dueAt(anchor, "monthly", 1);
    expect(sub.next_billing_at).toBe(second.toISOString());
    const [first] = await charges.query<{ txid: string; status: string; method: string; due_date: Date | null; due_terms: { dueDate: string; validadeAposVencimento: number } | null }>(
      "SELECT txid, status, method, due_date, due_terms FROM charges WHERE subscription_id = $1", [sub.id]);
    expect(first).toMatchObject({ status: "pending", method: "pix_automatico", due_terms: expect.objectContaining({ dueDate: "2038-03-10", validadeAposVencimento: 0 }) });
    expect(first.due_date).not.toBeNull();
    // The engine lets the payer answer until the due-date charge can no longer be paid (not only 7 days).
    const rec = await (await fetch(`${engine.url}/v3/pix/recurrences/${sub.authorization.id}`, { headers: { access_token: engine.apiKey } })).json() as { journey: string; expiresAt: string };
    expect(rec.journey).toBe("J4");
    expect(Date.parse(rec.expiresAt)).toBeGreaterThanOrEqual(Date.parse("2038-03-11T03:00:00Z"));

    // The payer pays the due-date charge on time and authorizes in the same act.
    expect((await act(token, sub.id, "approve")).body.data.authorization.status).toBe("APROVADA");
    await until("the J4 first charge paid", () => chargeStatus(first.txid), (st) => st === "paid");

    // The next period: a normal cycle, sent inside the window and debited on its debit date.
    expect((await clock(token, new Date(second.getTime() - 5 * DAY))).body.data.charged).toBe(1);
    const rows = await billingsOf(sub.id);
    expect(rows.map((r) => [r.period_at.getTime(), r.method, r.cycle_status])).toEqual([
      [anchor.getTime(), "pix_automatico", null], [second.getTime(), "pix_automatico", "ATIVA"],
    ]);
    await engine.settleRecurringCharges(debitAt(second).toISOString());
    expect((await clock(token, new Date(debitAt(second).getTime() + DAY))).body.data.charged).toBe(0);
    expect((await billingsOf(sub.id))[1].cycle_status).toBe("CONCLUIDA");
    await until("the J4 first cycle debited", () => chargeStatus(rows[1].txid), (st) => st === "paid");
    const all = await chargesOf(sub.id);
    expect(all.map((c) => c.method)).toEqual(["pix_automatico", "pix_automatico"]);

    // J4's term, like J3's, cannot end before the first automatic debit (the second period).
    const refused = await http("POST", "/subscriptions", { token, body: { ...payer, amount: "29.90", description: "Plano", method: "pix_automatico", journey: "J4", next_billing_at: anchor.toISOString(), end_date: "2038-03-10" } });
    expect(refused).toMatchObject({ status: 400, body: { error: { erros: [expect.objectContaining({ campo: "end_date", codigo: "VALOR_INVALIDO" })] } } });
  }, 120_000);

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
      // Debited on the due date, or the next business day when it falls on a weekend or holiday (ajusteDiaUtil).
      const debit = debitAt(due);
      expect(row.cycle_debit_at!.getTime()).toBe(debit.getTime());
      expect(row.cycle_sent_at!.getTime()).toBeGreaterThanOrEqual(debit.getTime() - 10 * DAY);
      expect(row.cycle_sent_at!.getTime()).toBeLessThanOrEqual(debit.getTime() - 2 * DAY);
      // The day before the debit date the payer's bank has not debited; on that date it has.
      await engine.settleRecurringCharges(new Date(debit.getTime() - DAY).toISOString());
      expect(await chargeStatus(row.txid)).toBe("pending");
      await engine.settleRecurringCharges(debit.toISOString());
      await until(`cycle ${m + 1} paid`, () => chargeStatus(row.txid), (s) => s === "paid");
    }
    // The next run reads the last cycle settled.
    await clock(token, new Date(debitAt(dueAt(anchor, "monthly", 11)).getTime() + DAY));
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

  it("rule 1: a failed debit is retried 3 times, on 3 different future days within 7 days of the due date, each failure once; then given up", async () => {
    const { accessToken: token } = await signUp(http);
    await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/cycles`, events: ["subscription.cycle_updated"] } });
    const due = new Date("2029-03-13T13:00:00Z"); // a Tuesday, a business day
    const sub = await subscribe(token, { journey: "J2", next_billing_at: due.toISOString() });
    await act(token, sub.id, "approve");
    expect((await clock(token, new Date(due.getTime() - 3 * DAY))).body.data.charged).toBe(1);
    const [{ txid, cycle_id }] = await billingsOf(sub.id);
    const cycle = async () => (await billingsOf(sub.id))[0];

    // The debit on the due date fails (AM02: that attempt, not the instruction).
    expect((await failCycle(token, sub.id, txid)).status).toBe(200);
    expect(await cycle()).toMatchObject({ cycle_status: "ATIVA", cycle_attempt_status: "REJEITADA", cycle_rejection_code: "AM02", cycle_failures: 1 });
    let failedOn = due;
    const retryDays: number[] = [];
    for (let retry = 1; retry <= 3; retry++) {
      const runAt = new Date(failedOn.getTime() + 3_600_000); // the job's run an hour after the failed attempt
      await clock(token, runAt);
      expect(await cycle()).toMatchObject({ cycle_status: "ATIVA", cycle_attempt_status: "AGENDADA", cycle_retries: retry });
      const scheduled = (await historyOf(sub.id)).filter((h) => h.kind === "retry_scheduled").at(-1)!;
      // Requested for a future date: a later day than the run and the failed attempt, within 7 days of the due date.
      expect(scheduled.retry_at!.getTime()).toBeGreaterThan(runAt.getTime());
      expect(scheduled.retry_at!.toISOString().slice(0, 10) > failedOn.toISOString().slice(0, 10)).toBe(true);
      expect(scheduled.retry_at!.getTime()).toBeLessThanOrEqual(due.getTime() + 7 * DAY);
      retryDays.push(Math.round((scheduled.retry_at!.getTime() - due.getTime()) / DAY));
      // The same instant again: that failure was already retried, never twice.
      await clock(token, runAt);
      expect((await cycle()).cycle_retries).toBe(retry);
      // On that day the payer's bank tries again, and it fails.
      expect((await failCycle(token, sub.id, txid)).status).toBe(200);
      failedOn = scheduled.retry_at!;
    }
    expect(new Set(retryDays).size).toBe(3);
    expect(retryDays).toEqual([1, 2, 3]);
    // No fourth: the cycle is given up (its charge stays payable by QR).
    await clock(token, new Date(failedOn.getTime() + 3_600_000));
    expect(await cycle()).toMatchObject({ cycle_status: "EXPIRADA", cycle_retries: 3, cycle_failures: 4, cycle_id });
    const kinds = (await historyOf(sub.id)).map((h) => h.kind);
    expect(kinds).toEqual(["sent", "failed", "retry_scheduled", "failed", "retry_scheduled", "failed", "retry_scheduled", "failed", "given_up"]);
    // The history as the API lists it (the panel's "Histórico"): oldest first, codes and retry dates.
    const listed = await http("GET", `/subscriptions/${sub.id}/cycles`, { token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((e: { update: string }) => e.update)).toEqual(kinds);
    expect(listed.body.data[1]).toEqual({
      period_at: due.toISOString(), debit_at: due.toISOString(), update: "failed", at: expect.any(String), txid, rejection_code: "AM02", retry_at: null,
    });
    expect(listed.body.data[2]).toMatchObject({ update: "retry_scheduled", retry_at: new Date(due.getTime() + DAY).toISOString() });
    const stranger = await signUp(http);
    expect((await http("GET", `/subscriptions/${sub.id}/cycles`, { token: stranger.accessToken })).status).toBe(404);
    // Each step reached the merchant as subscription.cycle_updated, the failures with their code.
    const hits = await receiver.waitFor(9, (h) => h.path === "/cycles" && h.body.data.subscription_id === sub.id, 30_000);
    expect(hits.map((h) => h.body.data.update).sort()).toEqual([...kinds].sort());
    expect(hits.filter((h) => h.body.data.update === "failed").every((h) => h.body.data.rejection_code === "AM02" && h.body.data.final === false)).toBe(true);
  }, 60_000);

  it("rule 1: no retry while the subscription is paused; NAO_PERMITE never retries", async () => {
    const { accessToken: token } = await signUp(http);
    const due = new Date("2029-05-08T13:00:00Z"); // a Tuesday
    const sub = await subscribe(token, { journey: "J2", next_billing_at: due.toISOString() });
    await act(token, sub.id, "approve");
    await clock(token, new Date(due.getTime() - 3 * DAY));
    const [{ txid }] = await billingsOf(sub.id);
    await failCycle(token, sub.id, txid);
    expect((await http("PUT", `/subscriptions/${sub.id}`, { token, body: { status: "paused" } })).status).toBe(200);
    await clock(token, new Date(due.getTime() + 3_600_000));
    expect((await billingsOf(sub.id))[0]).toMatchObject({ cycle_status: "ATIVA", cycle_attempt_status: "REJEITADA", cycle_retries: 0 });
    // Active again: the next run asks for the retry, on the next day.
    const resumed = await http("PUT", `/subscriptions/${sub.id}`, { token, body: { status: "active", next_billing_at: dueAt(due, "monthly", 1).toISOString() } });
    expect(resumed.status).toBe(200);
    await clock(token, new Date(due.getTime() + DAY + 3_600_000));
    expect((await billingsOf(sub.id))[0]).toMatchObject({ cycle_attempt_status: "AGENDADA", cycle_retries: 1 });
    expect((await historyOf(sub.id)).at(-1)!.retry_at).toEqual(new Date(due.getTime() + 2 * DAY));

    const strict = await subscribe(token, { journey: "J2", retry_policy: "NAO_PERMITE", next_billing_at: due.toISOString() });
    await act(token, strict.id, "approve");
    await clock(token, new Date(due.getTime() - 3 * DAY));
    const [{ txid: strictTxid }] = await billingsOf(strict.id);
    await failCycle(token, strict.id, strictTxid);
    await clock(token, new Date(due.getTime() + 3_600_000));
    expect((await billingsOf(strict.id))[0]).toMatchObject({ cycle_status: "EXPIRADA", cycle_retries: 0, cycle_rejection_code: "AM02" });
  }, 60_000);

  it("rule 3: a rejected instruction is sent again with a new txid while 2 days remain (IN 614), and debited; inside 2 days it is given up", async () => {
    const { accessToken: token } = await signUp(http);
    const due = new Date("2029-06-12T13:00:00Z"); // a Tuesday
    const sub = await subscribe(token, { journey: "J2", next_billing_at: due.toISOString() });
    await act(token, sub.id, "approve");
    await clock(token, new Date(due.getTime() - 6 * DAY));
    const [first] = await billingsOf(sub.id);
    // The payer's PSP rejects the instruction itself (MIDI): final, no retry of that cycle.
    expect((await failCycle(token, sub.id, first.txid, "MIDI")).status).toBe(200);
    expect((await billingsOf(sub.id))[0]).toMatchObject({ cycle_status: "REJEITADA", cycle_rejection_code: "MIDI" });
    // Exactly 2 days before the debit: a new instruction, a new txid, a new cycle for the same period.
    expect((await clock(token, new Date(due.getTime() - 2 * DAY))).body.data.charged).toBe(0);
    const [resent] = await billingsOf(sub.id);
    expect(resent).toMatchObject({ cycle_status: "ATIVA", cycle_resends: 1, method: "pix_automatico" });
    expect(resent.txid).not.toBe(first.txid);
    expect(resent.cycle_id).not.toBe(first.cycle_id);
    expect((await chargesOf(sub.id)).map((c) => c.txid)).toEqual([first.txid, resent.txid]);
    await engine.settleRecurringCharges(due.toISOString());
    await until("the resent cycle debited", () => chargeStatus(resent.txid), (st) => st === "paid");
    expect(await chargeStatus(first.txid)).not.toBe("paid"); // the rejected instruction's charge is never debited
    // The engine's notice of the debit records it too (no job run needed).
    const history = await until("the debit in the history", () => historyOf(sub.id), (h) => h.length === 4);
    expect(history.map((h) => [h.kind, h.rejection_code, h.txid])).toEqual([
      ["sent", null, first.txid], ["failed", "MIDI", first.txid], ["resent", null, resent.txid], ["debited", null, resent.txid],
    ]);

    // Rejected again with less than 2 days left: no resend, given up.
    const late = await subscribe(token, { journey: "J2", next_billing_at: dueAt(due, "monthly", 1).toISOString() });
    const lateDue = dueAt(due, "monthly", 1); // 2029-07-12, a Thursday
    await act(token, late.id, "approve");
    await clock(token, new Date(lateDue.getTime() - 5 * DAY));
    const [sent] = await billingsOf(late.id);
    await failCycle(token, late.id, sent.txid, "MIDI");
    await clock(token, new Date(lateDue.getTime() - 2 * DAY + 60_000));
    expect((await billingsOf(late.id))[0]).toMatchObject({ cycle_status: "EXPIRADA", cycle_resends: 0, txid: sent.txid });
    expect(await chargesOf(late.id)).toHaveLength(1);
  }, 60_000);

  it("rule 4: a period claimed as a cycle and resumed after an engine outage is never sent inside 2 days nor late: it becomes a QR charge when due", async () => {
    const { accessToken: token } = await signUp(http);
    const due = new Date("2029-09-11T13:00:00Z"); // a Tuesday
    const sub = await subscribe(token, { journey: "J2", next_billing_at: due.toISOString() });
    await act(token, sub.id, "approve");
    await engine.failNext({ count: 100, status: 503 });
    const down = await clock(token, new Date(due.getTime() - 5 * DAY));
    await engine.failNext({ count: 0 });
    expect(down.body.data.failed).toHaveLength(1);
    expect((await billingsOf(sub.id))[0]).toMatchObject({ method: "pix_automatico", cycle_id: null });
    // The engine is back 1 day before the due date: inside the 2 days, nothing is sent.
    expect((await clock(token, new Date(due.getTime() - DAY))).body.data).toMatchObject({ charged: 0, failed: [] });
    expect((await billingsOf(sub.id))[0].cycle_id).toBeNull();
    // When due, the period's charge (the one claimed before the outage: same key, same txid) is billed as
    // an ordinary QR charge, with no cycle.
    expect((await clock(token, new Date(due.getTime() + 3_600_000))).body.data.charged).toBe(1);
    const [row] = await billingsOf(sub.id);
    expect(row).toMatchObject({ method: "pix", cycle_id: null, status: "charged" });
    expect((await chargesOf(sub.id)).filter((c) => c.status !== "failed")).toEqual([expect.objectContaining({ txid: row.txid, status: "pending" })]);
  });

  it("rule 5: a due date on a national holiday is debited on the next business day (ajusteDiaUtil)", async () => {
    const { accessToken: token } = await signUp(http);
    const due = new Date("2029-11-15T13:00:00Z"); // Proclamação da República, a Thursday
    const sub = await subscribe(token, { journey: "J2", next_billing_at: due.toISOString() });
    await act(token, sub.id, "approve");
    expect((await clock(token, new Date(due.getTime() - 5 * DAY))).body.data.charged).toBe(1);
    const [row] = await billingsOf(sub.id);
    expect(row.cycle_debit_at).toEqual(new Date("2029-11-16T13:00:00Z"));
    await engine.settleRecurringCharges(due.toISOString());
    expect(await chargeStatus(row.txid)).toBe("pending"); // nothing on the holiday
    await engine.settleRecurringCharges("2029-11-16T13:00:00Z");
    await until("debited the next business day", () => chargeStatus(row.txid), (st) => st === "paid");
  });

  it("rule 2: an edit the approved authorization does not cover is refused with a code; nothing changes; other edits go", async () => {
    const { accessToken: token } = await signUp(http);
    const sub = await subscribe(token, { journey: "J2", next_billing_at: "2029-12-11T13:00:00Z" });
    await act(token, sub.id, "approve");
    for (const body of [{ amount: "39.90" }, { interval: "weekly" }]) {
      const refused = await http("PUT", `/subscriptions/${sub.id}`, { token, body });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ codigo: "ALTERACAO_EXIGE_NOVA_AUTORIZACAO", message: expect.stringMatching(/sem nova autorização do pagador/) });
    }
    const after = (await http("GET", `/subscriptions/${sub.id}`, { token })).body.data;
    expect(after).toMatchObject({ amount: 29.9, interval: "monthly", authorization: { status: "APROVADA" } });
    expect((await http("PUT", `/subscriptions/${sub.id}`, { token, body: { description: "Plano mensal (novo nome)", amount: "29.90" } })).status).toBe(200);
    // A refused authorization bills by QR: its terms are the merchant's to change.
    const refusedAuth = await subscribe(token, { journey: "J2", next_billing_at: "2029-12-11T13:00:00Z" });
    await act(token, refusedAuth.id, "reject");
    expect((await http("PUT", `/subscriptions/${refusedAuth.id}`, { token, body: { amount: "39.90" } })).status).toBe(200);
  });

  it("rule 5: the receiver's cancellation reaches the engine after an outage (outbox), not dropped", async () => {
    const { accessToken: token } = await signUp(http);
    const sub = await subscribe(token, { journey: "J2", next_billing_at: "2030-02-12T13:00:00Z" });
    await act(token, sub.id, "approve");
    await engine.failNext({ count: 100, status: 503 });
    const canceled = await http("PUT", `/subscriptions/${sub.id}`, { token, body: { status: "canceled" } });
    expect(canceled.status).toBe(200);
    // The engine did not answer: the subscription is cancelled, the authorization not yet.
    expect(canceled.body.data).toMatchObject({ status: "canceled", authorization: { status: "APROVADA" } });
    await engine.failNext({ count: 0 });
    // The outbox event written with the change is retried until the engine cancels it.
    await until("the authorization cancelled at the engine", async () => (await http("GET", `/subscriptions/${sub.id}`, { token })).body.data.authorization.status,
      (st) => st === "CANCELADA", 30_000);
  }, 45_000);

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
    const race = async (asOf: Date) => {
      await engine.setRecurrenceClock(asOf.toISOString());
      return Promise.all([
      runBilling(billingJobDeps(subs.deps, SETTINGS), { asOf, scope }),
      runBilling(billingJobDeps(replica.deps, SETTINGS), { asOf, scope }),
      ]);
    };
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

  it("refusals: test routes only for pix_automatico, J2/J3 only with pix_automatico, a payer CPF/CNPJ required, objeto ≤ 35 and payer name ≤ 140, method fixed; cancelling cancels the authorization", async () => {
    const { accessToken: token } = await signUp(http);
    const plain = await http("POST", "/subscriptions", { token, body: { ...payer, amount: 10, journey: "J2" } });
    expect(plain.status).toBe(400);
    const noDoc = await http("POST", "/subscriptions", { token, body: { customer_name: "Sem Doc", amount: 10, method: "pix_automatico" } });
    expect(noDoc.status).toBe(409);
    expect(noDoc.body.error.codigo).toBe("CLIENTE_SEM_DOCUMENTO");
    expect((await http("POST", "/subscriptions", { token, body: { ...payer, amount: 10, method: "pix_automatico", journey: "J9" } })).status).toBe(400);
    // The authorization's limits (BCB Rec: objeto ≤ 35, the payer's name ≤ 140), at the edge; a QR subscription has its own.
    const longObject = await http("POST", "/subscriptions", { token, body: { ...payer, amount: 10, method: "pix_automatico", description: "x".repeat(36) } });
    expect(longObject.status).toBe(400);
    expect(longObject.body.error.erros).toEqual([expect.objectContaining({ campo: "description", codigo: "TAMANHO_MAXIMO", mensagem: expect.stringMatching(/objeto .* no máximo 35 caracteres/) })]);
    const longName = await http("POST", "/subscriptions", { token, body: { ...payer, amount: 10, method: "pix_automatico", customer_name: "N".repeat(141) } });
    expect(longName.body.error.erros).toEqual([expect.objectContaining({ campo: "customer_name", codigo: "TAMANHO_MAXIMO" })]);
    expect((await http("POST", "/subscriptions", { token, body: { ...payer, amount: 10, description: "x".repeat(36) } })).status).toBe(201);
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

  it("issue 38 item 6: a fixed term (end_date) bills no period after it and ends the subscription; the merchant's contract reaches the engine", async () => {
    const { accessToken: token } = await signUp(http);
    const anchor = new Date("2035-03-12T13:00:00Z");
    const sub = await subscribe(token, { journey: "J2", next_billing_at: anchor.toISOString(), end_date: "2035-05-12", contract: "Banda Larga Fibra Ótica" });
    expect(sub.authorization).toMatchObject({ end_date: "2035-05-12", contract: "Banda Larga Fibra Ótica" });
    const atEngine = await fetch(`${engine.url}/v3/pix/recurrences/${sub.authorization.id}`, { headers: { access_token: engine.apiKey } });
    expect(await atEngine.json()).toMatchObject({ endDate: "2035-05-12", contract: "Banda Larga Fibra Ótica" });
    expect((await act(token, sub.id, "approve")).body.data.authorization.status).toBe("APROVADA");

    for (let m = 0; m < 3; m++) {
      const due = dueAt(anchor, "monthly", m);
      expect((await clock(token, new Date(due.getTime() - 5 * DAY))).body.data.charged).toBe(1);
      await engine.settleRecurringCharges(debitAt(due).toISOString());
    }
    // June 12 is after the term: no cycle, no QR fallback; the subscription ends.
    const june = dueAt(anchor, "monthly", 3);
    expect((await clock(token, new Date(june.getTime() - 5 * DAY))).body.data.charged).toBe(0);
    expect((await clock(token, new Date(june.getTime() + DAY))).body.data.charged).toBe(0);
    expect((await billingsOf(sub.id)).map((r) => r.period_at.getTime())).toEqual([0, 1, 2].map((m) => dueAt(anchor, "monthly", m).getTime()));
    const ended = (await http("GET", `/subscriptions/${sub.id}`, { token })).body.data;
    expect(ended).toMatchObject({ status: "canceled", end_date: "2035-05-12", ended_reason: "end_date" });
    // The term's last day (Saturday May 12) was debited on Monday 14: the engine's calendar then was past the
    // term with no live cycle, so the payer's PSP expired the authorization (nothing left for the receiver to cancel).
    expect(ended.authorization.status).toBe("EXPIRADA");
    expect(await chargesOf(sub.id)).toHaveLength(3);

    // Without a contract, the subscription id without hyphens (as before).
    const plain = await subscribe(token, { journey: "J2", next_billing_at: "2035-09-12T13:00:00Z" });
    expect(plain.authorization).toMatchObject({ end_date: null, contract: plain.id.replace(/-/g, "") });
  }, 120_000);

  it("a fixed term reaching its end: after the last period inside it is billed and its last day is over, the subscription ends (canceled, ended_reason end_date) with subscription.ended — pix and pix_automatico", async () => {
    const { accessToken: token } = await signUp(http);
    await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/term`, events: ["subscription.ended", "subscription.authorization_updated"] } });
    const endedHooks = (id: string) => receiver.hits.filter((h) => h.path === "/term" && h.body.event === "subscription.ended" && h.body.data.subscription_id === id);

    // pix: monthly from Jan 15, the term's last day Mar 15 — three QR charges, then the end.
    const created = await http("POST", "/subscriptions", { token, body: { ...payer, amount: "29.90", method: "pix", next_billing_at: "2037-01-15T13:00:00Z", end_date: "2037-03-15" } });
    expect(created.status).toBe(201);
    const pix = created.body.data;
    expect(pix).toMatchObject({ end_date: "2037-03-15", ended_reason: null, ended_at: null });
    expect(pix.authorization).toBeUndefined();
    for (const day of ["2037-01-16", "2037-02-16"]) expect((await clock(token, new Date(`${day}T12:00:00-03:00`))).body.data.charged).toBe(1);
    // The term's last day: its period is billed, and the subscription stands until the day is over.
    expect((await clock(token, new Date("2037-03-15T23:00:00-03:00"))).body.data.charged).toBe(1);
    expect((await http("GET", `/subscriptions/${pix.id}`, { token })).body.data).toMatchObject({ status: "active", ended_reason: null });
    // Charge-now cannot bill the next period either: it is due after the term (once the last one is paid).
    for (const c of await chargesOf(pix.id)) await http("POST", "/pix/simulate-payment", { token, body: { txid: c.txid } });
    const early = await http("POST", `/subscriptions/${pix.id}/charge`, { token });
    expect(early).toMatchObject({ status: 409, body: { error: { codigo: "ESTADO_INCOMPATIVEL", message: expect.stringContaining("termina em 2037-03-15") } } });
    const over = new Date("2037-03-16T09:00:00-03:00");
    expect((await clock(token, over)).body.data.charged).toBe(0);
    expect((await http("GET", `/subscriptions/${pix.id}`, { token })).body.data).toMatchObject({
      status: "canceled", end_date: "2037-03-15", ended_reason: "end_date", ended_at: over.toISOString(),
    });
    await until("subscription.ended (pix)", async () => endedHooks(pix.id), (h) => h.length === 1);
    expect(endedHooks(pix.id)[0].body.data).toEqual({
      subscription_id: pix.id, method: "pix", status: "canceled", reason: "end_date", end_date: "2037-03-15",
      last_period_at: "2037-03-15T13:00:00.000Z", authorization: null, ended_at: over.toISOString(),
    });
    // Later runs bill nothing and send nothing more; a canceled subscription stays so.
    expect((await clock(token, new Date("2037-04-16T12:00:00-03:00"))).body.data.charged).toBe(0);
    expect(await chargesOf(pix.id)).toHaveLength(3);
    expect((await http("PUT", `/subscriptions/${pix.id}`, { token, body: { status: "active" } })).status).toBe(409);

    // pix_automatico (J2): two cycles inside the term; the engine expires the authorization once its dataFinal is over.
    const anchor = new Date("2037-05-12T13:00:00Z");
    const sub = await subscribe(token, { journey: "J2", next_billing_at: anchor.toISOString(), end_date: "2037-06-12" });
    expect(sub).toMatchObject({ end_date: "2037-06-12", ended_reason: null });
    expect((await act(token, sub.id, "approve")).body.data.authorization.status).toBe("APROVADA");
    for (let m = 0; m < 2; m++) {
      const due = dueAt(anchor, "monthly", m);
      expect((await clock(token, new Date(due.getTime() - 5 * DAY))).body.data.charged).toBe(1);
      await engine.settleRecurringCharges(debitAt(due).toISOString());
    }
    const after = new Date(debitAt(dueAt(anchor, "monthly", 1)).getTime() + DAY);
    expect((await engine.settleRecurringCharges(after.toISOString())).expired).toContain(sub.authorization.id);
    expect((await clock(token, after)).body.data.charged).toBe(0);
    const gone = (await http("GET", `/subscriptions/${sub.id}`, { token })).body.data;
    expect(gone).toMatchObject({ status: "canceled", ended_reason: "end_date", ended_at: after.toISOString(), authorization: { status: "EXPIRADA" } });
    expect((await billingsOf(sub.id)).map((r) => [r.period_at.getTime(), r.cycle_status])).toEqual([0, 1].map((m) => [dueAt(anchor, "monthly", m).getTime(), "CONCLUIDA"]));
    await until("subscription.ended (pix_automatico)", async () => endedHooks(sub.id), (h) => h.length === 1);
    expect(endedHooks(sub.id)[0].body.data).toEqual({
      subscription_id: sub.id, method: "pix_automatico", status: "canceled", reason: "end_date", end_date: "2037-06-12",
      last_period_at: dueAt(anchor, "monthly", 1).toISOString(), authorization: { id: sub.authorization.id, status: "EXPIRADA" }, ended_at: after.toISOString(),
    });
    const expired = await receiver.waitFor(1, (h) => h.path === "/term" && h.body.event === "subscription.authorization_updated" && h.body.data.authorization.status === "EXPIRADA", 20_000);
    // The authorization ended with the term: nothing bills the next periods (not a fallback to QR charges).
    expect(expired[0].body.data).toMatchObject({ subscription_id: sub.id, authorization: { previous_status: "APROVADA" }, billing: "encerrada" });

    // An authorization the engine has not ended yet when the term is over: the receiver cancels it.
    const single = await subscribe(token, { journey: "J2", next_billing_at: "2037-08-12T13:00:00Z", end_date: "2037-08-12" });
    await act(token, single.id, "approve");
    expect((await clock(token, new Date("2037-08-07T13:00:00Z"))).body.data.charged).toBe(1);
    await engine.settleRecurringCharges("2037-08-12T13:00:00Z");
    expect((await clock(token, new Date("2037-08-13T12:00:00-03:00"))).body.data.charged).toBe(0);
    expect((await http("GET", `/subscriptions/${single.id}`, { token })).body.data).toMatchObject({ status: "canceled", ended_reason: "end_date", authorization: { status: "CANCELADA" } });
    const atEngine = await fetch(`${engine.url}/v3/pix/recurrences/${single.authorization.id}`, { headers: { access_token: engine.apiKey } });
    expect(await atEngine.json()).toMatchObject({ status: "CANCELADA", cancelledBy: "RECEBEDOR" });
    await until("subscription.ended (receiver's cancellation)", async () => endedHooks(single.id), (h) => h.length === 1);
    expect(endedHooks(single.id)[0].body.data.authorization).toEqual({ id: single.authorization.id, status: "APROVADA" });
  }, 180_000);

  it("issue 38 item 6 refusals: contract ≤ 35 of the allowed characters, end_date a date not before the first automatic debit, both only with pix_automatico and only on create", async () => {
    const { accessToken: token } = await signUp(http);
    const refused = async (body: Record<string, unknown>, campo: string, codigo: string) => {
      const res = await http("POST", "/subscriptions", { token, body: { ...payer, amount: "29.90", description: "Plano", method: "pix_automatico", journey: "J2", next_billing_at: "2036-03-10T13:00:00Z", ...body } });
      expect({ status: res.status, erros: res.body.error?.erros }).toEqual({ status: 400, erros: [expect.objectContaining({ campo, codigo })] });
    };
    await refused({ contract: "x".repeat(36) }, "contract", "TAMANHO_MAXIMO");
    await refused({ contract: "linha\nquebrada" }, "contract", "FORMATO_INVALIDO");
    await refused({ contract: "contrato 🎉" }, "contract", "FORMATO_INVALIDO");
    await refused({ contract: "   " }, "contract", "CAMPO_OBRIGATORIO");
    await refused({ end_date: "2036-03-09" }, "end_date", "VALOR_INVALIDO");
    await refused({ end_date: "2036-02-30" }, "end_date", "FORMATO_INVALIDO");
    // J3 pays the first period now: the first automatic debit, and the earliest end, is the second period.
    await refused({ journey: "J3", end_date: "2036-03-10" }, "end_date", "VALOR_INVALIDO");
    // A `pix` subscription takes a term too (not before its first period); the contract is Pix Automático's.
    await refused({ method: "pix", journey: undefined, end_date: "2036-03-09" }, "end_date", "VALOR_INVALIDO");
    await refused({ method: "pix", journey: undefined, contract: "Plano" }, "contract", "VALOR_INVALIDO");
    const sub = await subscribe(token, { journey: "J2", next_billing_at: "2036-03-10T13:00:00Z", end_date: "2036-03-10", contract: "Plano 2036/03" });
    expect(sub.authorization).toMatchObject({ end_date: "2036-03-10", contract: "Plano 2036/03" });
    for (const body of [{ contract: "Outro" }, { end_date: "2036-12-31" }]) {
      expect((await http("PUT", `/subscriptions/${sub.id}`, { token, body })).status).toBe(400);
    }
  });

  it("a J3 creation whose authorization fails after the first charge was issued leaves no subscription, and that charge names none", async () => {
    const { user, accessToken: token } = await signUp(http);
    const principal: Principal = {
      userId: user.id, storeId: user.id, role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false,
    };
    // The real charges service issues the first charge; the engine's authorization then fails.
    const failing = {
      ...subs.deps,
      charges: { ...subs.deps.charges, createRecurrence: async () => { throw errors.unavailable("O provedor Pix não respondeu; tente novamente em instantes", "PROVEDOR_INDISPONIVEL"); } },
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

import { startNoticeSink } from "./notice-sink";
import { paymentNoticeSchema, recurrenceNoticeSchema, recurringChargeNoticeSchema, startPaymentEngine, type RunningPaymentEngine } from "./index";

/** Pix Automático in the emulator (recurrences.ts): authorizations (rec) and cycles (cobr) over HTTP. */
describe("payment-engine emulator: Pix Automático", () => {
  let engine: RunningPaymentEngine;
  let sink: Awaited<ReturnType<typeof startNoticeSink>>;
  let seq = 0;
  beforeAll(async () => {
    sink = await startNoticeSink();
    engine = await startPaymentEngine({ port: 0, noticeUrl: sink.url, noticeToken: "t" });
  });
  afterAll(async () => {
    await engine.close();
    await sink.close();
  });

  async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${engine.url}${path}`, {
      method, headers: { "content-type": "application/json", access_token: engine.apiKey, ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  }
  const txid = () => `AUT${Date.now()}${String(seq++).padStart(6, "0")}abcdefghijklmn`.slice(0, 32);
  const charge = async () =>
    (await api("POST", "/v3/pix/charges", { txid: txid(), amountCents: 2990, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() })).body;
  const rec = (body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    api("POST", "/v3/pix/recurrences", {
      journey: "J2", amountCents: 2990, periodicity: "MENSAL", firstDueDate: "2027-02-10T13:00:00Z", retryPolicy: "PERMITE_3R_7D",
      payer: { name: "Ana", cpfCnpj: "52998224725" }, contract: "sub1", ...body,
    }, headers);

  it("J3: approving pays the first charge (PAYMENT_RECEIVED) and authorizes; J3 needs its first charge", async () => {
    expect((await rec({ journey: "J3" })).status).toBe(400);
    const first = await charge();
    const created = await rec({ journey: "J3", firstChargeId: first.id }, { "idempotency-key": "k1" });
    expect(created.body).toMatchObject({ status: "CRIADA", journey: "J3", locationUrl: expect.stringContaining("/rec/v2/") });
    // The same key answers the same authorization.
    expect((await rec({ journey: "J3", firstChargeId: first.id }, { "idempotency-key": "k1" })).body.id).toBe(created.body.id);
    const before = sink.received.length;
    const approved = await engine.recurrence(created.body.id, "approve");
    expect(approved.recurrence.status).toBe("APROVADA");
    expect((await api("GET", `/v3/pix/charges/${first.id}`)).body.status).toBe("RECEIVED");
    const notice = sink.received.slice(before).find((n) => n.body.payment?.id === first.id);
    expect(paymentNoticeSchema.parse(notice!.body).payment.txid).toBe(first.txid);
    await expect(engine.recurrence(created.body.id, "reject")).rejects.toThrow(/409/);
  });

  it("J4: the first charge is a charge with a due date (cobv); approving pays it; the payer may answer until it can no longer be paid; J3 refuses a cobv", async () => {
    const cobv = async () => (await api("POST", "/v3/pix/charges", {
      txid: txid(), amountCents: 2990, expiresAt: "2040-06-11T03:00:00.000Z", payer: { name: "Ana", cpfCnpj: "52998224725" },
      dueTerms: { dueDate: "2040-06-10", validadeAposVencimento: 0 },
    })).body;
    const due = await cobv();
    expect((await rec({ journey: "J4", firstChargeId: (await charge()).id })).body.errors?.[0]?.code).toBe("invalid_firstChargeId");
    expect((await rec({ journey: "J3", firstChargeId: due.id })).body.errors?.[0]?.code).toBe("invalid_firstChargeId");
    expect((await rec({ journey: "J4" })).body.errors?.[0]?.code).toBe("invalid_firstChargeId");
    const created = (await rec({ journey: "J4", firstChargeId: due.id, firstDueDate: "2040-07-10T13:00:00Z" })).body;
    expect(created).toMatchObject({ status: "CRIADA", journey: "J4", expiresAt: "2040-06-11T03:00:00.000Z" });
    const approved = await engine.recurrence(created.id, "approve");
    expect(approved.recurrence.status).toBe("APROVADA");
    expect((await api("GET", `/v3/pix/charges/${due.id}`)).body.status).toBe("RECEIVED");
  });

  it("a cycle needs an approved authorization and the 2–10 day window, is one per periodicity cycle, and is debited on its attempt date", async () => {
    const r = (await rec()).body;
    const c1 = await charge();
    const send = (chargeId: string, dueDate = "2027-02-10T13:00:00Z") => api("POST", "/v3/pix/recurring-charges", { recurrenceId: r.id, chargeId, dueDate });
    await engine.setRecurrenceClock("2027-02-05T13:00:00Z");
    expect((await send(c1.id)).status).toBe(409); // not approved yet
    await engine.recurrence(r.id, "approve");
    // The payer's PSP takes a cycle 2 to 10 days before its due date, by its own calendar.
    await engine.setRecurrenceClock("2027-01-31T12:59:59Z");
    expect((await send(c1.id)).body.errors?.[0]?.code).toBe("cycle_window");
    await engine.setRecurrenceClock("2027-02-08T13:00:01Z");
    expect((await send(c1.id)).body.errors?.[0]?.code).toBe("cycle_window");
    await engine.setRecurrenceClock("2027-02-05T13:00:00Z");
    const cycle = (await send(c1.id)).body;
    expect(cycle).toMatchObject({ status: "ATIVA", txid: c1.txid, retries: 0, attempts: [{ date: "2027-02-10T13:00:00.000Z", status: "AGENDADA" }] });
    expect((await send(c1.id)).body.id).toBe(cycle.id); // the same charge: the same cycle
    expect((await send((await charge()).id)).status).toBe(409); // a second live cycle for the same due date
    // A MENSAL recurrence has one live cycle per month: another date in February is refused too.
    expect((await send((await charge()).id, "2027-02-14T13:00:00Z")).body.errors?.[0]?.code).toBe("cycle_exists");
    expect((await engine.settleRecurringCharges("2027-02-09T13:00:00Z")).paid).not.toContain(c1.id);
    expect((await engine.settleRecurringCharges("2027-02-10T13:00:00Z")).paid).toEqual([c1.id]);
  });

  it("a fixed term (endDate, BCB dataFinal): not before the first due date; no cycle due after it; the contract is kept as sent", async () => {
    expect((await rec({ endDate: "2027-02-09" })).body.errors?.[0]?.code).toBe("invalid_endDate");
    const r = (await rec({ endDate: "2027-03-10", contract: "Banda Larga Fibra Ótica" })).body;
    expect(r).toMatchObject({ endDate: "2027-03-10", contract: "Banda Larga Fibra Ótica" });
    await engine.recurrence(r.id, "approve");
    const send = async (dueDate: string) => api("POST", "/v3/pix/recurring-charges", { recurrenceId: r.id, chargeId: (await charge()).id, dueDate });
    await engine.setRecurrenceClock("2027-03-05T13:00:00Z");
    expect((await send("2027-03-10T13:00:00Z")).body.status).toBe("ATIVA"); // the term's last day
    await engine.setRecurrenceClock("2027-04-05T13:00:00Z");
    expect((await send("2027-04-10T13:00:00Z")).body.errors?.[0]?.code).toBe("after_end_date");
  });

  it("a fixed term's authorization expires once its last day is over and no cycle of it is live (RECURRENCE_UPDATED EXPIRADA)", async () => {
    const r = (await rec({ firstDueDate: "2041-02-11T13:00:00Z", endDate: "2041-03-11" })).body;
    await engine.recurrence(r.id, "approve");
    await engine.setRecurrenceClock("2041-03-05T13:00:00Z");
    const c = await charge();
    const cycle = (await api("POST", "/v3/pix/recurring-charges", { recurrenceId: r.id, chargeId: c.id, dueDate: "2041-03-11T13:00:00Z" })).body;
    expect(cycle.status).toBe("ATIVA");
    // The term's last day: the last cycle is debited; the authorization stands until the day is over.
    expect((await engine.settleRecurringCharges("2041-03-11T20:00:00Z")).paid).toContain(c.id);
    expect((await api("GET", `/v3/pix/recurrences/${r.id}`)).body.status).toBe("APROVADA");
    const before = sink.received.length;
    expect((await engine.settleRecurringCharges("2041-03-12T12:00:00Z")).expired).toContain(r.id);
    expect((await api("GET", `/v3/pix/recurrences/${r.id}`)).body.status).toBe("EXPIRADA");
    const notice = sink.received.slice(before).find((n) => n.body.recurrence?.id === r.id);
    expect(recurrenceNoticeSchema.parse(notice!.body).recurrence.status).toBe("EXPIRADA");
    // Without a term nothing expires.
    const open = (await rec({ firstDueDate: "2041-02-11T13:00:00Z" })).body;
    await engine.recurrence(open.id, "approve");
    expect((await engine.settleRecurringCharges("2042-03-12T12:00:00Z")).expired).not.toContain(open.id);
  });

  it("ajusteDiaUtil: a due date on a national holiday settles on the next business day; the window counts back from it", async () => {
    const r = (await rec({ firstDueDate: "2027-09-07T13:00:00Z" })).body;
    await engine.recurrence(r.id, "approve");
    const c = await charge();
    // Less than 2 days before the holiday but 2 before the 8th, the settlement date: accepted.
    await engine.setRecurrenceClock("2027-09-05T20:00:00Z");
    const send = (chargeId: string, extra: Record<string, unknown> = {}) =>
      api("POST", "/v3/pix/recurring-charges", { recurrenceId: r.id, chargeId, dueDate: "2027-09-07T13:00:00Z", ...extra });
    expect((await send(c.id)).body).toMatchObject({ status: "ATIVA", dueDate: "2027-09-07T13:00:00.000Z", settlementDate: "2027-09-08T13:00:00.000Z" });
    expect((await engine.settleRecurringCharges("2027-09-07T13:00:00Z")).paid).not.toContain(c.id); // Independência: no debit
    expect((await engine.settleRecurringCharges("2027-09-08T13:00:00Z")).paid).toEqual([c.id]);
    // Without the adjustment the holiday itself is the settlement date, and the window counts back from it.
    const plain = (await rec({ firstDueDate: "2027-09-07T13:00:00Z" })).body;
    await engine.recurrence(plain.id, "approve");
    await engine.setRecurrenceClock("2027-09-05T20:00:00Z");
    const unadjusted = await api("POST", "/v3/pix/recurring-charges", { recurrenceId: plain.id, chargeId: (await charge()).id, dueDate: "2027-09-07T13:00:00Z", ajusteDiaUtil: false });
    expect(unadjusted.body.errors?.[0]?.code).toBe("cycle_window");
  });

  it("a failed attempt keeps the cycle ATIVA: up to 3 retries, each on a future day of its own, within 7 days; then it expires", async () => {
    const r = (await rec({ firstDueDate: "2027-06-10T13:00:00Z" })).body;
    await engine.recurrence(r.id, "approve");
    await engine.setRecurrenceClock("2027-06-05T13:00:00Z");
    const c = await charge();
    const cycle = (await api("POST", "/v3/pix/recurring-charges", { recurrenceId: r.id, chargeId: c.id, dueDate: "2027-06-10T13:00:00Z" })).body;
    const retry = (date: string) => api("POST", `/v3/pix/recurring-charges/${cycle.id}/retry`, { date });
    expect((await retry("2027-06-11T13:00:00Z")).body.errors?.[0]?.code).toBe("invalid_status"); // nothing failed yet
    await engine.setRecurrenceClock("2027-06-10T14:00:00Z");
    const failed = await engine.failRecurringCharge(cycle.id);
    expect(failed.cycle.status).toBe("ATIVA");
    expect((await api("GET", `/v3/pix/recurring-charges/${cycle.id}`)).body.attempts).toEqual([{ date: "2027-06-10T13:00:00.000Z", status: "REJEITADA", rejectionCode: "AM02" }]);
    expect((await retry("2027-06-10T20:00:00Z")).body.errors?.[0]?.code).toBe("retry_not_future"); // the same day
    expect((await retry("2027-06-18T13:00:00Z")).body.errors?.[0]?.code).toBe("retry_window"); // a day past the 7
    for (const [i, day] of [[1, "12"], [2, "14"], [3, "17"]] as const) {
      const retried = await retry(`2027-06-${day}T13:00:00Z`);
      expect(retried.body).toMatchObject({ status: "ATIVA", retries: i, attemptDate: `2027-06-${day}T13:00:00.000Z` });
      expect((await retry(`2027-06-${day}T15:00:00Z`)).body.errors?.[0]?.code).toBe("invalid_status"); // one attempt scheduled at a time
      await engine.setRecurrenceClock(`2027-06-${day}T14:00:00Z`);
      await engine.failRecurringCharge(cycle.id);
    }
    expect((await retry("2027-06-17T20:00:00Z")).body.errors?.[0]?.code).toBe("retry_limit");
    await engine.settleRecurringCharges("2027-06-18T13:00:00Z");
    const ended = (await api("GET", `/v3/pix/recurring-charges/${cycle.id}`)).body;
    expect(ended.status).toBe("EXPIRADA");
    expect(new Set(ended.attempts.map((a: { date: string }) => a.date.slice(0, 10))).size).toBe(4);
  });

  it("a final rejection code ends the cycle (REJEITADA); a new cycle with a new txid may follow in the same period; NAO_PERMITE never retries", async () => {
    const r = (await rec({ firstDueDate: "2027-08-10T13:00:00Z" })).body;
    await engine.recurrence(r.id, "approve");
    await engine.setRecurrenceClock("2027-08-01T13:00:00Z");
    const first = (await api("POST", "/v3/pix/recurring-charges", { recurrenceId: r.id, chargeId: (await charge()).id, dueDate: "2027-08-10T13:00:00Z" })).body;
    const rejected = await engine.failRecurringCharge(first.id, "MIDI");
    expect(rejected.cycle).toMatchObject({ status: "REJEITADA", rejection: { code: "MIDI" } });
    expect((await api("POST", `/v3/pix/recurring-charges/${first.id}/retry`, { date: "2027-08-11T13:00:00Z" })).body.errors?.[0]?.code).toBe("invalid_status");
    const again = await api("POST", "/v3/pix/recurring-charges", { recurrenceId: r.id, chargeId: (await charge()).id, dueDate: "2027-08-10T13:00:00Z" });
    expect(again.body).toMatchObject({ status: "ATIVA" });
    expect(again.body.txid).not.toBe(first.txid);
    expect((await engine.failRecurringCharge("CRNOPE").catch((e: Error) => e.message))).toMatch(/404/);

    const strict = (await rec({ firstDueDate: "2027-08-10T13:00:00Z", retryPolicy: "NAO_PERMITE" })).body;
    await engine.recurrence(strict.id, "approve");
    const once = (await api("POST", "/v3/pix/recurring-charges", { recurrenceId: strict.id, chargeId: (await charge()).id, dueDate: "2027-08-10T13:00:00Z" })).body;
    expect((await engine.failRecurringCharge(once.id)).cycle).toMatchObject({ status: "REJEITADA", rejection: { code: "AM02" } });
    expect((await api("POST", `/v3/pix/recurring-charges/${once.id}/retry`, { date: "2027-08-11T13:00:00Z" })).body.errors?.[0]?.code).toBe("retry_not_allowed");
  });

  it("cancelling in the bank cancels the live cycles; an unanswered authorization expires", async () => {
    const r = (await rec()).body;
    await engine.recurrence(r.id, "approve");
    const c = await charge();
    await engine.setRecurrenceClock("2027-05-05T13:00:00Z");
    const cycle = (await api("POST", "/v3/pix/recurring-charges", { recurrenceId: r.id, chargeId: c.id, dueDate: "2027-05-10T13:00:00Z" })).body;
    expect((await engine.recurrence(r.id, "cancel")).recurrence).toMatchObject({ status: "CANCELADA", cancelledBy: "PAGADOR" });
    expect((await api("GET", `/v3/pix/recurring-charges/${cycle.id}`)).body.status).toBe("CANCELADA");
    expect((await engine.settleRecurringCharges("2027-05-11T00:00:00Z")).paid).not.toContain(c.id);

    const waiting = (await rec()).body;
    const { expired } = await engine.settleRecurringCharges(new Date(Date.now() + 8 * 86_400_000).toISOString());
    expect(expired).toContain(waiting.id);
    expect((await api("GET", `/v3/pix/recurrences/${waiting.id}`)).body.status).toBe("EXPIRADA");
    expect((await api("POST", `/v3/pix/recurrences/${waiting.id}/cancel`)).status).toBe(409);
  });

  describe("status notices (RECURRENCE_UPDATED, RECURRING_CHARGE_UPDATED)", () => {
    const since = (n: number) => sink.received.slice(n);
    const recurrenceStatuses = (from: number, id: string) =>
      since(from).filter((n) => n.body.event === "RECURRENCE_UPDATED" && n.body.recurrence.id === id).map((n) => recurrenceNoticeSchema.parse(n.body).recurrence.status);
    const cycleStatuses = (from: number, id: string) =>
      since(from).filter((n) => n.body.event === "RECURRING_CHARGE_UPDATED" && n.body.recurringCharge.id === id).map((n) => recurringChargeNoticeSchema.parse(n.body).recurringCharge);

    /** Notices sent after an API answer arrive on their own time. */
    const until = async (ok: () => boolean) => {
      const end = Date.now() + 5_000;
      while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    };

    it("each change of an authorization is announced once, with the token; an unchanged one is not", async () => {
      const from = sink.received.length;
      const approved = (await rec()).body;
      const rejected = (await rec()).body;
      const res = await engine.recurrence(approved.id, "approve");
      expect(res.notices).toEqual([expect.objectContaining({ event: "RECURRENCE_UPDATED", subjectId: approved.id, status: 200 })]);
      await engine.recurrence(rejected.id, "reject");
      await engine.recurrence(approved.id, "cancel");
      await expect(engine.recurrence(approved.id, "approve")).rejects.toThrow(/409/);
      expect(recurrenceStatuses(from, approved.id)).toEqual(["APROVADA", "CANCELADA"]);
      expect(recurrenceStatuses(from, rejected.id)).toEqual(["REJEITADA"]);
      expect(since(from).every((n) => n.headers["asaas-access-token"] === "t")).toBe(true);
      // The receiver cancelling through the API is announced too (after its answer).
      const mine = (await rec()).body;
      await engine.recurrence(mine.id, "approve");
      expect((await api("POST", `/v3/pix/recurrences/${mine.id}/cancel`)).body.status).toBe("CANCELADA");
      await until(() => recurrenceStatuses(from, mine.id).length === 2);
      expect(recurrenceStatuses(from, mine.id)).toEqual(["APROVADA", "CANCELADA"]);
    });

    it("an unanswered authorization's expiry is announced; a cycle's failure, debit and cancellation are", async () => {
      const r = (await rec()).body;
      await engine.recurrence(r.id, "approve");
      const send = async (dueDate: string) => (await api("POST", "/v3/pix/recurring-charges", { recurrenceId: r.id, chargeId: (await charge()).id, dueDate })).body;
      await engine.setRecurrenceClock("2028-02-05T13:00:00Z");
      const debited = await send("2028-02-10T13:00:00Z");
      await engine.setRecurrenceClock("2028-03-05T13:00:00Z");
      const cancelled = await send("2028-03-10T13:00:00Z");
      await engine.setRecurrenceClock("2028-02-10T14:00:00Z");
      const from = sink.received.length;
      expect((await engine.failRecurringCharge(debited.id)).notices).toHaveLength(1);
      const retried = await api("POST", `/v3/pix/recurring-charges/${debited.id}/retry`, { date: "2028-02-11T13:00:00Z" });
      expect(retried.body.status).toBe("ATIVA");
      await until(() => cycleStatuses(from, debited.id).length === 2);
      const settled = await engine.settleRecurringCharges("2028-02-11T13:00:00Z");
      expect(settled.notices.map((d) => d.event)).toContain("RECURRING_CHARGE_UPDATED");
      await engine.recurrence(r.id, "cancel");
      expect(cycleStatuses(from, debited.id)).toEqual([
        { id: debited.id, recurrenceId: r.id, status: "ATIVA" }, // the attempt failed
        { id: debited.id, recurrenceId: r.id, status: "ATIVA" }, // a retry scheduled
        { id: debited.id, recurrenceId: r.id, status: "CONCLUIDA" },
      ]);
      expect(cycleStatuses(from, cancelled.id)).toEqual([{ id: cancelled.id, recurrenceId: r.id, status: "CANCELADA" }]);

      const waiting = (await rec()).body;
      const expiry = sink.received.length;
      await engine.settleRecurringCharges(new Date(Date.now() + 8 * 86_400_000).toISOString());
      expect(recurrenceStatuses(expiry, waiting.id)).toEqual(["EXPIRADA"]);
    });
  });
});

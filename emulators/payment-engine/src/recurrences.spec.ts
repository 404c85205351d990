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

  it("a cycle needs an approved authorization, is one per due date, is debited on its attempt date, and retries at most 3 times within 7 days", async () => {
    const r = (await rec()).body;
    const c1 = await charge();
    const send = (chargeId: string, dueDate = "2027-02-10T13:00:00Z") => api("POST", "/v3/pix/recurring-charges", { recurrenceId: r.id, chargeId, dueDate });
    expect((await send(c1.id)).status).toBe(409); // not approved yet
    await engine.recurrence(r.id, "approve");
    const cycle = (await send(c1.id)).body;
    expect(cycle).toMatchObject({ status: "ATIVA", txid: c1.txid, retries: 0 });
    expect((await send(c1.id)).body.id).toBe(cycle.id); // the same charge: the same cycle
    expect((await send((await charge()).id)).status).toBe(409); // a second live cycle for the same due date

    expect((await engine.settleRecurringCharges("2027-02-09T13:00:00Z")).paid).not.toContain(c1.id);
    await engine.failRecurringCharge(cycle.id);
    for (let i = 1; i <= 3; i++) {
      const retried = await api("POST", `/v3/pix/recurring-charges/${cycle.id}/retry`, { date: `2027-02-1${i}T13:00:00Z` });
      expect(retried.body).toMatchObject({ status: "ATIVA", retries: i });
      await engine.failRecurringCharge(cycle.id);
    }
    expect((await api("POST", `/v3/pix/recurring-charges/${cycle.id}/retry`, { date: "2027-02-14T13:00:00Z" })).status).toBe(409);

    const c2 = await charge();
    const second = (await send(c2.id, "2027-03-10T13:00:00Z")).body;
    expect((await api("POST", `/v3/pix/recurring-charges/${second.id}/retry`, { date: "2027-03-11T13:00:00Z" })).status).toBe(409); // not failed
    await engine.failRecurringCharge(second.id);
    expect((await api("POST", `/v3/pix/recurring-charges/${second.id}/retry`, { date: "2027-03-18T13:00:01Z" })).status).toBe(409); // past 7 days
    expect((await api("POST", `/v3/pix/recurring-charges/${second.id}/retry`, { date: "2027-03-12T13:00:00Z" })).body.status).toBe("ATIVA");
    const settled = await engine.settleRecurringCharges("2027-03-12T13:00:00Z");
    expect(settled.paid).toEqual([c2.id]);
    expect((await api("GET", `/v3/pix/recurring-charges/${second.id}`)).body).toMatchObject({ status: "CONCLUIDA", settledAt: "2027-03-12T13:00:00.000Z" });
  });

  it("cancelling in the bank cancels the live cycles; an unanswered authorization expires", async () => {
    const r = (await rec()).body;
    await engine.recurrence(r.id, "approve");
    const c = await charge();
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
      const debited = await send("2028-02-10T13:00:00Z");
      const cancelled = await send("2028-03-10T13:00:00Z");
      const from = sink.received.length;
      expect((await engine.failRecurringCharge(debited.id)).notices).toHaveLength(1);
      const retried = await api("POST", `/v3/pix/recurring-charges/${debited.id}/retry`, { date: "2028-02-11T13:00:00Z" });
      expect(retried.body.status).toBe("ATIVA");
      await until(() => cycleStatuses(from, debited.id).length === 2);
      const settled = await engine.settleRecurringCharges("2028-02-11T13:00:00Z");
      expect(settled.notices.map((d) => d.event)).toContain("RECURRING_CHARGE_UPDATED");
      await engine.recurrence(r.id, "cancel");
      expect(cycleStatuses(from, debited.id)).toEqual([
        { id: debited.id, recurrenceId: r.id, status: "REJEITADA" },
        { id: debited.id, recurrenceId: r.id, status: "ATIVA" },
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

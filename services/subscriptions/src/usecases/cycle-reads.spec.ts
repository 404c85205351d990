import { instructionsOf } from "./cycle-reads";

const sub = { id: "s1", authorizationId: "RR1234567820310311abcdefghijk", retryPolicy: "PERMITE_3R_7D", amountCents: 2990n, customerEmail: null, customerCpf: "52998224725" };
const billing = (txid: string, cycleStatus: string) => ({ txid, cycleStatus, periodAt: new Date("2031-06-10T13:00:00Z"), cycleDebitAt: new Date("2031-06-10T13:00:00Z"), subscription: sub });
const event = (kind: string, txid: string, cycleId: string, at: string, b: ReturnType<typeof billing>, rejectionCode: string | null = null) =>
  ({ kind, txid, cycleId, at: new Date(at), createdAt: new Date(at), rejectionCode, retryAt: null, billing: b }) as any;

describe("instructionsOf", () => {
  it("one instruction per txid; the period's live txid has the period's cycle status, a superseded one (resent) is REJEITADA", () => {
    const b = billing("new", "ATIVA");
    const found = instructionsOf([
      event("sent", "old", "CR1", "2031-06-04T13:00:00Z", b), event("failed", "old", "CR1", "2031-06-04T14:00:00Z", b, "MIDI"),
      event("resent", "new", "CR2", "2031-06-08T13:00:00Z", b),
    ]);
    expect(found.map((c) => [c.txid, c.cycle_id, c.status, c.sent_at, c.events.length])).toEqual([
      ["old", "CR1", "REJEITADA", "2031-06-04T13:00:00.000Z", 2], ["new", "CR2", "ATIVA", "2031-06-08T13:00:00.000Z", 1],
    ]);
    expect(found[0]).toMatchObject({ authorization_id: sub.authorizationId, amount_cents: 2990, customer_cpf: "52998224725", debit_at: "2031-06-10T13:00:00.000Z" });
    expect(found[0]!.events[1]).toMatchObject({ update: "failed", rejection_code: "MIDI" });
    expect(found[0]).not.toHaveProperty("customer_email");
  });
  it("the steps of one record (the same created_at) come in the order recordCycle writes them, whatever their ids", () => {
    const b = billing("t", "CONCLUIDA");
    const found = instructionsOf([
      event("debited", "t", "CR1", "2031-06-11T13:00:00Z", b), event("retry_scheduled", "t", "CR1", "2031-06-11T13:00:00Z", b),
      event("sent", "t", "CR1", "2031-06-04T13:00:00Z", b), event("failed", "t", "CR1", "2031-06-11T13:00:00Z", b, "AM02"),
    ]);
    expect(found[0]!.events.map((e) => e.update)).toEqual(["sent", "failed", "retry_scheduled", "debited"]);
  });
  it("no steps: no instruction", () => {
    expect(instructionsOf([])).toEqual([]);
  });
});

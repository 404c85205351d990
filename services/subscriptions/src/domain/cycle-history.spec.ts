import { cycleUpdatedData, cycleUpdates, isStaleRead } from "./cycle-history";

describe("a Pix Automático cycle's history", () => {
  const engine = (over: Partial<Parameters<typeof cycleUpdates>[1]> = {}) =>
    ({ status: "ATIVA", failures: 0, retries: 0, attempt_at: "2027-03-10T13:00:00.000Z", rejection_code: null, ...over });

  it("names each change the engine made since the stored state, once", () => {
    const sent = { status: "ATIVA", failures: 0, retries: 0 };
    expect(cycleUpdates(sent, engine())).toEqual([]);
    expect(cycleUpdates(sent, engine({ failures: 1, rejection_code: "AM02" }))).toEqual([{ kind: "failed", rejectionCode: "AM02", final: false }]);
    expect(cycleUpdates({ ...sent, failures: 1 }, engine({ failures: 1, retries: 1, attempt_at: "2027-03-11T13:00:00.000Z" })))
      .toEqual([{ kind: "retry_scheduled", retryAt: new Date("2027-03-11T13:00:00.000Z") }]);
    // A final rejection: the failure is final; recorded again, nothing new.
    expect(cycleUpdates(sent, engine({ status: "REJEITADA", failures: 1, rejection_code: "MIDI" }))).toEqual([{ kind: "failed", rejectionCode: "MIDI", final: true }]);
    expect(cycleUpdates({ status: "REJEITADA", failures: 1, retries: 0 }, engine({ status: "REJEITADA", failures: 1, rejection_code: "MIDI" }))).toEqual([]);
    expect(cycleUpdates(sent, engine({ status: "CONCLUIDA" }))).toEqual([{ kind: "debited" }]);
    expect(cycleUpdates(sent, engine({ status: "CANCELADA" }))).toEqual([{ kind: "cancelled" }]);
    expect(cycleUpdates({ ...sent, failures: 1 }, engine({ status: "EXPIRADA", failures: 1 }))).toEqual([{ kind: "given_up" }]);
  });

  it("takes a read older than the stored state for stale, so a lagging reader never moves the counts back nor announces a retry twice", () => {
    // The job recorded the retry; a notice's consumer read the engine before it and records last.
    const retried = { status: "ATIVA", failures: 1, retries: 1 };
    expect(isStaleRead(retried, engine({ failures: 1, retries: 0 }))).toBe(true);
    expect(isStaleRead(retried, engine({ failures: 0, retries: 0 }))).toBe(true);
    // Recorded anyway, the next read would name the same retry again: what the guard prevents.
    expect(cycleUpdates({ ...retried, retries: 0 }, engine({ status: "CONCLUIDA", failures: 1, retries: 1 }))).toEqual([
      { kind: "retry_scheduled", retryAt: new Date("2027-03-10T13:00:00.000Z") }, { kind: "debited" },
    ]);
    // An ended cycle read live again is an older read; one end after another (given up here, then debited) is not.
    expect(isStaleRead({ status: "CONCLUIDA", failures: 1, retries: 1 }, engine({ failures: 1, retries: 1 }))).toBe(true);
    expect(isStaleRead({ status: "EXPIRADA", failures: 1, retries: 0 }, engine({ status: "CONCLUIDA", failures: 1 }))).toBe(false);
    // Newer or equal reads are not stale; nor is any read of a cycle never stored.
    expect(isStaleRead(retried, engine({ failures: 1, retries: 1 }))).toBe(false);
    expect(isStaleRead(retried, engine({ status: "CONCLUIDA", failures: 1, retries: 1 }))).toBe(false);
    expect(isStaleRead({ status: null, failures: 0, retries: 0 }, engine())).toBe(false);
  });

  it("builds the subscription.cycle_updated data", () => {
    const data = cycleUpdatedData({
      subscriptionId: "s1", authorizationId: "RR1", periodAt: new Date("2027-09-07T13:00:00Z"), debitAt: new Date("2027-09-08T13:00:00Z"), cycleId: "CR1", txid: "ASS1",
      status: "ATIVA", retries: 1, update: { kind: "retry_scheduled", retryAt: new Date("2027-09-09T13:00:00Z") }, at: new Date("2027-09-08T15:00:00Z"),
    });
    expect(data).toEqual({
      subscription_id: "s1", method: "pix_automatico", authorization_id: "RR1", update: "retry_scheduled", period_at: "2027-09-07T13:00:00.000Z", debit_at: "2027-09-08T13:00:00.000Z",
      cycle: { id: "CR1", txid: "ASS1", status: "ATIVA", retries: 1 }, rejection_code: null, final: null, retry_at: "2027-09-09T13:00:00.000Z", at: "2027-09-08T15:00:00.000Z",
    });
  });
});

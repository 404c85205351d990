import { authorizationUpdatedData, billingMode, isFallback, retryDecision, sendWindow } from "./pix-automatico";

const DAY = 86_400_000;
const due = new Date("2027-03-31T13:00:00Z");
const at = (days: number) => new Date(due.getTime() + days * DAY);

describe("Pix Automático rules", () => {
  it("a cycle is sent 10 to 2 days before its due date", () => {
    expect(sendWindow(due)).toEqual({ opensAt: at(-10), closesAt: at(-2) });
    const table: [number, boolean, string][] = [
      [-11, true, "not_due"], [-10, true, "cycle"], [-5, true, "cycle"], [-2, true, "cycle"],
      [-1.9, true, "not_due"], [0, true, "qr"], [3, true, "qr"],
      [-5, false, "not_due"], [-0.01, false, "not_due"], [0, false, "qr"], [1, false, "qr"],
    ];
    for (const [days, authorized, mode] of table) expect([days, authorized, billingMode({ authorized, dueAt: due, asOf: at(days) })]).toEqual([days, authorized, mode]);
  });

  it("PERMITE_3R_7D: at most 3 retries, within 7 days, once per failed attempt; NAO_PERMITE never", () => {
    const base = { policy: "PERMITE_3R_7D", dueAt: due, lastAttemptAt: due };
    expect(retryDecision({ ...base, retries: 0, asOf: at(1) })).toBe("retry");
    expect(retryDecision({ ...base, retries: 2, asOf: at(6) })).toBe("retry");
    expect(retryDecision({ ...base, retries: 3, asOf: at(2) })).toBe("give_up");
    expect(retryDecision({ ...base, retries: 1, asOf: at(7.01) })).toBe("give_up");
    expect(retryDecision({ ...base, retries: 1, lastAttemptAt: at(2), asOf: at(2) })).toBe("wait");
    expect(retryDecision({ ...base, policy: "NAO_PERMITE", retries: 0, asOf: at(1) })).toBe("give_up");
  });

  it("rejected, expired and cancelled fall back to QR charges; the event names what bills next", () => {
    expect(["CRIADA", "APROVADA", "REJEITADA", "EXPIRADA", "CANCELADA"].map(isFallback)).toEqual([false, false, true, true, true]);
    const data = (status: string) => authorizationUpdatedData({ subscriptionId: "s", authorizationId: "RR1", journey: "J2", status, previousStatus: "CRIADA" });
    expect(data("APROVADA")).toEqual({
      subscription_id: "s", method: "pix_automatico", billing: "pix_automatico",
      authorization: { id: "RR1", journey: "J2", status: "APROVADA", previous_status: "CRIADA", cancelled_by: null },
    });
    expect(data("CANCELADA").billing).toBe("pix");
    expect(data("CRIADA").billing).toBe("aguardando_autorizacao");
  });
});

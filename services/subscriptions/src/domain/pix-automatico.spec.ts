import { authorizationCoversEdit, authorizationUpdatedData, billingMode, contractOf, debitAt, firstChargeDueTerms, isFallback, parseContract, parseEndDate, pastTerm, paysFirstPeriod, resendPlan, retryPlan, sendWindow } from "./pix-automatico";

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

  it("ajusteDiaUtil: a due date on a weekend or national holiday is debited on the next business day, same time", () => {
    expect(debitAt(due)).toEqual(due); // a Wednesday
    expect(debitAt(new Date("2027-09-07T13:00:00Z"))).toEqual(new Date("2027-09-08T13:00:00Z")); // Independência (Tuesday)
    expect(debitAt(new Date("2027-11-20T13:00:00Z"))).toEqual(new Date("2027-11-22T13:00:00Z")); // Consciência Negra, a Saturday → Monday
    expect(debitAt(new Date("2027-02-08T13:00:00Z"))).toEqual(new Date("2027-02-10T13:00:00Z")); // Carnaval Monday and Tuesday
    // 22:00 in Brasília on Sept 6 is already Sept 7 in UTC: the Brasília day (a business day) decides.
    expect(debitAt(new Date("2027-09-07T01:00:00Z"))).toEqual(new Date("2027-09-07T01:00:00Z"));
    // The window counts back from the debit date: a cycle due on the holiday may go out 10 days before the 8th.
    expect(sendWindow(new Date("2027-09-07T13:00:00Z"))).toEqual({ opensAt: new Date("2027-08-29T13:00:00Z"), closesAt: new Date("2027-09-06T13:00:00Z") });
  });

  it("PERMITE_3R_7D: a retry is dated on a future day of its own, at most 3, within 7 days of the debit; none while paused; NAO_PERMITE never", () => {
    const base = { policy: "PERMITE_3R_7D", debitAt: due, lastAttemptAt: due, active: true };
    // The failed debit on the due date: the next attempt is the next day, whatever the run's hour.
    expect(retryPlan({ ...base, retries: 0, asOf: at(0.1) })).toEqual({ kind: "retry", at: at(1) });
    // A run days later dates it the day after the run; a failure dated after the run, the day after that failure.
    expect(retryPlan({ ...base, retries: 1, lastAttemptAt: at(1), asOf: at(3.2) })).toEqual({ kind: "retry", at: at(4) });
    expect(retryPlan({ ...base, retries: 1, lastAttemptAt: at(2), asOf: at(1.5) })).toEqual({ kind: "retry", at: at(3) });
    expect(retryPlan({ ...base, retries: 2, lastAttemptAt: at(6), asOf: at(6.1) })).toEqual({ kind: "retry", at: at(7) });
    expect(retryPlan({ ...base, retries: 2, lastAttemptAt: at(7), asOf: at(7.1) })).toEqual({ kind: "give_up", reason: "window" });
    expect(retryPlan({ ...base, retries: 3, asOf: at(2) })).toEqual({ kind: "give_up", reason: "limit" });
    expect(retryPlan({ ...base, retries: 0, asOf: at(1), active: false })).toEqual({ kind: "wait", reason: "paused" });
    expect(retryPlan({ ...base, retries: 0, asOf: at(7.5), active: false })).toEqual({ kind: "give_up", reason: "window" });
    expect(retryPlan({ ...base, policy: "NAO_PERMITE", retries: 0, asOf: at(1) })).toEqual({ kind: "give_up", reason: "policy" });
    // Three failures in a row: three retries on three different future days, all within 7 days.
    let last = due;
    const days = [];
    for (let r = 0; r < 3; r++) {
      const plan = retryPlan({ ...base, retries: r, lastAttemptAt: last, asOf: new Date(last.getTime() + 3_600_000) });
      if (plan.kind !== "retry") throw new Error(`retry ${r + 1}: ${JSON.stringify(plan)}`);
      days.push((plan.at.getTime() - due.getTime()) / DAY);
      last = plan.at;
    }
    expect(days).toEqual([1, 2, 3]);
  });

  it("after a rejected instruction, a new one while at least 2 days remain before the debit (IN 614); paused waits", () => {
    expect(resendPlan({ debitAt: due, asOf: at(-5), active: true })).toBe("resend");
    expect(resendPlan({ debitAt: due, asOf: at(-2), active: true })).toBe("resend");
    expect(resendPlan({ debitAt: due, asOf: at(-1.99), active: true })).toBe("give_up");
    expect(resendPlan({ debitAt: due, asOf: at(1), active: true })).toBe("give_up");
    expect(resendPlan({ debitAt: due, asOf: at(-5), active: false })).toBe("wait");
  });

  it("an edit the standing authorization does not cover (amount, interval) is refused with a code; after it ended, any edit goes", () => {
    const base = { authorizationStatus: "APROVADA", amountCents: 2990, interval: "monthly" };
    expect(authorizationCoversEdit({ ...base, edit: { amountCents: 2990, interval: "monthly" } })).toBeNull();
    expect(authorizationCoversEdit({ ...base, edit: {} })).toBeNull();
    const amount = authorizationCoversEdit({ ...base, edit: { amountCents: 3990 } });
    expect(amount).toMatchObject({ kind: "conflict", codigo: "ALTERACAO_EXIGE_NOVA_AUTORIZACAO", extra: { campos: ["amount"], authorization_status: "APROVADA" } });
    expect(amount!.message).toMatch(/o valor não muda sem nova autorização do pagador/);
    const both = authorizationCoversEdit({ ...base, authorizationStatus: "CRIADA", edit: { amountCents: 3990, interval: "weekly" } });
    expect(both!.message).toMatch(/o valor e a periodicidade não mudam/);
    for (const ended of ["REJEITADA", "EXPIRADA", "CANCELADA"]) {
      expect(authorizationCoversEdit({ ...base, authorizationStatus: ended, edit: { amountCents: 3990, interval: "weekly" } })).toBeNull();
    }
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
    // Ended with the fixed term (end_date over): nothing bills next, not a fallback to QR charges.
    const ended = (status: string) => authorizationUpdatedData({ subscriptionId: "s", authorizationId: "RR1", journey: "J2", status, previousStatus: "APROVADA", termOver: true });
    expect(["EXPIRADA", "CANCELADA", "APROVADA"].map((st) => ended(st).billing)).toEqual(["encerrada", "encerrada", "pix_automatico"]);
  });
});

/** The field error an AppError carries (`extra.erros`, as the API answers it). */
const fieldErrorOf = (campo: string, codigo: string) => expect.objectContaining({ extra: expect.objectContaining({ erros: [expect.objectContaining({ campo, codigo })] }) });

describe("the fixed term and the contract (issue 38 item 6; BCB Rec calendario.dataFinal, vinculo.contrato)", () => {
  it("contract: trimmed, 1 to 35 letters (accents too), digits, spaces and separators; absent → the subscription id without hyphens", () => {
    expect(parseContract(undefined)).toBeNull();
    expect(parseContract("  Banda Larga Fibra Ótica ")).toBe("Banda Larga Fibra Ótica");
    expect(parseContract("x".repeat(35))).toHaveLength(35);
    for (const [value, codigo] of [["x".repeat(36), "TAMANHO_MAXIMO"], [" ", "CAMPO_OBRIGATORIO"], ["a\tb", "FORMATO_INVALIDO"], ["plano 🎉", "FORMATO_INVALIDO"], ["<script>", "FORMATO_INVALIDO"]] as const) {
      expect(() => parseContract(value)).toThrow(fieldErrorOf("contract", codigo));
    }
    expect(contractOf({ id: "0b7c7a4e-1f1a-4c3e-9d1e-2f3a4b5c6d7e", authorizationContract: null })).toBe("0b7c7a4e1f1a4c3e9d1e2f3a4b5c6d7e");
    expect(contractOf({ id: "0b7c7a4e-1f1a-4c3e-9d1e-2f3a4b5c6d7e", authorizationContract: "Plano 2027-01" })).toBe("Plano 2027-01");
  });

  it("end_date: a real YYYY-MM-DD not before the first automatic debit's Brasília day; a period due after it is past the term", () => {
    const first = new Date("2027-03-01T02:00:00Z"); // 28 Feb, 23:00 in Brasília
    expect(parseEndDate(undefined, first)).toBeNull();
    expect(parseEndDate("2027-02-28", first)).toBe("2027-02-28");
    expect(() => parseEndDate("2027-02-27", first)).toThrow(fieldErrorOf("end_date", "VALOR_INVALIDO"));
    for (const bad of ["2027-02-30", "28/02/2027", "2027-2-28"]) expect(() => parseEndDate(bad, first)).toThrow(fieldErrorOf("end_date", "FORMATO_INVALIDO"));
    expect(pastTerm(null, new Date("2099-01-01T00:00:00Z"))).toBe(false);
    expect(pastTerm("2027-03-10", new Date("2027-03-11T02:59:00Z"))).toBe(false); // 10 March, 23:59 in Brasília
    expect(pastTerm("2027-03-10", new Date("2027-03-11T03:00:00Z"))).toBe(true);
  });

  it("J4 (jornada 4): like J3 the first period is paid with the QR that authorizes, as a charge due on the period's Brasília date, payable that day only", () => {
    expect(["J2", "J3", "J4"].map(paysFirstPeriod)).toEqual([false, true, true]);
    expect(firstChargeDueTerms("J4", new Date("2038-03-11T02:00:00Z"))).toEqual({ dueDate: "2038-03-10", validadeAposVencimento: 0 });
    expect(firstChargeDueTerms("J3", new Date("2038-03-10T13:00:00Z"))).toBeNull();
  });
});

import { attemptEndToEndId, attemptsOf, cobrOf, cobrStatusOf, dateOf, recebedorOf, rejeicaoOf, statusHistoryOf } from "./cobr-views";

const REC = "RR1234567820310311abcdefghijk";
const step = (update: string, at: string, more: Record<string, string> = {}) => ({ period_at: "2031-03-11T13:00:00.000Z", update, at, txid: "t".repeat(32), ...more });
const cycle = (status: string, events: ReturnType<typeof step>[], over: Record<string, unknown> = {}) => ({
  txid: "t".repeat(32), cycle_id: "CR1", status, authorization_id: REC, retry_policy: "PERMITE_3R_7D", amount_cents: 2990,
  period_at: "2031-03-11T13:00:00.000Z", debit_at: "2031-03-11T13:00:00.000Z", sent_at: "2031-03-08T13:00:00.000Z",
  customer_email: "ana@cliente.test", customer_cpf: "52998224725", subscription_id: "s1", events, ...over,
}) as any;

describe("cobr views", () => {
  it("the engine's statuses are the spec's by name; an unknown one is still live", () => {
    for (const s of ["ATIVA", "CONCLUIDA", "REJEITADA", "CANCELADA", "EXPIRADA"]) expect(cobrStatusOf(s)).toBe(s);
    expect(cobrStatusOf("PROCESSANDO")).toBe("ATIVA");
  });

  it("dates are Brasília's: 01:00 UTC is still the day before", () => {
    expect(dateOf("2031-03-11T01:00:00.000Z")).toBe("2031-03-10");
    expect(dateOf("2031-03-11T03:00:00.000Z")).toBe("2031-03-11");
  });

  it("attempts: the first on the debit date, a failure rejects it with its code, a retry adds one on its date, the debit pays it", () => {
    const steps = [
      step("sent", "2031-03-08T13:00:00.000Z"),
      step("failed", "2031-03-11T14:00:00.000Z", { rejection_code: "AM02" }),
      step("retry_scheduled", "2031-03-11T15:00:00.000Z", { retry_at: "2031-03-12T13:00:00.000Z" }),
      step("debited", "2031-03-12T14:00:00.000Z"),
    ];
    expect(attemptsOf(steps, "2031-03-11")).toEqual([
      { date: "2031-03-11", status: "REJEITADA", code: "AM02", history: [{ status: "AGENDADA", data: "2031-03-08T13:00:00.000Z" }, { status: "REJEITADA", data: "2031-03-11T14:00:00.000Z" }] },
      { date: "2031-03-12", status: "PAGA", history: [{ status: "AGENDADA", data: "2031-03-11T15:00:00.000Z" }, { status: "PAGA", data: "2031-03-12T14:00:00.000Z" }] },
    ]);
  });

  it("a cancellation cancels only the attempt still scheduled; a rejected one stays rejected", () => {
    expect(attemptsOf([step("sent", "2031-03-08T13:00:00.000Z"), step("cancelled", "2031-03-09T13:00:00.000Z")], "2031-03-11").map((a) => a.status)).toEqual(["CANCELADA"]);
    const failedThenCancelled = [step("sent", "2031-03-08T13:00:00.000Z"), step("failed", "2031-03-11T14:00:00.000Z", { rejection_code: "AM02" }), step("cancelled", "2031-03-11T15:00:00.000Z")];
    expect(attemptsOf(failedThenCancelled, "2031-03-11").map((a) => a.status)).toEqual(["REJEITADA"]);
  });

  it("an attempt's endToEndId: the paying Pix's when paid, else ours — the spec's form, stable, one per attempt", () => {
    const paid = "E00360305203103121400abcdefghijk";
    expect(attemptEndToEndId(REC, "CR1", 1, "2031-03-12", paid)).toBe(paid);
    const ours = attemptEndToEndId(REC, "CR1", 0, "2031-03-11");
    expect(ours).toMatch(/^E12345678203103110000[a-zA-Z0-9]{11}$/);
    expect(attemptEndToEndId(REC, "CR1", 0, "2031-03-11")).toBe(ours);
    expect(attemptEndToEndId(REC, "CR1", 1, "2031-03-11")).not.toBe(ours);
    expect(attemptEndToEndId(REC, "CR2", 0, "2031-03-11")).not.toBe(ours);
  });

  it("the status history: ATIVA when sent, then the step that ended it", () => {
    const steps = [step("sent", "2031-03-08T13:00:00.000Z"), step("failed", "2031-03-11T14:00:00.000Z", { rejection_code: "MIDI" })];
    expect(statusHistoryOf("REJEITADA", steps)).toEqual([{ status: "ATIVA", data: "2031-03-08T13:00:00.000Z" }, { status: "REJEITADA", data: "2031-03-11T14:00:00.000Z" }]);
    expect(statusHistoryOf("ATIVA", steps)).toEqual([{ status: "ATIVA", data: "2031-03-08T13:00:00.000Z" }]);
  });

  it("the receiver's account: the subaccount's id without hyphens, at most 20 characters, a payment account", () => {
    expect(recebedorOf("15aafeab-7e66-4807-b5a9-0123456789ab")).toEqual({ conta: "15aafeab7e664807b5a9", tipoConta: "PAGAMENTO" });
  });

  it("a rejection names its code, with the meaning we state or the code alone", () => {
    expect(rejeicaoOf("AM02").descricao).toContain("Valor não permitido");
    expect(rejeicaoOf("DTED").descricao).toBe("Rejeitada com o código DTED do catálogo de mensagens do Pix");
  });

  it("CobRCompleta: a rejected instruction ends with its last code; a concluded one carries its Pix", () => {
    const rejected = cobrOf(cycle("REJEITADA", [step("sent", "2031-03-08T13:00:00.000Z"), step("failed", "2031-03-09T13:00:00.000Z", { rejection_code: "MIDI" })]), recebedorOf("a"));
    expect(rejected).toMatchObject({
      idRec: REC, status: "REJEITADA", calendario: { criacao: "2031-03-08", dataDeVencimento: "2031-03-11" }, valor: { original: "29.90" },
      encerramento: { rejeicao: { codigo: "MIDI" } }, politicaRetentativa: "PERMITE_3R_7D", devedor: { email: "ana@cliente.test" },
    });
    expect(rejected).not.toHaveProperty("pix");
    const charge = { end_to_end_id: "E00360305203103111400abcdefghijk", paid_at: "2031-03-11T14:00:00.000Z", amount_cents: 2990 } as any;
    const done = cobrOf(cycle("CONCLUIDA", [step("sent", "2031-03-08T13:00:00.000Z"), step("debited", "2031-03-11T14:00:00.000Z")], { retry_policy: "NAO_PERMITE" }), recebedorOf("a"), charge);
    expect(done).not.toHaveProperty("encerramento");
    expect(done.politicaRetentativa).toBe("NAO_PERMITE");
    expect(done.tentativas).toEqual([expect.objectContaining({ status: "PAGA", tipo: "AGND", endToEndId: charge.end_to_end_id })]);
    expect(done.pix).toEqual([{ endToEndId: charge.end_to_end_id, txid: "t".repeat(32), valor: "29.90", horario: charge.paid_at }]);
  });
});

import { centsOf, cobOf, cobStatusOf, devolucaoOf, expiracaoOf, locationOf, locOf, paginacaoOf, pixOf, reaisOf } from "./views";

const CODE = "00020101021226800014br.gov.bcb.pix2558127.0.0.1:42021/qr/v2/ad3c9aac-12f4-4df6-a60c-0dfa5dbaaa05520400005303986540525.905802BR5911PIX GATEWAY6009SAO PAULO62070503***6304CB79";

const charge = (over: Record<string, unknown> = {}) => ({
  id: "c1", user_id: "u1", txid: "a".repeat(32), description: "Pedido 42", amount_cents: 2590, status: "pending", created_at: "2026-11-28T10:00:00.000Z",
  expires_at: "2026-11-28T11:00:00.000Z", pix_code: CODE, environment: "test", checkout_url: "x", extra_payments: [], refunded_amount_cents: 0,
  customer_name: "Ana", customer_cpf: "52998224725", ...over,
}) as any;
const refund = (over: Record<string, unknown> = {}) => ({
  id: "0b0e7b7c-1111-4111-8111-111111111111", txid: "a".repeat(32), amount_cents: 590, status: "DEVOLVIDO", motivo: "Troca", end_to_end_id: "D".padEnd(32, "1"),
  created_at: "2026-11-28T10:05:00.000Z", completed_at: "2026-11-28T10:05:01.000Z", fee_bearer: "lojista", fee_refund_cents: 0, natureza: "ORIGINAL", ...over,
}) as any;

describe("amounts", () => {
  it.each([[0, "0.00"], [5, "0.05"], [2590, "25.90"], [100000000000, "1000000000.00"]])("%i centavos are %s", (cents, text) => {
    expect(reaisOf(cents)).toBe(text);
    expect(centsOf(text)).toBe(cents);
  });
  it.each(["10", "10,00", "10.0", "10.000", "-1.00", " 1.00", "1e2.00"])("%s is no amount of the spec", (text) => expect(centsOf(text)).toBeNull());
});

describe("cob", () => {
  it("maps a pending charge: ATIVA, expiry in seconds, the BR Code's location, the devedor, the key", () => {
    expect(cobOf(charge(), "chave@loja.test")).toEqual({
      calendario: { criacao: "2026-11-28T10:00:00.000Z", expiracao: 3600 }, txid: "a".repeat(32), revisao: 0,
      location: "127.0.0.1:42021/qr/v2/ad3c9aac-12f4-4df6-a60c-0dfa5dbaaa05", status: "ATIVA", devedor: { cpf: "52998224725", nome: "Ana" },
      valor: { original: "25.90" }, chave: "chave@loja.test", solicitacaoPagador: "Pedido 42", pixCopiaECola: CODE,
    });
  });
  it("maps a paid charge: CONCLUIDA with its Pix and devoluções, no code to pay", () => {
    const cob = cobOf(charge({ status: "refunded", end_to_end_id: "E".padEnd(32, "2"), paid_at: "2026-11-28T10:01:00.000Z" }), "k", [refund({ payment_end_to_end_id: "E".padEnd(32, "2") })]);
    expect(cob.status).toBe("CONCLUIDA");
    expect(cob).not.toHaveProperty("pixCopiaECola");
    expect(cob.pix).toEqual([expect.objectContaining({ endToEndId: "E".padEnd(32, "2"), valor: "25.90", devolucoes: [expect.objectContaining({ valor: "5.90" })] })]);
  });
  it("leaves out a devedor without name, and says CNPJ for 14 characters", () => {
    expect(cobOf(charge({ customer_name: undefined }), "k")).not.toHaveProperty("devedor");
    expect(cobOf(charge({ customer_cpf: "11222333000181" }), "k").devedor).toEqual({ cnpj: "11222333000181", nome: "Ana" });
  });
  it.each([["pending", "ATIVA"], ["paid", "CONCLUIDA"], ["refunded", "CONCLUIDA"], ["expired", "REMOVIDA_PELO_PSP"]])("status %s is %s", (ours, theirs) => {
    expect(cobStatusOf(ours)).toBe(theirs);
  });
  it("counts the expiry from creation, and the spec's default without one", () => {
    expect(expiracaoOf({ created_at: "2026-11-28T10:00:00.000Z", expires_at: "2026-11-29T10:00:00.000Z" })).toBe(86400);
    expect(expiracaoOf({ created_at: "2026-11-28T10:00:00.000Z" })).toBe(86400);
  });
  it("reads no location from a static code, an empty or a broken one", () => {
    expect(locationOf("00020126330014br.gov.bcb.pix0111123456789015204000053039865802BR5901N6001C62070503***6304ABCD")).toBeUndefined();
    expect(locationOf("")).toBeUndefined();
    expect(locationOf("0002012699")).toBeUndefined();
  });
});

describe("pix and devolução", () => {
  it("lists the paying Pix and each later one", () => {
    const c = charge({ status: "paid", end_to_end_id: "E1".padEnd(32, "0"), paid_at: "2026-11-28T10:01:00.000Z", extra_payments: [{ end_to_end_id: "E2".padEnd(32, "0"), amount_cents: 100, paid_at: "2026-11-28T10:02:00.000Z" }] });
    expect(pixOf(c, "k", []).map((p) => [p.endToEndId.slice(0, 2), p.valor])).toEqual([["E1", "25.90"], ["E2", "1.00"]]);
    expect(pixOf(charge(), "k", [])).toEqual([]);
  });
  it("shows each devolução under the Pix it returns", () => {
    const e1 = "E1".padEnd(32, "0");
    const e2 = "E2".padEnd(32, "0");
    const c = charge({ status: "paid", end_to_end_id: e1, paid_at: "2026-11-28T10:01:00.000Z", extra_payments: [{ end_to_end_id: e2, amount_cents: 2590, paid_at: "2026-11-28T10:02:00.000Z" }] });
    const [first, second] = pixOf(c, "k", [refund({ external_id: "D2", payment_end_to_end_id: e2 })]);
    expect(first).not.toHaveProperty("devolucoes");
    expect(second.devolucoes).toEqual([expect.objectContaining({ id: "D2" })]);
  });
  it("names a devolução by the caller's id, else by ours without dashes; no rtrId nor liquidação before the engine answers", () => {
    expect(devolucaoOf(refund({ external_id: "D1" })).id).toBe("D1");
    expect(devolucaoOf(refund()).id).toBe("0b0e7b7c111141118111111111111111");
    const processing = devolucaoOf(refund({ status: "EM_PROCESSAMENTO", end_to_end_id: undefined, completed_at: undefined }));
    expect(processing).not.toHaveProperty("rtrId");
    expect(processing.horario).toEqual({ solicitacao: "2026-11-28T10:05:00.000Z" });
    expect(devolucaoOf(refund({ status: "NAO_REALIZADO", failure_reason: "Recusado" }))).toMatchObject({ status: "NAO_REALIZADO", motivo: "Recusado", horario: { solicitacao: expect.any(String) } });
  });
  it("counts pages", () => {
    expect(paginacaoOf(0, 100, 0)).toEqual({ paginaAtual: 0, itensPorPagina: 100, quantidadeDePaginas: 1, quantidadeTotalDeItens: 0 });
    expect(paginacaoOf(2, 10, 21)).toEqual({ paginaAtual: 2, itensPorPagina: 10, quantidadeDePaginas: 3, quantidadeTotalDeItens: 21 });
  });
});

describe("loc", () => {
  const LOCATION = "127.0.0.1:42021/qr/v2/ad3c9aac-12f4-4df6-a60c-0dfa5dbaaa05";
  it("is the charge's location id, the BR Code's location and the txid it serves, created with the charge", () => {
    expect(locOf(charge({ loc_id: 482913004715238 }))).toEqual({
      id: 482913004715238, txid: "a".repeat(32), location: LOCATION, tipoCob: "cob", criacao: "2026-11-28T10:00:00.000Z",
    });
  });
  it("is a cobv's for a charge with a due date", () => {
    expect(locOf(charge({ loc_id: 7, vencimento: { due_date: "2026-12-10" } }))?.tipoCob).toBe("cobv");
  });
  it("goes in the cob beside its location, and stays out without an id or a location", () => {
    const cob = cobOf(charge({ loc_id: 7 }), "k");
    expect(cob.loc).toEqual(expect.objectContaining({ id: 7, location: cob.location }));
    expect(locOf(charge())).toBeUndefined();
    expect(locOf(charge({ loc_id: 7, pix_code: undefined }))).toBeUndefined();
    expect(cobOf(charge({ loc_id: 7, pix_code: undefined }), "k")).not.toHaveProperty("loc");
  });
});

import { brasiliaDateOf, recChangesOf, recGeradaOf, recOf, recPropertyOf, recRecebedorOf, recRefusalsOf, subscriptionRequestOf } from "./rec-views";
import type { RecBody } from "./rec-schemas";

const CODE = "0002010102125204000053039865802BR5911PIX GATEWAY6009SAO PAULO62070503***80600014br.gov.bcb.pix2538127.0.0.1:42021/rec/v2/abc6304ABCD";
const subscription = (over: Record<string, unknown> = {}, auth: Record<string, unknown> = {}) => ({
  id: "s1", user_id: "u1", customer_name: "Ana Pagadora", customer_cpf: "52998224725", description: "Plano mensal", amount_cents: 2990,
  method: "pix_automatico", interval: "quarterly", status: "active", next_billing_at: "2026-12-18T03:00:00.000Z",
  created_at: "2026-11-28T10:00:00.000Z", updated_at: "2026-11-29T11:00:00.000Z", environment: "test",
  authorization: { id: "RR" + "A".repeat(27), status: "CRIADA", journey: "J2", retry_policy: "NAO_PERMITE", pix_code: CODE, end_date: "2027-12-01", contract: "CT-1", ...auth },
  ...over,
}) as any;
const recebedor = recRecebedorOf({ name: "Dona", company: "Escola Ltda", cnpj: "11222333000181" } as any);

const body = (over: Partial<RecBody> = {}): RecBody => ({
  vinculo: { objeto: "Plano mensal", devedor: { cnpj: "11222333000181", nome: "Empresa Pagadora" }, contrato: "CT-1" },
  calendario: { dataInicial: "2026-12-18", dataFinal: "2027-12-01", periodicidade: "SEMESTRAL" },
  valor: { valorRec: "29.90" },
  politicaRetentativa: "PERMITE_3R_7D",
  ...over,
});

describe("rec view", () => {
  it("maps a CRIADA authorization: vinculo, calendario (the next due date in Brasília, the term, the periodicity), valor, recebedor, the QR", () => {
    const view = recOf(subscription(), recebedor, { withQr: true });
    expect(view).toEqual({
      idRec: "RR" + "A".repeat(27),
      vinculo: { objeto: "Plano mensal", devedor: { cpf: "52998224725", nome: "Ana Pagadora" }, contrato: "CT-1" },
      calendario: { dataInicial: "2026-12-18", dataFinal: "2027-12-01", periodicidade: "TRIMESTRAL" },
      valor: { valorRec: "29.90" },
      politicaRetentativa: "NAO_PERMITE",
      recebedor: { cnpj: "11222333000181", nome: "Escola Ltda" },
      status: "CRIADA",
      atualizacao: [{ status: "CRIADA", data: "2026-11-28T10:00:00.000Z" }],
      ativacao: { tipoJornada: "JORNADA_2" },
      dadosQR: { jornada: "JORNADA_2", pixCopiaECola: CODE },
    });
    expect(recGeradaOf(view)).not.toHaveProperty("dadosQR");
    expect(recOf(subscription(), recebedor)).not.toHaveProperty("dadosQR");
  });

  it("shows the QR only while CRIADA, the journey of the QR, and the answer at the last update", () => {
    const aprovada = recOf(subscription({}, { status: "APROVADA", journey: "J3" }), recebedor, { withQr: true });
    expect(aprovada).not.toHaveProperty("dadosQR");
    expect(aprovada.ativacao).toEqual({ tipoJornada: "JORNADA_3" });
    expect(aprovada.atualizacao).toEqual([{ status: "CRIADA", data: "2026-11-28T10:00:00.000Z" }, { status: "APROVADA", data: "2026-11-29T11:00:00.000Z" }]);
    expect(aprovada).not.toHaveProperty("encerramento");
  });

  it("says who cancelled: the merchant (subscription cancelled), the fixed term's end, or the payer", () => {
    const by = (over: Record<string, unknown>) => recOf(subscription(over, { status: "CANCELADA" }), recebedor).encerramento?.cancelamento;
    expect(by({ status: "canceled" })).toMatchObject({ solicitante: "USUARIO_RECEBEDOR", codigo: "SLCR" });
    expect(by({ status: "canceled", ended_reason: "end_date" })).toMatchObject({ solicitante: "PSP_RECEBEDOR", codigo: "SLCR" });
    expect(by({ status: "active" })).toMatchObject({ solicitante: "USUARIO_PAGADOR", codigo: "SLDB" });
  });

  it("a CNPJ payer; a store without CNPJ has no recebedor; Brasília's date of an instant", () => {
    expect(recOf(subscription({ customer_cpf: "11222333000181" }), undefined).vinculo.devedor).toEqual({ cnpj: "11222333000181", nome: "Ana Pagadora" });
    expect(recRecebedorOf({ name: "Dona", company: "", cnpj: undefined } as any)).toBeUndefined();
    expect(brasiliaDateOf(new Date("2026-12-18T02:59:00Z"))).toBe("2026-12-17");
    expect(brasiliaDateOf(new Date("2026-12-18T03:00:00Z"))).toBe("2026-12-18");
  });
});

describe("POST /rec → CreateSubscription", () => {
  it("is a J2 pix_automatico subscription of the body's terms, due at the start of dataInicial in Brasília", () => {
    expect(subscriptionRequestOf(body(), new Date("2026-11-28T12:00:00Z"))).toEqual({
      method: "pix_automatico", journey: "J2", customer_name: "Empresa Pagadora", customer_cpf: "11222333000181", description: "Plano mensal",
      contract: "CT-1", amount_cents: 2990, interval: "semiannual", next_billing_at: "2026-12-18T03:00:00.000Z", end_date: "2027-12-01", retry_policy: "PERMITE_3R_7D",
    });
  });
  it("dataInicial today is due now (a due instant in the past is refused by subscriptions)", () => {
    const now = new Date("2026-12-18T15:00:00Z");
    expect(subscriptionRequestOf(body(), now).next_billing_at).toBe(now.toISOString());
  });
  it("refuses what we do not offer, one violation per field", () => {
    expect(recRefusalsOf(body(), "2026-11-28")).toEqual([]);
    const props = (b: RecBody, today = "2026-11-28") => recRefusalsOf(b, today).map((v) => v.propriedade);
    expect(props(body({ valor: { valorMinimoRecebedor: "50.00" } }))).toEqual(["rec.valor.valorMinimoRecebedor", "rec.valor.valorRec"]);
    expect(props(body({ valor: { valorRec: "0.00" } }))).toEqual(["rec.valor.valorRec"]);
    expect(props(body({ loc: 108, recebedor: { convenio: "1" }, ativacao: { dadosJornada: { txid: "t" } } }))).toEqual(["rec.loc", "rec.recebedor.convenio", "rec.ativacao.dadosJornada.txid"]);
    expect(props(body(), "2026-12-19")).toEqual(["rec.calendario.dataInicial"]);
    expect(props(body({ calendario: { dataInicial: "2026-12-18", dataFinal: "2026-12-17", periodicidade: "MENSAL" } }))).toEqual(["rec.calendario.dataFinal"]);
  });
  it("names our field errors as the rec's properties", () => {
    expect(recPropertyOf("amount")).toBe("rec.valor.valorRec");
    expect(recPropertyOf("contract")).toBe("rec.vinculo.contrato");
    expect(recPropertyOf("end_date")).toBe("rec.calendario.dataFinal");
    expect(recPropertyOf("other")).toBe("rec.other");
  });
});

describe("PATCH /rec revisions", () => {
  it("accepts what the rec already has and names each change", () => {
    const current = recOf(subscription(), recebedor);
    expect(recChangesOf({ vinculo: { devedor: { nome: "Ana Pagadora" } }, calendario: { dataInicial: "2026-12-18" } }, current)).toEqual([]);
    expect(recChangesOf({ status: "CANCELADA" }, current)).toEqual([]);
    const changes = recChangesOf({ vinculo: { devedor: { nome: "Outra" } }, calendario: { dataInicial: "2027-01-01" }, loc: 7, ativacao: { dadosJornada: { txid: "a".repeat(32) } } }, current);
    expect(changes.map((v) => v.propriedade)).toEqual(["rec.vinculo.devedor.nome", "rec.calendario.dataInicial", "rec.loc", "rec.ativacao.dadosJornada.txid"]);
  });
});

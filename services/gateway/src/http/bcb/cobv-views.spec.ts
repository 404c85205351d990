import { cobvOf, cobvPropertyOf, dueTermsOf, recebedorOf } from "./cobv-views";

const CODE = "00020101021226800014br.gov.bcb.pix2558127.0.0.1:42021/qr/v2/ad3c9aac-12f4-4df6-a60c-0dfa5dbaaa055204000053039865802BR5911PIX GATEWAY6009SAO PAULO62070503***6304CB79";
const TERMS = {
  due_date: "2026-12-10", validade_apos_vencimento: 15, multa: { modalidade: 2, valor_perc: 200 }, juros: { modalidade: 3, valor_perc: 100 },
  abatimento: null, desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2026-12-05", valor_perc: 500 }] },
};
const charge = (over: Record<string, unknown> = {}) => ({
  id: "c1", user_id: "u1", txid: "b".repeat(32), description: "Mensalidade", amount_cents: 10000, status: "pending", created_at: "2026-11-28T10:00:00.000Z",
  pix_code: CODE, environment: "test", checkout_url: "x", extra_payments: [], refunded_amount_cents: 0,
  customer_name: "Ana", customer_cpf: "52998224725", vencimento: TERMS, ...over,
}) as any;
const user = { name: "Dona", company: "Escola Ltda", cnpj: "11222333000181", cpf: undefined, address: "Rua A", address_number: "10", complement: "sala 2", province: "Centro", postal_code: "01001-000" } as any;

describe("cobv terms", () => {
  it("are the proto's ×100 integers of the spec's strings, and back", () => {
    const body = {
      calendario: { dataDeVencimento: "2026-12-10", validadeAposVencimento: 15 },
      valor: { original: "100.00", multa: { modalidade: 2, valorPerc: "2.00" }, juros: { modalidade: 3, valorPerc: "1.00" }, desconto: { modalidade: 1 as const, descontoDataFixa: [{ data: "2026-12-05", valorPerc: "5.00" }] } },
    };
    expect(dueTermsOf(body)).toEqual({ ...TERMS, abatimento: undefined, desconto: TERMS.desconto } as any);
    const view = cobvOf(charge(), "k", recebedorOf(user));
    expect(view.valor).toEqual(body.valor);
    expect(view.calendario).toEqual({ criacao: "2026-11-28T10:00:00.000Z", ...body.calendario });
  });
  it("writes a per-day discount with valorPerc", () => {
    const b = { calendario: { dataDeVencimento: "2026-12-10" }, valor: { original: "1.00", desconto: { modalidade: 5, valorPerc: "0.50" } } };
    expect(dueTermsOf(b).desconto).toEqual({ modalidade: 5, valor_perc: 50, descontos_data_fixa: [] });
  });
  it("names our refusals' fields as the spec's", () => {
    expect(cobvPropertyOf("due_date")).toBe("cobv.calendario.dataDeVencimento");
    expect(cobvPropertyOf("desconto.descontos_data_fixa[1].valor_perc")).toBe("cobv.valor.desconto.descontoDataFixa[1].valorPerc");
    expect(cobvPropertyOf("customer_cpf")).toBe("cobv.devedor.cpf");
  });
});

describe("cobv view", () => {
  it("is ATIVA with the devedor, the recebedor and the code while pending", () => {
    const v = cobvOf(charge({ customer_email: "ana@x.test" }), "k", recebedorOf(user));
    expect(v).toMatchObject({ status: "ATIVA", revisao: 0, devedor: { cpf: "52998224725", nome: "Ana", email: "ana@x.test" }, chave: "k", pixCopiaECola: CODE });
    expect(v).not.toHaveProperty("pix");
  });
  it("shows a late payment with what it brought and its parts", () => {
    const v = cobvOf(charge({
      status: "paid", end_to_end_id: "E".padEnd(32, "1"), paid_at: "2026-12-17T12:00:00.000Z", paid_amount_cents: 10223,
      componentes_valor: { data: "2026-12-17", original_cents: 10000, multa_cents: 200, juros_cents: 23, abatimento_cents: 0, desconto_cents: 0, final_cents: 10223 },
    }), "k", undefined);
    expect(v.status).toBe("CONCLUIDA");
    expect(v).not.toHaveProperty("pixCopiaECola");
    expect(v.pix).toEqual([{ endToEndId: "E".padEnd(32, "1"), txid: "b".repeat(32), valor: "102.23", chave: "k", horario: "2026-12-17T12:00:00.000Z", componentesValor: { original: { valor: "100.00" }, multa: { valor: "2.00" }, juros: { valor: "0.23" } } }]);
  });
});

describe("recebedor", () => {
  it("is the company's CNPJ, name and address, city and state empty (identity keeps none)", () => {
    expect(recebedorOf(user)).toEqual({ cnpj: "11222333000181", nome: "Escola Ltda", logradouro: "Rua A, 10 - sala 2 - Centro", cidade: "", uf: "", cep: "01001000" });
  });
  it("takes the address, city and state from the onboarding answers when the store has them", () => {
    const address = { exists: true, address: "Av. Paulista", address_number: "1000", complement: undefined, province: "Bela Vista", postal_code: "01310-100", city: "São Paulo", state: "SP" } as any;
    expect(recebedorOf(user, address)).toEqual({ cnpj: "11222333000181", nome: "Escola Ltda", logradouro: "Av. Paulista, 1000 - Bela Vista", cidade: "São Paulo", uf: "SP", cep: "01310100" });
    expect(recebedorOf(user, { ...address, exists: false })).toMatchObject({ cidade: "", logradouro: "Rua A, 10 - sala 2 - Centro" });
  });
  it("is the owner's CPF without a CNPJ, and nothing without any document", () => {
    expect(recebedorOf({ ...user, cnpj: undefined, cpf: "52998224725" })).toMatchObject({ cpf: "52998224725", nome: "Dona" });
    expect(recebedorOf({ ...user, cnpj: undefined })).toBeUndefined();
  });
});

describe("cobv loc", () => {
  it("is the charge's location with tipoCob cobv", () => {
    const view = cobvOf(charge({ loc_id: 123456789012345 }), "k", recebedorOf(user));
    expect(view.loc).toEqual({ id: 123456789012345, txid: "b".repeat(32), location: view.location, tipoCob: "cobv", criacao: "2026-11-28T10:00:00.000Z" });
  });
});

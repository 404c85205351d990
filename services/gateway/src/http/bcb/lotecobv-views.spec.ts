import { LOTE_ID, loteOf, problemaOf } from "./lotecobv-views";

const batch = {
  id: "9b1f5e0e-0000-4000-8000-000000000001", descricao: "Turma B", status: "CONCLUIDO", total: 3, criadas: 2, negadas: 1,
  created_at: "2026-11-28T10:00:00.000Z", external_id: "4200", replayed: false,
  itens: [
    { indice: 0, status: "CRIADA", txid: "a".repeat(32) },
    { indice: 1, status: "NEGADA", txid: "b".repeat(32), problema: { codigo: "REQUISICAO_INVALIDA", mensagem: "Vencimento no passado", erros: [{ campo: "due_date", local: "corpo", codigo: "VALOR_INVALIDO", mensagem: "use uma data a partir de hoje" }] } },
    { indice: 2, status: "EM_PROCESSAMENTO", txid: "c".repeat(32) },
  ],
} as any;

describe("a batch of ours as the BCB's lotecobv", () => {
  it("answers the client's id as an integer, each item by its txid, criacao on those not NEGADA", () => {
    const lote = loteOf(batch);
    expect(lote).toMatchObject({ id: 4200, descricao: "Turma B", criacao: batch.created_at });
    expect(lote.cobsv).toEqual([
      { criacao: batch.created_at, txid: "a".repeat(32), status: "CRIADA" },
      expect.objectContaining({ txid: "b".repeat(32), status: "NEGADA" }),
      { criacao: batch.created_at, txid: "c".repeat(32), status: "EM_PROCESSAMENTO" },
    ]);
    expect(lote.cobsv[1]).not.toHaveProperty("criacao");
  });

  it("answers a NEGADA item's problem as PUT /cobv would, its fields named as the cobv body's", () => {
    expect(problemaOf(batch.itens[1].problema)).toEqual({
      type: "https://pix.bcb.gov.br/api/v2/error/CobVOperacaoInvalida", title: "Cobrança com vencimento inválida.", status: 400,
      detail: "Vencimento no passado", violacoes: [{ razao: "use uma data a partir de hoje", propriedade: "cobv.calendario.dataDeVencimento" }],
    });
    expect(problemaOf({ codigo: "X", mensagem: "m", erros: [{ campo: "valor.original", local: "corpo", codigo: "VALOR_MINIMO", mensagem: "Valor zero" }] }).violacoes)
      .toEqual([{ razao: "Valor zero", propriedade: "cobv.valor.original" }]);
  });

  it("takes as id only a positive integer of up to 15 digits (answered as a JSON number without loss)", () => {
    for (const ok of ["1", "4200", "999999999999999"]) expect(LOTE_ID.test(ok)).toBe(true);
    for (const bad of ["0", "042", "1000000000000000", "lote-1", "-1", "1.5", ""]) expect(LOTE_ID.test(bad)).toBe(false);
  });
});

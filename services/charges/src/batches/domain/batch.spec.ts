import { AppError, errors } from "@pix/errors";
import { assertBatchSize, concluded, createdItem, mapConcurrently, MAX_BATCH_ITEMS, pendingItem, problemOf, refusedItem, type ChargeBatch } from "./batch";

describe("batch domain", () => {
  it("takes 1 to 1,000 items, else LOTE_TAMANHO_INVALIDO", () => {
    expect(() => assertBatchSize(1)).not.toThrow();
    expect(() => assertBatchSize(MAX_BATCH_ITEMS)).not.toThrow();
    for (const n of [0, MAX_BATCH_ITEMS + 1]) expect(() => assertBatchSize(n)).toThrow(expect.objectContaining({ codigo: "LOTE_TAMANHO_INVALIDO" }));
  });

  it("words an AppError's problem as the API would (codigo, message, field paths); anything else is ERRO_INTERNO", () => {
    const field = errors.validation("multa.modalidade", "OPCAO_INVALIDA", "use 1 ou 2");
    expect(problemOf(field)).toEqual({ codigo: "REQUISICAO_INVALIDA", mensagem: "use 1 ou 2", erros: [{ campo: "multa.modalidade", local: "corpo", codigo: "OPCAO_INVALIDA", mensagem: "use 1 ou 2" }] });
    expect(problemOf(errors.valorMinimo())).toMatchObject({ codigo: "VALOR_MINIMO", erros: [] });
    expect(problemOf(new TypeError("boom"))).toMatchObject({ codigo: "ERRO_INTERNO", erros: [] });
    expect(problemOf(new TypeError("boom")).mensagem).not.toMatch(/boom/);
    expect(problemOf(new AppError("conflict", "x", "JA_EXISTE")).codigo).toBe("JA_EXISTE");
  });

  it("concludes a batch in item order, counting an item still being issued as created", () => {
    const batch: ChargeBatch = { id: "b", storeId: "s", environment: "test", descricao: "d", status: "EM_PROCESSAMENTO", total: 3, criadas: 0, negadas: 0, createdAt: new Date(), externalId: null, itens: [] };
    const done = concluded(batch, [pendingItem(2, "t2", "c2"), refusedItem(1, problemOf(errors.valorMinimo())), createdItem(0, "t0", "c0")]);
    expect(done).toMatchObject({ status: "CONCLUIDO", criadas: 2, negadas: 1 });
    expect(done.itens.map((i) => i.indice)).toEqual([0, 1, 2]);
  });

  it("runs at most `limit` calls at once and answers in the items' order", async () => {
    let running = 0;
    let peak = 0;
    const out = await mapConcurrently([5, 1, 4, 2, 3], 2, async (ms, i) => {
      peak = Math.max(peak, ++running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return i * 10;
    });
    expect(out).toEqual([0, 10, 20, 30, 40]);
    expect(peak).toBe(2);
  });
});

import { producaoBlock } from "./producao";

describe("producaoBlock", () => {
  const facts = { productionRequestedAt: "2026-11-01T00:00:00.000Z", productionReviewedAt: "2026-11-02T00:00:00.000Z", productionRejectReason: "CNPJ ilegível" };

  it.each<[string, boolean]>([["sandbox", false], ["pending", false], ["approved", true], ["rejected", false]])("%s → liberada %s", (status, liberada) => {
    const block = producaoBlock({ ...facts, productionStatus: status });
    expect(block).toMatchObject({ status, liberada, solicitada_em: facts.productionRequestedAt, revisada_em: facts.productionReviewedAt, mensagem: expect.any(String) });
    expect(block.motivo_recusa).toBe(status === "rejected" ? "CNPJ ilegível" : null);
  });

  it("counts an empty status as sandbox", () => {
    expect(producaoBlock({ productionStatus: "", productionRequestedAt: null, productionReviewedAt: null, productionRejectReason: null }).status).toBe("sandbox");
  });
});

describe("producaoBlock with identity's stored dates", () => {
  it("writes dates as ISO strings", () => {
    const block = producaoBlock({ productionStatus: null, productionRequestedAt: new Date("2026-11-01T00:00:00Z"), productionReviewedAt: null, productionRejectReason: null });
    expect(block).toMatchObject({ status: "sandbox", liberada: false, solicitada_em: "2026-11-01T00:00:00.000Z", revisada_em: null });
  });
});

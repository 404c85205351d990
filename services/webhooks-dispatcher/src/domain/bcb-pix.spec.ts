import { buildEnvelope } from "@pix/messaging";
import { sampleEventData } from "@pix/messaging/src/event-fixtures";
import { bcbPixBody } from "./bcb-pix";

const owner = { store_id: "0b0e7b7c-1111-4111-8111-111111111111", environment: "test" as const };
const E2E = "E00000000202611281200AAAAAAAAAAA";

describe("the BCB's {\"pix\":[…]} body", () => {
  it("is the Pix received of charge.paid, with the amount as the spec writes it", () => {
    const envelope = buildEnvelope("charge.paid", owner, sampleEventData("charge.paid", { txid: "abc", amount: 1234.5, end_to_end_id: E2E, paid_at: "2026-11-28T12:00:00.000Z" }));
    expect(JSON.parse(bcbPixBody(envelope)!)).toEqual({ pix: [{ endToEndId: E2E, txid: "abc", valor: "1234.50", horario: "2026-11-28T12:00:00.000Z" }] });
  });
  it("is, for a due-date charge paid late, what the payer paid with its componentesValor (parts of zero left out)", () => {
    const componentes_valor = { original: 100, multa: 2, juros: 0.23, abatimento: 0, desconto: 0.1 };
    const envelope = buildEnvelope("charge.paid", owner, sampleEventData("charge.paid", { txid: "abc", amount: 100, componentes_valor, end_to_end_id: E2E, paid_at: "2026-11-28T12:00:00.000Z" }));
    expect(JSON.parse(bcbPixBody(envelope)!).pix[0]).toEqual({
      endToEndId: E2E, txid: "abc", valor: "102.13", horario: "2026-11-28T12:00:00.000Z",
      componentesValor: { original: { valor: "100.00" }, multa: { valor: "2.00" }, juros: { valor: "0.23" }, desconto: { valor: "0.10" } },
    });
  });
  it("is the later Pix of charge.extra_payment", () => {
    const envelope = buildEnvelope("charge.extra_payment", owner, sampleEventData("charge.extra_payment", { txid: "abc", amount: 0.07, end_to_end_id: E2E, paid_at: "2026-11-28T12:00:00.000Z" }));
    expect(JSON.parse(bcbPixBody(envelope)!).pix[0].valor).toBe("0.07");
  });
  it("is nothing for a payment without end-to-end id, or any other event", () => {
    expect(bcbPixBody(buildEnvelope("charge.paid", owner, sampleEventData("charge.paid", { end_to_end_id: null })))).toBeNull();
    expect(bcbPixBody(buildEnvelope("charge.created", owner, sampleEventData("charge.created", {})))).toBeNull();
  });
});

describe("a devolução that ends, inside the Pix it returns", () => {
  const E2E_2 = "E00000000202611281205BBBBBBBBBBB";
  const RTR = "D00000000202611281210CCCCCCCCCCC";
  const pix = { end_to_end_id: E2E_2, amount: 10, paid_at: "2026-11-28T12:05:00.000Z" };

  it("DEVOLVIDO: the Pix (its own amount and time) with the devolução under the caller's id, settled", () => {
    const envelope = buildEnvelope("refund.completed", owner, sampleEventData("refund.completed", {
      txid: "abc", amount: 4, status: "DEVOLVIDO", motivo: "Troca", end_to_end_id: RTR, external_id: "SEGUNDO1", pix,
      created_at: "2026-11-28T12:10:00.000Z", completed_at: "2026-11-28T12:10:02.000Z",
    }));
    expect(JSON.parse(bcbPixBody(envelope)!)).toEqual({
      pix: [{
        endToEndId: E2E_2, txid: "abc", valor: "10.00", horario: "2026-11-28T12:05:00.000Z",
        devolucoes: [{ id: "SEGUNDO1", rtrId: RTR, valor: "4.00", natureza: "ORIGINAL", descricao: "Troca", horario: { solicitacao: "2026-11-28T12:10:00.000Z", liquidacao: "2026-11-28T12:10:02.000Z" }, status: "DEVOLVIDO" }],
      }],
    });
  });

  it("NAO_REALIZADO: no liquidação, the engine's reason as motivo; our id without dashes when the caller gave none", () => {
    const envelope = buildEnvelope("refund.failed", owner, sampleEventData("refund.failed", {
      id: "0b0e7b7c-1111-4111-8111-111111111111", end_to_end_id: RTR, external_id: null, pix, motivo: null, motivo_falha: "Conta encerrada", completed_at: "2026-11-28T12:10:02.000Z",
    }));
    const [devolucao] = JSON.parse(bcbPixBody(envelope)!).pix[0].devolucoes;
    expect(devolucao).toEqual({ id: "0b0e7b7c111141118111111111111111", rtrId: RTR, valor: "10.00", natureza: "ORIGINAL", horario: { solicitacao: expect.any(String) }, status: "NAO_REALIZADO", motivo: "Conta encerrada" });
  });

  it("is nothing without the Pix (an event written before it named it) or without the engine's rtrId", () => {
    expect(bcbPixBody(buildEnvelope("refund.completed", owner, sampleEventData("refund.completed", {})))).toBeNull();
    expect(bcbPixBody(buildEnvelope("refund.failed", owner, sampleEventData("refund.failed", { pix, end_to_end_id: null })))).toBeNull();
  });
});

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
    expect(bcbPixBody(buildEnvelope("refund.completed", owner, sampleEventData("refund.completed", {})))).toBeNull();
  });
});

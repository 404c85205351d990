import { buildEnvelope } from "@pix/messaging";
import { sampleEventData } from "@pix/messaging/src/event-fixtures";
import { bcbCobrBody } from "./bcb-cobr";

const owner = { store_id: "0b0e7b7c-1111-4111-8111-111111111111", environment: "test" as const };
const REC = "RR1234567820310311abcdefghijk";
const TXID = "ASS0123456789abcdef0123456789abcd";
const at = "2031-03-11T14:00:00.000Z";
const step = (update: string, status: string) =>
  buildEnvelope("subscription.cycle_updated", owner, sampleEventData("subscription.cycle_updated", {
    authorization_id: REC, update: update as never, at, cycle: { id: "CR1", txid: TXID, status, retries: 0 },
  }));

describe("the BCB's {\"cobsr\":[…]} body", () => {
  it("is the cobr's ids and its status at the step, with the step's time", () => {
    expect(JSON.parse(bcbCobrBody(step("debited", "CONCLUIDA"))!)).toEqual({ cobsr: [{ idRec: REC, txid: TXID, status: "CONCLUIDA", atualizacao: [{ status: "CONCLUIDA", data: at }] }] });
    expect(JSON.parse(bcbCobrBody(step("failed", "ATIVA"))!).cobsr[0].status).toBe("ATIVA");
  });
  it("is EXPIRADA when the job gives a cycle up, whatever the engine still says", () => {
    expect(JSON.parse(bcbCobrBody(step("given_up", "REJEITADA"))!).cobsr[0].status).toBe("EXPIRADA");
  });
  it("is nothing without the authorization (an event written before it was named), or for any other event", () => {
    const old = buildEnvelope("subscription.cycle_updated", owner, sampleEventData("subscription.cycle_updated", { authorization_id: "" }));
    expect(bcbCobrBody(old)).toBeNull();
    expect(bcbCobrBody(buildEnvelope("charge.paid", owner, sampleEventData("charge.paid", {})))).toBeNull();
  });
});

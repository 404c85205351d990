import { buildEnvelope } from "@pix/messaging";
import { sampleEventData } from "@pix/messaging/src/event-fixtures";
import { bcbRecBody } from "./bcb-rec";

const owner = { store_id: "0b0e7b7c-1111-4111-8111-111111111111", environment: "test" as const };
const ID = "RR" + "A".repeat(27);
const updated = (authorization: Record<string, unknown>) =>
  buildEnvelope("subscription.authorization_updated", owner, sampleEventData("subscription.authorization_updated", {
    authorization: { id: ID, journey: "J2", status: "APROVADA", previous_status: "CRIADA", cancelled_by: null, ...authorization },
  }));

describe("the BCB's {\"recs\":[…]} body", () => {
  it("is the authorization's new status, at the event's instant, with its journey", () => {
    const envelope = updated({});
    expect(JSON.parse(bcbRecBody(envelope)!)).toEqual({
      recs: [{ idRec: ID, status: "APROVADA", atualizacao: [{ status: "APROVADA", data: envelope.occurred_at }], ativacao: { tipoJornada: "JORNADA_2" } }],
    });
  });
  it("says who cancelled: the payer or the receiver", () => {
    const by = (cancelled_by: string) => JSON.parse(bcbRecBody(updated({ status: "CANCELADA", cancelled_by, journey: "J3" }))!).recs[0];
    expect(by("PAGADOR")).toMatchObject({ status: "CANCELADA", encerramento: { cancelamento: { solicitante: "USUARIO_PAGADOR", codigo: "SLDB" } }, ativacao: { tipoJornada: "JORNADA_3" } });
    expect(by("RECEBEDOR").encerramento.cancelamento).toMatchObject({ solicitante: "USUARIO_RECEBEDOR", codigo: "SLCR" });
  });
  it("is nothing for a status outside the spec's, or any other event", () => {
    expect(bcbRecBody(updated({ status: "OUTRO" }))).toBeNull();
    expect(bcbRecBody(buildEnvelope("charge.created", owner, sampleEventData("charge.created", {})))).toBeNull();
  });
});

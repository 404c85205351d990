import type { EventEnvelope, PublicEventName } from "@pix/messaging";

/**
 * The BCB's API Pix callback of recurring charges (issue 39): `POST {webhookUrl}/cobr` with
 * `{"cobsr":[…]}` (the spec's WebhookCobRBody, CobRNotification) for each step of a Pix Automático
 * cycle (`subscription.cycle_updated`): the cobr's id (idRec, txid), its status then and when. The
 * attempts and the Pix are in GET /bcb/v2/cobr/{txid}, which the merchant reads by the txid.
 */
export const BCB_COBR_EVENTS = ["subscription.cycle_updated"] as const;

/** The engine's cycle statuses are the spec's CobRStatus by name; any other is still live. */
const COBR_STATUSES = new Set(["CRIADA", "ATIVA", "CONCLUIDA", "EXPIRADA", "REJEITADA", "CANCELADA"]);

/** The body a bcb_cobr endpoint receives for this event, or null when it receives nothing for it. */
export function bcbCobrBody(envelope: EventEnvelope<PublicEventName>): string | null {
  if (envelope.event !== "subscription.cycle_updated") return null;
  const d = (envelope as EventEnvelope<"subscription.cycle_updated">).data;
  // An event written before it named its authorization has no idRec, which the spec requires.
  if (!d.authorization_id || !d.cycle.txid) return null;
  // A step the job names (given_up) moves the row, not the engine: the cobr is EXPIRADA then.
  const status = d.update === "given_up" ? "EXPIRADA" : COBR_STATUSES.has(d.cycle.status) ? d.cycle.status : "ATIVA";
  return JSON.stringify({ cobsr: [{ idRec: d.authorization_id, txid: d.cycle.txid, status, atualizacao: [{ status, data: d.at }] }] });
}

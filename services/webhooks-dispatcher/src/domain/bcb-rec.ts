import type { EventEnvelope, PublicEventName } from "@pix/messaging";

/**
 * The BCB's API Pix recurrence callback (webhookrec): `POST {webhookUrl}/rec` with `{"recs":[…]}` (the
 * spec's WebhookRecBody, RecNotification items) for each status change of a Pix Automático authorization
 * (a rec). A bcb_rec endpoint subscribes to this event only; any other has no such body.
 */
export const BCB_REC_EVENTS = ["subscription.authorization_updated"] as const;

const STATUSES = new Set(["CRIADA", "APROVADA", "REJEITADA", "EXPIRADA", "CANCELADA"]);
const JORNADAS: Record<string, string> = { J2: "JORNADA_2", J3: "JORNADA_3", J4: "JORNADA_4" };
/** Who cancelled, as the engine says (PAGADOR | RECEBEDOR), as the spec's encerramento.cancelamento. */
const CANCELAMENTO: Record<string, { solicitante: string; codigo: string; descricao: string }> = {
  PAGADOR: { solicitante: "USUARIO_PAGADOR", codigo: "SLDB", descricao: "Cancelamento solicitado pelo usuário pagador" },
  RECEBEDOR: { solicitante: "USUARIO_RECEBEDOR", codigo: "SLCR", descricao: "Cancelamento solicitado pelo usuário recebedor" },
};

/**
 * The body a bcb_rec endpoint receives for this event, or null. `atualizacao` is the change the event
 * announces (its status at the event's instant): the event carries no history before it.
 */
export function bcbRecBody(envelope: EventEnvelope<PublicEventName>): string | null {
  if (envelope.event !== "subscription.authorization_updated") return null;
  const a = (envelope as EventEnvelope<"subscription.authorization_updated">).data.authorization;
  if (!STATUSES.has(a.status)) return null;
  const jornada = a.journey ? JORNADAS[a.journey] : undefined;
  const cancelamento = a.status === "CANCELADA" && a.cancelled_by ? CANCELAMENTO[a.cancelled_by] : undefined;
  return JSON.stringify({
    recs: [{
      idRec: a.id,
      status: a.status,
      atualizacao: [{ status: a.status, data: envelope.occurred_at }],
      ...(cancelamento && { encerramento: { cancelamento } }),
      ...(jornada && { ativacao: { tipoJornada: jornada } }),
    }],
  });
}

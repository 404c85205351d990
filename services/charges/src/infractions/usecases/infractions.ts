/**
 * MED infractions (issue 25). The engine's INFRACTION_UPDATED notice (token checked by
 * engine-notice.ts) is checked against the charge it names and applied in one local transaction
 * (repositories/infractions.ts) before it is answered. The merchant reads its infractions and sends one
 * defense, which goes to the engine that received the payment. Owner and manager only (gateway).
 */
import { errors } from "@pix/errors";
import { scopeOf, scopeOfRow, type Principal } from "@pix/grpc";
import { buildEnvelope, type EventEnvelope } from "@pix/messaging";
import { parseReais } from "@pix/money";
import { engineTxidOf, type Environment } from "../../issuing/domain/charge";
import {
  defenseOpen, infractionJson, infractionMail, outcomeOfEngine, reasonOf, type DefenseFile, type Infraction, type InfractionStatus,
} from "../domain/infraction";
import { PaymentEngineError } from "../../shared/payment-engine/payment-engine";
import { infractionsOf } from "../payment-engine/infractions";
import type { InfractionUpdatedNotice } from "../../shared/payment-engine/notices";
import type { InfractionEvents } from "../repositories/infractions";
import { engineOf } from "../../issuing/usecases/complete-issue";
import type { InfractionDeps } from "./deps";
import type { ReceiveOutcome } from "../../issuing/usecases/engine-notice";
import { refundEvent } from "../../refunds/usecases/refunds";

const owner = (i: Infraction) => ({ store_id: i.storeId, environment: i.environment });

export const infractionEvents: InfractionEvents = {
  opened: (i) => buildEnvelope("infraction.opened", owner(i), infractionJson(i)),
  closed: (i) => buildEnvelope("infraction.closed", owner(i), infractionJson(i)),
  refunded: refundEvent,
};

export async function receiveInfractionNotice(deps: InfractionDeps, notice: InfractionUpdatedNotice, environment: Environment): Promise<ReceiveOutcome> {
  const log = deps.logger.child({ component: "engine-notice" });
  const n = notice.infraction;
  const charge = await deps.crossStore.findByEngineChargeId(n.paymentId);
  const paidWith = charge && [charge.endToEndId, ...(charge.extraPayments ?? []).map((p) => p.endToEndId)];
  if (!charge || charge.environment !== environment || engineTxidOf(charge.id) !== n.txid || !paidWith?.includes(n.endToEndId)) {
    log.warn({ noticeId: notice.id, engineInfractionId: n.id }, "engine infraction notice refused: unknown payment");
    throw errors.notFound("Pagamento da infração");
  }
  const amountCents = parseReais(n.value);
  if (amountCents < 1 || amountCents > charge.amountCents) {
    log.error({ noticeId: notice.id, txid: charge.txid, value: n.value }, "engine infraction notice refused: amount above the payment");
    throw errors.validation("", "VALOR_INVALIDO", "Aviso de infração com valor acima do pagamento");
  }
  if (n.refund && parseReais(n.refund.value) !== amountCents) throw errors.validation("", "VALOR_INVALIDO", "Aviso de infração com devolução de valor diferente do bloqueado");
  const closing = n.status === "ENCERRADA" && n.outcome
    ? { outcome: outcomeOfEngine(n.outcome), closedAt: new Date(n.closedAt ?? notice.dateCreated), refund: n.refund && { rtrId: n.refund.rtrId, natureza: n.refund.natureza } }
    : null;
  if (closing?.outcome === "upheld" && !closing.refund) throw errors.validation("", "VALOR_INVALIDO", "Aviso de infração procedente sem a devolução");
  const { opened, closed } = await deps.infractions.apply({
    engineInfractionId: n.id, storeId: charge.storeId, environment, chargeId: charge.id, txid: charge.txid, endToEndId: n.endToEndId,
    amountCents, reason: reasonOf(n.reason), details: n.details, defenseDueAt: new Date(n.defenseDueAt), createdAt: new Date(n.createdAt), closing,
  }, infractionEvents);
  log.info({ noticeId: notice.id, txid: charge.txid, opened: Boolean(opened), closed: closed?.outcome ?? null }, "engine infraction notice applied");
  return opened || closed ? "received" : "duplicate";
}

const PAGE = 50;

interface Cursor { createdAt: Date; id: string }

function encodeCursor(i: Infraction): string {
  return Buffer.from(`${i.createdAt.toISOString()}|${i.id}`).toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Only what encodeCursor writes: a canonical instant and a uuid (anything else is a 400, never a database error). */
function decodeCursor(cursor: string): Cursor {
  const [at = "", id = "", ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at);
  if (rest.length || !UUID.test(id) || !ISO.test(at) || !(createdAt.getTime() >= 0) || createdAt.toISOString() !== at) {
    throw errors.validation("cursor", "FORMATO_INVALIDO", "cursor inválido: use o next_cursor da página anterior", { local: "consulta" });
  }
  return { createdAt, id };
}

export async function listInfractions(deps: InfractionDeps, p: Principal, input: { status?: InfractionStatus; cursor?: string; limit?: number }) {
  const limit = Math.min(Math.max(input.limit || PAGE, 1), 100);
  const page = await deps.infractions.list(scopeOf(p), input.status, limit + 1, input.cursor ? decodeCursor(input.cursor) : undefined);
  const items = page.slice(0, limit);
  return { items, nextCursor: page.length > limit ? encodeCursor(items[items.length - 1]!) : null };
}

export async function getInfraction(deps: InfractionDeps, p: Principal, id: string): Promise<Infraction> {
  const found = await deps.infractions.find(scopeOf(p), id);
  if (!found) throw errors.notFound("Infração");
  return found;
}

/**
 * One defense per infraction, while open and before its deadline: claimed in the row first (so two
 * concurrent sends never both reach the engine), then sent; an engine refusal or outage undoes the claim.
 */
export async function submitDefense(deps: InfractionDeps, p: Principal, id: string, text: string, files: DefenseFile[]): Promise<Infraction> {
  const infraction = await getInfraction(deps, p, id);
  if (infraction.status === "defended") throw errors.defesaJaEnviada();
  if (!defenseOpen(infraction, new Date())) throw errors.infracaoEncerrada();
  const charge = await deps.charges.findById(scopeOf(p), infraction.chargeId);
  const engine = charge && (await engineOf(deps, charge));
  const api = engine && infractionsOf(engine);
  if (!api) throw errors.unavailable("Provedor de pagamentos indisponível para a defesa; tente novamente em alguns minutos", "PROVEDOR_INDISPONIVEL");
  const claimed = await deps.infractions.recordDefense(id, text, files, p.userId || "api-key", new Date());
  if (!claimed) throw (await deps.infractions.find(scopeOf(p), id))?.status === "defended" ? errors.defesaJaEnviada() : errors.infracaoEncerrada();
  try {
    await api.submitDefense(infraction.engineInfractionId, { text, attachments: files.map(({ name, type, size, sha256 }) => ({ name, type, size, sha256 })) });
  } catch (err) {
    // An earlier attempt of ours reached the engine though its answer was lost: the engine holds a defense, keep the claim.
    if (err instanceof PaymentEngineError && err.code === "defense_already_sent") return claimed;
    await deps.infractions.undoDefense(id);
    if (err instanceof PaymentEngineError && err.kind === "rejected") throw errors.infracaoEncerrada();
    throw errors.unavailable("Provedor de pagamentos indisponível para a defesa; tente novamente em alguns minutos", "PROVEDOR_INDISPONIVEL");
  }
  return claimed;
}

/** infraction.opened / infraction.closed (this service's own events): the merchant's e-mail, once per event. */
export async function mailInfraction(deps: InfractionDeps, consumer: string, envelope: EventEnvelope<"infraction.opened" | "infraction.closed">): Promise<void> {
  const { id } = envelope.data;
  if (!deps.mailer) return;
  const infraction = await deps.infractions.find(scopeOfRow({ storeId: envelope.owner.store_id, environment: envelope.owner.environment }), id);
  if (!infraction) return;
  const profile = await deps.stores.get(infraction.storeId);
  if (!profile.email) return;
  const kind = envelope.event === "infraction.opened" ? "opened" : "closed";
  const key = `${consumer}:${kind}`;
  if ((await deps.sentMails.sentAmong([key], envelope.id)).has(key)) return;
  const charge = await deps.charges.findById(scopeOfRow(infraction), infraction.chargeId);
  const sale = charge
    ? { description: charge.description, payerName: charge.customerName, amountCents: charge.amountCents, paidAt: charge.paidAt }
    : { description: "", payerName: null, amountCents: infraction.amountCents, paidAt: null };
  await deps.mailer.send(infractionMail(infraction, kind, profile.email, sale, deps.settings.panelPublicUrl));
  await deps.sentMails.markSent(key, envelope.id);
}

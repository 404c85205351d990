/**
 * The engine's Pix Automático notices (issue 14), as charges receives payment notices: origin first
 * (the test or the live engine's token, constant time; it names the environment), then JSON and shape,
 * then the subscription (authorization) or the billed period (cycle) the notice names, in that
 * environment — a local read; unknown → 404 and nothing written. Then one transaction writes the inbox
 * row (keyed by the notice id: a resent notice is a no-op) and the outbox event, and the engine gets its
 * answer at once: no engine call is on this path.
 *
 * The queue consumer (followRecurrenceNotice) then reads the truth at the engine — the notice's status
 * is never applied — and records it with the once-only code the job uses. The job's polling
 * (syncAuthorizations, followCycles) stays as the fallback for a lost notice.
 */
import { errors } from "@pix/errors";
import { noticeEnvironment, scopeOfRow, type Environment } from "@pix/grpc";
import { buildEnvelope, type EventData } from "@pix/messaging";
import { recurrenceNoticeSchema, type RecurrenceNotice } from "../adapters/recurrence-notices";
import type { NoticeTarget } from "../repositories/recurrence-notices";
import { syncAuthorization } from "./pix-automatico";
import type { SubscriptionsDeps } from "./deps";

export const RECURRENCE_NOTICE_EVENT = "engine.recurrence_notice_received" as const;
export type RecurrenceNoticeOutcome = "received" | "duplicate";

export async function receiveRecurrenceNotice(deps: SubscriptionsDeps, token: string, body: Uint8Array): Promise<RecurrenceNoticeOutcome> {
  const log = deps.logger.child({ component: "recurrence-notice" });
  const environment = noticeEnvironment(deps.noticeTokens, token);
  if (!environment) {
    log.warn({ configured: Object.values(deps.noticeTokens).some(Boolean), tokenPresent: token !== "" }, "recurrence notice refused: bad token");
    throw errors.unauthenticated("AVISO_NAO_RECONHECIDO", "Aviso de origem não reconhecida");
  }
  const notice = parseNotice(body);
  const target = await targetOf(deps, notice, environment);
  if (!target) {
    log.warn({ noticeId: notice.id, event: notice.event, environment }, "recurrence notice refused: unknown authorization or cycle");
    throw errors.notFound(notice.event === "RECURRENCE_UPDATED" ? "Autorização do aviso" : "Ciclo do aviso");
  }
  const recorded = await deps.notices.record({ environment, noticeId: notice.id, event: notice.event, target }, () =>
    buildEnvelope(RECURRENCE_NOTICE_EVENT, { store_id: target.storeId, environment }, {
      subscription_id: target.subscriptionId, ...(target.billingId && { billing_id: target.billingId }),
    }));
  log.info({ noticeId: notice.id, event: notice.event, subscriptionId: target.subscriptionId, recorded }, recorded ? "recurrence notice recorded" : "recurrence notice already recorded");
  return recorded ? "received" : "duplicate";
}

function parseNotice(body: Uint8Array): RecurrenceNotice {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    throw errors.validation("", "FORMATO_INVALIDO", "Aviso malformado: o corpo não é JSON");
  }
  const parsed = recurrenceNoticeSchema.safeParse(json);
  if (!parsed.success) throw errors.validation("", "FORMATO_INVALIDO", "Aviso malformado");
  return parsed.data;
}

/** One engine's notice never touches the other environment's subscriptions. */
function targetOf(deps: SubscriptionsDeps, notice: RecurrenceNotice, environment: Environment): Promise<NoticeTarget | null> {
  if (notice.event === "RECURRENCE_UPDATED") return deps.notices.authorizationTarget(notice.recurrence.id, environment);
  const { id, recurrenceId } = notice.recurringCharge;
  return deps.notices.cycleTarget(id, recurrenceId, environment);
}

/** The cycle statuses a notice may record; the rest (a retry's ATIVA, the job's EXPIRADA) are the job's. */
const NOTICED_CYCLE_STATUSES = ["CONCLUIDA", "REJEITADA", "CANCELADA"];
/** A billed period the job still follows; anything else was settled here already. */
const LIVE_CYCLE_STATUSES = ["ATIVA", "REJEITADA"];

/** The consumer of RECURRENCE_NOTICE_EVENT: the engine's truth, applied once. Redeliveries are harmless. */
export async function followRecurrenceNotice(deps: SubscriptionsDeps, data: EventData<typeof RECURRENCE_NOTICE_EVENT>): Promise<void> {
  if (data.billing_id !== undefined) return followCycle(deps, data.billing_id);
  const sub = await deps.notices.subscription(data.subscription_id);
  if (!sub?.authorizationId) return; // deleted since
  await syncAuthorization(deps, sub);
}

/**
 * CONCLUIDA, REJEITADA or CANCELADA at the engine, or a failed attempt (the cycle still ATIVA, one more
 * failure), is recorded on the billed period under its row lock — with its history and
 * `subscription.cycle_updated` — only if the period has not moved since it was read (the job or
 * another notice got there first: theirs stands). The engine is read before the lock is taken, and
 * nothing is locked when there is nothing to write, so the job's SKIP LOCKED pass does not miss a
 * period for a notice that changes nothing. A retry or a resend stays the job's decision (it owns the
 * test clock).
 */
async function followCycle(deps: SubscriptionsDeps, billingId: string): Promise<void> {
  const billing = await deps.notices.billing(billingId);
  if (!billing?.cycleId || !LIVE_CYCLE_STATUSES.includes(billing.cycleStatus ?? "")) return;
  const owner = scopeOfRow(billing.subscription);
  const cycle = await deps.charges.getRecurringCharge(owner, billing.cycleId);
  const failedAttempt = cycle.failures > billing.cycleFailures;
  if (!failedAttempt && (!NOTICED_CYCLE_STATUSES.includes(cycle.status) || cycle.status === billing.cycleStatus)) return;
  await deps.notices.setCycleIfUnchanged(billingId, { status: billing.cycleStatus, failures: billing.cycleFailures }, cycle);
}

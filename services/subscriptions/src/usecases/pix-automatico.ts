/**
 * Pix Automático (issue 14): the subscription's authorization at the engine (`rec`, through charges,
 * which owns the engine) and the cycles the job sends (`cobr`, see bill-period.ts).
 *
 * - startAuthorization: on creation, J3 bills the first period now (its charge is paid by the same QR
 *   that authorizes) and asks the engine for the authorization; J2 only asks for the authorization.
 * - The subscription follows the authorization: syncAuthorizations (each job run, and right after a
 *   test-mode action) reads the engine's status and applies a change once (a conditional update:
 *   racing runs emit one `subscription.authorization_updated`). Not approved → periods are QR charges.
 * - followCycles (each job run): a sent cycle whose debit failed is retried per its policy
 *   (PERMITE_3R_7D: at most 3, within 7 days), each failure retried once under a row lock.
 */
import { randomBytes } from "node:crypto";
import { AppError, errors } from "@pix/errors";
import { scopeOf, scopeOfRow, servicePrincipal, type Environment, type Principal } from "@pix/grpc";
import { buildEnvelope, type Envelope } from "@pix/messaging";
import type { RecurrenceMessage } from "../adapters/charges";
import { asInterval } from "../domain/subscription";
import { authorizationUpdatedData, contractOf, debitAt, firstChargeDueTerms, paysFirstPeriod, PERIODICITY, resendPlan, retryPlan, type Journey, type RetryPolicy } from "../domain/pix-automatico";
import { billingRequestHash, resendKeyAndTxid } from "../domain/subscription";
import { pastTerm } from "../domain/fixed-term";
import type { LiveCycleRow, SaveCycle } from "../repositories/billing-periods";
import type { SubscriptionRow } from "../repositories/prisma";
import type { BillingScope } from "../repositories/billing-runs";
import { billPeriod, cycleChargeExpiry, sendCycle } from "./bill-period";
import { removeSubscription } from "./remove-subscription";
import type { SubscriptionsDeps } from "./deps";


/**
 * After the row is written: J3 and J4 bill the first period (source signup: the charge, method
 * pix_automatico; J4's with a due date) and the authorization's first due date is the next period; J2's is the first period.
 * The engine's answer (id, status, QR) is stored on the subscription. A failure undoes the subscription
 * (and unlinks J3's first charge).
 */
export async function startAuthorization(deps: SubscriptionsDeps, row: SubscriptionRow, a: { journey: Journey; retryPolicy: RetryPolicy }): Promise<SubscriptionRow> {
  const owner = scopeOfRow(row);
  try {
    let firstChargeTxid: string | undefined;
    if (paysFirstPeriod(a.journey)) {
      const out = await billPeriod(deps, row.id, "signup", { owner });
      if (out.kind === "failed") throw out.error instanceof AppError ? out.error : errors.unavailable("Não foi possível gerar a primeira cobrança agora; tente novamente", "SERVICO_INDISPONIVEL");
      if (out.kind !== "charged") throw errors.conflict("A primeira cobrança da assinatura não pôde ser gerada", "ESTADO_INCOMPATIVEL");
      firstChargeTxid = out.charge.txid;
    }
    const current = await deps.subscriptions.find(owner, row.id);
    if (!current) throw errors.notFound("Assinatura");
    const rec = await deps.charges.createRecurrence(owner, {
      journey: a.journey,
      amountCents: Number(row.amountCents),
      periodicity: PERIODICITY[asInterval(row.interval)],
      firstDueAt: current.nextBillingAt!,
      retryPolicy: a.retryPolicy,
      payerName: row.customerName,
      payerCpf: row.customerCpf!,
      contract: contractOf(row),
      ...(row.authorizationEndDate && { endDate: row.authorizationEndDate }),
      description: row.description || undefined,
      firstChargeTxid,
      idempotencyKey: `subscription:${row.id}:authorization`,
    });
    const stored = await deps.subscriptions.setAuthorization(owner, row.id, {
      authorizationId: rec.id,
      authorizationStatus: rec.status,
      authorizationPixCode: rec.pix_code ?? null,
      authorizationQrCodeUrl: rec.qr_code_url ?? null,
      authorizationExpiresAt: new Date(rec.expires_at),
      authorizationCheckoutKey: randomBytes(18).toString("base64url"),
    });
    if (!stored) throw errors.notFound("Assinatura");
    return stored;
  } catch (err) {
    // No subscription without its authorization: the merchant retries the creation. J3's first charge,
    // already issued, is unlinked with it (delete-then-unlink), so no charge names a subscription that is gone.
    await removeSubscription(deps, servicePrincipal(row.storeId, row.environment as Environment), row.id).catch((undo) =>
      deps.logger.error({ err: undo, subscription_id: row.id }, "could not undo the Pix Automático subscription whose authorization failed"));
    throw err;
  }
}

/**
 * Applies the engine's status to the subscription once: only the transaction that moves it from the
 * status it read writes `subscription.authorization_updated`. Answers whether it changed now.
 */
export async function applyAuthorization(deps: SubscriptionsDeps, sub: SubscriptionRow, rec: RecurrenceMessage): Promise<boolean> {
  if (rec.status === sub.authorizationStatus || !sub.authorizationId) return false;
  const event = buildEnvelope(
      "subscription.authorization_updated",
      { store_id: sub.storeId, environment: sub.environment as Environment },
      authorizationUpdatedData({
        subscriptionId: sub.id, authorizationId: sub.authorizationId!, journey: sub.journey, status: rec.status,
        previousStatus: sub.authorizationStatus, cancelledBy: rec.cancelled_by,
        termOver: sub.nextBillingAt !== null && pastTerm(sub.authorizationEndDate, sub.nextBillingAt),
      }),
  );
  return deps.subscriptions.moveAuthorization(scopeOfRow(sub), sub, rec.status, event);
}

/**
 * Reads the authorization at the engine and applies its status once (see applyAuthorization). A
 * cancelled subscription whose authorization still stands is cancelled at the engine here too (the
 * job's sweep behind the outbox's retries).
 */
export async function syncAuthorization(deps: SubscriptionsDeps, sub: SubscriptionRow): Promise<boolean> {
  if (sub.status === "canceled") return cancelAuthorization(deps, sub);
  const rec = await deps.charges.getRecurrence(scopeOfRow(sub), sub.authorizationId!);
  return applyAuthorization(deps, sub, rec);
}

/** Every open authorization (awaiting the payer, or approved) in scope: read at the engine, changes applied once. */
export async function syncAuthorizations(deps: SubscriptionsDeps, scope?: BillingScope): Promise<{ updated: number; failed: number }> {
  let updated = 0;
  let failed = 0;
  let afterId: string | undefined;
  for (;;) {
    const rows = await deps.runs.openAuthorizations({ afterId, take: 500, scope });
    for (const sub of rows) {
      try {
        if (await syncAuthorization(deps, sub)) updated++;
      } catch (err) {
        failed++;
        deps.logger.warn({ err, subscription_id: sub.id }, "could not read the Pix Automático authorization; retried on the next run");
      }
    }
    if (rows.length < 500) break;
    afterId = rows[rows.length - 1].id;
  }
  return { updated, failed };
}

/**
 * The cycles the job follows (as of `asOf`), each locked (a racing run skips it), read at the engine and
 * recorded first (history and `subscription.cycle_updated` for what the engine did), then acted on:
 * - a failed attempt (ATIVA, latest attempt REJEITADA): a retry dated on a future day per retryPlan,
 *   or given up (EXPIRADA here; the charge stays payable by QR); nothing while paused;
 * - a rejected instruction (REJEITADA): a new instruction with a new txid while 2 days remain
 *   (resendPlan, IN 614), else given up.
 * The engine's count of retries is the truth; the row lock makes each failure acted on once.
 */
export async function followCycles(deps: SubscriptionsDeps, asOf: Date, scope?: BillingScope): Promise<{ settled: number; retried: number; resent: number; given_up: number; failed: number }> {
  const out = { settled: 0, retried: 0, resent: 0, given_up: 0, failed: 0 };
  for (const id of await deps.periods.dueCycles(asOf, scope)) {
    try {
      await twice(deps, id, () => deps.periods.withDueCycle(id, asOf, async (row, save) => {
        const owner = scopeOfRow({ storeId: row.store_id, environment: row.environment });
        const cycle = await deps.charges.getRecurringCharge(owner, row.cycle_id);
        await save(cycle);
        const debit = row.cycle_debit_at ?? debitAt(row.period_at);
        const active = row.subscription_status === "active";
        if (cycle.status === "ATIVA" && cycle.attempt_status === "REJEITADA") {
          const plan = retryPlan({ policy: row.retry_policy, retries: cycle.retries, debitAt: debit, lastAttemptAt: new Date(cycle.attempt_at), asOf, active });
          if (plan.kind === "retry") {
            await save(await deps.charges.retryRecurringCharge(owner, row.cycle_id, plan.at));
            out.retried++;
          } else if (plan.kind === "give_up") {
            await save({ ...cycle, status: "EXPIRADA" });
            out.given_up++;
          }
        } else if (cycle.status === "REJEITADA") {
          const plan = resendPlan({ debitAt: debit, asOf, active });
          if (plan === "resend") {
            await resendCycle(deps, row, save);
            out.resent++;
          } else if (plan === "give_up") {
            await save({ ...cycle, status: "EXPIRADA" });
            out.given_up++;
          }
        } else if (cycle.status === "CONCLUIDA") out.settled++;
      }));
    } catch (err) {
      out.failed++;
      deps.logger.warn({ err, billing_id: id }, "could not follow the Pix Automático cycle; retried on the next run");
    }
  }
  return out;
}

/**
 * One more try of a cycle within the same run: a busy database or a slow engine answer must not leave a
 * due retry for the next run (a test clock's run is the only one there is). Safe to repeat: each try reads
 * the engine's cycle first, and the engine's count of retries is the truth.
 */
async function twice(deps: SubscriptionsDeps, billingId: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    deps.logger.warn({ err, billing_id: billingId }, "following the Pix Automático cycle failed; trying once more");
    await new Promise((r) => setTimeout(r, 250));
    await work();
  }
}

/**
 * IN BCB 614/2025: after the payer's PSP rejected the instruction, a new one for the same period — a new
 * charge with its own key and txid (resendKeyAndTxid: a rerun after a crash names the same charge and,
 * at the engine, the same cycle) sent as the period's cycle. The rejected one's charge is left to expire.
 */
async function resendCycle(deps: SubscriptionsDeps, row: LiveCycleRow, save: SaveCycle): Promise<void> {
  const owner = scopeOfRow({ storeId: row.store_id, environment: row.environment });
  const sub = await deps.subscriptions.find(owner, row.subscription_id);
  if (!sub?.authorizationId || !sub.customerCpf) throw errors.conflict("A assinatura não pode mais reenviar este ciclo", "ESTADO_INCOMPATIVEL");
  const { key, txid } = resendKeyAndTxid(sub.id, row.period_at, row.id, row.cycle_resends + 1);
  const { charge } = await deps.charges.issueSubscriptionCharge(owner, {
    amountCents: Number(sub.amountCents), description: sub.description, customerId: sub.customerId, customerName: sub.customerName,
    customerEmail: sub.customerEmail, customerCpf: sub.customerCpf, subscriptionId: sub.id, idempotency: { key, requestHash: billingRequestHash(key) },
    txid, method: "pix_automatico", expiresAt: cycleChargeExpiry(debitAt(row.period_at)),
  });
  const cycle = await sendCycle(deps, { id: sub.id, store_id: row.store_id, environment: row.environment, authorization_id: sub.authorizationId }, charge.txid, row.period_at);
  if (!cycle) throw errors.conflict("O provedor Pix recusou o reenvio do ciclo", "PROVEDOR_RECUSOU");
  await save(cycle, { acts: [{ kind: "resent" }], data: { txid: charge.txid, cycleResends: { increment: 1 } } });
}

/**
 * Test mode (test environment only): what the payer or the payer's bank does, at the engine — approve,
 * reject or cancel the authorization in the bank, or make a cycle's debit fail — then the subscription
 * follows at once (the job would on its next run).
 */
export async function simulateAutomatico(deps: SubscriptionsDeps, principal: Principal, id: string, action: string, txid?: string, code?: string): Promise<SubscriptionRow> {
  if (principal.environment !== "test") throw errors.conflict("Simulações de Pix Automático só valem no ambiente de teste", "SOMENTE_EM_TESTE");
  const sub = await deps.subscriptions.find(scopeOf(principal), id);
  if (!sub) throw errors.notFound("Assinatura");
  if (sub.method !== "pix_automatico" || !sub.authorizationId) throw errors.conflict("Esta assinatura não usa Pix Automático", "ESTADO_INCOMPATIVEL");
  const owner = scopeOfRow(sub);
  if (action === "fail") {
    if (!txid) throw errors.validation("txid", "CAMPO_OBRIGATORIO", "Informe o txid do ciclo");
    const billing = await deps.periods.findByTxid(sub.id, txid);
    if (!billing?.cycleId) throw errors.notFound("Ciclo");
    await deps.charges.simulateRecurrence(owner, "cycle", billing.cycleId, "fail", code);
    const cycle = await deps.charges.getRecurringCharge(owner, billing.cycleId);
    await deps.periods.setCycle(billing.id, cycle);
    return (await deps.subscriptions.find(scopeOf(principal), id))!;
  }
  if (!["approve", "reject", "cancel"].includes(action)) throw errors.validation("action", "OPCAO_INVALIDA", "Ação deve ser approve, reject, cancel ou fail");
  await deps.charges.simulateRecurrence(owner, "recurrence", sub.authorizationId, action);
  await syncAuthorization(deps, sub);
  return (await deps.subscriptions.find(scopeOf(principal), id))!;
}

/** The authorization statuses the receiver's cancellation still ends at the engine. */
const CANCELLABLE = ["CRIADA", "APROVADA"];

/**
 * The merchant cancels a Pix Automático subscription: the receiver cancels the authorization at the
 * engine too. Written to the outbox with the status change (SubscriptionsRepository.update), so an
 * engine outage delays the cancellation instead of losing it: the consumer of
 * `subscription.authorization_cancel_requested` retries with backoff until the engine answers.
 */
export function cancellationEvents(before: SubscriptionRow, updated: SubscriptionRow): Envelope[] {
  if (before.status === "canceled" || updated.status !== "canceled") return [];
  if (updated.method !== "pix_automatico" || !updated.authorizationId || !CANCELLABLE.includes(updated.authorizationStatus ?? "")) return [];
  return [buildEnvelope("subscription.authorization_cancel_requested", { store_id: updated.storeId, environment: updated.environment as Environment }, { subscription_id: updated.id })];
}

/** Cancels the authorization at the engine and applies it once; throws when the engine fails (the caller retries). Idempotent. */
export async function cancelAuthorization(deps: SubscriptionsDeps, sub: SubscriptionRow): Promise<boolean> {
  if (sub.method !== "pix_automatico" || !sub.authorizationId || !CANCELLABLE.includes(sub.authorizationStatus ?? "")) return false;
  return applyAuthorization(deps, sub, await deps.charges.cancelRecurrence(scopeOfRow(sub), sub.authorizationId));
}

/** The outbox consumer: the subscription as it is now (already cancelled, or deleted since: nothing to do). */
export async function followCancellation(deps: SubscriptionsDeps, subscriptionId: string): Promise<void> {
  const sub = await deps.notices.subscription(subscriptionId);
  if (sub) await cancelAuthorization(deps, sub);
}

/** GET /subscriptions/{id}/cycles: the store's subscription's cycle history, oldest first (a `pix` one has none). */
export async function cycleHistory(deps: SubscriptionsDeps, principal: Principal, id: string) {
  const sub = await deps.subscriptions.find(scopeOf(principal), id);
  if (!sub) throw errors.notFound("Assinatura");
  const rows = await deps.periods.cycleEvents(sub.id);
  return rows.map((r) => ({
    period_at: r.billing.periodAt.toISOString(), update: r.kind, at: r.at.toISOString(), txid: r.txid ?? "",
    ...(r.rejectionCode && { rejection_code: r.rejectionCode }), ...(r.retryAt && { retry_at: r.retryAt.toISOString() }),
    ...(r.billing.cycleDebitAt && { debit_at: r.billing.cycleDebitAt.toISOString() }),
  }));
}

/**
 * The hosted authorization page's view (checkout, no credential: the key is the capability): what the
 * payer is authorizing — store, amount, periodicity, first date — and the QR while it is unanswered.
 */
export async function publicAuthorization(deps: SubscriptionsDeps, key: string) {
  const sub = /^[A-Za-z0-9_-]{24}$/.test(key) ? await deps.publicAuthorizations.byCheckoutKey(key) : null;
  if (!sub || sub.method !== "pix_automatico") throw errors.notFound("Autorização");
  const signupPeriodAt = await deps.publicAuthorizations.signupPeriodAt(sub.id);
  const firstDue = signupPeriodAt && firstChargeDueTerms(sub.journey, signupPeriodAt);
  return {
    store_id: sub.storeId,
    environment: sub.environment,
    amount_cents: Number(sub.amountCents),
    description: sub.description,
    interval: sub.interval,
    journey: sub.journey ?? "",
    status: sub.authorizationStatus ?? "",
    subscription_status: sub.status,
    pix_code: sub.authorizationPixCode ?? undefined,
    qr_code_url: sub.authorizationQrCodeUrl ?? undefined,
    expires_at: sub.authorizationExpiresAt?.toISOString(),
    // J3: the first period is paid now by the same QR; the first automatic debit is the next due date.
    first_payment_now: signupPeriodAt !== null,
    // J4: the first charge has a due date (a cobv), paid with the same QR by that day.
    first_payment_due_date: firstDue ? firstDue.dueDate : undefined,
    first_debit_at: sub.nextBillingAt?.toISOString(),
    retry_policy: sub.retryPolicy ?? "NAO_PERMITE",
  };
}

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
import { buildEnvelope } from "@pix/messaging";
import type { RecurrenceMessage } from "../adapters/charges";
import { asInterval } from "../domain/subscription";
import { authorizationUpdatedData, PERIODICITY, retryDecision, type Journey, type RetryPolicy } from "../domain/pix-automatico";
import type { SubscriptionRow } from "../repositories/prisma";
import type { BillingScope } from "../repositories/billing-runs";
import { billPeriod } from "./bill-period";
import { removeSubscription } from "./remove-subscription";
import type { SubscriptionsDeps } from "./deps";


/**
 * After the row is written: J3 bills the first period (source signup: the charge, method
 * pix_automatico) and the authorization's first due date is the next period; J2's is the first period.
 * The engine's answer (id, status, QR) is stored on the subscription. A failure undoes the subscription
 * (and unlinks J3's first charge).
 */
export async function startAuthorization(deps: SubscriptionsDeps, row: SubscriptionRow, a: { journey: Journey; retryPolicy: RetryPolicy }): Promise<SubscriptionRow> {
  const owner = scopeOfRow(row);
  try {
    let firstChargeTxid: string | undefined;
    if (a.journey === "J3") {
      const out = await billPeriod(deps, row.id, "signup", { owner });
      if (out.kind === "failed") throw out.error instanceof AppError ? out.error : errors.unavailable("Não foi possível gerar a primeira cobrança agora; tente novamente");
      if (out.kind !== "charged") throw errors.conflict("A primeira cobrança da assinatura não pôde ser gerada");
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
      contract: row.id,
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
      }),
  );
  return deps.subscriptions.moveAuthorization(scopeOfRow(sub), sub, rec.status, event);
}

/** Reads the authorization at the engine and applies its status once (see applyAuthorization). */
export async function syncAuthorization(deps: SubscriptionsDeps, sub: SubscriptionRow): Promise<boolean> {
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
 * The cycles sent and not settled whose due date has come (as of `asOf`): each is locked (a racing run
 * skips it), read at the engine and followed: settled → CONCLUIDA; a failed debit → a retry per policy
 * (the engine's retry count is the truth), or EXPIRADA once no retry is left (its charge stays payable by QR).
 */
export async function followCycles(deps: SubscriptionsDeps, asOf: Date, scope?: BillingScope): Promise<{ settled: number; retried: number; given_up: number; failed: number }> {
  const out = { settled: 0, retried: 0, given_up: 0, failed: 0 };
  for (const id of await deps.periods.dueCycles(asOf, scope)) {
    try {
      await deps.periods.withDueCycle(id, async (row, save) => {
        const owner = scopeOfRow({ storeId: row.store_id, environment: row.environment });
        let cycle = await deps.charges.getRecurringCharge(owner, row.cycle_id);
        if (cycle.status === "REJEITADA") {
          const decision = retryDecision({ policy: row.retry_policy, retries: cycle.retries, dueAt: row.period_at, lastAttemptAt: new Date(cycle.attempt_at), asOf });
          if (decision === "retry") {
            cycle = await deps.charges.retryRecurringCharge(owner, row.cycle_id, asOf);
            out.retried++;
          } else if (decision === "give_up") {
            await save({ status: "EXPIRADA", retries: cycle.retries });
            out.given_up++;
            return;
          }
        }
        if (cycle.status === "CONCLUIDA") out.settled++;
        await save(cycle);
      });
    } catch (err) {
      out.failed++;
      deps.logger.warn({ err, billing_id: id }, "could not follow the Pix Automático cycle; retried on the next run");
    }
  }
  return out;
}

/**
 * Test mode (test environment only): what the payer or the payer's bank does, at the engine — approve,
 * reject or cancel the authorization in the bank, or make a cycle's debit fail — then the subscription
 * follows at once (the job would on its next run).
 */
export async function simulateAutomatico(deps: SubscriptionsDeps, principal: Principal, id: string, action: string, txid?: string): Promise<SubscriptionRow> {
  if (principal.environment !== "test") throw errors.conflict("Simulações de Pix Automático só valem no ambiente de teste");
  const sub = await deps.subscriptions.find(scopeOf(principal), id);
  if (!sub) throw errors.notFound("Assinatura");
  if (sub.method !== "pix_automatico" || !sub.authorizationId) throw errors.conflict("Esta assinatura não usa Pix Automático");
  const owner = scopeOfRow(sub);
  if (action === "fail") {
    if (!txid) throw errors.validation("Informe o txid do ciclo");
    const billing = await deps.periods.findByTxid(sub.id, txid);
    if (!billing?.cycleId) throw errors.notFound("Ciclo");
    await deps.charges.simulateRecurrence(owner, "cycle", billing.cycleId, "fail");
    const cycle = await deps.charges.getRecurringCharge(owner, billing.cycleId);
    await deps.periods.setCycle(billing.id, cycle);
    return (await deps.subscriptions.find(scopeOf(principal), id))!;
  }
  if (!["approve", "reject", "cancel"].includes(action)) throw errors.validation("Ação deve ser approve, reject, cancel ou fail");
  await deps.charges.simulateRecurrence(owner, "recurrence", sub.authorizationId, action);
  await syncAuthorization(deps, sub);
  return (await deps.subscriptions.find(scopeOf(principal), id))!;
}

/** The merchant cancels a Pix Automático subscription: the receiver cancels the authorization at the engine too. */
export async function cancelAuthorization(deps: SubscriptionsDeps, sub: SubscriptionRow): Promise<void> {
  if (sub.method !== "pix_automatico" || !sub.authorizationId || !["CRIADA", "APROVADA"].includes(sub.authorizationStatus ?? "")) return;
  try {
    await applyAuthorization(deps, sub, await deps.charges.cancelRecurrence(scopeOfRow(sub), sub.authorizationId));
  } catch (err) {
    deps.logger.warn({ err, subscription_id: sub.id }, "could not cancel the Pix Automático authorization at the engine");
  }
}

/**
 * The hosted authorization page's view (checkout, no credential: the key is the capability): what the
 * payer is authorizing — store, amount, periodicity, first date — and the QR while it is unanswered.
 */
export async function publicAuthorization(deps: SubscriptionsDeps, key: string) {
  const sub = /^[A-Za-z0-9_-]{24}$/.test(key) ? await deps.publicAuthorizations.byCheckoutKey(key) : null;
  if (!sub || sub.method !== "pix_automatico") throw errors.notFound("Autorização");
  const firstPaymentNow = await deps.publicAuthorizations.hasSignupPeriod(sub.id);
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
    first_payment_now: firstPaymentNow,
    first_debit_at: sub.nextBillingAt?.toISOString(),
  };
}

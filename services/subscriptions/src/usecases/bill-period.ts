/**
 * Bills one subscription's current period: the ONE path of charge-now (POST /subscriptions/{id}/charge)
 * and the daily job. Three steps, so that each period is charged exactly once:
 *
 *  1. claim — in a transaction, lock the subscription row and insert (or find) the billing row of the
 *     period (subscription_id, period_at = next_billing_at). The row exists before charges is called.
 *  2. charge — IssuePix at charges as the store (service principal: charges checks the store's
 *     production approval itself for live), with an idempotency key derived from subscription + period
 *     and the period's txid (kept on the billing row): a rerun after a crash, however late, or a second
 *     process racing gets the same charge back, never a second one (see issueOnce).
 *  3. complete — in one transaction, lock the subscription again, mark the billing row charged with the
 *     txid, advance next_billing_at = dueAt(anchor, interval, periods_billed + 1) and, for the job,
 *     write `subscription.charged` to the outbox (charge-now emits only charges' `charge.created`).
 *     Whoever completes second finds the row charged and answers `skipped: already_billed`.
 *
 * A charges failure records attempts / last_error on the billing row (status failed) and leaves
 * next_billing_at untouched: the next run retries the same period with the same key.
 *
 * Pix Automático (issue 14): with an approved authorization the job takes the period 10 days before its
 * due date and, up to 2 days before, sends it as a cycle: the period's charge (method pix_automatico,
 * payable through the retry window) and then the engine's cycle for that charge, which the payer's bank
 * debits on the due date. Past that window, or without an approved authorization (rejected, expired,
 * cancelled), the period is the ordinary QR charge (the fallback). While the payer has not answered
 * the authorization yet the job waits. The billing row remembers the mode chosen first, so a rerun
 * resumes the same charge and the same cycle.
 */
import { randomUUID } from "node:crypto";
import { AppError, errors } from "@pix/errors";
import { scopeOfRow, type Environment, type StoreScope } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { buildEnvelope } from "@pix/messaging";
import type { ChargeMessage, ChargesPort, RecurringChargeMessage } from "../adapters/charges";
import { pastTerm } from "../domain/fixed-term";
import { billingMode, CYCLE_CHARGE_VALID_DAYS, debitAt, firstChargeDueTerms } from "../domain/pix-automatico";
import {
  billingIdempotencyKey,
  billingRequestHash,
  billingTxid,
  nextDueAt,
  subscriptionChargedData,
  type BillingSource,
} from "../domain/subscription";
import type { Advance, BillingPeriodsRepository, LockedRow, PeriodTx } from "../repositories/billing-periods";
import { periodVencimento } from "../domain/due-terms";

export type { BillingSource } from "../domain/subscription";

export interface BillPeriodDeps {
  periods: BillingPeriodsRepository;
  charges: Pick<ChargesPort, "issueSubscriptionCharge" | "chargeByTxid" | "sendRecurringCharge">;
  logger: Logger;
}

export interface BillPeriodOptions {
  /**
   * The job's "now" (the test clock's as_of): a period is due when next_billing_at ≤ asOf. Charge-now
   * ignores it (it bills the current period early). Default: the real now.
   */
  asOf?: Date;
  /**
   * Skip (do not wait) when another transaction holds the subscription row: the job sets this so two
   * job processes never queue behind each other; charge-now waits.
   */
  skipLocked?: boolean;
  /** Restricts billing to this store and environment (the test clock bills the caller's own subscriptions only). */
  owner?: StoreScope;
  /**
   * Charge-now only: asked inside the claim's transaction, while the subscription's row is locked, for
   * the subscription's charge that is still payable. One found skips the period (`pending`), so the
   * check and the claim are one step: no request can check, wait, and then claim the next period
   * after another request billed this one (issue 23 item 4).
   */
  pendingCharge?: () => Promise<{ txid: string } | null>;
  /** Test hook: called after charges answered and before step 3 (a crash injected there must not double-charge). */
  afterCharge?: () => Promise<void>;
}

/** Why a subscription was not billed now: the job counts these under `skipped` (sem_data under `sem_data`). */
export type SkipReason =
  | "not_found"      // no such subscription (deleted meanwhile), or not the owner's
  | "locked"         // skipLocked and another process holds the row
  | "inactive"       // paused or canceled
  | "sem_data"       // active without next_billing_at: the job corrects the date
  | "not_due"        // next_billing_at after asOf (job only); for a cycle: its send window has not opened
  | "awaiting_authorization" // Pix Automático: the payer has not answered the authorization yet (job only)
  | "already_billed" // another process completed this period first
  | "pending"        // charge-now: a payable charge exists, or another request is issuing this period (`txid` names it)
  | "term_over";     // the period is due after the fixed term's last day (end_date): never billed

export type BillOutcome =
  | { kind: "charged"; subscriptionId: string; periodAt: Date; charge: ChargeMessage; replayed: boolean }
  | { kind: "skipped"; subscriptionId: string; reason: SkipReason; txid?: string }
  | { kind: "failed"; subscriptionId: string; reason: string; error?: unknown };

interface Claim {
  sub: LockedRow;
  billingId: string;
  periodAt: Date;
  /** The period's txid, written on the billing row before charges is called. */
  txid: string;
  /** qr: an ordinary charge; cycle: a charge sent as a Pix Automático cycle; first: the J3 first payment. */
  mode: "qr" | "cycle" | "first";
}

/** Step 1: the claim row of the current period, or why there is nothing to bill. */
async function claim(deps: BillPeriodDeps, id: string, source: BillingSource, opts: BillPeriodOptions): Promise<Claim | BillOutcome> {
  const asOf = opts.asOf ?? new Date();
  return deps.periods.transaction(async (tx) => {
    const sub = await tx.lock(id, opts.skipLocked ?? false);
    if (!sub) {
      const reason = opts.skipLocked && (await tx.exists(id)) ? "locked" : "not_found";
      return { kind: "skipped", subscriptionId: id, reason } as BillOutcome;
    }
    if (opts.owner && (sub.store_id !== opts.owner.storeId || sub.environment !== opts.owner.environment)) {
      return { kind: "skipped", subscriptionId: id, reason: "not_found" } as BillOutcome;
    }
    if (sub.status !== "active") return { kind: "skipped", subscriptionId: id, reason: "inactive" } as BillOutcome;
    if (source === "charge_now") {
      const busy = await pendingOrInFlight(tx, sub, opts);
      if (busy) return { kind: "skipped", subscriptionId: id, reason: "pending", txid: busy } as BillOutcome;
    }
    if (!sub.next_billing_at) {
      if (source === "job") return { kind: "skipped", subscriptionId: id, reason: "sem_data" } as BillOutcome;
      // Charge-now of a row without a date: the period starts now (the anchor too).
      const now = new Date();
      await tx.startPeriodNow(id, now);
      Object.assign(sub, { next_billing_at: now, billing_anchor_at: now, periods_billed: 0 });
    }
    const automatico = sub.method === "pix_automatico";
    // A fixed term (end_date, both methods): no period due after its last day is billed — no cycle, no QR
    // charge. The job's endTerms ends the subscription once the term's last day is over (fixed-term.ts).
    if (pastTerm(sub.authorization_end_date, sub.next_billing_at!)) {
      return { kind: "skipped", subscriptionId: id, reason: "term_over" } as BillOutcome;
    }
    if (source === "job" && automatico && sub.authorization_status === "CRIADA") {
      return { kind: "skipped", subscriptionId: id, reason: "awaiting_authorization" } as BillOutcome;
    }
    const authorized = automatico && sub.authorization_status === "APROVADA" && sub.authorization_id !== null;
    let mode: Claim["mode"] = source === "signup" ? "first" : "qr";
    if (source === "job") {
      const m = billingMode({ authorized, dueAt: sub.next_billing_at!, asOf });
      if (m === "not_due") return { kind: "skipped", subscriptionId: id, reason: "not_due" } as BillOutcome;
      mode = m;
    }
    if (!sub.customer_cpf) {
      return { kind: "failed", subscriptionId: id, reason: "assinatura sem CPF/CNPJ do cliente", error: errors.clienteSemDocumento() } as BillOutcome;
    }
    const periodAt = sub.next_billing_at!;
    const row = await tx.claimRow(id, periodAt, source, mode === "qr" ? "pix" : "pix_automatico");
    if (row.status === "charged") {
      // The period was billed before (the merchant set next_billing_at back to it): move on, no second charge.
      await tx.advance(id, advanceData(sub));
      return { kind: "skipped", subscriptionId: id, reason: "already_billed" } as BillOutcome;
    }
    const txid = row.txid ?? billingTxid(row.id);
    // Charge-now retrying a failed period marks it claimed again: a second charge-now meanwhile sees it in flight.
    const reclaim = source === "charge_now" && row.status === "failed";
    if (!row.txid || reclaim) await tx.updateRow(row.id, { txid, ...(reclaim && { status: "claimed" }) });
    // A rerun keeps the charge chosen when the period was first claimed (same key, same txid). A period
    // claimed as a cycle is checked against the send window again on every resume (issue 38): sent
    // while 2 or more days remain before its debit, else its charge stays an ordinary QR charge — never
    // a cycle inside 2 days or after the due date.
    if (row.method === "pix") mode = "qr";
    else if (row.source === "signup") mode = "first";
    else if (billingMode({ authorized, dueAt: periodAt, asOf }) === "cycle") mode = "cycle";
    else {
      mode = "qr";
      await tx.updateRow(row.id, { method: "pix" });
    }
    return { sub, billingId: row.id, periodAt, txid, mode };
  }, CLAIM_TIMEOUT_MS);
}

/** Charge-now's claim asks charges under the lock: room for that call's deadline beyond Prisma's 5 s default. */
const CLAIM_TIMEOUT_MS = 15_000;

/**
 * A claim younger than this, neither charged nor failed, is another request issuing the period now
 * (charges' issue deadline is 20 s, one retry included); an older one died mid-way and is resumed with
 * the period's key and txid, so it still yields one charge.
 */
export const IN_FLIGHT_MS = 60_000;

/**
 * Charge-now's refusal, decided under the subscription's lock: the txid of a period another request is
 * issuing right now (its claim row holds it before charges is called), or of the subscription's charge
 * that is still payable. Null when charge-now may bill the current period.
 */
async function pendingOrInFlight(tx: PeriodTx, sub: LockedRow, opts: BillPeriodOptions): Promise<string | null> {
  if (sub.next_billing_at) {
    const row = await tx.findRow(sub.id, sub.next_billing_at);
    if (row?.status === "claimed" && row.txid && Date.now() - row.updatedAt.getTime() < IN_FLIGHT_MS) return row.txid;
  }
  const pending = await opts.pendingCharge?.();
  return pending?.txid ?? null;
}

/** The next period: anchor + (periods_billed + 1) × interval. A row without an anchor anchors at its date. */
function advanceData(sub: LockedRow): Advance {
  const anchor = sub.billing_anchor_at ?? sub.next_billing_at!;
  const periods = sub.billing_anchor_at ? sub.periods_billed + 1 : 1;
  return { billingAnchorAt: anchor, periodsBilled: periods, nextBillingAt: nextDueAt(anchor, sub.interval, periods) };
}

const reasonOf = (err: unknown) => (err instanceof AppError ? err.message : err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Step 2's call: IssuePix with the period's Idempotency-Key and txid (kept on the billing row). The key
 * replays the charge while charges keeps it (48 h); past that, the txid is taken (conflict) and the
 * charge holding it decides: a visible one is the period's charge (resumed); one the engine refused
 * (`failed`, never shown) frees the period for a new txid; one still `creating` is left to charges'
 * sweeper and the period is retried on the next run. So a period is charged once, however late it resumes.
 */
async function issueOnce(deps: BillPeriodDeps, sub: LockedRow, billingId: string, key: string, txid: string, mode: Claim["mode"], periodAt: Date): Promise<{ charge: ChargeMessage; replayed: boolean }> {
  const owner = scopeOfRow({ storeId: sub.store_id, environment: sub.environment });
  const issue = (periodTxid: string) => deps.charges.issueSubscriptionCharge(owner, {
    amountCents: Number(sub.amount_cents),
    description: sub.description,
    customerId: sub.customer_id,
    customerName: sub.customer_name,
    customerEmail: sub.customer_email,
    customerCpf: sub.customer_cpf,
    subscriptionId: sub.id,
    idempotency: { key, requestHash: billingRequestHash(key) },
    txid: periodTxid,
    ...(mode !== "qr" && { method: "pix_automatico" as const }),
    ...(mode === "cycle" && { expiresAt: cycleChargeExpiry(debitAt(periodAt)) }),
    ...(mode === "first" && { dueTerms: firstChargeDueTerms(sub.journey, periodAt) ?? undefined }),
    // Issue 37: a subscription billed as due-date charges: the period's charge due N days after its date.
    ...(mode === "qr" && sub.due_terms && { vencimento: periodVencimento(sub.due_terms, periodAt) }),
  });
  try {
    return await issue(txid);
  } catch (err) {
    if (!(err instanceof AppError && err.kind === "conflict")) throw err;
    const held = await deps.charges.chargeByTxid(owner, txid);
    if (held.charge) return { charge: held.charge, replayed: true };
    if (held.status === "creating") throw errors.unavailable("A cobrança do período ainda está em emissão; a próxima execução a retoma", "SERVICO_INDISPONIVEL");
    if (held.status !== "failed") throw err;
    const fresh = billingTxid(randomUUID());
    await deps.periods.replaceTxid(billingId, txid, fresh);
    return issue(fresh);
  }
}

/**
 * A cycle's charge stays payable through the retry window (debit + 8 days); charges takes at most a year
 * ahead, which only a test clock far in the future reaches (a real cycle is sent ≤ 10 days ahead).
 */
export function cycleChargeExpiry(debit: Date, now = new Date()): Date {
  return new Date(Math.min(debit.getTime() + CYCLE_CHARGE_VALID_DAYS * 86_400_000, now.getTime() + 360 * 86_400_000));
}

/**
 * Sends the period's charge as the authorization's cycle, due on the period's date with ajusteDiaUtil
 * (the payer's PSP settles a weekend or holiday on the next business day: debitAt); the same charge
 * answers the same cycle, so a rerun is safe. The engine refusing it (the
 * authorization was cancelled meanwhile, the payer's PSP found it outside the window) leaves the
 * period's charge as an ordinary QR charge: null, no cycle. An outage throws: the period is retried.
 */
export async function sendCycle(deps: Pick<BillPeriodDeps, "charges" | "logger">, sub: Pick<LockedRow, "id" | "store_id" | "environment" | "authorization_id">, txid: string, periodAt: Date): Promise<RecurringChargeMessage | null> {
  try {
    return await deps.charges.sendRecurringCharge(scopeOfRow({ storeId: sub.store_id, environment: sub.environment }), { recurrenceId: sub.authorization_id!, txid, dueAt: periodAt });
  } catch (err) {
    if (err instanceof AppError && err.kind === "conflict") {
      deps.logger.warn({ err, subscriptionId: sub.id, periodAt }, "the engine refused the cycle; the period's charge stays a QR charge");
      return null;
    }
    throw err;
  }
}

/** Bills the subscription's current period (see the file comment). Never throws for a charges failure. */
export async function billPeriod(deps: BillPeriodDeps, subscriptionId: string, source: BillingSource, opts: BillPeriodOptions = {}): Promise<BillOutcome> {
  const claimed = await claim(deps, subscriptionId, source, opts);
  if ("kind" in claimed) return claimed;
  const { sub, billingId, periodAt, txid, mode } = claimed;
  const key = billingIdempotencyKey(sub.id, periodAt);

  // Step 2: outside any transaction (no lock held while charges and the engine answer).
  let issued: { charge: ChargeMessage; replayed: boolean };
  let cycle: RecurringChargeMessage | null = null;
  try {
    issued = await issueOnce(deps, sub, billingId, key, txid, mode, periodAt);
    if (mode === "cycle") cycle = await sendCycle(deps, sub, issued.charge.txid, periodAt);
  } catch (err) {
    const reason = reasonOf(err);
    deps.logger.warn({ err, subscriptionId: sub.id, periodAt, source }, "subscription charge failed; the period stays due");
    await deps.periods
      .recordFailure(billingId, reason)
      .catch((e) => deps.logger.warn({ err: e, billingId }, "could not record the failed attempt"));
    return { kind: "failed", subscriptionId: sub.id, reason, error: err };
  }
  await opts.afterCharge?.();

  // Step 3: complete the period once.
  const { charge, replayed } = issued;
  return deps.periods.transaction(async (tx) => {
    const current = await tx.lock(sub.id, false);
    const row = await tx.findRowById(billingId);
    if (row?.status === "charged") return { kind: "skipped", subscriptionId: sub.id, reason: "already_billed" } as BillOutcome;
    if (row) {
      await tx.updateRow(billingId, { status: "charged", txid: charge.txid, attempts: { increment: 1 }, lastError: null });
      if (cycle) {
        const sentAt = opts.asOf ?? new Date();
        await tx.recordCycle(billingId, cycle, { at: sentAt, acts: [{ kind: "sent" }], data: { cycleSentAt: sentAt, cycleDebitAt: debitAt(periodAt) } });
      }
    }
    // Advance only while the subscription still stands on this period (a PUT may have moved it meanwhile).
    if (current && current.next_billing_at?.getTime() === periodAt.getTime()) {
      await tx.advance(sub.id, advanceData(current));
    }
    if (source === "job" && current) {
      const event = buildEnvelope(
        "subscription.charged",
        { store_id: current.store_id, environment: current.environment as Environment },
        subscriptionChargedData(sub.id, charge, cycle || mode === "first" ? "pix_automatico" : "pix"),
      );
      await tx.enqueue(event);
    }
    // Only charge-now's own period records its call's entry: a merchant's RunBilling bills many in one call.
    if (source === "charge_now") await tx.audit({ txid: charge.txid, amount_cents: charge.amount_cents });
    return { kind: "charged", subscriptionId: sub.id, periodAt, charge, replayed } as BillOutcome;
  });
}

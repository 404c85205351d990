/**
 * The engine half of issuing, shared by the request (POST /pix), a retry with the same
 * Idempotency-Key and the sweeper: send the charge's stored engine request under the charge's id as
 * the engine's idempotency key (any number of calls make one engine charge), then complete the row.
 */
import { failpoint, withCallAudit } from "@pix/messaging";
import { encodeBrCode } from "../domain/brcode";
import type { Charge } from "../domain/charge";
import { PaymentEngineError, type CreatePixChargeInput, type PaymentEngine, type PixCharge } from "../../shared/payment-engine/payment-engine";
import type { IssueCompletion } from "../repositories/charge-issues";
import type { EngineOfDeps, IssueCompletionDeps } from "./deps";
import { chargeCreatedEvent } from "./events";

/** `completedHere`: this call turned the charge `pending` (false when another caller had already). */
export type EngineAttempt = { ok: true; charge: Charge; completedHere: boolean } | { ok: false; error: PaymentEngineError };

export async function attemptIssue(deps: IssueCompletionDeps, charge: Charge, engine: PaymentEngine, request: CreatePixChargeInput): Promise<EngineAttempt> {
  const called = await callEngine(engine, charge, request);
  if (!called.ok) return called;
  const completed = await deps.issues.complete(charge.id, completionOf(deps, charge, called.pix, request), issuedEventsOf(deps));
  failpoint("after-change-commit");
  if (completed?.expiresAt) deps.wakeExpirySweeper(completed.expiresAt);
  // null: another caller completed it first (same engine charge, thanks to the idempotency key).
  return completed ? { ok: true, charge: completed, completedHere: true } : { ok: true, charge: (await deps.charges.reload(charge))!, completedHere: false };
}

/** The engine call alone, under the charge's id as its idempotency key; an engine failure is an answer, not a throw. */
export async function callEngine(engine: PaymentEngine, charge: Charge, request: CreatePixChargeInput): Promise<{ ok: true; pix: PixCharge } | { ok: false; error: PaymentEngineError }> {
  try {
    return { ok: true, pix: await engine.createPixCharge(request, charge.id) };
  } catch (err) {
    if (!(err instanceof PaymentEngineError)) throw err;
    return { ok: false, error: err };
  }
}

/** A charge the engine created, ready to complete. */
export interface EngineIssued { charge: Charge; pix: PixCharge; request: CreatePixChargeInput }

/**
 * Several charges the engine created, completed in one transaction (a batch's group, issue 37): the
 * same completion and events as attemptIssue's, one commit for all. Answers those completed here.
 */
export async function completeIssues(deps: IssueCompletionDeps, issued: EngineIssued[]): Promise<Charge[]> {
  const done = issued.map(({ charge, pix, request }) => ({ chargeId: charge.id, done: completionOf(deps, charge, pix, request) }));
  const completed = await deps.issues.completeMany(done, issuedEventsOf(deps));
  const expiries = completed.flatMap((c) => (c.expiresAt ? [c.expiresAt.getTime()] : []));
  if (expiries.length > 0) deps.wakeExpirySweeper(new Date(Math.min(...expiries)));
  return completed;
}

function completionOf(deps: IssueCompletionDeps, charge: Charge, pix: PixCharge, request: CreatePixChargeInput): IssueCompletion {
  const { settings } = deps;
  const serviceShare = request.split ? pix.split.find((s) => s.walletId === settings.serviceWalletIds[charge.environment]) : undefined;
  // A due-date charge's amount depends on the payment date: its code carries only the location (no field 54).
  const amountCents = charge.dueTerms ? undefined : charge.amountCents;
  const pixCode = encodeBrCode({ locationUrl: pix.locationUrl, amountCents, merchantName: settings.merchantName, merchantCity: settings.merchantCity });
  return {
    pixCode,
    // Rendered once here (the LRU keeps it for this request's answer) and stored: listings read it.
    qrCodeImage: deps.qr.dataUrl(pixCode),
    engineChargeId: pix.id,
    feeAmountCents: serviceShare?.totalValueCents ?? null,
  };
}

/** The events of a completed charge: charge.created and, inside an audited call not yet written, its audit entry. */
const issuedEventsOf = (deps: IssueCompletionDeps) => (c: Charge) =>
  withCallAudit([chargeCreatedEvent(deps, c)], { charge: { txid: c.txid, amount_cents: c.amountCents, product_id: c.productId ?? undefined } });

/**
 * The engine that was asked to issue the charge: the main account, or the store's subaccount if it
 * is still the one recorded on the charge (engine_account_id). null when that can no longer be done.
 */
export async function engineOf(deps: EngineOfDeps, charge: Charge): Promise<PaymentEngine | null> {
  if (charge.engineAccountId === null) return deps.engines.main(charge.environment);
  const receiver = await deps.receivingAccounts.get(charge.storeId, charge.environment);
  if (receiver.mode !== "subconta" || !receiver.exists || receiver.accountId !== charge.engineAccountId || !receiver.engineApiKey) return null;
  return deps.engines.asSubaccount(charge.environment, receiver.engineApiKey);
}

/**
 * The engine half of issuing, shared by the request (POST /pix), a retry with the same
 * Idempotency-Key and the sweeper: send the charge's stored engine request under the charge's id as
 * the engine's idempotency key (any number of calls make one engine charge), then complete the row.
 */
import { encodeBrCode } from "../domain/brcode";
import type { Charge } from "../domain/charge";
import { PaymentEngineError, type CreatePixChargeInput, type PaymentEngine, type PixCharge } from "../payment-engine/payment-engine";
import type { ChargesDeps } from "./deps";
import { chargeCreatedEvent } from "./events";

/** `completedHere`: this call turned the charge `pending` (false when another caller had already). */
export type EngineAttempt = { ok: true; charge: Charge; completedHere: boolean } | { ok: false; error: PaymentEngineError };

export async function attemptIssue(deps: ChargesDeps, charge: Charge, engine: PaymentEngine, request: CreatePixChargeInput): Promise<EngineAttempt> {
  let pix: PixCharge;
  try {
    pix = await engine.createPixCharge(request, charge.id);
  } catch (err) {
    if (!(err instanceof PaymentEngineError)) throw err;
    return { ok: false, error: err };
  }
  const completed = await complete(deps, charge, pix, request);
  if (completed?.expiresAt) deps.wakeExpirySweeper(completed.expiresAt);
  // null: another caller completed it first (same engine charge, thanks to the idempotency key).
  return completed ? { ok: true, charge: completed, completedHere: true } : { ok: true, charge: (await deps.charges.reload(charge))!, completedHere: false };
}

async function complete(deps: ChargesDeps, charge: Charge, pix: PixCharge, request: CreatePixChargeInput): Promise<Charge | null> {
  const { settings } = deps;
  const serviceShare = request.split ? pix.split.find((s) => s.walletId === settings.serviceWalletIds[charge.environment]) : undefined;
  const pixCode = encodeBrCode({ locationUrl: pix.locationUrl, amountCents: charge.amountCents, merchantName: settings.merchantName, merchantCity: settings.merchantCity });
  const done = {
    pixCode,
    // Rendered once here (the LRU keeps it for this request's answer) and stored: listings read it.
    qrCodeImage: deps.qr.dataUrl(pixCode),
    engineChargeId: pix.id,
    feeAmountCents: serviceShare?.totalValueCents ?? null,
  };
  return deps.issues.complete(charge.id, done, (c) => chargeCreatedEvent(deps, c));
}

/**
 * The engine that was asked to issue the charge: the main account, or the store's subaccount if it
 * is still the one recorded on the charge (engine_account_id). null when that can no longer be done.
 */
export async function engineOf(deps: ChargesDeps, charge: Charge): Promise<PaymentEngine | null> {
  if (charge.engineAccountId === null) return deps.engines.main(charge.environment);
  const receiver = await deps.receivingAccounts.get(charge.storeId, charge.environment);
  if (receiver.mode !== "subconta" || !receiver.exists || receiver.accountId !== charge.engineAccountId || !receiver.engineApiKey) return null;
  return deps.engines.asSubaccount(charge.environment, receiver.engineApiKey);
}

import { randomUUID } from "node:crypto";
import { assertMinimumCharge, errors } from "@pix/errors";
import { withCallAudit } from "@pix/messaging";
import type { Principal } from "@pix/grpc";
import type { Charge } from "../domain/charge";
import { publicIdFor } from "../domain/public-id";
import { parseOptionalDate, text } from "../domain/rules";
import { generateTxid, isValidTxid } from "../domain/txid";
import type { IdempotencySlot } from "../repositories/charges";
import type { IssuingDeps } from "./deps";
import { chargeCreatedEvent } from "./events";
import { assertMayIssue } from "./gates";
import { resolvePayer, type PayerInput } from "./payer";

export interface CreateChargeInput extends PayerInput {
  amountCents?: number;
  description?: string;
  expiresAt?: string;
  dueDate?: string;
  txid?: string;
}

/**
 * POST /charges: registers a pending charge without a Pix code (no engine call, no receiving-account
 * gate). A txid given by the merchant is unique within its store and environment only, and gets its
 * own random public checkout key (domain/public-id.ts).
 */
export async function createCharge(deps: IssuingDeps, principal: Principal, input: CreateChargeInput, slot?: IdempotencySlot): Promise<Charge> {
  if (input.amountCents === undefined) throw errors.validation("amount", "CAMPO_OBRIGATORIO", "amount é obrigatório");
  if (input.txid !== undefined && !isValidTxid(input.txid)) throw errors.validation("txid", "FORMATO_INVALIDO", "txid deve ter de 1 a 35 letras e dígitos");
  const expiresAt = parseOptionalDate("expires_at", input.expiresAt);
  const dueDate = parseOptionalDate("due_date", input.dueDate);
  const { payer, customerId } = await resolvePayer(deps, principal, input);
  assertMinimumCharge(input.amountCents);
  await assertMayIssue(deps, principal);

  const txid = input.txid ?? generateTxid();
  const charge: Charge = {
    id: randomUUID(),
    storeId: principal.storeId,
    environment: principal.environment,
    txid,
    publicId: publicIdFor(txid, input.txid === undefined),
    customerId,
    description: text(input.description) ?? "",
    amountCents: input.amountCents,
    customerName: payer.name,
    customerEmail: payer.email,
    customerCpf: payer.cpf,
    customerPhone: payer.phone,
    productId: null,
    couponId: null,
    subscriptionId: null,
    successUrl: null,
    cancelUrl: null,
    expiresAt,
    dueDate,
    pixCode: null,
    status: "pending",
    engineChargeId: null,
    engineAccountId: null,
    feeAmountCents: null,
    endToEndId: null,
    paidAt: null,
    simulated: false,
    storeName: null,
    storeDocument: null,
    createdAt: new Date(),
  };
  await deps.charges.insert(charge, withCallAudit([chargeCreatedEvent(deps, charge)], { charge: { txid: charge.txid, amount_cents: charge.amountCents } }), slot);
  if (expiresAt) deps.wakeExpirySweeper(expiresAt);
  return charge;
}

import { randomUUID } from "node:crypto";
import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { encodeBrCode } from "../domain/brcode";
import { engineTxidOf, type Charge } from "../domain/charge";
import { assertMinimumAmount } from "../domain/rules";
import { generateTxid } from "../domain/txid";
import { PaymentEngineError, type PixCharge } from "../payment-engine/payment-engine";
import type { IdempotencySlot } from "../repositories/charges";
import type { ChargesDeps } from "./deps";
import { chargeCreatedEvent } from "./events";
import { assertMayIssue, resolveIssuer, type Issuer } from "./gates";
import { draftPix, type IssuePixInput, type PixDraft } from "./pix-draft";

const ENGINE_DESCRIPTION_MAX = 140;

/**
 * POST /pix (and the link checkout, the subscription job): validate, price, gate (minimum →
 * production → receiving account), have the engine create the charge with a dynamic location,
 * build the BR Code, then store the charge with its `charge.created` event in one transaction.
 */
export async function issuePix(deps: ChargesDeps, principal: Principal, input: IssuePixInput, slot?: IdempotencySlot): Promise<Charge> {
  const now = new Date();
  const draft = await draftPix(deps, principal, input, now);
  assertMinimumAmount(draft.amountCents);
  await assertMayIssue(deps, principal);
  const issuer = await resolveIssuer(deps, principal);

  const id = randomUUID();
  const txid = generateTxid();
  const pix = await createAtEngine(deps, issuer, id, draft);
  const serviceShare = issuer.split ? pix.split.find((s) => s.walletId === deps.settings.serviceWalletId) : undefined;
  const charge: Charge = {
    id,
    storeId: principal.storeId,
    environment: principal.environment,
    txid,
    customerId: draft.customerId,
    description: draft.description,
    amountCents: draft.amountCents,
    customerName: draft.payer.name,
    customerEmail: draft.payer.email,
    customerCpf: draft.payer.cpf,
    customerPhone: draft.payer.phone,
    productId: draft.productId,
    couponId: draft.couponId,
    subscriptionId: draft.subscriptionId,
    successUrl: draft.successUrl,
    cancelUrl: draft.cancelUrl,
    expiresAt: draft.expiresAt,
    dueDate: null,
    pixCode: encodeBrCode({
      locationUrl: pix.locationUrl,
      amountCents: draft.amountCents,
      merchantName: deps.settings.merchantName,
      merchantCity: deps.settings.merchantCity,
    }),
    status: "pending",
    engineChargeId: pix.id,
    engineAccountId: issuer.accountId,
    feeAmountCents: serviceShare?.totalValueCents ?? null,
    endToEndId: null,
    paidAt: null,
    simulated: false,
    storeName: null,
    storeDocument: null,
    createdAt: now,
  };
  await deps.charges.insert(charge, chargeCreatedEvent(deps, charge), slot);
  return charge;
}

async function createAtEngine(deps: ChargesDeps, issuer: Issuer, id: string, draft: PixDraft): Promise<PixCharge> {
  const { payer } = draft;
  try {
    return await issuer.engine.createPixCharge(
      {
        txid: engineTxidOf(id),
        amountCents: draft.amountCents,
        description: draft.description.slice(0, ENGINE_DESCRIPTION_MAX),
        expiresAt: draft.expiresAt,
        // The engine takes numeric documents only; an alphanumeric CNPJ stays on our side.
        ...(payer.name && payer.cpf && /^\d+$/.test(payer.cpf) && { payer: { name: payer.name, cpfCnpj: payer.cpf } }),
        ...(issuer.split && { split: issuer.split }),
      },
      id, // the engine's idempotency key: the adapter's retries cannot create a second charge
    );
  } catch (err) {
    if (!(err instanceof PaymentEngineError)) throw err;
    deps.logger.error({ err, chargeId: id, kind: err.kind, status: err.status, code: err.code }, "payment engine did not create the Pix charge");
    if (err.kind === "rejected") throw errors.badGateway("O provedor de pagamentos recusou a cobrança; tente novamente mais tarde.");
    throw errors.unavailable("O provedor de pagamentos não respondeu; tente novamente em instantes.");
  }
}

import { setImmediate } from "node:timers/promises";
import { chargesJsonBytes } from "@pix/charge-view";
import { LISTING_CAP, parseOrThrow } from "@pix/errors";
import { requirePrincipal, type HandlersOf } from "@pix/grpc";
import { createCharge } from "../usecases/create-charge";
import type { ChargesDeps } from "../usecases/deps";
import { receiveEngineNotice } from "../usecases/engine-notice";
import { withIdempotency } from "../usecases/idempotency";
import { issuePix, resumeIssue } from "../usecases/issue-pix";
import { findOwnCharge, findPublicCharge, listPixCharges, storeNameOf } from "../usecases/read-charges";
import { cancelPix } from "../usecases/refund-cancel";
import { getRefundSettings, listRefunds, refundPix, setRefundSettings } from "../usecases/refunds";
import { simulatePayment, simulatePublicPayment } from "../usecases/simulate-payment";
import { expireTestCharges } from "../workers/expiry";
import { customerHandlers } from "./customers";
import { productHandlers } from "./products";
import { couponHandlers } from "./coupons";
import { chargeMessage, listedChargeMessage, publicChargeMessage, refundMessage, refundSettingsMessage } from "./mappers";
import * as s from "./schemas";

const idem = (i?: { key: string; request_hash: string } | null) => (i ? { key: i.key, requestHash: i.request_hash } : undefined);

export function chargesHandlers(deps: ChargesDeps) {
  const view = (c: Parameters<typeof chargeMessage>[1]) => chargeMessage(deps, c);
  const publicView = async (c: Parameters<typeof chargeMessage>[1]) => publicChargeMessage(deps, c, await storeNameOf(deps, c));
  return {
    IssuePix: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const r = parseOrThrow(s.issuePixRequest, req);
      const input = {
        amountCents: r.amount_cents, description: r.description, customerName: r.customer_name, customerEmail: r.customer_email,
        customerCpf: r.customer_cpf, customerPhone: r.customer_phone, customerId: r.customer_id, productId: r.product_id,
        couponCode: r.coupon_code, novoCliente: r.novo_cliente, expiresAt: r.expires_at, successUrl: r.success_url,
        cancelUrl: r.cancel_url, subscriptionId: r.subscription_id, txid: r.txid, method: r.method,
      };
      const out = await withIdempotency(deps, principal, idem(r.idempotency), (slot) => issuePix(deps, principal, input, slot), (id) => resumeIssue(deps, principal, id));
      return { charge: view(out.charge), replayed: out.replayed };
    },
    CreateCharge: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const r = parseOrThrow(s.createChargeRequest, req);
      const input = {
        amountCents: r.amount_cents, description: r.description, customerName: r.customer_name, customerEmail: r.customer_email,
        customerCpf: r.customer_cpf, customerPhone: r.customer_phone, customerId: r.customer_id, expiresAt: r.expires_at,
        dueDate: r.due_date, txid: r.txid,
      };
      const out = await withIdempotency(deps, principal, idem(r.idempotency), (slot) => createCharge(deps, principal, input, slot));
      return { charge: view(out.charge), replayed: out.replayed };
    },
    GetCharge: async (req, ctx) => view(await findOwnCharge(deps, requirePrincipal(ctx), parseOrThrow(s.txidRequest, req).txid)),
    ListPixCharges: async (req, ctx) => {
      const { status, as_json } = parseOrThrow(s.listRequest, req);
      const r = await listPixCharges(deps, requirePrincipal(ctx), status);
      const charges = [];
      for (const [i, c] of r.charges.entries()) {
        // QR PNGs not yet cached cost ~2 ms each: yield now and then so other calls are not starved meanwhile.
        if (i % 100 === 99) await setImmediate();
        charges.push(listedChargeMessage(deps, c));
      }
      // The gateway asks for the contract's JSON (one encoding of the ~10 MiB instead of protobuf + JSON);
      // an older gateway still gets the messages.
      if (as_json) return { charges_json: chargesJsonBytes(charges), truncated: r.truncated, limit: LISTING_CAP };
      return { charges, truncated: r.truncated, limit: LISTING_CAP };
    },
    CancelPix: async (req, ctx) => cancelPix(deps, requirePrincipal(ctx), parseOrThrow(s.txidRequest, req).txid),
    RefundPix: async (req, ctx) => {
      const r = parseOrThrow(s.refundRequest, req);
      const input = { txid: r.txid, amountCents: r.amount_cents, motivo: r.motivo ?? undefined };
      const out = await refundPix(deps, requirePrincipal(ctx), input, idem(r.idempotency));
      return { refund: refundMessage(out.refund), replayed: out.replayed };
    },
    ListRefunds: async (req, ctx) => ({ refunds: (await listRefunds(deps, requirePrincipal(ctx), parseOrThrow(s.txidRequest, req).txid)).map(refundMessage) }),
    GetRefundSettings: async (req, ctx) => {
      const r = parseOrThrow(s.refundSettingsRequest, req);
      return refundSettingsMessage(await getRefundSettings(deps, requirePrincipal(ctx), r.store_id ?? undefined));
    },
    SetRefundSettings: async (req, ctx) => {
      const r = parseOrThrow(s.setRefundSettingsRequest, req);
      const saved = await setRefundSettings(deps, requirePrincipal(ctx), r.store_id, r.enabled, r.fee_bearer ?? undefined);
      return refundSettingsMessage({ storeId: r.store_id, ...saved });
    },
    ExpireTestCharges: async (req, ctx) =>
      ({ expired: await expireTestCharges(deps, requirePrincipal(ctx), parseOrThrow(s.expireTestChargesRequest, req).as_of) }),
    SimulatePayment: async (req, ctx) => view(await simulatePayment(deps, requirePrincipal(ctx), parseOrThrow(s.txidRequest, req).txid)),
    HandleEngineNotice: async (req) => {
      const r = parseOrThrow(s.noticeRequest, req);
      const outcome = await receiveEngineNotice(deps, r.token, r.body_bytes?.length ? r.body_bytes : r.body);
      return { applied: outcome === "received", outcome };
    },
    GetPublicCharge: async (req) => publicView(await findPublicCharge(deps, parseOrThrow(s.checkoutKeyRequest, req).checkout_key)),
    SimulatePublicPayment: async (req) => publicView(await simulatePublicPayment(deps, parseOrThrow(s.checkoutKeyRequest, req).checkout_key)),
    RenderQrCode: async (req, ctx) => (requirePrincipal(ctx), { data_url: deps.qr.dataUrl(parseOrThrow(s.qrCodeRequest, req).text) }),
    ...customerHandlers(deps),
    ...productHandlers(deps),
    ...couponHandlers(deps),
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesService">>;
}

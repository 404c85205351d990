import { setImmediate } from "node:timers/promises";
import { chargesJsonBytes } from "@pix/charge-view";
import { LISTING_CAP, uuidField } from "@pix/errors";
import { requirePrincipal, type HandlersOf } from "@pix/grpc";
import { createCharge } from "../usecases/create-charge";
import type { ChargesDeps } from "../../shared/usecases/deps";
import { receiveEngineNotice } from "../usecases/engine-notice";
import { withIdempotency } from "../usecases/idempotency";
import { issuePix, resumeIssue } from "../usecases/issue-pix";
import { findOwnCharge, findOwnLocation, findOwnPix, findPublicCharge, listOwnLocations, listPixCharges, storeNameOf } from "../usecases/read-charges";
import { cancelPix } from "../../refunds/usecases/refund-cancel";
import { getRefundSettings, listRefunds, refundPix, setRefundSettings } from "../../refunds/usecases/refunds";
import { simulatePayment, simulatePublicPayment } from "../usecases/simulate-payment";
import { expireTestCharges } from "../workers/expiry";
import { advanceTestDueDate } from "../usecases/advance-due-date";
import { customerHandlers } from "../../catalog/grpc/customers";
import { productHandlers } from "../../catalog/grpc/products";
import { couponHandlers } from "../../catalog/grpc/coupons";
import { amountOfDayMessage, chargeMessage, listedChargeMessage, publicChargeMessage, refundMessage, refundSettingsMessage } from "./mappers";
import { getAmountOfDay } from "../usecases/amount-of-day";
import {
  amountOfDayInput, chargeKey, createInput, locationIdInput, locationsInput, endToEndIdField, idempotencyInput, issueInput, listedStatus, noticeInput, qrLink, refundInput, refundSettingsInput, testClockInstant,
} from "../domain/charge-input";

export function chargesHandlers(deps: ChargesDeps) {
  const view = (c: Parameters<typeof chargeMessage>[1]) => chargeMessage(deps, c);
  const publicView = async (c: Parameters<typeof chargeMessage>[1]) => publicChargeMessage(deps, c, await storeNameOf(deps, c));
  return {
    IssuePix: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const input = issueInput(req);
      const out = await withIdempotency(deps, principal, idempotencyInput(req.idempotency), (slot) => issuePix(deps, principal, input, slot), (id) => resumeIssue(deps, principal, id));
      return { charge: view(out.charge), replayed: out.replayed };
    },
    CreateCharge: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const input = createInput(req);
      const out = await withIdempotency(deps, principal, idempotencyInput(req.idempotency), (slot) => createCharge(deps, principal, input, slot));
      return { charge: view(out.charge), replayed: out.replayed };
    },
    GetCharge: async (req, ctx) => view(await findOwnCharge(deps, requirePrincipal(ctx), chargeKey("txid", req.txid))),
    GetAmountOfDay: async (req, ctx) => {
      const { txid, data } = amountOfDayInput(req);
      return amountOfDayMessage(await getAmountOfDay(deps, requirePrincipal(ctx), txid, data));
    },
    ListPixCharges: async (req, ctx) => {
      const r = await listPixCharges(deps, requirePrincipal(ctx), listedStatus(req.status));
      const charges = [];
      for (const [i, c] of r.charges.entries()) {
        // QR PNGs not yet cached cost ~2 ms each: yield now and then so other calls are not starved meanwhile.
        if (i % 100 === 99) await setImmediate();
        charges.push(listedChargeMessage(deps, c));
      }
      // The gateway asks for the contract's JSON (one encoding of the ~10 MiB instead of protobuf + JSON);
      // an older gateway still gets the messages.
      if (req.as_json) return { charges_json: chargesJsonBytes(charges), truncated: r.truncated, limit: LISTING_CAP };
      return { charges, truncated: r.truncated, limit: LISTING_CAP };
    },
    CancelPix: async (req, ctx) => cancelPix(deps, requirePrincipal(ctx), chargeKey("txid", req.txid)),
    RefundPix: async (req, ctx) => {
      const out = await refundPix(deps, requirePrincipal(ctx), refundInput(req), idempotencyInput(req.idempotency));
      return { refund: refundMessage(out.refund), replayed: out.replayed };
    },
    GetPixByEndToEndId: async (req, ctx) => {
      const pix = await findOwnPix(deps, requirePrincipal(ctx), endToEndIdField("end_to_end_id", req.end_to_end_id));
      return {
        charge: view(pix.charge),
        payment: { end_to_end_id: pix.payment.endToEndId, amount_cents: pix.payment.amountCents, paid_at: pix.payment.paidAt.toISOString() },
        refunds: pix.refunds.map(refundMessage),
      };
    },
    GetLocation: async (req, ctx) => view(await findOwnLocation(deps, requirePrincipal(ctx), locationIdInput(req.loc_id))),
    ListLocations: async (req, ctx) => {
      const out = await listOwnLocations(deps, requirePrincipal(ctx), locationsInput(req));
      return { charges: out.charges.map(view), total: out.total };
    },
    ListRefunds: async (req, ctx) => ({ refunds: (await listRefunds(deps, requirePrincipal(ctx), chargeKey("txid", req.txid))).map(refundMessage) }),
    GetRefundSettings: async (req, ctx) => {
      const storeId = req.store_id === undefined ? undefined : uuidField("store_id", req.store_id);
      return refundSettingsMessage(await getRefundSettings(deps, requirePrincipal(ctx), storeId));
    },
    SetRefundSettings: async (req, ctx) => {
      const r = refundSettingsInput(req);
      const saved = await setRefundSettings(deps, requirePrincipal(ctx), r.storeId, r.enabled, r.feeBearer);
      return refundSettingsMessage({ storeId: r.storeId, ...saved });
    },
    ExpireTestCharges: async (req, ctx) => expireTestCharges(deps, requirePrincipal(ctx), testClockInstant(req.as_of)),
    AdvanceTestDueDate: async (req, ctx) => {
      const out = await advanceTestDueDate(deps, requirePrincipal(ctx), chargeKey("txid", req.txid), req.days ?? 0);
      return { charge: view(out.charge), overdue: out.overdue, expired: out.expired };
    },
    SimulatePayment: async (req, ctx) => view(await simulatePayment(deps, requirePrincipal(ctx), chargeKey("txid", req.txid))),
    HandleEngineNotice: async (req) => {
      const r = noticeInput(req);
      const outcome = await receiveEngineNotice(deps, r.token, r.body);
      return { applied: outcome === "received", outcome };
    },
    GetPublicCharge: async (req) => publicView(await findPublicCharge(deps, chargeKey("checkout_key", req.checkout_key))),
    SimulatePublicPayment: async (req) => publicView(await simulatePublicPayment(deps, chargeKey("checkout_key", req.checkout_key))),
    RenderQrCode: async (req, ctx) => (requirePrincipal(ctx), { data_url: deps.qr.dataUrl(qrLink(req.text)) }),
    ...customerHandlers(deps),
    ...productHandlers(deps),
    ...couponHandlers(deps),
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesService">>;
}

import { parseOrThrow } from "@pix/errors";
import { requirePrincipal, type HandlersOf } from "@pix/grpc";
import type { SubscriptionRow } from "../repositories/prisma";
import type { SubscriptionsDeps } from "../usecases/deps";
import { publicAuthorization, simulateAutomatico } from "../usecases/pix-automatico";
import { receiveRecurrenceNotice } from "../usecases/recurrence-notice";
import * as uc from "../usecases/subscriptions";
import * as s from "./schemas";

/** pix.subscriptions.v1.Subscription: money in centavos, absent fields omitted (null at the edge). */
/**
 * `checkoutBaseUrl` (CHECKOUT_BASE_URL): where the hosted authorization page of a Pix Automático subscription is.
 * `qrCode: false` (list items) leaves out the authorization's QR PNG, a data URL of kilobytes per row.
 */
export function messageOf(r: SubscriptionRow, checkoutBaseUrl: string, { qrCode = true } = {}) {
  return {
    id: r.id,
    user_id: r.storeId,
    customer_id: r.customerId ?? undefined,
    customer_name: r.customerName,
    customer_email: r.customerEmail ?? undefined,
    customer_cpf: r.customerCpf ?? undefined,
    description: r.description,
    amount_cents: Number(r.amountCents),
    method: r.method,
    interval: r.interval,
    status: r.status,
    next_billing_at: r.nextBillingAt?.toISOString(),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    environment: r.environment,
    ...(r.method === "pix_automatico" && r.authorizationId && {
      authorization: {
        id: r.authorizationId,
        status: r.authorizationStatus ?? "",
        journey: r.journey ?? "",
        retry_policy: r.retryPolicy ?? "",
        pix_code: r.authorizationPixCode ?? undefined,
        qr_code_url: qrCode ? r.authorizationQrCodeUrl ?? undefined : undefined,
        expires_at: r.authorizationExpiresAt?.toISOString(),
        checkout_url: r.authorizationCheckoutKey ? `${checkoutBaseUrl.replace(/\/+$/, "")}/checkout/autorizacao/${r.authorizationCheckoutKey}` : undefined,
      },
    }),
  };
}

function inputOf(r: ReturnType<typeof s.subscriptionFields.parse>): uc.SubscriptionInput {
  return {
    customerId: r.customer_id, customerName: r.customer_name, customerEmail: r.customer_email, customerCpf: r.customer_cpf,
    description: r.description, amountCents: r.amount_cents, method: r.method, interval: r.interval, status: r.status,
    nextBillingAt: r.next_billing_at, journey: r.journey, retryPolicy: r.retry_policy,
  };
}

/** Thin handlers: parse, call the use case, map. */
export function subscriptionsHandlers(deps: SubscriptionsDeps, opts: { checkoutBaseUrl: string }) {
  const subscriptionMessage = (r: SubscriptionRow) => messageOf(r, opts.checkoutBaseUrl);
  return {
    CreateSubscription: async (req, ctx) =>
      subscriptionMessage(await uc.createSubscription(deps, requirePrincipal(ctx), inputOf(parseOrThrow(s.subscriptionFields, req)))),
    ListSubscriptions: async (_req, ctx) => {
      const r = await uc.listSubscriptions(deps, requirePrincipal(ctx));
      return { subscriptions: r.rows.map((row) => messageOf(row, opts.checkoutBaseUrl, { qrCode: false })), truncated: r.truncated, limit: r.limit };
    },
    GetSubscription: async (req, ctx) =>
      subscriptionMessage(await uc.getSubscription(deps, requirePrincipal(ctx), parseOrThrow(s.idRequest, req).id)),
    UpdateSubscription: async (req, ctx) => {
      const r = parseOrThrow(s.subscriptionFields, req);
      return subscriptionMessage(await uc.updateSubscription(deps, requirePrincipal(ctx), r.id ?? "", inputOf(r)));
    },
    DeleteSubscription: async (req, ctx) => {
      const out = await uc.deleteSubscription(deps, requirePrincipal(ctx), parseOrThrow(s.idRequest, req).id);
      return { subscription: subscriptionMessage(out.data), desvinculados: out.desvinculados, pending: out.pending, aviso: out.aviso };
    },
    ChargeNow: async (req, ctx) => uc.chargeNow(deps, requirePrincipal(ctx), parseOrThrow(s.idRequest, req).id),
    // Public (checkout's hosted page, no principal): the key is the capability.
    GetPublicAuthorization: async (req) => publicAuthorization(deps, parseOrThrow(s.publicAuthorizationRequest, req).key),
    // No principal: the engine's token (checked there) is the credential and names the environment.
    HandleRecurrenceNotice: async (req) => {
      const r = parseOrThrow(s.recurrenceNoticeRequest, req);
      return { outcome: await receiveRecurrenceNotice(deps, r.token, r.body_bytes) };
    },
    SimulateAutomatico: async (req, ctx) => {
      const r = parseOrThrow(s.simulateRequest, req);
      return subscriptionMessage(await simulateAutomatico(deps, requirePrincipal(ctx), r.id, r.action, r.txid));
    },
    CountReferences: async (req, ctx) => {
      const r = parseOrThrow(s.referenceRequest, req);
      return { count: await uc.countCustomerReferences(deps, requirePrincipal(ctx), r.field, r.id) };
    },
    UnlinkReferences: async (req, ctx) => {
      const r = parseOrThrow(s.referenceRequest, req);
      return { count: await uc.unlinkCustomerReferences(deps, requirePrincipal(ctx), r.field, r.id) };
    },
  } satisfies Partial<HandlersOf<"pix.subscriptions.v1.SubscriptionsService">>;
}

import type { SubscriptionDueTerms } from "../domain/due-terms";
import { centsField, CodigoCampo, errors, optionalText, textField, uuidField } from "@pix/errors";
import { requirePrincipal, type HandlerRequestOf, type HandlersOf, type TypedService } from "@pix/grpc";
import type { SubscriptionRow } from "../repositories/prisma";
import { contractOf } from "../domain/pix-automatico";
import type { SubscriptionsDeps } from "../usecases/deps";
import { cycleHistory, publicAuthorization, simulateAutomatico } from "../usecases/pix-automatico";
import { cycleByTxid, listCycles } from "../usecases/cycle-reads";
import { receiveRecurrenceNotice } from "../usecases/recurrence-notice";
import * as uc from "../usecases/subscriptions";

/** An ISO 8601 instant of a request (ListCycles' range). */
function instantField(name: string, value: string): Date {
  const at = new Date(textField(name, value, 40));
  if (Number.isNaN(at.getTime())) throw errors.validation(name, CodigoCampo.FORMATO_INVALIDO, `${name}: use um instante ISO 8601`);
  return at;
}

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
    end_date: r.authorizationEndDate ?? undefined,
    ended_reason: r.endedReason ?? undefined,
    ended_at: r.endedAt?.toISOString(),
    // Issue 37: the terms of each period's due-date charge, as kept (the proto's, valor_perc ×100).
    ...(r.dueTerms && { due_terms: r.dueTerms as unknown as SubscriptionDueTerms }),
    ...(r.method === "pix_automatico" && r.authorizationId && {
      authorization: {
        id: r.authorizationId,
        status: r.authorizationStatus ?? "",
        journey: r.journey ?? "",
        retry_policy: r.retryPolicy ?? "",
        pix_code: r.authorizationPixCode ?? undefined,
        qr_code_url: qrCode ? r.authorizationQrCodeUrl ?? undefined : undefined,
        expires_at: r.authorizationExpiresAt?.toISOString(),
        end_date: r.authorizationEndDate ?? undefined,
        contract: contractOf(r),
        checkout_url: r.authorizationCheckoutKey ? `${checkoutBaseUrl.replace(/\/+$/, "")}/checkout/autorizacao/${r.authorizationCheckoutKey}` : undefined,
      },
    }),
  };
}

type Fields = HandlerRequestOf<TypedService<"pix.subscriptions.v1.SubscriptionsService">, "CreateSubscription">;

/** The request's shape is the proto's; what remains are the bounds the use cases rely on. */
function inputOf(r: Fields): uc.SubscriptionInput {
  const t = (field: keyof Fields & string, max: number) => optionalText(field, r[field] as string | undefined, max);
  return {
    customerId: t("customer_id", 64), customerName: t("customer_name", 200), customerEmail: t("customer_email", 200),
    customerCpf: t("customer_cpf", 32), description: t("description", 500), amountCents: centsField("amount_cents", r.amount_cents),
    method: t("method", 32), interval: t("interval", 32), status: t("status", 32), nextBillingAt: t("next_billing_at", 64),
    journey: t("journey", 8), retryPolicy: t("retry_policy", 32), endDate: t("end_date", 10), contract: t("contract", 64),
    dueTerms: r.due_terms ?? undefined,
  };
}

/** Contract 4.7's reference request: the use case checks which field; here its bounds and the uuid. */
const referenceOf = (r: { field: string; id: string }) => ({ field: textField("field", r.field, 100), id: uuidField("id", r.id) });

/** Thin handlers: parse, call the use case, map. */
export function subscriptionsHandlers(deps: SubscriptionsDeps, opts: { checkoutBaseUrl: string }) {
  const subscriptionMessage = (r: SubscriptionRow) => messageOf(r, opts.checkoutBaseUrl);
  return {
    CreateSubscription: async (req, ctx) =>
      subscriptionMessage(await uc.createSubscription(deps, requirePrincipal(ctx), inputOf(req))),
    ListSubscriptions: async (_req, ctx) => {
      const r = await uc.listSubscriptions(deps, requirePrincipal(ctx));
      return { subscriptions: r.rows.map((row) => messageOf(row, opts.checkoutBaseUrl, { qrCode: false })), truncated: r.truncated, limit: r.limit };
    },
    GetSubscription: async (req, ctx) =>
      subscriptionMessage(await uc.getSubscription(deps, requirePrincipal(ctx), uuidField("id", req.id))),
    GetSubscriptionByAuthorization: async (req, ctx) =>
      subscriptionMessage(await uc.getSubscriptionByAuthorization(deps, requirePrincipal(ctx), textField("authorization_id", req.authorization_id, 35))),
    UpdateSubscription: async (req, ctx) => {
      const id = req.id === undefined ? "" : uuidField("id", req.id);
      return subscriptionMessage(await uc.updateSubscription(deps, requirePrincipal(ctx), id, inputOf(req)));
    },
    DeleteSubscription: async (req, ctx) => {
      const out = await uc.deleteSubscription(deps, requirePrincipal(ctx), uuidField("id", req.id));
      return { subscription: subscriptionMessage(out.data), desvinculados: out.desvinculados, pending: out.pending, aviso: out.aviso };
    },
    ChargeNow: async (req, ctx) => uc.chargeNow(deps, requirePrincipal(ctx), uuidField("id", req.id)),
    // Public (checkout's hosted page, no principal): the key is the capability.
    GetPublicAuthorization: async (req) => publicAuthorization(deps, textField("key", req.key, 64)),
    // No principal: the engine's token (checked there) is the credential and names the environment.
    HandleRecurrenceNotice: async (req) => {
      return { outcome: await receiveRecurrenceNotice(deps, textField("token", req.token, 1000), req.body_bytes) };
    },
    GetCycleByTxid: async (req, ctx) => cycleByTxid(deps, requirePrincipal(ctx), textField("txid", req.txid, 35)),
    ListCycles: async (req, ctx) => listCycles(deps, requirePrincipal(ctx), {
      from: instantField("from", req.from), to: instantField("to", req.to),
      authorizationId: optionalText("authorization_id", req.authorization_id, 35), customerCpf: optionalText("customer_cpf", req.customer_cpf, 14),
      status: optionalText("status", req.status, 16), offset: Math.max(0, req.offset), limit: Math.min(1000, Math.max(1, req.limit)),
    }),
    ListCycleEvents: async (req, ctx) => ({ data: await cycleHistory(deps, requirePrincipal(ctx), uuidField("id", req.id)) }),
    SimulateAutomatico: async (req, ctx) => {
      const txid = optionalText("txid", req.txid, 35);
      const code = optionalText("code", req.code, 4);
      return subscriptionMessage(await simulateAutomatico(deps, requirePrincipal(ctx), uuidField("id", req.id), textField("action", req.action, 16), txid, code));
    },
    CountReferences: async (req, ctx) => {
      const r = referenceOf(req);
      return { count: await uc.countCustomerReferences(deps, requirePrincipal(ctx), r.field, r.id) };
    },
    UnlinkReferences: async (req, ctx) => {
      const r = referenceOf(req);
      return { count: await uc.unlinkCustomerReferences(deps, requirePrincipal(ctx), r.field, r.id) };
    },
  } satisfies Partial<HandlersOf<"pix.subscriptions.v1.SubscriptionsService">>;
}

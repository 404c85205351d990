import { errors, parseOrThrow, z } from "@pix/errors";
import { requirePrincipal, scopeOf, type HandlersOf } from "@pix/grpc";
import type { SubscriptionRefsRepository } from "../repositories/subscription-refs";
import type { ChargesDeps } from "../usecases/deps";
import { chargeMessage } from "./mappers";

const pendingRequest = z.object({ subscription_id: z.string().uuid() });
const txidRequest = z.object({ txid: z.string().min(1).max(35) });
const HIDDEN = new Set(["creating", "failed"]);
const referenceRequest = z.object({ field: z.string(), id: z.string().uuid() });

/** pix.charges.v1.ChargesSubscriptionSupport: what the subscriptions service asks charges, as the store. */
export function subscriptionSupportHandlers(deps: ChargesDeps, refs: SubscriptionRefsRepository) {
  const holder = deps.references.holder("charges.subscription_id");
  const reference = (req: unknown, store: string, env: string) => {
    const r = parseOrThrow(referenceRequest, req);
    if (r.field !== holder.field) throw errors.validation(`charges não guarda referências em ${r.field}`);
    return { store, env, field: r.field, id: r.id };
  };
  return {
    FindPendingSubscriptionCharge: async (req, ctx) => {
      const charge = await refs.findPending(scopeOf(requirePrincipal(ctx)), parseOrThrow(pendingRequest, req).subscription_id);
      return charge ? { charge: chargeMessage(deps, charge) } : {};
    },
    FindSubscriptionChargeByTxid: async (req, ctx) => {
      const charge = await refs.findAnyByTxid(scopeOf(requirePrincipal(ctx)), parseOrThrow(txidRequest, req).txid);
      if (!charge) return {};
      return HIDDEN.has(charge.status) ? { status: charge.status } : { status: charge.status, charge: chargeMessage(deps, charge) };
    },
    CountReferences: async (req, ctx) => {
      const { storeId, environment } = requirePrincipal(ctx);
      return { count: await holder.count(reference(req, storeId, environment)) };
    },
    UnlinkReferences: async (req, ctx) => {
      const { storeId, environment } = requirePrincipal(ctx);
      return { count: await holder.unlink(reference(req, storeId, environment)) };
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesSubscriptionSupport">>;
}

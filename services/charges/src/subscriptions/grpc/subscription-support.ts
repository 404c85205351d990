import { uuidField } from "@pix/errors";
import { requirePrincipal, scopeOf, type HandlersOf } from "@pix/grpc";
import type { SubscriptionRefsRepository } from "../repositories/subscription-refs";
import type { SubscriptionSupportDeps } from "../usecases/deps";
import { heldReference } from "../../ledger/domain/ledger-input";
import { engineRef } from "../domain/recurrence-input";
import { chargeMessage } from "../../issuing/grpc/mappers";

const HIDDEN = new Set(["creating", "failed"]);

/** pix.charges.v1.ChargesSubscriptionSupport: what the subscriptions service asks charges, as the store. */
export function subscriptionSupportHandlers(deps: SubscriptionSupportDeps, refs: SubscriptionRefsRepository) {
  const holder = deps.references.holder("charges.subscription_id");
  const reference = (req: { field: string; id: string }, store: string, env: string) => ({ store, env, ...heldReference(req, holder.field) });
  return {
    FindPendingSubscriptionCharge: async (req, ctx) => {
      const charge = await refs.findPending(scopeOf(requirePrincipal(ctx)), uuidField("subscription_id", req.subscription_id));
      return charge ? { charge: chargeMessage(deps, charge) } : {};
    },
    FindSubscriptionChargeByTxid: async (req, ctx) => {
      const charge = await refs.findAnyByTxid(scopeOf(requirePrincipal(ctx)), engineRef("txid", req.txid, 35));
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

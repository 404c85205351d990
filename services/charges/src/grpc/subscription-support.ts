import { errors, parseOrThrow, z } from "@pix/errors";
import { requirePrincipal, type UnaryHandler } from "@pix/grpc";
import { SUBSCRIPTION_FIELD, type SubscriptionRefsRepository } from "../repositories/subscription-refs";
import type { ChargesDeps } from "../usecases/deps";
import { chargeMessage } from "./mappers";

const pendingRequest = z.object({ subscription_id: z.string().uuid() });
const referenceRequest = z.object({ field: z.string(), id: z.string().uuid() });

/** pix.charges.v1.ChargesSubscriptionSupport: what the subscriptions service asks charges, as the store. */
export function subscriptionSupportHandlers(deps: ChargesDeps, refs: SubscriptionRefsRepository): Record<string, UnaryHandler> {
  const reference = (req: unknown) => {
    const r = parseOrThrow(referenceRequest, req);
    if (r.field !== SUBSCRIPTION_FIELD) throw errors.validation(`charges não guarda referências em ${r.field}`);
    return r.id;
  };
  return {
    FindPendingSubscriptionCharge: async (req, ctx) => {
      const { storeId, environment } = requirePrincipal(ctx);
      const charge = await refs.findPending({ storeId, environment }, parseOrThrow(pendingRequest, req).subscription_id);
      return charge ? { charge: chargeMessage(deps, charge) } : {};
    },
    CountReferences: async (req, ctx) => {
      const { storeId, environment } = requirePrincipal(ctx);
      return { count: await refs.count({ storeId, environment }, reference(req)) };
    },
    UnlinkReferences: async (req, ctx) => {
      const { storeId, environment } = requirePrincipal(ctx);
      return { count: await refs.unlink({ storeId, environment }, reference(req)) };
    },
  };
}

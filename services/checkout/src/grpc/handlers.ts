import { LISTING_CAP, parseOrThrow } from "@pix/errors";
import { requirePrincipal, scopeOf, UnaryHandler } from "@pix/grpc";
import type { CheckoutDeps } from "../usecases/deps";
import { createLink, deleteLink, listLinks, updateLink } from "../usecases/manage-links";
import { linkMessage } from "./mappers";
import * as s from "./schemas";


export function checkoutHandlers(deps: CheckoutDeps): Record<string, UnaryHandler> {
  const message = (link: Parameters<typeof linkMessage>[0]) => linkMessage(link, deps.checkoutBaseUrl());
  return {
    CreatePaymentLink: async (req, ctx) => {
      const r = parseOrThrow(s.createLinkRequest, req);
      return message(await createLink(deps, requirePrincipal(ctx), {
        amountCents: r.amount_cents, description: r.description, method: r.method, productId: r.product_id, slug: r.slug,
      }));
    },
    ListPaymentLinks: async (_req, ctx) => {
      const { links, truncated } = await listLinks(deps, requirePrincipal(ctx));
      return { payment_links: links.map(message), truncated, limit: LISTING_CAP };
    },
    UpdatePaymentLink: async (req, ctx) => {
      const r = parseOrThrow(s.updateLinkRequest, req);
      return message(await updateLink(deps, requirePrincipal(ctx), r.id, {
        amountCents: r.amount_cents, description: r.description, productId: r.product_id, active: r.active, slug: r.slug, method: r.method,
      }));
    },
    DeletePaymentLink: async (req, ctx) => message(await deleteLink(deps, requirePrincipal(ctx), parseOrThrow(s.idRequest, req).id)),
    CountReferences: async (req, ctx) =>
      ({ count: await deps.links.countByProduct(scopeOf(requirePrincipal(ctx)), parseOrThrow(s.referenceRequest, req).id) }),
    UnlinkReferences: async (req, ctx) =>
      ({ count: await deps.links.unlinkProduct(scopeOf(requirePrincipal(ctx)), parseOrThrow(s.referenceRequest, req).id) }),
  };
}

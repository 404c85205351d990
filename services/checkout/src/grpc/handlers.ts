import { centsField, LISTING_CAP, optionalText, uuidField } from "@pix/errors";
import { requirePrincipal, scopeOf, type HandlersOf } from "@pix/grpc";
import type { CheckoutDeps } from "../usecases/deps";
import { createLink, deleteLink, listLinks, updateLink } from "../usecases/manage-links";
import { linkMessage } from "./mappers";
import { linkDescription, linkMethod, referenceField } from "../domain/link-input";


export function checkoutHandlers(deps: CheckoutDeps) {
  const message = (link: Parameters<typeof linkMessage>[0]) => linkMessage(link, deps.checkoutBaseUrl());
  return {
    CreatePaymentLink: async (r, ctx) => message(await createLink(deps, requirePrincipal(ctx), {
      amountCents: centsField("amount_cents", r.amount_cents), description: linkDescription(r.description), method: linkMethod(r.method) ?? "pix",
      productId: r.product_id === undefined ? undefined : uuidField("product_id", r.product_id), slug: optionalText("slug", r.slug, 200),
      vencimento: r.vencimento ?? undefined,
    })),
    ListPaymentLinks: async (_req, ctx) => {
      const { links, truncated } = await listLinks(deps, requirePrincipal(ctx));
      return { payment_links: links.map(message), truncated, limit: LISTING_CAP };
    },
    UpdatePaymentLink: async (r, ctx) => message(await updateLink(deps, requirePrincipal(ctx), uuidField("id", r.id), {
      amountCents: centsField("amount_cents", r.amount_cents), description: r.description === undefined ? undefined : linkDescription(r.description),
      // "" unlinks the product (contract 2.4).
      productId: r.product_id === undefined || r.product_id === "" ? r.product_id : uuidField("product_id", r.product_id),
      active: r.active, slug: optionalText("slug", r.slug, 200), method: linkMethod(r.method),
      vencimento: r.vencimento ?? undefined, removeVencimento: r.remove_vencimento === true,
    })),
    DeletePaymentLink: async (r, ctx) => message(await deleteLink(deps, requirePrincipal(ctx), uuidField("id", r.id))),
    CountReferences: async (r, ctx) => {
      referenceField(r.field);
      return { count: await deps.links.countByProduct(scopeOf(requirePrincipal(ctx)), uuidField("id", r.id)) };
    },
    UnlinkReferences: async (r, ctx) => {
      referenceField(r.field);
      return { count: await deps.links.unlinkProduct(scopeOf(requirePrincipal(ctx)), uuidField("id", r.id)) };
    },
  } satisfies Partial<HandlersOf<"pix.checkout.v1.CheckoutService">>;
}

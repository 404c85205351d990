import { requirePrincipal, type HandlersOf } from "@pix/grpc";
import type { ProductRow } from "../repositories/products";
import type { CatalogDeps } from "../usecases/deps";
import { productUseCases } from "../usecases/products";
import { catalogId, productInput } from "../domain/catalog-input";
import { unlinkedMessage } from "./unlinked";

function productMessage(p: ProductRow) {
  return {
    id: p.id, name: p.name, description: p.description ?? undefined, price_cents: Number(p.priceCents), sku: p.sku ?? undefined,
    image_url: p.imageUrl ?? undefined, active: p.active, created_at: p.createdAt.toISOString(), updated_at: p.updatedAt.toISOString(),
  };
}

/** The catalog's product RPCs (/products through the gateway). */
export function productHandlers(deps: CatalogDeps) {
  const uc = productUseCases(deps.products, deps.references, deps.productHolders);
  return {
    CreateProduct: async (req, ctx) => productMessage(await uc.create(requirePrincipal(ctx), productInput(req))),
    ListProducts: async (_req, ctx) => {
      const r = await uc.list(requirePrincipal(ctx));
      return { products: r.rows.map(productMessage), truncated: r.truncated, limit: r.limit };
    },
    GetProduct: async (req, ctx) => productMessage(await uc.get(requirePrincipal(ctx), catalogId(req.id))),
    UpdateProduct: async (req, ctx) => {
      return productMessage(await uc.update(requirePrincipal(ctx), catalogId(req.id ?? ""), productInput(req)));
    },
    DeleteProduct: async (req, ctx) => {
      const r = await uc.remove(requirePrincipal(ctx), catalogId(req.id));
      return {
        product: productMessage(r.data), unlinked_charges: r.desvinculados["charges.product_id"] ?? 0,
        unlinked_links: r.desvinculados["payment_links.product_id"] ?? 0, ...unlinkedMessage(r),
      };
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesService">>;
}

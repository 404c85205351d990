import { errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import type { ReferenceHolder } from "@pix/messaging";
import { newProductFields, normalizeProductInput, type ProductInput } from "../domain/product";
import type { ChargeReferences } from "../repositories/charge-references";
import type { ProductsRepository, ProductRow } from "../repositories/products";
import { deleteCatalogRecord } from "./catalog-delete";
import { isUuid } from "../../issuing/usecases/payer";

const NOT_FOUND = () => errors.notFound("Produto");

/** CRUD of the principal's products in its environment; another store's (or environment's) id → 404. */
export function productUseCases(repo: ProductsRepository, references: ChargeReferences, holders: (p: Principal) => ReferenceHolder[] = () => []) {
  return {
    create: (p: Principal, input: ProductInput) => repo.create(scopeOf(p), newProductFields(input)),
    list: (p: Principal) => repo.list(scopeOf(p)),
    get: async (p: Principal, id: string): Promise<ProductRow> => {
      const r = isUuid(id) ? await repo.find(scopeOf(p), id) : null;
      if (!r) throw NOT_FOUND();
      return r;
    },
    update: async (p: Principal, id: string, input: ProductInput) => {
      const fields = normalizeProductInput(input);
      const r = isUuid(id) ? await repo.update(scopeOf(p), id, fields) : null;
      if (!r) throw NOT_FOUND();
      return r;
    },
    /** Contract 4.7: charges.product_id, then other services' holders (checkout's payment_links.product_id). */
    remove: (p: Principal, id: string) =>
      deleteCatalogRecord(references, p, id, "Produto", [references.holder("charges.product_id"), ...holders(p)], (counted) =>
        repo.delete(scopeOf(p), id, { unlinked_charges: counted["charges.product_id"] ?? 0, unlinked_links: counted["payment_links.product_id"] ?? 0 })),
  };
}

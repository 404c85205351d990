import { errors } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { deleteThenUnlink, type ReferenceHolder } from "@pix/messaging";
import { MAX_UNLINKED_REFERENCES, newProductFields, normalizeProductInput, type ProductInput } from "../domain/product";
import type { ProductsRepository, ProductRow } from "../repositories/products";
import { isUuid } from "./payer";

const scopeOf = (p: Principal) => ({ storeId: p.storeId, environment: p.environment });
const NOT_FOUND = () => errors.notFound("Produto");

/** CRUD of the principal's products in its environment; another store's (or environment's) id → 404. */
export function productUseCases(repo: ProductsRepository, holders: (p: Principal) => ReferenceHolder[] = () => []) {
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
    /** Contract 4.7: count in every holder, delete the product first, then unlink (or defer) in each. */
    remove: async (p: Principal, id: string) => {
      if (!isUuid(id)) throw NOT_FOUND();
      const scope = scopeOf(p);
      const r = await deleteThenUnlink({
        store: p.storeId, env: p.environment, id,
        holders: [repo.chargesHolder(scope), ...holders(p)],
        remove: () => repo.delete(scope, id),
        tooMany: errors.muitasReferencias,
        defer: (key) => repo.deferUnlink(key),
        max: MAX_UNLINKED_REFERENCES,
      });
      if (!r) throw NOT_FOUND();
      return r;
    },
  };
}

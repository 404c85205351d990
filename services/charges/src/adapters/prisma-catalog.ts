import type { CustomersRepository } from "../repositories/customers";
import type { Catalog } from "../usecases/ports";
import { emptyCatalog } from "./empty-catalog";

/**
 * The catalog kept in this service's database. Customers are here; products and coupons are not
 * yet (product mode still answers 404 for every product_id).
 */
export function prismaCatalog(customers: CustomersRepository): Catalog {
  const view = (c: { id: string; name: string | null; email: string | null; cpfCnpj: string | null; phone: string | null }) =>
    ({ id: c.id, name: c.name, email: c.email, cpf: c.cpfCnpj, phone: c.phone });
  return {
    ...emptyCatalog,
    findCustomer: async (storeId, environment, id) => {
      const c = await customers.find({ storeId, environment }, id);
      return c && view(c);
    },
    /** `novo_cliente`: reuses the store's customer with the same document, else registers the payer. */
    registerCustomer: async (storeId, environment, payer) => {
      const scope = { storeId, environment };
      const existing = payer.cpf ? await customers.findByDocument(scope, payer.cpf) : null;
      return view(existing ?? (await customers.create(scope, { name: payer.name, email: payer.email, cpfCnpj: payer.cpf, phone: payer.phone })));
    },
  };
}

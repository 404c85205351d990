import { requirePrincipal, type HandlersOf } from "@pix/grpc";
import type { CustomerRow } from "../repositories/customers";
import { customerUseCases } from "../usecases/customers";
import type { CatalogDeps } from "../usecases/deps";
import { catalogId, customerInput } from "../domain/catalog-input";
import { unlinkedMessage } from "./unlinked";

function customerMessage(c: CustomerRow) {
  return {
    id: c.id, name: c.name ?? undefined, email: c.email ?? undefined, cpf_cnpj: c.cpfCnpj ?? undefined, phone: c.phone ?? undefined,
    created_at: c.createdAt.toISOString(), updated_at: c.updatedAt.toISOString(),
  };
}

/** The catalog's customer RPCs (/customers through the gateway). */
export function customerHandlers(deps: CatalogDeps) {
  const uc = customerUseCases(deps.customers, deps.references, deps.customerHolders);
  return {
    CreateCustomer: async (req, ctx) => customerMessage(await uc.create(requirePrincipal(ctx), customerInput(req))),
    ListCustomers: async (_req, ctx) => {
      const r = await uc.list(requirePrincipal(ctx));
      return { customers: r.rows.map(customerMessage), truncated: r.truncated, limit: r.limit };
    },
    GetCustomer: async (req, ctx) => customerMessage(await uc.get(requirePrincipal(ctx), catalogId(req.id))),
    UpdateCustomer: async (req, ctx) => {
      return customerMessage(await uc.update(requirePrincipal(ctx), catalogId(req.id ?? ""), customerInput(req)));
    },
    DeleteCustomer: async (req, ctx) => {
      const r = await uc.remove(requirePrincipal(ctx), catalogId(req.id));
      return { customer: customerMessage(r.data), unlinked_charges: r.desvinculados["charges.customer_id"] ?? 0, ...unlinkedMessage(r) };
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesService">>;
}

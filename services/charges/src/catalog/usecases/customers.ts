import { errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import { normalizeCustomerInput, type CustomerInput } from "../domain/customer";
import type { CustomersRepository, CustomerRow } from "../repositories/customers";
import type { ReferenceHolder } from "@pix/messaging";
import type { ChargeReferences } from "../repositories/charge-references";
import { deleteCatalogRecord } from "./catalog-delete";
import { isUuid } from "../../issuing/usecases/payer";

const NOT_FOUND = () => errors.notFound("Cliente");

/** CRUD of the principal's customers in its environment; another store's (or environment's) id → 404. */
export function customerUseCases(repo: CustomersRepository, references: ChargeReferences, holders: (p: Principal) => ReferenceHolder[] = () => []) {
  const own = async (p: Principal, id: string): Promise<CustomerRow> => {
    const c = isUuid(id) ? await repo.find(scopeOf(p), id) : null;
    if (!c) throw NOT_FOUND();
    return c;
  };
  return {
    create: (p: Principal, input: CustomerInput) => {
      const f = normalizeCustomerInput(input);
      return repo.create(scopeOf(p), { name: f.name ?? null, email: f.email ?? null, cpfCnpj: f.cpfCnpj ?? null, phone: f.phone ?? null });
    },
    list: (p: Principal) => repo.list(scopeOf(p)),
    get: own,
    update: async (p: Principal, id: string, input: CustomerInput) => {
      const fields = normalizeCustomerInput(input);
      const c = isUuid(id) ? await repo.update(scopeOf(p), id, fields) : null;
      if (!c) throw NOT_FOUND();
      return c;
    },
    /**
     * Contract 4.7: charges.customer_id (the charges keep their payer snapshot), then other services'
     * holders, e.g. subscriptions.customer_id once subscriptions exist (ChargesDeps.customerHolders).
     */
    remove: (p: Principal, id: string) =>
      deleteCatalogRecord(references, p, id, "Cliente", [references.holder("charges.customer_id"), ...holders(p)], (counted) =>
        repo.delete(scopeOf(p), id, { unlinked_charges: counted["charges.customer_id"] ?? 0 })),
  };
}

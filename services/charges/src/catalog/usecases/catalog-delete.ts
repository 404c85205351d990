import { errors, type Recurso } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { deleteThenUnlink, type ReferenceHolder, type UnlinkOutcome } from "@pix/messaging";
import { MAX_UNLINKED_REFERENCES } from "../domain/product";
import type { ChargeReferences } from "../repositories/charge-references";
import { isUuid } from "../../issuing/usecases/payer";

/**
 * Contract 4.7 for every catalog record of this service (products, coupons, customers), on the one
 * mechanism of @pix/messaging: count in every holder,
 * over 500 → 409 MUITAS_REFERENCIAS (nothing deleted), else delete the record first, then clear in
 * each holder; a holder that cannot count or clear now is left to the catalog.reference_deleted event.
 * `holders` is the record's whole list: charges' own column first, then other services' (ChargesDeps).
 */
export async function deleteCatalogRecord<T>(
  references: ChargeReferences,
  p: Principal,
  id: string,
  what: Recurso,
  holders: ReferenceHolder[],
  /** Deletes the record with its audit entry; `counted` is each holder's count of references (issue 28). */
  remove: (counted: Readonly<Record<string, number>>) => Promise<T | null>,
): Promise<UnlinkOutcome<T>> {
  if (!isUuid(id)) throw errors.notFound(what);
  const r = await deleteThenUnlink({
    store: p.storeId, env: p.environment, id, holders, remove,
    tooMany: errors.muitasReferencias,
    defer: (key) => references.defer(key),
    max: MAX_UNLINKED_REFERENCES,
  });
  if (!r) throw errors.notFound(what);
  return r;
}

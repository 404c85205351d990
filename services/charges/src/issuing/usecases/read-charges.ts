import { capListing, errors, LISTING_CAP } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import type { Charge, ChargeStatus } from "../domain/charge";
import type { LocatedQuery } from "../repositories/charges";
import { isValidTxid } from "../domain/txid";
import type { ChargesDeps } from "../../shared/usecases/deps";

/** The caller's charge in the caller's environment; anything else (foreign, other environment) is 404. */
export async function findOwnCharge(deps: Pick<ChargesDeps, "charges">, principal: Principal, txid: string): Promise<Charge> {
  const charge = isValidTxid(txid) ? await deps.charges.findByTxid(scopeOf(principal), txid) : null;
  if (!charge) throw errors.notFound("Cobrança");
  return charge;
}

/**
 * The caller's Pix received with this end-to-end id (issue 39, the BCB's GET /pix/{e2eid}): its charge,
 * the payment and the refunds that return this Pix (a charge paid twice has refunds of the other one).
 * Another store's or environment's end-to-end id is 404, as one that does not exist.
 */
export async function findOwnPix(deps: Pick<ChargesDeps, "charges" | "refunds">, principal: Principal, endToEndId: string) {
  const found = await deps.charges.findByPaymentEndToEndId(scopeOf(principal), endToEndId);
  if (!found) throw errors.notFound("Pix");
  const refunds = (await deps.refunds.listForCharge(found.charge.id)).filter((r) => r.paymentEndToEndId === endToEndId);
  return { ...found, refunds };
}

/**
 * Issue 39 (the BCB's GET /loc/{id}): the caller's charge whose location has this id. Another store's
 * or environment's id is 404, as one that does not exist.
 */
export async function findOwnLocation(deps: Pick<ChargesDeps, "charges">, principal: Principal, locId: number): Promise<Charge> {
  const charge = await deps.charges.findByLocId(scopeOf(principal), locId);
  if (!charge) throw errors.notFound("Cobrança", "nenhuma cobrança desta loja, neste ambiente, tem uma location com este id");
  return charge;
}

/**
 * Issue 39 (the BCB's GET /loc): a page of the caller's located charges. Every location of ours serves
 * its charge's txid (none is created or unlinked apart from its charge), so asking for those without
 * one (`txidPresente` false) finds none.
 */
export async function listOwnLocations(deps: Pick<ChargesDeps, "charges">, principal: Principal, q: LocatedQuery & { txidPresente?: boolean }) {
  if (q.txidPresente === false) return { charges: [], total: 0 };
  return deps.charges.listLocated(scopeOf(principal), q);
}

export async function listPixCharges(deps: Pick<ChargesDeps, "charges" | "qr">, principal: Principal, status?: ChargeStatus) {
  const { rows: charges, truncated } = capListing(await deps.charges.listWithPixCode(scopeOf(principal), status, LISTING_CAP + 1));
  // The pending ones show qr_code_url: stored at issuing; those issued before it was stored are rendered
  // (once, into the LRU) without holding the event loop.
  await deps.qr.warm(charges.filter((c) => c.status === "pending" && c.pix_code && !c.qr_code_image).map((c) => c.pix_code!));
  return { charges, truncated };
}

/**
 * A charge by its public checkout key alone, for the payer's checkout. The key is a capability: a
 * generated txid, or the random public id of a charge whose txid the merchant chose (that txid
 * itself opens nothing). Keys have the form of a txid.
 */
export async function findPublicCharge(deps: Pick<ChargesDeps, "crossStore">, checkoutKey: string): Promise<Charge> {
  const charge = isValidTxid(checkoutKey) ? await deps.crossStore.findByPublicId(checkoutKey) : null;
  if (!charge) throw errors.notFound("Cobrança");
  return charge;
}

/**
 * Recorded at payment; before that (and for charges paid before it was recorded) the current
 * registration. Payers poll the checkout every few seconds, so the display name is cached briefly
 * (`storeNames`) instead of asking identity on every poll; the payment itself reads it fresh.
 */
export async function storeNameOf(deps: Pick<ChargesDeps, "storeNames" | "stores">, charge: Charge): Promise<string> {
  if (charge.storeName) return charge.storeName;
  const cached = deps.storeNames.get(charge.storeId);
  if (cached !== undefined) return cached;
  const { name } = await deps.stores.get(charge.storeId);
  deps.storeNames.set(charge.storeId, name);
  return name;
}

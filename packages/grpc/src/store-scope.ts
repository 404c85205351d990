import type { Environment, Principal } from "./principal";

declare const storeScopeBrand: unique symbol;

/**
 * The one tenant scope (issue 26): a store in one environment. Every repository method that reads or
 * writes a store's data takes it, and it is branded, so a raw `{ storeId, environment }` literal does
 * not type-check as one: a scope comes from an authenticated principal (`scopeOf`) or, in a module that
 * crosses stores on purpose (a background sweep, an engine notice, a public link), from a row the
 * service stored itself (`scopeOfRow`). `grep scopeOfRow` lists every place that builds a scope
 * without a caller's credential.
 */
export type StoreScope = {
  readonly storeId: string;
  readonly environment: Environment;
  readonly [storeScopeBrand]: true;
};

/** The scope a merchant's (or a service's, see `servicePrincipal`) principal acts in. */
export function scopeOf(principal: Principal): StoreScope {
  return brand(principal.storeId, principal.environment);
}

/**
 * The scope of a row a cross-store module read (its store id and environment as stored). Only the
 * named cross-store modules call it: a use case acting for a caller uses `scopeOf`.
 */
export function scopeOfRow(row: { storeId: string; environment: string }): StoreScope {
  if (row.environment !== "test" && row.environment !== "live") throw new Error(`ambiente desconhecido: ${row.environment}`);
  return brand(row.storeId, row.environment);
}

const brand = (storeId: string, environment: Environment) => ({ storeId, environment }) as StoreScope;

import type { ChargesDeps } from "../../shared/usecases/deps";

/** Customers, products and coupons: their repositories and every holder of a reference to them (contract 4.7). */
export type CatalogDeps = Pick<ChargesDeps, "customers" | "products" | "coupons" | "references" | "customerHolders" | "productHolders" | "couponHolders">;

/** Listings without pagination stop at 5000 (contract 8) and say so: the one cap every service uses. */
export const LISTING_CAP = 5000;

/**
 * Cuts rows read with `take: cap + 1` (one more than shown, so a cut can be told from an exact fit)
 * to the cap, and says whether anything was left out.
 */
export function capListing<T>(rows: T[], cap = LISTING_CAP): { rows: T[]; truncated: boolean; limit: number } {
  return { rows: rows.slice(0, cap), truncated: rows.length > cap, limit: cap };
}

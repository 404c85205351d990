/**
 * Errors that say "a dependency cannot serve now", not "this request is wrong": PostgreSQL's connection
 * exceptions (SQLSTATE class 08), insufficient resources (class 53: too many connections, out of memory,
 * disk full), shutdown or start-up (57P01–57P03); a transaction chosen as a deadlock's victim (40P01, Prisma's
 * P2034: rolled back whole, so the same request may simply be sent again; bench/refunds.mjs met it on a
 * store's first concurrent refunds); Prisma's unreachable database and pool timeout; a refused or dropped
 * socket. An RPC that fails so answers 503 (retry later) instead of an opaque 500.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[123]|40P01)$/;
const OTHER_CODES = new Set(["P1001", "P1002", "P1017", "P2024", "P2034", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);

/** True when `err` or one of its causes (driver adapters wrap the pg error) carries such a code. */
export function isUnavailableDependency(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e !== null && typeof e === "object"; depth++) {
    const code = (e as { code?: unknown }).code ?? (e as { originalCode?: unknown }).originalCode;
    if (typeof code === "string" && (SQLSTATE.test(code) || OTHER_CODES.has(code))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

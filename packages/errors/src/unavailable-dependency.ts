import type { AppError } from "./app-error";
import { errors } from "./catalogue";

/**
 * Errors that say "a dependency cannot serve now", not "this request is wrong": PostgreSQL's connection
 * exceptions (SQLSTATE class 08), insufficient resources (class 53: too many connections, out of memory,
 * disk full), shutdown or start-up (57P01–57P03); a transaction chosen as a deadlock's victim (40P01, Prisma's
 * P2034: rolled back whole, so the same request may simply be sent again; bench/refunds.mjs met it on a
 * store's first concurrent refunds); Prisma's unreachable database and pool timeout; a refused or dropped
 * socket. An RPC that fails so answers 503 (retry later) instead of an opaque 500.
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[123]|40P01)$/;
/** Prisma: P1001 unreachable, P1002 timed out, P1008 socket timeout, P1017 connection closed, P2024 pool timeout, P2034 deadlock, P2037 too many connections. */
const OTHER_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2034", "P2037", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);
/**
 * node-postgres gives no code to a connection that ends under a query or to a pool with no free
 * connection in time; its messages are all it says (pg 8: client.js and pg-pool's index.js).
 */
const PG_CONNECTION_MESSAGES = /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

/**
 * True when `err` or one of its causes carries such a code: Error `cause`, and Prisma's
 * `meta.driverAdapterError` whose `cause` holds the PostgreSQL code (`originalCode`: a server terminating
 * the connection at a restart is P2039 "Database error" with 57P01 only there).
 */
export function isUnavailableDependency(err: unknown): boolean {
  const seen: unknown[] = [err];
  for (let i = 0; i < seen.length && i < 8; i++) {
    const e = seen[i];
    if (e === null || typeof e !== "object") continue;
    const { code, originalCode, message, cause, meta } = e as { code?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown } };
    for (const c of [code, originalCode]) if (typeof c === "string" && (SQLSTATE.test(c) || OTHER_CODES.has(c))) return true;
    if (code === undefined && typeof message === "string" && PG_CONNECTION_MESSAGES.test(message)) return true;
    seen.push(cause, meta?.driverAdapterError);
  }
  return false;
}

/**
 * The one mapping of a dependency outage to what callers see: 503 SERVICO_INDISPONIVEL with Retry-After
 * (see `errors.servicoIndisponivel`); null when `err` is something else.
 */
export function unavailableDependencyError(err: unknown): AppError | null {
  return isUnavailableDependency(err) ? errors.servicoIndisponivel() : null;
}

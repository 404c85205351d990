/**
 * Charge expiry (issue 25): a pending charge past its expires_at becomes `expired` (qr_code_url null,
 * `charge.expired` emitted) within seconds, by a worker on due times rather than a poll of the table:
 * each pass expires what is due and reads the next expires_at from the partial index, and the timer is
 * set for it (startDueWork); this process wakes it for the charges it issues (`wake`), and every
 * `fallbackMs` covers charges another replica issued (or left when it died). Every replica runs the
 * worker; the repository's claim (SKIP LOCKED, status-guarded UPDATE) makes them expire each charge once.
 *
 * The same passes send `charge.overdue` (issue 37) for due-date charges on the first day past their
 * (business-day adjusted) due date, once each, and wake at every Brasília midnight for it.
 *
 * A payment that arrives after expiry is still recorded: the payment path accepts `expired` as it
 * accepts `pending` (payment-sql.ts), and `charge.paid` then carries `late: true`.
 */
import { adjustedDueDate } from "@pix/amount-of-day";
import { todayInBrasilia } from "@pix/business-days";
import { errors, invalidField, isStorableDate } from "@pix/errors";
import { scopeOf, type Principal, type StoreScope } from "@pix/grpc";
import { startDueWork } from "@pix/messaging";
import type { ChargesDeps } from "../../shared/usecases/deps";
import type { Charge } from "../domain/charge";
import { chargeExpiredEvent, chargeOverdueEvent } from "../usecases/events";

const BATCH = 100;
/** After a pass that found due rows locked by others: look again this soon. */
const RECHECK_MS = 1_000;

/** Past its adjusted due date on `asOf`'s Brasília day (issue 37): the first day of charge.overdue. */
export const isOverdueAt = (asOf: Date) => (charge: Charge): boolean =>
  charge.dueTerms != null && todayInBrasilia(asOf) > adjustedDueDate(charge.dueTerms);

/**
 * Issue 37: every pending due-date charge past its due date as of `asOf` gets `charge.overdue`, once
 * (the row's overdue_at, claimed as expiry claims its rows). Returns how many.
 */
export async function markOverdueCharges(deps: Pick<ChargesDeps, "expiry" | "logger">, asOf: Date, scope?: StoreScope): Promise<number> {
  let total = 0;
  for (;;) {
    const { marked, full } = await deps.expiry.markOverdue(BATCH, asOf, isOverdueAt(asOf), chargeOverdueEvent, scope);
    total += marked.length;
    if (marked.length > 0) deps.logger.info({ count: marked.length, txids: marked.slice(0, 10).map((c) => c.txid) }, "charges overdue");
    if (!full) return total;
  }
}

/** Milliseconds until the next Brasília midnight (03:00 UTC), when due-date charges may become overdue. */
export function msUntilNextBrasiliaDay(now = new Date()): number {
  const next = new Date(now);
  next.setUTCHours(3, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/** One pass: expires every due charge, a batch per transaction. Returns how many. */
export async function expireDueCharges(deps: Pick<ChargesDeps, "expiry" | "logger">): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await deps.expiry.expireDue(BATCH, chargeExpiredEvent);
    total += expired.length;
    if (expired.length > 0) deps.logger.info({ count: expired.length, txids: expired.slice(0, 10).map((c) => c.txid) }, "charges expired");
    if (expired.length < BATCH) return total;
  }
}

/**
 * The store's test clock for expiry: every pending test charge of the caller's store whose expires_at
 * is at or before `asOf` expires now, as the worker would have done by then. Test environment only.
 */
export async function expireTestCharges(deps: Pick<ChargesDeps, "expiry" | "logger">, principal: Principal, asOfText: string): Promise<{ expired: number; overdue: number }> {
  if (principal.environment !== "test") throw errors.conflict("O relógio de teste só vale no ambiente de teste; em produção as cobranças expiram sozinhas em expires_at", "SOMENTE_EM_TESTE");
  const asOf = new Date(asOfText);
  if (!isStorableDate(asOf)) throw invalidField("as_of", "FORMATO_INVALIDO", "use data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00");
  const scope = { ...scopeOf(principal), asOf };
  // Issue 37: due-date charges past their due date as of then are overdue first (then, past their validity, expired).
  const overdue = await markOverdueCharges(deps, asOf, scope);
  let total = 0;
  for (;;) {
    const before = total;
    // The last batch (fewer than BATCH) commits the call's audit entry, with the whole call's count.
    const n = (await deps.expiry.expireDue(BATCH, chargeExpiredEvent, scope, (last) => ({ expired: before + last, overdue }))).length;
    total += n;
    if (n < BATCH) return { expired: total, overdue };
  }
}

export interface ExpirySweeper {
  /** A pass at `at` (unless one comes sooner): for a charge this process has just made pending. */
  wake(at: Date): void;
  stop(): Promise<void>;
}

export function startExpirySweeper(deps: Pick<ChargesDeps, "expiry" | "logger">, fallbackMs: number): ExpirySweeper {
  const work = startDueWork({
    logger: deps.logger.child({ component: "expiry-sweeper" }),
    fallbackMs,
    pass: async () => {
      await markOverdueCharges(deps, new Date());
      const expired = await expireDueCharges(deps);
      const next = await deps.expiry.nextDueInMs();
      // Due yet nothing taken: another replica (or a payment) holds the row for a moment; no busy loop.
      if (next !== null && next <= 0 && expired === 0) return RECHECK_MS;
      // Charges become overdue at a Brasília midnight: the next pass is no later than the next one.
      return Math.min(next ?? Infinity, msUntilNextBrasiliaDay());
    },
  });
  return { wake: (at) => work.wake(at.getTime() - Date.now()), stop: () => work.stop() };
}

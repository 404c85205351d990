import { errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import type { CycleEventWithPeriod, CycleListFilter } from "../repositories/cycle-reads";
import type { SubscriptionsDeps } from "./deps";

/**
 * The BCB API's cobr (issue 39) read from our records: an instruction is one engine cycle of a billed
 * period with its own txid. The billed period stores the live instruction's state; an instruction
 * whose txid is no longer the period's was superseded by a resend, which follows only a rejected
 * instruction (IN BCB 614/2025): it is REJEITADA.
 */
export function instructionsOf(events: readonly CycleEventWithPeriod[]) {
  const byTxid = new Map<string, CycleEventWithPeriod[]>();
  for (const e of [...events].sort(inRecordedOrder)) {
    if (!e.txid) continue;
    byTxid.set(e.txid, [...(byTxid.get(e.txid) ?? []), e]);
  }
  return [...byTxid].map(([txid, steps]) => {
    const { billing } = steps[0]!;
    const sub = billing.subscription;
    const start = steps.find((s) => s.kind === "sent" || s.kind === "resent") ?? steps[0]!;
    return {
      txid,
      cycle_id: start.cycleId ?? "",
      status: billing.txid === txid ? (billing.cycleStatus ?? "ATIVA") : "REJEITADA",
      authorization_id: sub.authorizationId ?? "",
      retry_policy: sub.retryPolicy ?? "",
      amount_cents: Number(sub.amountCents),
      period_at: billing.periodAt.toISOString(),
      ...(billing.cycleDebitAt && { debit_at: billing.cycleDebitAt.toISOString() }),
      sent_at: start.at.toISOString(),
      ...(sub.customerEmail && { customer_email: sub.customerEmail }),
      ...(sub.customerCpf && { customer_cpf: sub.customerCpf }),
      subscription_id: sub.id,
      events: steps.map((s) => ({
        period_at: billing.periodAt.toISOString(), update: s.kind, at: s.at.toISOString(), txid,
        ...(s.rejectionCode && { rejection_code: s.rejectionCode }), ...(s.retryAt && { retry_at: s.retryAt.toISOString() }),
        ...(billing.cycleDebitAt && { debit_at: billing.cycleDebitAt.toISOString() }),
      })),
    };
  });
}

/**
 * Steps in the order they happened. The steps of one record (recordCycle) share their row's
 * created_at (the transaction's) and `at`, and their ids are random: within one, the order is the
 * one recordCycle writes them in — the receiver's act, then failed, retry_scheduled, the end.
 */
const RECORD_ORDER: readonly string[] = ["sent", "resent", "failed", "retry_scheduled", "debited", "cancelled", "given_up"];
function inRecordedOrder(a: CycleEventWithPeriod, b: CycleEventWithPeriod): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || RECORD_ORDER.indexOf(a.kind) - RECORD_ORDER.indexOf(b.kind);
}

export async function cycleByTxid(deps: SubscriptionsDeps, principal: Principal, txid: string) {
  const [found] = instructionsOf(await deps.cycleReads.eventsOf(scopeOf(principal), [txid]));
  if (!found) throw errors.notFound("Ciclo");
  return found;
}

export async function listCycles(
  deps: SubscriptionsDeps, principal: Principal, filter: CycleListFilter & { status?: string; offset: number; limit: number },
) {
  const scope = scopeOf(principal);
  const txids = await deps.cycleReads.sentTxids(scope, filter);
  const all = instructionsOf(await deps.cycleReads.eventsOf(scope, txids));
  const order = new Map(txids.map((t, i) => [t, i]));
  const matching = all.filter((c) => !filter.status || c.status === filter.status).sort((a, b) => order.get(a.txid)! - order.get(b.txid)!);
  return { cycles: matching.slice(filter.offset, filter.offset + filter.limit), total: matching.length };
}

/**
 * What happened to a Pix Automático cycle (issue 38): each change is one history row (the panel's
 * list) and one `subscription.cycle_updated` event to the merchant, written in the transaction that
 * records it. The engine's changes are found by comparing the cycle as stored with the cycle as read
 * (cycleUpdates); the receiver's own acts (sent, resent, given up) are named where they happen.
 */
export const CYCLE_UPDATES = ["sent", "debited", "failed", "retry_scheduled", "given_up", "resent", "cancelled"] as const;
export type CycleUpdateKind = (typeof CYCLE_UPDATES)[number];

export interface CycleUpdate {
  kind: CycleUpdateKind;
  /** failed: the catalogue's code (AM02, MIDI, …). */
  rejectionCode?: string | null;
  /** failed: the instruction itself was rejected (the cycle REJEITADA), not only an attempt. */
  final?: boolean;
  /** retry_scheduled: the new attempt's date. */
  retryAt?: Date | null;
}

/** The cycle as the billed period stores it, and as the engine answers it. */
export interface StoredCycle { status: string | null; failures: number; retries: number }
export interface EngineCycle { status: string; failures: number; retries: number; attempt_at: string; rejection_code?: string | null }

/** Statuses a cycle does not leave at the engine (EXPIRADA: given up here). */
const FINAL_STATUSES = new Set(["CONCLUIDA", "REJEITADA", "CANCELADA", "EXPIRADA"]);

/**
 * A read of the same cycle older than what is stored: fewer failures or retries, or live where the
 * stored cycle has ended. Readers read the engine before they lock the row (a notice's consumer can
 * lag seconds behind the job), so an older read may arrive last; recorded, it would move the counts
 * back and the next read would announce the same retry again.
 */
export function isStaleRead(before: StoredCycle, after: EngineCycle): boolean {
  return after.failures < before.failures || after.retries < before.retries
    || (before.status !== null && FINAL_STATUSES.has(before.status) && !FINAL_STATUSES.has(after.status));
}

/** The engine's changes since the stored state, in the order they happened. */
export function cycleUpdates(before: StoredCycle, after: EngineCycle): CycleUpdate[] {
  const out: CycleUpdate[] = [];
  const final = after.status === "REJEITADA" && before.status !== "REJEITADA";
  if (after.failures > before.failures || final) out.push({ kind: "failed", rejectionCode: after.rejection_code ?? null, final });
  if (after.retries > before.retries) out.push({ kind: "retry_scheduled", retryAt: new Date(after.attempt_at) });
  if (after.status !== before.status) {
    if (after.status === "CONCLUIDA") out.push({ kind: "debited" });
    if (after.status === "CANCELADA") out.push({ kind: "cancelled" });
    if (after.status === "EXPIRADA") out.push({ kind: "given_up" });
  }
  return out;
}

/** `data` of `subscription.cycle_updated`. */
export function cycleUpdatedData(p: {
  subscriptionId: string;
  authorizationId: string;
  periodAt: Date;
  debitAt: Date | null;
  cycleId: string;
  txid: string;
  status: string;
  retries: number;
  update: CycleUpdate;
  at: Date;
}) {
  return {
    subscription_id: p.subscriptionId,
    method: "pix_automatico" as const,
    authorization_id: p.authorizationId,
    update: p.update.kind,
    period_at: p.periodAt.toISOString(),
    debit_at: p.debitAt?.toISOString() ?? null,
    cycle: { id: p.cycleId, txid: p.txid, status: p.status, retries: p.retries },
    rejection_code: p.update.rejectionCode ?? null,
    final: p.update.kind === "failed" ? p.update.final === true : null,
    retry_at: p.update.retryAt?.toISOString() ?? null,
    at: p.at.toISOString(),
  };
}

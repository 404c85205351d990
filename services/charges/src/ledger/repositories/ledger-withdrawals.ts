/**
 * Onboarding's withdrawals in the ledger (issue 24), each call one transaction under the withdrawal's
 * advisory lock (so a reservation, its settlement and a void of the same withdrawal never interleave),
 * all idempotent by withdrawal id through the ledger's source keys. Amounts after the reservation are
 * the reserved amount: a settlement or void never moves a different one.
 */
import { errors } from "@pix/errors";
import { inTransaction } from "@pix/messaging";
import type { Pool, PoolClient } from "pg";
import { transferKey, type LedgerEnvironment } from "../domain/ledger";
import { hold, lockBalances, release, settle, type TransferRef } from "./ledger";

export interface WithdrawalRef {
  storeId: string;
  environment: LedgerEnvironment;
  withdrawalId: string;
}

export type WithdrawalOutcome = "paid" | "rejected";

const LOCK = `SELECT pg_advisory_xact_lock(hashtextextended('ledger-withdrawal:' || $1, 0))`;
const VOIDED = `SELECT 1 FROM ledger_withdrawal_voids WHERE withdrawal_id = $1::uuid`;
const VOID = `INSERT INTO ledger_withdrawal_voids (withdrawal_id, store_id, environment) VALUES ($1::uuid, $2::uuid, $3) ON CONFLICT DO NOTHING`;
/** The withdrawal's postings so far: which stages exist, and the reserved amount. */
const STAGES = `SELECT t.source_key, t.store_id, t.environment, p.amount_cents::text AS reserved
  FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id AND p.account = 'withdrawal_pending'
  WHERE t.source_key = ANY($1::text[])`;

interface Stages {
  requested: bigint | null;
  paid: boolean;
  rejected: boolean;
}

async function stagesOf(client: PoolClient, w: WithdrawalRef): Promise<Stages> {
  const keys = (["hold", "settle", "release"] as const).map((phase) => transferKey("withdrawal", w.withdrawalId, phase));
  const { rows } = await client.query<{ source_key: string; store_id: string; environment: string; reserved: string }>(STAGES, [keys]);
  if (rows.some((r) => r.store_id !== w.storeId || r.environment !== w.environment)) {
    throw errors.conflict("Este saque pertence a outra loja ou ambiente", "ESTADO_INCOMPATIVEL");
  }
  const reserved = rows.find((r) => r.source_key === keys[0]);
  return { requested: reserved ? BigInt(reserved.reserved) : null, paid: rows.some((r) => r.source_key === keys[1]), rejected: rows.some((r) => r.source_key === keys[2]) };
}

function locked<T>(pool: Pool, w: WithdrawalRef, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(pool, async (client) => {
    await client.query(LOCK, [w.withdrawalId]);
    return fn(client);
  });
}

/** The withdrawal as the ledger's two-phase transfer `withdrawal` (hold requested, settle paid, release rejected). */
const ref = (w: WithdrawalRef): TransferRef => ({ flow: "withdrawal", id: w.withdrawalId, storeId: w.storeId, environment: w.environment, refs: { withdrawalId: w.withdrawalId } });

export class LedgerWithdrawals {
  constructor(private readonly pool: Pool) {}

  /** available → withdrawal_pending; SALDO_INSUFICIENTE unless `backfill`. Refused for a voided withdrawal. */
  reserve(w: WithdrawalRef, amountCents: number, backfill: boolean): Promise<{ posted: boolean }> {
    return locked(this.pool, w, async (client) => {
      if ((await client.query(VOIDED, [w.withdrawalId])).rowCount) throw errors.saqueAnulado();
      const { posted } = await hold(client, { ...ref(w), amountCents, requireAvailable: !backfill });
      return { posted };
    });
  }

  /** The payout's outcome, once; the reservation is posted first when missing (a pre-ledger withdrawal). */
  settle(w: WithdrawalRef, amountCents: number, outcome: WithdrawalOutcome): Promise<{ posted: boolean }> {
    return locked(this.pool, w, async (client) => {
      // The reservation (when missing) and the outcome touch these together: locked once, in order,
      // so two settlements never take them in opposite orders (no deadlock).
      await lockBalances(client, w.storeId, w.environment, ["available", "bank_out", "withdrawal_pending"]);
      let stages = await stagesOf(client, w);
      if (stages.requested === null) {
        if ((await client.query(VOIDED, [w.withdrawalId])).rowCount) throw errors.saqueAnulado();
        await hold(client, { ...ref(w), amountCents, requireAvailable: false });
        stages = { ...stages, requested: BigInt(amountCents) };
      }
      if ((outcome === "paid" && stages.rejected) || (outcome === "rejected" && stages.paid)) {
        throw errors.conflict(`O saque já foi liquidado como ${stages.paid ? "pago" : "recusado"}`, "ESTADO_INCOMPATIVEL");
      }
      // The settle or release takes the held amount from the hold itself, never a different one.
      const { posted } = await (outcome === "paid" ? settle : release)(client, ref(w));
      return { posted };
    });
  }

  /** Never reservable from now on; a reservation not yet settled is reversed (posted: true). */
  void(w: WithdrawalRef): Promise<{ posted: boolean }> {
    return locked(this.pool, w, async (client) => {
      const stages = await stagesOf(client, w);
      if (stages.paid) throw errors.conflict("O saque já foi pago e não pode ser anulado", "ESTADO_INCOMPATIVEL");
      await client.query(VOID, [w.withdrawalId, w.storeId, w.environment]);
      if (stages.requested === null || stages.rejected) return { posted: false };
      const { posted } = await release(client, ref(w));
      return { posted };
    });
  }
}

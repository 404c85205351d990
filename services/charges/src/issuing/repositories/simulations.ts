/**
 * Test mode's simulations (issue 32), each recorded on our side before the test engine is asked. A
 * payment: the intent, then — once the engine paid the charge — the payment, on the same rows, guards
 * and ledger postings as an engine notice's (engine-notices.ts applyPayment), without a notice row. A
 * MED infraction or its decision: the call's audit entry (the infraction itself arrives as the engine's notice).
 */
import { randomUUID } from "node:crypto";
import { inTransaction, type Envelope } from "@pix/messaging";
import type { Pool } from "pg";
import type { Charge, ExtraPayment } from "../domain/charge";
import type { StoreSnapshot } from "../../shared/usecases/ports";
import type { PgChargeRow } from "./charge-sql";
import { fromPgRow } from "./charges";
import type { NoticeOutcome, ReceivedPayment } from "./engine-notices";
import { postPayment } from "../../ledger/repositories/ledger-payments";
import { APPLY_SIMULATED_PAYMENT_SQL, INSERT_OUTBOX_MANY_SQL, REQUEST_SIMULATION_SQL } from "./payment-sql";

/** The events of a simulation's payment: `charge.paid`, or an extra payment's when the charge was paid by then. */
export interface SimulationEvents {
  paid(charge: Charge, paidCents?: number): Envelope;
  extra(charge: Charge, payment: ExtraPayment): Envelope;
}

export class SimulationsRepository {
  constructor(private readonly pool: Pool) {}

  /**
   * Marks a pending (or expired) test charge as paid by simulation, with `events` (the call's audit
   * entry) in the same transaction, before the engine is asked; false when the charge is neither.
   */
  async request(chargeId: string, events: Envelope[]): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const { rowCount } = await client.query({ name: "request_simulation", text: REQUEST_SIMULATION_SQL, values: [chargeId] });
      if (rowCount !== 1) return false;
      if (events.length) await client.query({ name: "insert_outbox_many", text: INSERT_OUTBOX_MANY_SQL, values: [JSON.stringify(events)] });
      return true;
    });
  }

  /** The call's audit entry of a simulated MED action, committed before the engine is asked. */
  async recordRequest(events: Envelope[]): Promise<void> {
    if (events.length) await this.pool.query({ name: "insert_outbox_many", text: INSERT_OUTBOX_MANY_SQL, values: [JSON.stringify(events)] });
  }

  /**
   * One transaction: the payment (unique end-to-end id), then pending → paid with `charge.paid`, or an
   * extra payment when the charge was paid by then; "duplicate" (nothing written) when the engine's
   * notice of this Pix was recorded first. The ledger's postings commit with the payment.
   */
  async apply(charge: Charge, payment: ReceivedPayment, events: SimulationEvents, store?: StoreSnapshot): Promise<NoticeOutcome> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<PgChargeRow & { inserted: boolean }>({
        name: "apply_simulated_payment", text: APPLY_SIMULATED_PAYMENT_SQL,
        values: [randomUUID(), charge.id, payment.endToEndId, String(payment.amountCents), payment.paidAt, store?.name ?? null, store?.document ?? null],
      });
      const row = rows[0]!;
      if (!row.inserted) return "duplicate";
      const paid = row.id ? fromPgRow(row) : null;
      await postPayment(client, paid ?? charge, payment, paid !== null);
      const event = paid ? events.paid(paid, payment.amountCents) : events.extra(charge, payment);
      await client.query({ name: "insert_outbox_many", text: INSERT_OUTBOX_MANY_SQL, values: [JSON.stringify([event])] });
      return paid ? "paid" : "extra_payment";
    });
  }
}

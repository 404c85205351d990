import { errors } from "@pix/errors";
import type { Envelope } from "@pix/messaging";
import { chargeToJson, type Charge } from "../domain/charge";
import type { CreatePixChargeInput } from "../../shared/payment-engine/payment-engine";
import type { IdempotencySlot } from "./charges";
import { fromPgRow, toRow } from "./charges";
import type { Pool } from "pg";
import { inTransaction } from "@pix/messaging";
import { claimLost } from "./idempotency";
import {
  AFTER_COMPLETE_MANY_SQL, AFTER_COMPLETE_SQL, COMPLETE_ISSUE_SQL, COMPLETE_ISSUES_SQL, creatingRowJson, INSERT_CREATING_MANY_SQL, INSERT_CREATING_SQL,
  insertCreatingParams,
} from "./charge-sql";
import { reserveCouponUse } from "../../catalog/repositories/coupons";
import { isUniqueViolation, Prisma, type PrismaClient } from "../../shared/repositories/prisma";

/** What issuing learned from the engine, written when the charge leaves `creating`. */
export interface IssueCompletion {
  pixCode: string;
  qrCodeImage: string;
  engineChargeId: string;
  feeAmountCents: number | null;
}

/** A charge still `creating`, with the exact engine request to repeat. */
export interface PendingIssue {
  chargeId: string;
  request: CreatePixChargeInput;
  /** Sweeper attempts so far, this one included (claimDue counts it). */
  attempts: number;
  lastError: string | null;
  createdAt: Date;
}

interface IssueRow {
  charge_id: string;
  engine_request: Record<string, unknown>;
  attempts: number;
  last_error: string | null;
  created_at: Date;
}

const requestToJson = (r: CreatePixChargeInput) => ({ ...r, expiresAt: r.expiresAt.toISOString() }) as unknown as Prisma.InputJsonObject;
const requestFromJson = (j: Record<string, unknown>) => ({ ...j, expiresAt: new Date(j.expiresAt as string) }) as CreatePixChargeInput;
const pendingOf = (r: IssueRow): PendingIssue => ({
  chargeId: r.charge_id, request: requestFromJson(r.engine_request), attempts: r.attempts, lastError: r.last_error, createdAt: r.created_at,
});

/**
 * Issuing's writes: the charge row exists (`creating`) before the engine is called, with the engine
 * request beside it (charge_issues); completion turns it `pending` with its `charge.created` event in
 * one transaction, guarded by the status, so however many callers complete it (the request, a retry
 * with the same Idempotency-Key, sweepers on several replicas) exactly one writes the event.
 */
export class ChargeIssuesRepository {
  /** `pool`: issuing's hot writes run as plain SQL on it (charge-sql.ts); the rest goes through Prisma. */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly pool: Pool,
  ) {}

  /**
   * The `creating` charge, its engine request and, for an Idempotency-Key, the link from the key to it.
   * A charge with a coupon reserves one of its uses first, in the same transaction (reserveCouponUse).
   */
  async insertCreating(charge: Charge, request: CreatePixChargeInput, firstSweepAt: Date, slot?: IdempotencySlot): Promise<void> {
    // One statement (atomic by itself): the charge, its engine request, the key's link.
    const params = insertCreatingParams(toRow(charge), requestToJson(request), firstSweepAt, slot);
    const couponId = charge.couponId;
    try {
      if (couponId === null) {
        const { rows } = await this.pool.query<{ inserted: number }>(INSERT_CREATING_SQL, params);
        if (rows[0].inserted === 0) throw claimLost();
        return;
      }
      await this.prisma.$transaction(async (tx) => {
        await reserveCouponUse(tx, { ...charge, couponId });
        const [{ inserted }] = await tx.$queryRawUnsafe<{ inserted: number }[]>(INSERT_CREATING_SQL, ...params);
        if (inserted === 0) throw claimLost(); // the coupon's use rolls back with it
      });
    } catch (err) {
      // Only a chosen txid can collide (the subscription job's txid of a period already charged).
      if (isUniqueViolation(err) || (err as { code?: string }).code === "23505") throw errors.conflict("Já existe uma cobrança com este txid", "JA_EXISTE");
      throw err;
    }
  }

  /**
   * A batch's group of `creating` charges with their engine requests in one statement (issue 37): all
   * or none (a chosen txid already taken fails the group; the batch then writes its items one by one).
   * For charges without a coupon and without an Idempotency-Key of their own.
   */
  async insertCreatingMany(items: { charge: Charge; request: CreatePixChargeInput; firstSweepAt: Date }[]): Promise<void> {
    if (items.length === 0) return;
    const charges = items.map(({ charge }) => creatingRowJson(toRow(charge)));
    const issues = items.map(({ charge, request, firstSweepAt }) => ({ charge_id: charge.id, engine_request: requestToJson(request), next_attempt_at: firstSweepAt }));
    await this.pool.query(INSERT_CREATING_MANY_SQL, [JSON.stringify(charges), JSON.stringify(issues)]);
  }

  async find(chargeId: string): Promise<PendingIssue | null> {
    const row = await this.prisma.chargeIssue.findUnique({ where: { chargeId } });
    return row && { chargeId, request: requestFromJson(row.engineRequest as Record<string, unknown>), attempts: row.attempts, lastError: row.lastError, createdAt: row.createdAt };
  }

  /**
   * creating → pending with the engine's answer, the events (charge.created, the call's audit entry)
   * and the Idempotency-Key's response (any key naming this charge) in one transaction. null when the
   * charge was no longer `creating`.
   */
  async complete(chargeId: string, done: IssueCompletion, eventsOf: (charge: Charge) => Envelope[]): Promise<Charge | null> {
    return inTransaction(this.pool, async (client) => {
      const fee = done.feeAmountCents === null ? null : String(done.feeAmountCents);
      const { rows } = await client.query(COMPLETE_ISSUE_SQL, [chargeId, done.pixCode, done.engineChargeId, fee, done.qrCodeImage]);
      if (rows.length === 0) return null;
      const charge = fromPgRow(rows[0]);
      await client.query(AFTER_COMPLETE_SQL, [chargeId, JSON.stringify(eventsOf(charge)), JSON.stringify(chargeToJson(charge))]);
      return charge;
    });
  }

  /**
   * complete() for several charges in one transaction of two statements (a batch's group): each still
   * `creating` turns `pending` with its events and the response on any key naming it. Answers those it
   * completed (a charge another caller completed first is not among them).
   */
  async completeMany(done: { chargeId: string; done: IssueCompletion }[], eventsOf: (charge: Charge) => Envelope[]): Promise<Charge[]> {
    if (done.length === 0) return [];
    const rows = done.map(({ chargeId, done: d }) => ({
      id: chargeId, pix_code: d.pixCode, engine_charge_id: d.engineChargeId,
      fee_amount_cents: d.feeAmountCents === null ? null : String(d.feeAmountCents), qr_code_image: d.qrCodeImage,
    }));
    return inTransaction(this.pool, async (client) => {
      const { rows: completed } = await client.query(COMPLETE_ISSUES_SQL, [JSON.stringify(rows)]);
      const charges = completed.map(fromPgRow);
      if (charges.length === 0) return charges;
      const responses = charges.map((c) => ({ charge_id: c.id, response: chargeToJson(c) }));
      await client.query(AFTER_COMPLETE_MANY_SQL, [charges.map((c) => c.id), JSON.stringify(charges.flatMap(eventsOf)), JSON.stringify(responses)]);
      return charges;
    });
  }

  /**
   * creating → failed (never shown, no event). Keys naming the charge are dropped, so a retry with
   * the same Idempotency-Key runs afresh (errors are not replayed).
   */
  async fail(chargeId: string): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.charge.updateMany({ where: { id: chargeId, status: "creating" }, data: { status: "failed" } });
      await tx.chargeIssue.deleteMany({ where: { chargeId } });
      await tx.idempotencyKey.deleteMany({ where: { chargeId, response: { equals: Prisma.DbNull } } });
      return count === 1;
    });
  }

  /** A failed attempt: its error, and when to try next. */
  async reschedule(chargeId: string, error: string, nextAttemptAt: Date): Promise<void> {
    await this.prisma.chargeIssue.updateMany({ where: { chargeId }, data: { lastError: error.slice(0, 1000), nextAttemptAt } });
  }

  /** Milliseconds until the earliest issue falls due (≤ 0: due now), by the database's clock; null when none is left. */
  async nextDueInMs(): Promise<number | null> {
    const { rows } = await this.pool.query(`SELECT ceil(extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms FROM charge_issues`);
    return rows[0]?.ms ?? null;
  }

  /**
   * Claims up to `limit` issues whose time has come, for `leaseMs`: the row is locked only for this
   * short statement (SKIP LOCKED: replicas take disjoint rows) and the lease keeps other replicas
   * away while the engine is called; if this replica dies, the issue is due again when it expires.
   */
  async claimDue(limit: number, leaseMs: number): Promise<PendingIssue[]> {
    const rows = await this.prisma.$queryRaw<IssueRow[]>`
      WITH due AS (
        SELECT charge_id FROM charge_issues
        WHERE next_attempt_at <= now()
        ORDER BY next_attempt_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE charge_issues ci
      SET attempts = ci.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}::double precision)
      FROM due
      WHERE ci.charge_id = due.charge_id
      RETURNING ci.charge_id, ci.engine_request, ci.attempts, ci.last_error, ci.created_at`;
    return rows.map(pendingOf);
  }
}

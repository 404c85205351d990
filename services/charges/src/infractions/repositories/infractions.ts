/**
 * MED infractions' writes and reads (issue 25). A notice is applied in ONE transaction under the
 * charge's row lock (the same lock order as refunds: charge, then the ledger's balance rows inside
 * `post`): the infraction row (unique engine id per environment: a redelivered notice finds it),
 * the ledger's posting of the block / return / release (each under its own source key), the MED
 * refund row and the charge's refunded amount when upheld, and the events in the outbox. So the notice
 * is durable before the engine gets its answer, and however many times it comes, it counts once.
 */
import { scopeOfRow, type StoreScope } from "@pix/grpc";
import { randomUUID } from "node:crypto";
import type { Envelope } from "@pix/messaging";
import { chargeStatusAfter, type Refund } from "../../refunds/domain/refund";
import { medDebt, sourceKeys, type LedgerEnvironment } from "../../ledger/domain/ledger";
import type { DefenseFile, Infraction, InfractionOutcome, InfractionStatus, MedNatureza } from "../domain/infraction";
import { accountTotals, hold, release, settle, type TransferRef } from "../../ledger/repositories/ledger";
import { PAID_TOTAL, refundedPixOf, refundFromRow, type RefundedPix } from "../../refunds/repositories/refunds";
import { Prisma, type PrismaClient } from "../../shared/repositories/prisma";

type Row = Prisma.InfractionGetPayload<object>;
type Tx = Prisma.TransactionClient;

export function infractionFromRow(r: Row): Infraction {
  return {
    id: r.id, storeId: r.storeId, environment: r.environment as Infraction["environment"], engineInfractionId: r.engineInfractionId,
    chargeId: r.chargeId, txid: r.txid, endToEndId: r.endToEndId, amountCents: Number(r.amountCents), reason: r.reason, details: r.details,
    status: r.status as InfractionStatus, outcome: r.outcome as InfractionOutcome | null, defenseDueAt: r.defenseDueAt,
    debtCents: Number(r.debtCents), blockedCents: Number(r.blockedCents), defenseText: r.defenseText, defenseFiles: (r.defenseFiles as DefenseFile[] | null) ?? [],
    defenseSentAt: r.defenseSentAt, refundId: r.refundId, createdAt: r.createdAt, closedAt: r.closedAt,
  };
}

/** What a notice says, checked by the use case against the charge. */
export interface InfractionFacts {
  engineInfractionId: string;
  storeId: string;
  environment: LedgerEnvironment;
  chargeId: string;
  txid: string;
  endToEndId: string;
  amountCents: number;
  reason: string;
  details: string | null;
  defenseDueAt: Date;
  createdAt: Date;
  /** Set when the notice says the infraction is closed. */
  closing: { outcome: InfractionOutcome; closedAt: Date; refund: { rtrId: string; natureza: MedNatureza } | null } | null;
}

export interface InfractionEvents {
  opened(i: Infraction): Envelope;
  closed(i: Infraction): Envelope;
  /** The MED refund's refund.completed, with the charge's status after it. */
  refunded(refund: Refund, chargeStatus: string, pix: RefundedPix | null): Envelope;
}

export interface ApplyResult {
  opened: Infraction | null;
  closed: Infraction | null;
}

const TX_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

const outbox = (tx: Tx, e: Envelope) => tx.outboxEvent.create({ data: { id: e.id, event: e.event, payload: e as object } });

export class InfractionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Opens (block) and/or closes (return or release) the infraction a notice names; nothing twice. */
  async apply(f: InfractionFacts, events: InfractionEvents): Promise<ApplyResult> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM charges WHERE id = ${f.chargeId}::uuid FOR UPDATE`;
      const found = await tx.infraction.findUnique({ where: { environment_engineInfractionId: { environment: f.environment, engineInfractionId: f.engineInfractionId } } });
      const opened = found ? null : await open(tx, f, events);
      const current = found ? infractionFromRow(found) : opened!;
      const closed = f.closing && current.status !== "closed" ? await close(tx, current, f.closing, events) : null;
      return { opened, closed };
    }, TX_OPTIONS);
  }

  async find(scope: StoreScope, id: string): Promise<Infraction | null> {
    const row = await this.prisma.infraction.findFirst({ where: { id, storeId: scope.storeId, environment: scope.environment } });
    return row && infractionFromRow(row);
  }

  /** The store's infraction the engine knows by this id (a test-mode simulation reads what the engine's answer applied). */
  async findByEngineId(scope: StoreScope, engineInfractionId: string): Promise<Infraction | null> {
    const row = await this.prisma.infraction.findFirst({ where: { engineInfractionId, storeId: scope.storeId, environment: scope.environment } });
    return row && infractionFromRow(row);
  }

  /** Newest first; `after` is the last row of the previous page. */
  async list(scope: StoreScope, status: InfractionStatus | undefined, limit: number, after?: { createdAt: Date; id: string }): Promise<Infraction[]> {
    const rows = await this.prisma.infraction.findMany({
      where: {
        storeId: scope.storeId, environment: scope.environment, ...(status && { status }),
        ...(after && { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }),
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
    });
    return rows.map(infractionFromRow);
  }

  /** Claims the right to defend: open → defended with the text and files, only while open and before the deadline. */
  async recordDefense(id: string, text: string, files: DefenseFile[], by: string, now: Date): Promise<Infraction | null> {
    const { count } = await this.prisma.infraction.updateMany({
      where: { id, status: "open", defenseDueAt: { gt: now } },
      data: { status: "defended", defenseText: text, defenseFiles: files as unknown as Prisma.InputJsonValue, defenseSentAt: now, defenseBy: by },
    });
    if (count === 0) return null;
    return infractionFromRow(await this.prisma.infraction.findUniqueOrThrow({ where: { id } }));
  }

  /** The engine refused the defense: the claim is undone so that the merchant may send it again. */
  async undoDefense(id: string): Promise<void> {
    await this.prisma.infraction.updateMany({ where: { id, status: "defended" }, data: { status: "open", defenseText: null, defenseFiles: Prisma.DbNull, defenseSentAt: null, defenseBy: null } });
  }
}

const medRef = (i: { id: string; storeId: string; environment: LedgerEnvironment; txid: string; chargeId: string; endToEndId: string }, occurredAt: Date, refundId?: string): TransferRef => ({
  flow: "med", id: i.id, storeId: i.storeId, environment: i.environment,
  refs: { txid: i.txid, chargeId: i.chargeId, endToEndId: i.endToEndId, occurredAt, ...(refundId && { refundId }) },
});

/**
 * The block: the ledger's two-phase transfer `med` holds available → blocked at once, claiming the
 * payment the notice names; what available lacked is the debt (docs/money.md, "MED 2.0 infractions").
 * It blocks at most what is left of the payment after refunds and other infractions (issue 32): a
 * duplicated notice (a new infraction id on a payment already wholly blocked or returned) is recorded
 * and answered — the engine stops redelivering it — but blocks nothing, as a PSP's block takes only
 * what there is of the Pix it contests.
 */
async function open(tx: Tx, f: InfractionFacts, events: InfractionEvents): Promise<Infraction> {
  const id = randomUUID();
  const blocked = await hold(tx, {
    ...medRef({ ...f, id }, f.createdAt), amountCents: f.amountCents, claims: { paymentKey: sourceKeys.payment(f.endToEndId) }, upToLeft: true,
  });
  const debt = blocked.amountCents > 0n ? medDebt(await accountTotals(tx, scopeOfRow(f))) : 0n;
  const row = await tx.infraction.create({
    data: {
      id, environment: f.environment, engineInfractionId: f.engineInfractionId, storeId: f.storeId, chargeId: f.chargeId, txid: f.txid,
      endToEndId: f.endToEndId, amountCents: BigInt(f.amountCents), reason: f.reason, details: f.details, defenseDueAt: f.defenseDueAt,
      debtCents: debt < blocked.amountCents ? debt : blocked.amountCents, blockedCents: blocked.amountCents, createdAt: f.createdAt,
    },
  });
  const infraction = infractionFromRow(row);
  await outbox(tx, events.opened(infraction));
  return infraction;
}

/**
 * Upheld: the hold settles (blocked → payer_out), returning exactly what was blocked — never more than
 * was left of the payment — recorded as a MED refund when there was anything; rejected or expired: the
 * hold is released (blocked → available, the payment's claim given back).
 */
async function close(tx: Tx, i: Infraction, closing: NonNullable<InfractionFacts["closing"]>, events: InfractionEvents): Promise<Infraction> {
  let refundId: string | null = null;
  if (closing.outcome === "upheld" && closing.refund) {
    const id = randomUUID();
    const returned = await settle(tx, medRef(i, closing.closedAt, id));
    if (returned.posted && returned.amountCents > 0n) refundId = (await medRefund(tx, i, id, returned.amountCents, closing.refund, closing.closedAt, events)).id;
  } else {
    await release(tx, medRef(i, closing.closedAt));
  }
  const row = await tx.infraction.update({ where: { id: i.id }, data: { status: "closed", outcome: closing.outcome, closedAt: closing.closedAt, refundId } });
  const closed = infractionFromRow(row);
  await outbox(tx, events.closed(closed));
  return closed;
}

/** The engine's MED devolução, recorded as a settled refund of the charge (natureza MED_*), shown on the charge. */
async function medRefund(tx: Tx, i: Infraction, id: string, amountCents: bigint, r: { rtrId: string; natureza: MedNatureza }, at: Date, events: InfractionEvents): Promise<Refund> {
  const row = await tx.refund.create({
    data: {
      id, storeId: i.storeId, environment: i.environment, chargeId: i.chargeId, txid: i.txid, amountCents,
      motivo: "Devolução MED: infração procedente", status: "DEVOLVIDO", paymentEndToEndId: i.endToEndId, endToEndId: r.rtrId,
      feeBearer: "lojista", natureza: r.natureza, infractionId: i.id, createdAt: at, completedAt: at, nextAttemptAt: null,
    },
  });
  const [sums] = await tx.$queryRaw<{ refunded: bigint; paid: bigint }[]>`
    UPDATE charges c SET refunded_amount_cents = c.refunded_amount_cents + ${amountCents}
    WHERE c.id = ${i.chargeId}::uuid
    RETURNING c.refunded_amount_cents AS refunded, ${PAID_TOTAL} AS paid`;
  const chargeStatus = chargeStatusAfter(Number(sums.paid), Number(sums.refunded));
  if (chargeStatus === "refunded") await tx.charge.update({ where: { id: i.chargeId }, data: { status: "refunded" } });
  const refund = refundFromRow(row);
  await outbox(tx, events.refunded(refund, chargeStatus, await refundedPixOf(tx, refund)));
  return refund;
}

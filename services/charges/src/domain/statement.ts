import { errors, invalidField, z } from "@pix/errors";

/**
 * The statement (extrato): the store's ledger read back as a merchant reconciles it. One row per ledger
 * transaction that touches one of the store's own accounts, with its effect on each of them: `amount` is
 * the effect on `available` (what a merchant reconciles, so the column sums to the change of the
 * available balance), and the blocked / in-withdrawal / refunding effects are columns beside it. A
 * transaction between counterparty accounts only (none today) would not be a row. Rows are in the
 * ledger's own order (posting ids, the order the balances were computed in), newest first; the row's
 * key is its transaction's last own-account posting id, which the cursor carries.
 */
export const OWN_ACCOUNTS = ["available", "blocked", "withdrawal_pending", "refund_pending"] as const;
export type OwnAccount = (typeof OWN_ACCOUNTS)[number];

/** The ledger's transaction kinds in Portuguese; a kind not listed here reads as its code. */
export const TYPE_LABELS: Readonly<Record<string, string>> = {
  payment: "Pix recebido",
  fee: "Tarifa do serviço",
  refund_requested: "Devolução solicitada",
  refund_completed: "Devolução concluída",
  refund_failed: "Devolução não realizada (estorno)",
  withdrawal_requested: "Saque solicitado",
  withdrawal_paid: "Saque pago",
  withdrawal_rejected: "Saque recusado (estorno)",
  med_blocked: "Bloqueio cautelar (MED)",
  med_returned: "Devolução MED ao pagador",
  med_released: "Desbloqueio cautelar (MED)",
};

export function typeLabel(kind: string): string {
  return TYPE_LABELS[kind] ?? `Lançamento (${kind})`;
}

/** One posting of an own account, with its transaction's references (the repository's row). */
export interface OwnPosting {
  id: bigint;
  transactionId: string;
  account: string;
  amountCents: bigint;
  balanceAfterCents: bigint;
  createdAt: Date;
  kind: string;
  txid: string | null;
  chargeId: string | null;
  withdrawalId: string | null;
  refundId: string | null;
  endToEndId: string | null;
  occurredAt: Date;
}

export interface StatementRow {
  /** The row's key: its transaction's last own-account posting id. */
  seq: bigint;
  transactionId: string;
  kind: string;
  availableCents: bigint;
  /** Null until filled: a transaction that does not touch available takes the balance of the posting before it. */
  balanceAfterCents: bigint | null;
  blockedCents: bigint;
  inWithdrawalCents: bigint;
  refundingCents: bigint;
  txid: string | null;
  chargeId: string | null;
  withdrawalId: string | null;
  refundId: string | null;
  endToEndId: string | null;
  createdAt: Date;
  occurredAt: Date;
}

const EFFECT: Record<OwnAccount, "availableCents" | "blockedCents" | "inWithdrawalCents" | "refundingCents"> = {
  available: "availableCents",
  blocked: "blockedCents",
  withdrawal_pending: "inWithdrawalCents",
  refund_pending: "refundingCents",
};

/** Every own-account posting of some transactions → one row per transaction, newest (highest key) first. */
export function rowsOf(postings: readonly OwnPosting[]): StatementRow[] {
  const rows = new Map<string, StatementRow>();
  const lastAvailable = new Map<string, bigint>();
  for (const p of postings) {
    const field = EFFECT[p.account as OwnAccount];
    if (!field) continue;
    let row = rows.get(p.transactionId);
    if (!row) {
      row = {
        seq: p.id, transactionId: p.transactionId, kind: p.kind, availableCents: 0n, balanceAfterCents: null, blockedCents: 0n,
        inWithdrawalCents: 0n, refundingCents: 0n, txid: p.txid, chargeId: p.chargeId, withdrawalId: p.withdrawalId, refundId: p.refundId,
        endToEndId: p.endToEndId, createdAt: p.createdAt, occurredAt: p.occurredAt,
      };
      rows.set(p.transactionId, row);
    }
    row[field] += p.amountCents;
    if (p.id > row.seq) row.seq = p.id;
    // The transaction's last available posting carries the available balance after it.
    if (p.account === "available" && p.id > (lastAvailable.get(p.transactionId) ?? -1n)) {
      lastAvailable.set(p.transactionId, p.id);
      row.balanceAfterCents = p.balanceAfterCents;
    }
  }
  return [...rows.values()].sort((a, b) => (a.seq === b.seq ? 0 : a.seq > b.seq ? -1 : 1));
}

// ── the period ─────────────────────────────────────────────────────────────────────────────────────

/** The instants a statement may name: those PostgreSQL and the rows can have (as the other cursors check). */
const MIN_TIME = Date.UTC(2000, 0, 1);
const MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const instant = z.iso.datetime({ offset: true }).transform((iso) => new Date(iso))
  .refine((d) => d.getTime() >= MIN_TIME && d.getTime() <= MAX_TIME, "data fora do intervalo aceito (2000 a 9999)");

export interface Period { from: Date; to: Date }

/** `from` inclusive, `to` exclusive; the gateway resolved dates and defaults into instants already. */
export function parsePeriod(from: unknown, to: unknown): Period {
  const f = instant.safeParse(from);
  if (!f.success) throw invalidField("from", "FORMATO_INVALIDO", "use data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00", "consulta");
  const t = instant.safeParse(to);
  if (!t.success) throw invalidField("to", "FORMATO_INVALIDO", "use data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00", "consulta");
  if (t.data.getTime() <= f.data.getTime()) throw errors.validation("Período inválido: `to` deve ser posterior a `from`");
  return { from: f.data, to: t.data };
}

// ── the cursor ─────────────────────────────────────────────────────────────────────────────────────

const MAX_BIGINT = 9_223_372_036_854_775_807n;
/** What a cursor may decode to: exactly what encodeStatementCursor writes, a positive bigint posting id. */
const cursorSchema = z.string().regex(/^s:[1-9][0-9]{0,18}$/).transform((s) => BigInt(s.slice(2))).refine((n) => n <= MAX_BIGINT);

export function encodeStatementCursor(seq: bigint): string {
  return Buffer.from(`s:${seq}`).toString("base64url");
}

/** The row key to continue below; anything this service did not hand out is a 400, never a database error. */
export function decodeStatementCursor(text: string): bigint {
  const parsed = /^[A-Za-z0-9_-]{1,64}$/.test(text) ? cursorSchema.safeParse(Buffer.from(text, "base64url").toString("utf8")) : null;
  if (!parsed?.success) throw invalidField("cursor", "FORMATO_INVALIDO", "use o next_cursor da página anterior, sem alterá-lo", "consulta");
  return parsed.data;
}

export const STATEMENT_DEFAULT_LIMIT = 50;
export const STATEMENT_MAX_LIMIT = 1000;
export const EXPORT_BATCH = 1000;

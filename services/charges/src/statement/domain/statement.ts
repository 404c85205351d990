import { errors, invalidField, z } from "@pix/errors";
import { PAYMENT_COMPONENTS, type PaymentComponent } from "../../ledger/domain/ledger";

/**
 * The statement (extrato): the store's ledger read back as a merchant reconciles it. One row per ledger
 * transaction that touches one of the store's own accounts, with its effect on each of them: `amount` is
 * the effect on `available` (what a merchant reconciles, so the column sums to the change of the
 * available balance), and the blocked / in-withdrawal / refunding effects are columns beside it. A
 * transaction between counterparty accounts only (none today) would not be a row. Rows are in the
 * ledger's own order (posting ids, the order the balances were computed in), newest first; the row's
 * key is its transaction's last own-account posting id, which the cursor carries sealed (statement-cursor.ts).
 */
export const OWN_ACCOUNTS = ["available", "blocked", "withdrawal_pending", "refund_pending"] as const;
export type OwnAccount = (typeof OWN_ACCOUNTS)[number];

/** The ledger's transaction kinds in Portuguese; a kind not listed here reads as its code. */
export const TYPE_LABELS: Readonly<Record<string, string>> = {
  payment: "Pix recebido",
  fee: "Tarifa do serviço",
  refund_requested: "Devolução solicitada",
  refund_completed: "Devolução concluída",
  refund_failed: "Devolução não realizada (valor de volta ao saldo)",
  withdrawal_requested: "Saque solicitado",
  withdrawal_paid: "Saque pago",
  withdrawal_rejected: "Saque recusado (valor de volta ao saldo)",
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
  /** The charge's description and payer name (null on a row of no charge, or a charge without a payer name). */
  description: string | null;
  payerName: string | null;
  /** Which part of a due-date payment the posting is (issue 37); null on every other posting. */
  component?: string | null;
}

/** A due-date payment's componentes_valor as its postings state them (centavos, each ≥ 0). */
export type ValueComponents = Record<PaymentComponent, bigint>;

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
  description: string | null;
  payerName: string | null;
  /** A due-date payment's parts, read from its labelled available postings; null on every other row. */
  components: ValueComponents | null;
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
        endToEndId: p.endToEndId, createdAt: p.createdAt, occurredAt: p.occurredAt, description: p.description, payerName: p.payerName,
        components: null,
      };
      rows.set(p.transactionId, row);
    }
    row[field] += p.amountCents;
    // A decrement (abatimento, desconto) is a debit line of the payment; its component is its size.
    if (p.account === "available" && p.component && (PAYMENT_COMPONENTS as readonly string[]).includes(p.component)) {
      row.components ??= { original: 0n, multa: 0n, juros: 0n, abatimento: 0n, desconto: 0n };
      row.components[p.component as PaymentComponent] += p.amountCents < 0n ? -p.amountCents : p.amountCents;
    }
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
  if (t.data.getTime() <= f.data.getTime()) throw errors.validation("to", "VALOR_MINIMO", "Período inválido: `to` deve ser posterior a `from`", { local: "consulta" });
  return { from: f.data, to: t.data };
}

// The cursor that carries a row key between pages: ./statement-cursor.ts (sealed, per store).

export const STATEMENT_DEFAULT_LIMIT = 50;
export const STATEMENT_MAX_LIMIT = 1000;
export const EXPORT_BATCH = 1000;

import { type HandlersOf, type CallContext, requirePrincipal, scopeOf } from "@pix/grpc";
import { EXPORT_BATCH, parsePeriod, STATEMENT_DEFAULT_LIMIT, type StatementRow, typeLabel } from "../domain/statement";
import type { StatementCursors } from "../domain/statement-cursor";
import type { StatementRepository } from "../repositories/statement";
import { statementQuery } from "../../ledger/domain/ledger-input";

function entryMessage(r: StatementRow) {
  return {
    id: r.transactionId, type: r.kind, type_label: typeLabel(r.kind), amount_cents: Number(r.availableCents),
    balance_after_cents: Number(r.balanceAfterCents ?? 0n), blocked_cents: Number(r.blockedCents), in_withdrawal_cents: Number(r.inWithdrawalCents),
    refunding_cents: Number(r.refundingCents), txid: r.txid ?? undefined, charge_id: r.chargeId ?? undefined, withdrawal_id: r.withdrawalId ?? undefined,
    refund_id: r.refundId ?? undefined, end_to_end_id: r.endToEndId ?? undefined, created_at: r.createdAt.toISOString(), occurred_at: r.occurredAt.toISOString(),
    description: r.description ?? undefined, payer_name: r.payerName ?? undefined,
    componentes_valor: r.components ? {
      original_cents: Number(r.components.original), multa_cents: Number(r.components.multa), juros_cents: Number(r.components.juros),
      abatimento_cents: Number(r.components.abatimento), desconto_cents: Number(r.components.desconto),
    } : undefined,
  };
}

/** GET /statement (JSON pages, CSV export) and GET /statement/totals: the principal's store and environment only. */
export function statementHandlers(repo: StatementRepository, cursors: StatementCursors) {
  return {
    ListStatement: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const r = statementQuery(req);
      const period = parsePeriod(r.from, r.to);
      const scope = scopeOf(p);
      const before = r.cursor ? cursors.decode(scope, r.cursor) : null;
      const limit = r.limit || STATEMENT_DEFAULT_LIMIT;
      // One more than asked: whether a next page exists without a second query.
      const rows = await repo.page(scope, period, before, limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { entries: page.map(entryMessage), next_cursor: rows.length > limit && last ? cursors.encode(scope, last.seq) : undefined };
    },
    ExportStatement: async (req, ctx: CallContext, send: (m: object) => Promise<void>) => {
      const p = requirePrincipal(ctx);
      const r = statementQuery(req);
      const period = parsePeriod(r.from, r.to);
      const batch = r.limit || EXPORT_BATCH;
      // The first message goes out at once (even empty): the gateway answers its headers then.
      let before: bigint | null = null;
      let first = true;
      for (;;) {
        const rows = await repo.page(scopeOf(p), period, before, batch);
        if (rows.length > 0 || first) await send({ entries: rows.map(entryMessage) });
        first = false;
        if (rows.length < batch) return;
        before = rows[rows.length - 1].seq;
      }
    },
    StatementTotals: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const r = statementQuery(req);
      const period = parsePeriod(r.from, r.to);
      const [opening, byKind] = await Promise.all([repo.availableBefore(scopeOf(p), period.from), repo.totals(scopeOf(p), period)]);
      const sum = (f: (t: (typeof byKind)[number]) => bigint) => byKind.reduce((s, t) => s + f(t), 0n);
      const credits = sum((t) => t.credits);
      const debits = sum((t) => t.debits);
      return {
        from: period.from.toISOString(), to: period.to.toISOString(), opening_balance_cents: Number(opening), credits_cents: Number(credits),
        debits_cents: Number(debits), closing_balance_cents: Number(opening + credits + debits), blocked_cents: Number(sum((t) => t.blockedCents)),
        in_withdrawal_cents: Number(sum((t) => t.inWithdrawalCents)), refunding_cents: Number(sum((t) => t.refundingCents)), count: Number(sum((t) => t.count)),
        by_type: byKind.map((t) => ({
          type: t.kind, type_label: typeLabel(t.kind), count: Number(t.count), amount_cents: Number(t.availableCents), blocked_cents: Number(t.blockedCents),
          in_withdrawal_cents: Number(t.inWithdrawalCents), refunding_cents: Number(t.refundingCents),
        })),
      };
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesStatement">>;
}

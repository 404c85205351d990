import { once } from "node:events";
import { Router, type Request, type Response } from "express";
import { errors, z } from "@pix/errors";
import { centsToReais } from "@pix/money";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { statementCsvRecord, statementCsvStream, statementFilename, type StatementEntryMessage } from "../statement-csv";
import { query } from "../validate";
import type { Message } from "@pix/grpc";
import { withNulls } from "../views";

/**
 * GET /statement (extrato) and GET /statement/totals (docs/money.md, "The statement"): the store's ledger in a
 * period, read from charges. `from`/`to` are ISO 8601 instants with a zone, or Brasília days
 * (`2026-11-01`: `from` at the day's start, `to` through the day's end). Without them: the last 30 days.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const when = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: "data (AAAA-MM-DD) ou data e hora ISO 8601 com fuso" });
const period = { from: when.optional(), to: when.optional() };
const statementQuery = z.strictObject({
  ...period,
  cursor: z.string().min(1).max(200).optional(),
  /** Rows per page: default 50, at most 1000. */
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
const totalsQuery = z.strictObject(period);

/** Brasília has kept UTC−3 all year since 2019 (as the panel's date pickers assume). */
const BRASILIA = "-03:00";
const DEFAULT_DAYS = 30;

function resolvePeriod(q: { from?: string; to?: string }, now = new Date()): { from: string; to: string } {
  const to = q.to === undefined ? now.toISOString() : DAY.test(q.to) ? nextDay(q.to) : q.to;
  const from = q.from === undefined ? new Date(new Date(to).getTime() - DEFAULT_DAYS * 86_400_000).toISOString() : DAY.test(q.from) ? `${q.from}T00:00:00${BRASILIA}` : q.from;
  if (new Date(to).getTime() <= new Date(from).getTime()) throw errors.validation("to", "VALOR_MINIMO", "Período inválido: `to` deve ser posterior a `from`", { local: "consulta" });
  return { from, to };
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return `${d.toISOString().slice(0, 10)}T00:00:00${BRASILIA}`;
}

const reais = (cents: number | string | undefined) => centsToReais(Number(cents ?? 0));

export function statementEntryJson(e: StatementEntryMessage) {
  const { amount_cents, balance_after_cents, blocked_cents, in_withdrawal_cents, refunding_cents, componentes_valor: _c, ...rest } =
    withNulls(e as unknown as Record<string, unknown>, ["txid", "charge_id", "withdrawal_id", "refund_id", "end_to_end_id", "description", "payer_name"]);
  return {
    ...rest, amount: reais(amount_cents as number), balance_after: reais(balance_after_cents as number), blocked_amount: reais(blocked_cents as number),
    in_withdrawal_amount: reais(in_withdrawal_cents as number), refunding_amount: reais(refunding_cents as number),
    componentes_valor: componentsJson(e.componentes_valor),
  };
}

/** A due-date payment's parts in reais (issue 37); null on every other row. */
function componentsJson(c: StatementEntryMessage["componentes_valor"]) {
  if (!c) return null;
  return {
    original: reais(c.original_cents), multa: reais(c.multa_cents), juros: reais(c.juros_cents),
    abatimento: reais(c.abatimento_cents), desconto: reais(c.desconto_cents),
  };
}

function totalsJson(t: Message<"pix.charges.v1.StatementTotalsResponse">) {
  return {
    from: t.from, to: t.to, opening_balance: reais(t.opening_balance_cents), credits: reais(t.credits_cents), debits: reais(t.debits_cents),
    closing_balance: reais(t.closing_balance_cents), blocked_amount: reais(t.blocked_cents), in_withdrawal_amount: reais(t.in_withdrawal_cents),
    refunding_amount: reais(t.refunding_cents), count: Number(t.count),
    by_type: (t.by_type ?? []).map((b) => ({
      type: b.type, type_label: b.type_label, count: Number(b.count), amount: reais(b.amount_cents), blocked_amount: reais(b.blocked_cents),
      in_withdrawal_amount: reais(b.in_withdrawal_cents), refunding_amount: reais(b.refunding_cents),
    })),
  };
}

/** CSV when the client prefers it (`Accept: text/csv`); JSON otherwise, `*\/*` and no Accept included. */
const wantsCsv = (req: Request) => req.accepts(["application/json", "text/csv"]) === "text/csv";

export function statementRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);

  router.get("/statement", auth("extrato:ler"), async (req, res) => {
    const q = query(statementQuery, req);
    const p = resolvePeriod(q);
    if (wantsCsv(req)) {
      if (q.cursor !== undefined || q.limit !== undefined) throw errors.validation("cursor", "VALOR_INVALIDO", "O CSV traz o período inteiro: não use cursor nem limit com Accept: text/csv", { local: "consulta" });
      await streamCsv(clients, req, res, p);
      return;
    }
    const r = await clients.statement.call("ListStatement", { ...p, cursor: q.cursor, limit: q.limit ?? 0 }, { principal: principalOf(res) });
    res.json({ data: (r.entries ?? []).map(statementEntryJson), next_cursor: r.next_cursor ?? null });
  });

  router.get("/statement/totals", auth("extrato:ler"), async (req, res) => {
    const p = resolvePeriod(query(totalsQuery, req));
    res.json({ data: totalsJson(await clients.statement.call("StatementTotals", p, { principal: principalOf(res) })) });
  });
  return router;
}

/**
 * A stream end to end: charges reads the period in keyset batches and sends one message per batch; each
 * is written to the CSV stringifier, piped to the response. Headers wait for the first message, so a
 * refused request (bad period, credential) still answers its JSON error; after that a failure can only
 * cut the download short (the connection is destroyed, never a complete-looking file).
 */
async function streamCsv(clients: Clients, req: Request, res: Response, p: { from: string; to: string }) {
  const batches = clients.statement.serverStream("ExportStatement", { ...p, limit: 0 }, {
    principal: principalOf(res), deadlineMs: 30 * 60_000,
  });
  const first = await batches.next();
  res.status(200);
  res.set("content-type", "text/csv; charset=utf-8");
  res.set("content-disposition", `attachment; filename="${statementFilename(p.from, p.to)}"`);
  res.set("cache-control", "no-store");
  res.set("x-content-type-options", "nosniff");
  const csv = statementCsvStream();
  csv.pipe(res);
  const gone = once(res, "close").then(() => "closed" as const);
  const write = async (entries: StatementEntryMessage[] | undefined) => {
    for (const e of entries ?? []) {
      if (res.destroyed) return false;
      if (!csv.write(statementCsvRecord(e)) && (await Promise.race([once(csv, "drain").then(() => "drained" as const), gone])) === "closed") return false;
    }
    return true;
  };
  try {
    let open = first.done ? true : await write(first.value.entries);
    while (open) {
      const next = await batches.next();
      if (next.done) break;
      open = await write(next.value.entries);
    }
    if (open) csv.end();
    else await batches.return(undefined);
  } catch (err) {
    req.log?.warn({ err }, "statement export interrupted");
    csv.unpipe(res);
    res.destroy();
  }
}

/** The request schemas, for the API document (src/openapi). */
export { statementQuery, totalsQuery };

import type { Response } from "express";
import type { Message } from "@pix/grpc";
import type { Clients } from "../../clients";
import { principalOf } from "../authenticate";

type Charge = Message<"pix.charges.v1.Charge">;
type Refund = Message<"pix.charges.v1.Refund">;

/** Issuing may retry the engine; listing renders many charges. */
export const ISSUE_DEADLINE_MS = 20_000;
export const LIST_DEADLINE_MS = 30_000;

/** A call's options: the caller's principal, and a longer deadline where the call needs one. */
export const callOpts = (res: Response, deadlineMs?: number) => ({ principal: principalOf(res), ...(deadlineMs && { deadlineMs }) });

/** The refunds of a paid charge (none before a Pix): the page's read, for a page of one. */
export async function refundsOf(clients: Clients, res: Response, c: Charge): Promise<Refund[]> {
  return (await refundsByTxid(clients, res, [c])).get(c.txid) ?? [];
}

/**
 * The refunds of a page's charges in one call, by txid: none for a charge without a Pix, and no call
 * at all when no charge of the page has one.
 */
export async function refundsByTxid(clients: Clients, res: Response, charges: readonly Pick<Charge, "txid" | "end_to_end_id">[]): Promise<Map<string, Refund[]>> {
  const byTxid = new Map<string, Refund[]>();
  const txids = [...new Set(charges.filter((c) => c.end_to_end_id).map((c) => c.txid))];
  if (txids.length === 0) return byTxid;
  for (const r of (await clients.lists.call("ListRefundsOfCharges", { txids }, callOpts(res))).refunds ?? []) {
    byTxid.set(r.txid, [...(byTxid.get(r.txid) ?? []), r]);
  }
  return byTxid;
}

/** A list's period and page (the spec's query) as charges' lists take them. */
export function periodPageOf(q: { inicio: string; fim: string; "paginacao.paginaAtual": number; "paginacao.itensPorPagina": number }) {
  return { from: q.inicio, to: q.fim, page: q["paginacao.paginaAtual"], page_size: q["paginacao.itensPorPagina"] };
}

/** An optional "true"/"false" of the query as a filter (undefined: no filter). */
export const flagOf = (v: string | undefined): boolean | undefined => (v === undefined ? undefined : v === "true");

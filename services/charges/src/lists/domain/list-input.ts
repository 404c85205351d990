import { errors, intField, invalidField, isoInstantField, oneOf, patternField } from "@pix/errors";
import { type ChargeStatus, VISIBLE_STATUSES } from "../../issuing/domain/charge";

/**
 * The BCB API's list requests (proto/charges/v1/lists.proto) as the repository's filters: bounds kept
 * whoever calls (the gateway checks the spec's own at the HTTP edge). A period's bounds are both
 * inclusive (the spec's `inicio` and `fim`), read to the millisecond as the rows are stored.
 */
export const PAGE_SIZE_MAX = 1000;
/** The spec's page numbers go to 1,000,000 (schemas.ts); a page past the matches is empty. */
export const PAGE_MAX = 1_000_000;

export interface Period { from: Date; to: Date }
export interface Page { limit: number; offset: number }

export interface ChargesFilter {
  period: Period;
  withDueDate: boolean;
  document: string | null;
  /** null: any status; empty: none. */
  statuses: ChargeStatus[] | null;
  locationPresent: boolean | null;
  batchExternalId: string | null;
}

export interface PixFilter {
  period: Period;
  txid: string | null;
  document: string | null;
  hasRefunds: boolean | null;
}

const TXID = /^[A-Za-z0-9]{1,35}$/;
const DOCUMENT = /^(\d{11}|[0-9A-Z]{14})$/;

export function periodInput(from: string, to: string): Period {
  const period = { from: new Date(isoInstantField("from", from)), to: new Date(isoInstantField("to", to)) };
  if (period.to < period.from) throw errors.validation("to", "VALOR_MINIMO", "Período inválido: `to` é anterior a `from`", { local: "consulta" });
  return period;
}

export function pageInput(page: number, pageSize: number): Page {
  const size = intField("page_size", pageSize, 1, PAGE_SIZE_MAX);
  return { limit: size, offset: intField("page", page, 0, PAGE_MAX) * size };
}

const documentInput = (d: string | undefined) =>
  d === undefined ? null : patternField("customer_document", d, DOCUMENT, "um CPF (11 dígitos) ou CNPJ (14 caracteres), sem pontuação");

export function chargesFilterInput(r: {
  from: string; to: string; with_due_date: boolean; customer_document?: string; status: { statuses: string[] } | null;
  location_present?: boolean; batch_external_id?: string;
}): ChargesFilter {
  return {
    period: periodInput(r.from, r.to),
    withDueDate: r.with_due_date,
    document: documentInput(r.customer_document),
    statuses: r.status ? r.status.statuses.map((s) => oneOf("status.statuses", s, VISIBLE_STATUSES)) : null,
    locationPresent: r.location_present ?? null,
    batchExternalId: r.batch_external_id === undefined ? null : patternField("batch_external_id", r.batch_external_id, /^[1-9]\d{0,14}$/, "o número do lote, de 1 a 15 dígitos"),
  };
}

export function pixFilterInput(r: { from: string; to: string; txid?: string; customer_document?: string; has_refunds?: boolean }): PixFilter {
  return {
    period: periodInput(r.from, r.to),
    txid: r.txid === undefined ? null : patternField("txid", r.txid, TXID, "de 1 a 35 letras ou dígitos"),
    document: documentInput(r.customer_document),
    hasRefunds: r.has_refunds ?? null,
  };
}

/** A page's txids (at most PAGE_SIZE_MAX), each a txid's form. */
export function txidsInput(txids: readonly string[]): string[] {
  if (txids.length > PAGE_SIZE_MAX) throw invalidField("txids", "TAMANHO_MAXIMO", `no máximo ${PAGE_SIZE_MAX} txids por chamada`);
  return txids.map((t) => patternField("txids", t, TXID, "de 1 a 35 letras ou dígitos"));
}

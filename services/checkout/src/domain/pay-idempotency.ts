import { createHash } from "node:crypto";
import { errors } from "@pix/errors";

/**
 * Idempotency of a link payment. The payer's key is handed to the charges service's one
 * Idempotency-Key mechanism (IssuePix), which scopes keys by store and environment; the link id is
 * put in front of the key so a payer's key can only ever meet other attempts on the same link, never
 * the merchant's own POST /pix keys or another link's payers.
 */

/** Visible ASCII like the gateway's header; shorter, so that the scoped key fits charges' 255. */
const PAYER_KEY = /^[\x21-\x7E]{1,200}$/;

export interface IssueIdempotency {
  key: string;
  /** sha256 of the link and the payer's normalised fields: same link and fields → same request. */
  request_hash: string;
}

/** A key that is absent or blank means "no idempotency" (a form posts "" when its script did not run). */
export function parsePayerKey(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (!PAYER_KEY.test(raw)) throw errors.validation("Idempotency-Key", "FORMATO_INVALIDO", "Idempotency-Key deve ter de 1 a 200 caracteres ASCII visíveis", { local: "cabecalho" });
  return raw;
}

export function payIdempotency(linkId: string, payerKey: string, payer: Record<string, string | undefined>): IssueIdempotency {
  const fields = Object.entries(payer)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash("sha256").update(`POST /checkout/link/${linkId}/pay\n${JSON.stringify(fields)}`).digest("hex");
  return { key: `link:${linkId}:${payerKey}`, request_hash: hash };
}

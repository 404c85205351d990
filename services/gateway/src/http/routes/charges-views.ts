import { createHash } from "node:crypto";
import type { Request } from "express";
import { errors } from "@pix/errors";
import { centsToReais } from "@pix/money";

const nul = <T>(v: T | undefined | null): T | null => v ?? null;

/** pix.charges.v1.Charge → contract 2.2 JSON: money in reais, every field present (absent → null). */
export function chargeJson(c: Record<string, any>) {
  return {
    id: c.id,
    user_id: c.user_id,
    customer_id: nul(c.customer_id),
    txid: c.txid,
    description: c.description,
    amount: centsToReais(c.amount_cents),
    customer_name: nul(c.customer_name),
    customer_email: nul(c.customer_email),
    customer_cpf: nul(c.customer_cpf),
    customer_phone: nul(c.customer_phone),
    product_id: nul(c.product_id),
    success_url: nul(c.success_url),
    cancel_url: nul(c.cancel_url),
    expires_at: nul(c.expires_at),
    due_date: nul(c.due_date),
    pix_code: nul(c.pix_code),
    qr_code_url: nul(c.qr_code_url),
    status: c.status,
    end_to_end_id: nul(c.end_to_end_id),
    paid_at: nul(c.paid_at),
    created_at: c.created_at,
    store_name: nul(c.store_name),
    store_document: nul(c.store_document),
    fee_amount: c.fee_amount_cents === undefined || c.fee_amount_cents === null ? null : centsToReais(c.fee_amount_cents),
    subscription_id: nul(c.subscription_id),
    coupon_id: nul(c.coupon_id),
    environment: c.environment,
    checkout_url: c.checkout_url,
    extra_payments: (c.extra_payments ?? []).map((p: Record<string, any>) => ({
      end_to_end_id: p.end_to_end_id,
      amount: centsToReais(p.amount_cents),
      paid_at: p.paid_at,
    })),
  };
}

/** JSON with keys sorted at every level, so the same body hashes the same whatever its key order or spacing. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const KEY = /^[\x21-\x7E]{1,255}$/;

/** The Idempotency-Key header, if any, with the hash of this request (method, path, canonical body). */
export function idempotencyOf(req: Request): { key: string; request_hash: string } | undefined {
  const key = req.get("idempotency-key");
  if (key === undefined) return undefined;
  if (!KEY.test(key)) throw errors.validation("Idempotency-Key deve ter de 1 a 255 caracteres ASCII visíveis");
  const hash = createHash("sha256").update(`${req.method} ${req.path}\n${canonical(req.body ?? {})}`).digest("hex");
  return { key, request_hash: hash };
}

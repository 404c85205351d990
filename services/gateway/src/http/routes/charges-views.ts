import { createHash } from "node:crypto";
import type { Request } from "express";
import { invalidField } from "@pix/errors";

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
  if (!KEY.test(key)) throw invalidField("Idempotency-Key", "FORMATO_INVALIDO", "use de 1 a 255 caracteres ASCII visíveis, sem espaços, por exemplo um UUID", "cabecalho");
  return { key, request_hash: requestHashOf(req) };
}

/** The hash idempotency compares: method, path and canonical body (a replay with another body is a conflict). */
export function requestHashOf(req: Request): string {
  return createHash("sha256").update(`${req.method} ${req.path}\n${canonical(req.body ?? {})}`).digest("hex");
}

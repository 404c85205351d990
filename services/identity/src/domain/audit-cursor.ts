import { errors } from "@pix/errors";

/**
 * GET /audit pages by keyset on (created_at, id), newest first. The cursor is the last entry shown,
 * encoded opaquely (base64url JSON): a page never repeats or skips an entry when new ones arrive,
 * because new entries sort before the cursor.
 */
export interface AuditCursor { createdAt: Date; id: string }

export const AUDIT_DEFAULT_LIMIT = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeAuditCursor(c: AuditCursor): string {
  return Buffer.from(JSON.stringify({ t: c.createdAt.toISOString(), i: c.id })).toString("base64url");
}

/** Throws a validation error for anything this service did not hand out. */
export function decodeAuditCursor(raw: string): AuditCursor {
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw)) throw new Error("shape");
    const v = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as { t?: unknown; i?: unknown };
    const createdAt = typeof v.t === "string" ? new Date(v.t) : new Date(NaN);
    if (Number.isNaN(createdAt.getTime()) || typeof v.i !== "string" || !UUID.test(v.i)) throw new Error("fields");
    return { createdAt, id: v.i };
  } catch {
    throw errors.validation("cursor", "FORMATO_INVALIDO", "cursor inválido", { local: "consulta" });
  }
}

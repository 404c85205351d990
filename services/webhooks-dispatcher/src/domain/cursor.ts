import { invalidField, z } from "@pix/errors";

/** Keyset position in a newest-first listing: the (created_at, id) of the last row of the page. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

/**
 * What a cursor may decode to: exactly what encodeCursor writes. A cursor is opaque but comes back from
 * the client, so its content is checked like any input: a canonical UTC ISO timestamp with milliseconds
 * (the 4-digit years of ISO 8601, so no year −271821 nor NaN) within the range PostgreSQL stores and
 * rows can have, and a UUID. Anything else is a 400, never a database error.
 */
const MIN_TIME = Date.UTC(2000, 0, 1);
const MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const cursorSchema = z.object({
  createdAt: z.iso
    .datetime({ precision: 3 })
    .transform((iso) => new Date(iso))
    .refine((d) => d.getTime() >= MIN_TIME && d.getTime() <= MAX_TIME),
  id: z.uuid().transform((id) => id.toLowerCase()),
});

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString("base64url");
}

export function decodeCursor(text: string): Cursor {
  const parts = Buffer.from(text, "base64url").toString("utf8").split("|");
  const parsed = parts.length === 2 ? cursorSchema.safeParse({ createdAt: parts[0], id: parts[1] }) : null;
  if (!parsed?.success) throw invalidField("cursor", "FORMATO_INVALIDO", "use o next_cursor da página anterior, sem alterá-lo", "consulta");
  return parsed.data;
}

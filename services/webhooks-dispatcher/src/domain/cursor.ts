import { errors } from "@pix/errors";

/** Keyset position in a newest-first listing: the (created_at, id) of the last row of the page. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString("base64url");
}

export function decodeCursor(text: string): Cursor {
  const [iso, id] = Buffer.from(text, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime())) throw errors.validation("Campo inválido: cursor");
  return { createdAt, id };
}

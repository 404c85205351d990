/**
 * Text PostgreSQL cannot store as given. A `text` column refuses U+0000 ("invalid byte sequence
 * for encoding UTF8: 0x00") and `jsonb` refuses the `\u0000` escape; a lone UTF-16 surrogate (legal
 * in a JSON string, `"\ud800"`) is silently turned into U+FFFD by the driver in a `text` column and
 * refused by `jsonb`. Both are refused at every boundary instead of surfacing as a 500 or as
 * changed data.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = "caractere não permitido (U+0000 ou UTF-16 incompleto)";

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Deeper than any body of the API; a cap keeps recursive code (serialisers, loggers) safe. */
export const MAX_JSON_DEPTH = 32;

export type InputProblem = { path: string; reason: "text" | "depth" };

/**
 * The first unstorable string (value or key) or over-deep nesting in a parsed JSON value, or null.
 * Iterative, so a 100 kB body nested 50 000 levels deep cannot overflow the stack.
 */
export function findUnstorableInput(value: unknown, maxDepth = MAX_JSON_DEPTH): InputProblem | null {
  const pending: [unknown, string, number][] = [[value, "", 0]];
  while (pending.length > 0) {
    const [current, path, depth] = pending.pop()!;
    if (typeof current === "string") {
      if (!isStorableText(current)) return { path, reason: "text" };
      continue;
    }
    if (current === null || typeof current !== "object" || Buffer.isBuffer(current)) continue;
    if (depth >= maxDepth) return { path, reason: "depth" };
    const list = Array.isArray(current);
    for (const [key, child] of Object.entries(current)) {
      if (!isStorableText(key)) return { path, reason: "text" };
      pending.push([child, list ? `${path}[${key}]` : path ? `${path}.${key}` : key, depth + 1]);
    }
  }
  return null;
}

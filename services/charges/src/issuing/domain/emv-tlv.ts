/**
 * EMV QRCPS TLV primitives: each data object is a 2-digit id, a 2-digit decimal length (01..99)
 * and that many characters of value. Lengths count characters, not bytes, so parsing works on
 * code points (Array.from) rather than UTF-16 units or UTF-8 bytes.
 */

/** Thrown for any malformed BR Code; the message says what is wrong and where. */
export class BrCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BrCodeError";
  }
}

export interface Tlv {
  id: string;
  value: string;
  /** Offset, in code points, of the id within the parsed sequence (used to locate the CRC input). */
  start: number;
}

/**
 * Splits `chars` into consecutive data objects, consuming all of it: anything left over that does
 * not form a complete object is reported as truncation rather than silently ignored.
 */
export function parseTlvs(chars: readonly string[], context: string): Tlv[] {
  const out: Tlv[] = [];
  const seen = new Set<string>();
  let i = 0;
  while (i < chars.length) {
    if (chars.length - i < 4) {
      throw new BrCodeError(`${context}: truncated data object header at position ${i}`);
    }
    const id = chars.slice(i, i + 2).join("");
    const len = chars.slice(i + 2, i + 4).join("");
    if (!/^\d{2}$/.test(id)) {
      throw new BrCodeError(`${context}: non-numeric id "${id}" at position ${i}`);
    }
    if (!/^\d{2}$/.test(len)) {
      throw new BrCodeError(`${context}: field ${id} has non-numeric length "${len}"`);
    }
    const n = Number(len);
    if (n === 0) throw new BrCodeError(`${context}: field ${id} has length 00`);
    const remaining = chars.length - i - 4;
    if (n > remaining) {
      throw new BrCodeError(
        `${context}: field ${id} declares length ${n} but only ${remaining} characters remain (truncated or length overflow)`,
      );
    }
    // EMV ids are unique within a template; a repeat usually means a bad length shifted the parse.
    if (seen.has(id)) throw new BrCodeError(`${context}: field ${id} appears more than once`);
    seen.add(id);
    out.push({ id, value: chars.slice(i + 4, i + 4 + n).join(""), start: i });
    i += 4 + n;
  }
  return out;
}

/** Serialises one data object; throws (plain Error: this is caller input) if it cannot fit. */
export function tlv(id: string, value: string, name: string): string {
  const n = Array.from(value).length;
  if (n < 1 || n > 99) {
    throw new Error(`field ${id} (${name}) must be 1..99 characters long, got ${n}`);
  }
  return `${id}${String(n).padStart(2, "0")}${value}`;
}

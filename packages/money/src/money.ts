/**
 * Money is integer centavos everywhere inside the service. Reais only exist at the API edge, and
 * the conversions here go through decimal strings so that binary floating point never rounds an
 * amount (0.1 + 0.2 is 0.30000000000000004, and 1.005 * 100 is 100.49999999999999).
 */

/** Smallest charge the gateway accepts: R$ 5,00. */
export const MINIMUM_CHARGE_CENTS = 500;

const MAX_REAIS = 1_000_000_000;
const MAX_CENTS = MAX_REAIS * 100;

/** Rewrites "1.5e+21" / "1e-7" (how String() prints very large or small numbers) in plain notation. */
function expandExponent(text: string): string {
  const m = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/i.exec(text);
  if (!m) return text;
  const digits = m[1] + (m[2] ?? "");
  const point = m[1].length + Number(m[3]); // new position of the decimal point within `digits`
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Converts an API amount in reais (JSON number such as 10.5, or a string such as "10.50") into
 * integer centavos, exactly. A number is read through String(n), its shortest round-trip decimal
 * form, so 0.29 is "0.29" (29 centavos) even though the double is slightly below 0.29.
 *
 * Throws RangeError for anything that is not a non-negative amount with at most 2 decimal places
 * and at most R$ 1.000.000.000,00 (including NaN, ±Infinity and malformed strings).
 */
export function parseReais(value: number | string): number {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`amount must be a finite number, got ${value}`);
    if (value < 0) throw new RangeError(`amount must not be negative, got ${value}`);
    text = expandExponent(String(value));
  } else if (typeof value === "string") {
    text = value;
  } else {
    throw new RangeError(`amount must be a number or a decimal string, got ${typeof value}`);
  }
  // Strings are held to the same plain form the number path produces: no sign, exponent, comma
  // or spaces, so "1e3" or "10,50" cannot slip through as something other than what was meant.
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new RangeError(`amount must be a non-negative decimal like "10.50", got ${JSON.stringify(value)}`);
  const [, whole, frac = ""] = m;
  if (frac.length > 2) throw new RangeError(`amount must have at most 2 decimal places, got ${text}`);
  const centsText = (whole + frac.padEnd(2, "0")).replace(/^0+(?=\d)/, "");
  // Compare by length first so a huge digit string is never handed to Number().
  if (centsText.length > String(MAX_CENTS).length || Number(centsText) > MAX_CENTS) {
    throw new RangeError(`amount must be at most ${MAX_REAIS} reais, got ${text}`);
  }
  return Number(centsText);
}

/**
 * What a person types in a money field → integer centavos, or null when it is not an amount: the
 * Brazilian form ("R$ 1.234,56", "15.000,00", "1234,5") and the plain one ("1234.56", "1234"). A
 * comma is the decimal mark (dots are then thousands); without a comma, dots grouping exactly three
 * digits ("15.000") are thousands and any other dot is the decimal mark. The one parser of every
 * money input of the panel; the API itself keeps parseReais (a dot, never thousands).
 */
export function parseTypedReais(input: string): number | null {
  let s = input.trim().replace(/^R\$\s*/, "").replace(/\s/g, "");
  if (s.includes(",")) {
    if (!/^\d{1,3}(\.\d{3})*,\d{1,2}$|^\d+,\d{1,2}$/.test(s)) return null;
    s = s.replace(/\./g, "").replace(",", ".");
  } else if (/^\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, "");
  try {
    return parseReais(s);
  } catch {
    return null;
  }
}

function splitCents(cents: number): { sign: string; whole: string; frac: string } {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, "0");
  return { sign: cents < 0 ? "-" : "", whole: digits.slice(0, -2), frac: digits.slice(-2) };
}

/**
 * Integer centavos → reais for JSON output. Built as the decimal string "int.frac" and then
 * Number()-ed, so JSON.stringify prints the shortest decimal (1050 → 10.5, 1999 → 19.99): for
 * up to 15 significant digits the parsed double round-trips to exactly that decimal.
 */
export function centsToReais(cents: number): number {
  const { sign, whole, frac } = splitCents(cents);
  if (whole.length + 2 > 15) throw new RangeError(`cents ${cents} has too many digits to print exactly as reais`);
  return Number(`${sign}${whole}.${frac}`);
}

/** Brazilian display format: "R$ 1.234,56" (dot thousands, comma decimals, ASCII space). */
export function formatBrl(cents: number): string {
  const { sign, whole, frac } = splitCents(cents);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ".");
  return `${sign}R$ ${grouped},${frac}`;
}

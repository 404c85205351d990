/** Integer-centavo arithmetic. Never floats: 0.1 + 0.2 style drift would corrupt splits. */

const PERCENT = /^(\d{1,3})(?:\.(\d{1,4}))?$/;
const PERCENT_SCALE = 1_000_000n; // "100" percent with 4 decimals = 1_000_000

/** "1.99" -> 19_900 (percent scaled by 10^4), or null if malformed / above 100. */
export function parsePercent(value: string): bigint | null {
  const m = PERCENT.exec(value);
  if (!m) return null;
  const scaled = BigInt(m[1]) * 10_000n + BigInt((m[2] ?? "").padEnd(4, "0"));
  return scaled <= PERCENT_SCALE ? scaled : null;
}

/** floor(cents * percent / 100), exact. */
export function percentOf(cents: number, percent: string): number {
  const scaled = parsePercent(percent);
  if (scaled === null) throw new Error(`invalid percent ${percent}`);
  return Number((BigInt(cents) * scaled) / PERCENT_SCALE);
}

/** 1234 -> "12.34", the provider's decimal-string money format. */
export function toReais(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export interface SplitRule {
  walletId: string;
  percentualValue?: string;
  fixedValueCents?: number;
}

/** Each split receives floor(net * percent) + fixed; the engine's fee is already out of `netCents`. */
export function computeSplit(netCents: number, rules: SplitRule[]) {
  return rules.map((r) => ({
    ...r,
    totalValueCents: (r.percentualValue ? percentOf(netCents, r.percentualValue) : 0) + (r.fixedValueCents ?? 0),
  }));
}

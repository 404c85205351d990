import { LAST_USED_RESOLUTION_MS, LastUsedThrottle } from "./api-key";

describe("LastUsedThrottle (api_keys.last_used_at once per key per minute)", () => {
  it("lets the first use of a key through, then none until the interval has passed", () => {
    const t = new LastUsedThrottle(LAST_USED_RESOLUTION_MS);
    expect(t.due("k1", 1_000_000)).toBe(true);
    expect(t.due("k1", 1_000_001)).toBe(false);
    expect(t.due("k1", 1_000_000 + LAST_USED_RESOLUTION_MS - 1)).toBe(false);
    expect(t.due("k1", 1_000_000 + LAST_USED_RESOLUTION_MS)).toBe(true);
    expect(t.due("k1", 1_000_000 + LAST_USED_RESOLUTION_MS + 5)).toBe(false);
  });

  it("throttles each key on its own", () => {
    const t = new LastUsedThrottle(60_000);
    expect(t.due("a", 0)).toBe(true);
    expect(t.due("b", 1)).toBe(true);
    expect(t.due("a", 2)).toBe(false);
    expect(t.due("b", 3)).toBe(false);
  });

  it("stays bounded: past maxKeys the oldest key is forgotten (and due again)", () => {
    const t = new LastUsedThrottle(60_000, 2);
    expect(t.due("a", 0)).toBe(true);
    expect(t.due("b", 0)).toBe(true);
    expect(t.due("c", 0)).toBe(true);
    expect(t.due("b", 1)).toBe(false);
    expect(t.due("a", 1)).toBe(true);
  });

  it("treats a clock that went backwards as due rather than throttling forever", () => {
    const t = new LastUsedThrottle(60_000);
    expect(t.due("a", 100_000)).toBe(true);
    expect(t.due("a", 50_000)).toBe(true);
  });
});

import { applyDiscount, discountCents, refusal } from "./coupon";

/** [price in centavos, discount, expected discount in centavos]; the rule: round half up to the centavo. */
const TABLE: [number, { type: "percent" | "fixed"; value: number }, number][] = [
  [1000, { type: "percent", value: 3333 }, 333], // 33.33 % of 10.00 = 3.333
  [1000, { type: "percent", value: 3335 }, 334], // 3.335 → half up
  [1000, { type: "percent", value: 5000 }, 500],
  [1000, { type: "percent", value: 10000 }, 1000],
  [1000, { type: "percent", value: 1 }, 0], // 0.01 % of 10.00 = 0.001
  [999, { type: "percent", value: 5000 }, 500], // 4.995 → 5.00
  [5, { type: "percent", value: 5000 }, 3], // 0.025 → 0.03
  [1, { type: "percent", value: 5000 }, 1], // 0.005 → 0.01
  [1, { type: "percent", value: 4999 }, 0],
  [1999, { type: "percent", value: 1500 }, 300], // 2.9985 → 3.00
  [1999, { type: "percent", value: 1000 }, 200], // 1.999
  [4990, { type: "percent", value: 3333 }, 1663], // 16.63167
  [12345, { type: "percent", value: 1234 }, 1523], // 15.23373
  [12345, { type: "percent", value: 6667 }, 8230], // 82.30412
  [100000, { type: "percent", value: 3333 }, 33330],
  [99999, { type: "percent", value: 3333 }, 33330], // 333.29667
  [700, { type: "percent", value: 2857 }, 200], // 1.9999
  [333, { type: "percent", value: 3333 }, 111], // 1.10989
  [250, { type: "percent", value: 2000 }, 50],
  [10, { type: "percent", value: 2500 }, 3], // 0.025 → 0.03
  [30, { type: "percent", value: 5000 }, 15],
  [Number.MAX_SAFE_INTEGER, { type: "percent", value: 5000 }, 4503599627370496], // half up of 4503599627370495.5
  [1000, { type: "fixed", value: 1 }, 1],
  [1000, { type: "fixed", value: 250 }, 250],
  [1000, { type: "fixed", value: 1000 }, 1000],
  [1000, { type: "fixed", value: 5000 }, 1000], // at most the price
  [599, { type: "fixed", value: 99 }, 99],
  [12345, { type: "fixed", value: 12344 }, 12344],
  [5, { type: "fixed", value: 6 }, 5],
  [2000, { type: "fixed", value: 1500 }, 1500],
  [2000, { type: "percent", value: 7500 }, 1500],
  [1001, { type: "percent", value: 5000 }, 501], // 5.005 → 5.01
];

describe("coupon discount (integer centavos, percent rounded half up to the centavo)", () => {
  it.each(TABLE)("price %i, %o → discount %i, no centavo lost", (price, d, expected) => {
    const discount = discountCents(price, d);
    expect(discount).toBe(expected);
    expect(Number.isInteger(discount)).toBe(true);
    expect(price - discount + discount).toBe(price);
    expect(discount).toBeGreaterThanOrEqual(0);
    expect(discount).toBeLessThanOrEqual(price);
  });

  it("has at least 30 cases", () => expect(TABLE.length).toBeGreaterThanOrEqual(30));

  it("refuses a total below 5.00 with VALOR_MINIMO and keeps the exact total otherwise", () => {
    expect(applyDiscount(1000, { type: "percent", value: 5000 })).toEqual({ amountCents: 500, discountCents: 500 });
    expect(applyDiscount(1000, { type: "percent", value: 3333 })).toEqual({ amountCents: 667, discountCents: 333 });
    expect(() => applyDiscount(999, { type: "percent", value: 5000 })).toThrow(expect.objectContaining({ codigo: "VALOR_MINIMO" }));
    expect(() => applyDiscount(1000, { type: "fixed", value: 501 })).toThrow(expect.objectContaining({ codigo: "VALOR_MINIMO" }));
  });
});

describe("coupon refusal", () => {
  const now = new Date("2030-01-01T00:00:00Z");
  const ok = { isActive: true, expiresAt: null, maxUses: null, uses: 0, productIds: [] };
  it.each([
    ["applies", ok, null, null],
    ["inactive", { ...ok, isActive: false }, null, "Cupom inativo"],
    ["expired at this instant", { ...ok, expiresAt: now }, null, "Cupom expirado"],
    ["not yet expired", { ...ok, expiresAt: new Date(now.getTime() + 1) }, null, null],
    ["exhausted", { ...ok, maxUses: 2, uses: 2 }, null, "Cupom esgotado"],
    ["one use left", { ...ok, maxUses: 2, uses: 1 }, null, null],
    ["for another product", { ...ok, productIds: ["p1"] }, "p2", "Cupom não vale para este produto"],
    ["restricted, amount only", { ...ok, productIds: ["p1"] }, null, "Cupom não vale para este produto"],
    ["for this product", { ...ok, productIds: ["p1"] }, "p1", null],
  ])("%s", (_what, c, productId, reason) => {
    expect(refusal(c, now, productId)).toBe(reason);
  });
});

import { computeSplit, parsePercent, percentOf, toReais } from "./money";

describe("money", () => {
  it("parses percent strings exactly", () => {
    expect(parsePercent("1.99")).toBe(19_900n);
    expect(parsePercent("100")).toBe(1_000_000n);
    expect(parsePercent("0.0001")).toBe(1n);
    for (const bad of ["100.01", "1.99999", "-1", "1e2", "", " 1", "1."]) expect(parsePercent(bad)).toBeNull();
  });

  it("floors percent shares in integer math", () => {
    expect(percentOf(9_901, "1.99")).toBe(197); // 197.0299
    expect(percentOf(100, "33.33")).toBe(33);
    expect(percentOf(Number.MAX_SAFE_INTEGER, "100")).toBe(Number.MAX_SAFE_INTEGER); // no float overflow
    expect(percentOf(0, "50")).toBe(0);
  });

  it("formats reais", () => {
    expect(toReais(0)).toBe("0.00");
    expect(toReais(5)).toBe("0.05");
    expect(toReais(123_456)).toBe("1234.56");
    expect(toReais(-150)).toBe("-1.50");
  });

  it("adds fixed values to percent shares", () => {
    expect(computeSplit(9_901, [{ walletId: "w", percentualValue: "10", fixedValueCents: 5 }])).toEqual([
      { walletId: "w", percentualValue: "10", fixedValueCents: 5, totalValueCents: 995 },
    ]);
  });
});

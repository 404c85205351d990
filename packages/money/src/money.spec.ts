import { MINIMUM_CHARGE_CENTS, centsToReais, formatBrl, parseReais, parseTypedReais } from "./money";

describe("parseReais", () => {
  it.each<[string, number | string, number]>([
    ["0.29 (double is 0.28999…, 0.29*100 is 28.999999999999996)", 0.29, 29],
    ["19.99 (19.99*100 is 1998.9999999999998)", 19.99, 1999],
    ["1.1 (1.1*100 is 110.00000000000001)", 1.1, 110],
    ["0.07 (0.07*100 is 7.000000000000001)", 0.07, 7],
    ["10.5", 10.5, 1050],
    ["10.50 literal is the same number", 10.50, 1050],
    ["integer", 10, 1000],
    ["zero", 0, 0],
    ["negative zero", -0, 0],
    ["one centavo", 0.01, 1],
    ["the maximum", 1_000_000_000, 100_000_000_000],
    ["the maximum with cents .00", 1_000_000_000.0, 100_000_000_000],
    ["just below the maximum", 999_999_999.99, 99_999_999_999],
    ["string with 2 decimals", "10.50", 1050],
    ["string with 1 decimal", "10.5", 1050],
    ["string integer", "10", 1000],
    ["string with leading zeros", "007.50", 750],
    ["string zero", "0.00", 0],
    ["string maximum", "1000000000.00", 100_000_000_000],
  ])("%s", (_name, input, cents) => {
    expect(parseReais(input)).toBe(cents);
  });

  it.each<[string, unknown]>([
    ["0.1 + 0.2", 0.1 + 0.2],
    ["1.005 (three decimals)", 1.005],
    ["0.001", 0.001],
    ["1e-7 (exponent form, tiny)", 1e-7],
    ["5e-324", Number.MIN_VALUE],
    ["1e21 (exponent form, huge)", 1e21],
    ["1.5e300", 1.5e300],
    ["just above the maximum", 1_000_000_000.01],
    ["above the maximum", 1_000_000_001],
    ["negative", -1],
    ["negative cents", -0.01],
    ["NaN", NaN],
    ["Infinity", Infinity],
    ["-Infinity", -Infinity],
    ["string with 3 decimals", "10.500"],
    ["string with comma", "10,50"],
    ["string with exponent", "1e3"],
    ["string negative", "-1.00"],
    ["string with plus sign", "+1.00"],
    ["string with spaces", " 1.00"],
    ["string without integer part", ".50"],
    ["string with trailing dot", "5."],
    ["empty string", ""],
    ["huge digit string", "9".repeat(400)],
    ["string above the maximum", "1000000000.01"],
    ["null", null],
    ["boolean", true],
  ])("rejects %s", (_name, input) => {
    expect(() => parseReais(input as number)).toThrow(RangeError);
  });
});

describe("centsToReais", () => {
  it.each<[number, number, string]>([
    [0, 0, "0"],
    [1, 0.01, "0.01"],
    [29, 0.29, "0.29"],
    [1050, 10.5, "10.5"],
    [1999, 19.99, "19.99"],
    [100, 1, "1"],
    [-1050, -10.5, "-10.5"],
    [100_000_000_000, 1_000_000_000, "1000000000"],
    [123_456_789_012_345, 1_234_567_890_123.45, "1234567890123.45"],
  ])("%i → %d (JSON %s)", (cents, reais, json) => {
    expect(centsToReais(cents)).toBe(reais);
    expect(JSON.stringify(centsToReais(cents))).toBe(json);
  });

  it("round-trips with parseReais for every centavo value of the first R$ 100", () => {
    for (let cents = 0; cents <= 10_000; cents++) expect(parseReais(centsToReais(cents))).toBe(cents);
  });

  it.each([[1.5], [NaN], [Number.MAX_SAFE_INTEGER + 1], [Number.MAX_SAFE_INTEGER]])("rejects %d", (cents) => {
    expect(() => centsToReais(cents)).toThrow(RangeError);
  });
});

describe("formatBrl", () => {
  it.each<[number, string]>([
    [0, "R$ 0,00"],
    [5, "R$ 0,05"],
    [99, "R$ 0,99"],
    [100, "R$ 1,00"],
    [123456, "R$ 1.234,56"],
    [100000, "R$ 1.000,00"],
    [99999, "R$ 999,99"],
    [123456789012, "R$ 1.234.567.890,12"],
    [-123456, "-R$ 1.234,56"],
    [MINIMUM_CHARGE_CENTS, "R$ 5,00"],
  ])("%i → %s", (cents, text) => {
    expect(formatBrl(cents)).toBe(text);
  });

  it("rejects non-integer cents", () => {
    expect(() => formatBrl(10.5)).toThrow(RangeError);
  });
});

describe("parseTypedReais (what a person types in the panel)", () => {
  it.each<[string, number]>([
    ["15.000,00", 1_500_000],
    ["1.234,56", 123_456],
    ["R$ 1.234,56", 123_456],
    ["1234,5", 123_450],
    ["1234.56", 123_456],
    ["1234", 123_400],
    ["15.000", 1_500_000],
    ["1.000.000", 100_000_000],
    [" 25,00 ", 2_500],
    ["0,01", 1],
  ])("%s", (input, cents) => {
    expect(parseTypedReais(input)).toBe(cents);
  });

  it.each(["12,345", "-5", "abc", "", "1.23,45", "1,2,3", "1e3", "10.500,0,0", "2000000000"])("refuses %p", (input) => {
    expect(parseTypedReais(input)).toBeNull();
  });
});

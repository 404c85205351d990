import { parseBrlAmount } from "./amount";

describe("parseBrlAmount", () => {
  it.each([
    ["10,50", 1050], ["10", 1000], ["0,5", 50], ["R$ 1.234,56", 123456], ["1.500", 150000], ["10.50", 1050], ["10.5", 1050], [" 7,00 ", 700],
  ])("%s → %i centavos", (text, cents) => {
    expect(parseBrlAmount(text)).toBe(cents);
  });
  it.each(["", "abc", "10,505", "-5", "1,2,3", "1.50,00"])("refuses %j with how to write it", (text) => {
    expect(() => parseBrlAmount(text)).toThrow(/Escreva em reais, como 10,50/);
  });
});

import { Codigo } from "@pix/errors";
import { assertLinkAmount } from "./payment-link";

describe("payment link amount", () => {
  it.each([500, 501, 100_000_000_000])("accepts %i centavos", (cents) => {
    expect(assertLinkAmount(cents)).toBe(cents);
  });

  it.each([0, 1, 499])("refuses %i centavos with VALOR_MINIMO", (cents) => {
    expect(() => assertLinkAmount(cents)).toThrow(expect.objectContaining({ codigo: Codigo.VALOR_MINIMO, kind: "validation" }));
  });

  it.each([-500, 500.5, Number.NaN])("refuses %p as malformed, not as below the minimum", (cents) => {
    expect(() => assertLinkAmount(cents)).toThrow(expect.objectContaining({ kind: "validation", codigo: "REQUISICAO_INVALIDA" }));
  });
});

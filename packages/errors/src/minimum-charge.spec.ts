import { AppError } from "./app-error";
import { assertMinimumCharge } from "./minimum-charge";

describe("assertMinimumCharge (the one minimum)", () => {
  it.each([500, 501, 1_000_000])("accepts %i centavos", (cents) => expect(() => assertMinimumCharge(cents)).not.toThrow());

  it.each([499, 1, 0, -500, 500.5, NaN])("refuses %d with VALOR_MINIMO and valor_minimo", (cents) => {
    let err: unknown;
    try {
      assertMinimumCharge(cents);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ kind: "validation", codigo: "VALOR_MINIMO", message: "O valor mínimo de uma cobrança é R$ 5,00", extra: { valor_minimo: 5 } });
  });
});

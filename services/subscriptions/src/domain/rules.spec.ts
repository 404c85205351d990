import { normalizeDocument, parseInterval, parseMethod, parseNextBillingAt, parseStatus, text } from "./rules";
import { canMove } from "./subscription";

const now = new Date("2026-03-10T12:00:00Z");

describe("subscription input rules", () => {
  it("normalizes CPF and CNPJ (formatted, alphanumeric) and refuses bad check digits", () => {
    expect(normalizeDocument("529.982.247-25")).toBe("52998224725");
    expect(normalizeDocument("11.222.333/0001-81")).toBe("11222333000181");
    expect(normalizeDocument("12.abc.345/01de-35")).toBe("12ABC34501DE35");
    expect(normalizeDocument("")).toBeNull();
    expect(normalizeDocument(undefined)).toBeNull();
    expect(() => normalizeDocument("529.982.247-26")).toThrow(/customer_cpf/);
    expect(() => normalizeDocument("111.111.111-11")).toThrow(/customer_cpf/);
  });

  it("defaults method to pix and interval to monthly, refusing others", () => {
    expect(parseMethod(undefined)).toBe("pix");
    expect(() => parseMethod("boleto")).toThrow(/method/);
    expect(parseInterval(undefined)).toBe("monthly");
    expect(parseInterval("yearly")).toBe("yearly");
    expect(() => parseInterval("daily")).toThrow(/interval/);
    expect(parseStatus("paused")).toBe("paused");
    expect(() => parseStatus("deleted")).toThrow(/status/);
  });

  it("next_billing_at: null, invalid and past dates are refused", () => {
    expect(parseNextBillingAt("2026-04-10T09:00:00-03:00", now).toISOString()).toBe("2026-04-10T12:00:00.000Z");
    expect(parseNextBillingAt("2026-03-10T11:59:30Z", now).toISOString()).toBe("2026-03-10T11:59:30.000Z");
    expect(() => parseNextBillingAt(null, now)).toThrow(/next_billing_at/);
    expect(() => parseNextBillingAt("amanhã", now)).toThrow(/next_billing_at/);
    expect(() => parseNextBillingAt("2026-02-30", now)).toThrow(/next_billing_at/);
    expect(() => parseNextBillingAt("2026-03-01T00:00:00Z", now)).toThrow(/passado/);
  });

  it("text trims and turns blank into null", () => {
    expect(text("  Ana ")).toBe("Ana");
    expect(text("   ")).toBeNull();
    expect(text(null)).toBeNull();
  });

  it("status moves: active ⇄ paused, either → canceled, canceled is final", () => {
    expect(canMove("active", "paused")).toBe(true);
    expect(canMove("paused", "active")).toBe(true);
    expect(canMove("paused", "canceled")).toBe(true);
    expect(canMove("active", "canceled")).toBe(true);
    expect(canMove("canceled", "canceled")).toBe(true);
    expect(canMove("canceled", "active")).toBe(false);
    expect(canMove("canceled", "paused")).toBe(false);
  });
});

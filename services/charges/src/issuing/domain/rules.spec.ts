import { AppError } from "@pix/errors";
import { DEFAULT_VALIDITY_MS, normalizePayerDocument, normalizePhone, normalizeReturnUrl, parseOptionalDate, resolveExpiry } from "./rules";

const failure = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error("expected an AppError");
};

describe("normalizePayerDocument", () => {
  it.each<[string, string]>([
    ["529.982.247-25", "52998224725"],
    ["52998224725", "52998224725"],
    ["11.222.333/0001-81", "11222333000181"],
    ["12.abc.345/01de-35", "12ABC34501DE35"],
    ["12ABC34501DE35", "12ABC34501DE35"],
  ])("%s → %s", (input, stored) => expect(normalizePayerDocument(input)).toBe(stored));

  it.each(["529.982.247-24", "111.111.111-11", "00000000000", "11222333000180", "12ABC34501DE34", "1234", "5299822472x"])("refuses %s with 400", (input) => {
    expect(failure(() => normalizePayerDocument(input))).toMatchObject({ kind: "validation", message: expect.stringMatching(/customer_cpf/) });
  });

  it("treats absent and blank as no document", () => {
    expect(normalizePayerDocument(undefined)).toBeNull();
    expect(normalizePayerDocument("  ")).toBeNull();
  });
});

describe("normalizeReturnUrl", () => {
  it.each(["https://loja.test/obrigado", "http://localhost:3000/ok?pedido=1"])("accepts %s", (url) => {
    expect(normalizeReturnUrl("success_url", url)).toBe(new URL(url).toString());
  });
  it.each(["javascript:alert(1)", "ftp://loja.test/x", "/obrigado", "loja.test", "http//x"])("refuses %s with 400", (url) => {
    expect(failure(() => normalizeReturnUrl("cancel_url", url))).toMatchObject({ kind: "validation", message: expect.stringMatching(/cancel_url.*http/) });
  });
});

describe("resolveExpiry", () => {
  const now = new Date("2026-11-21T12:00:00.000Z");
  it("defaults to 24 hours", () => expect(resolveExpiry(undefined, now).getTime() - now.getTime()).toBe(DEFAULT_VALIDITY_MS));
  it("keeps a future date", () => expect(resolveExpiry("2026-11-21T13:00:00-03:00", now).toISOString()).toBe("2026-11-21T16:00:00.000Z"));
  it.each(["2026-11-21T11:59:59.000Z", "2026-11-21T12:00:00.000Z", "amanhã", "2028-01-01T00:00:00.000Z"])("refuses %s", (value) => {
    expect(failure(() => resolveExpiry(value, now)).kind).toBe("validation");
  });
});

describe("normalizePhone", () => {
  it.each<[string, string]>([["(11) 98765-4321", "11987654321"], ["+55 11 98765-4321", "5511987654321"], ["1133334444", "1133334444"]])("%s → %s", (i, o) => {
    expect(normalizePhone(i)).toBe(o);
  });
  it.each(["98765-4321", "abc", "1".repeat(14)])("refuses %s", (i) => expect(failure(() => normalizePhone(i)).kind).toBe("validation"));
});

describe("parseOptionalDate", () => {
  it("keeps a date PostgreSQL can store, absent is null", () => {
    expect(parseOptionalDate("due_date", "2030-01-01T00:00:00-03:00")?.toISOString()).toBe("2030-01-01T03:00:00.000Z");
    expect(parseOptionalDate("due_date", undefined)).toBeNull();
  });
  // Year 0 and years past 9999 are valid JS dates that PostgreSQL refuses (a 500 before).
  it.each(["0000-01-01T00:00:00Z", "+010000-01-01T00:00:00Z", "-000001-01-01T00:00:00Z", "ontem"])("refuses %s", (value) => {
    expect(failure(() => parseOptionalDate("due_date", value)).message).toMatch(/^due_date deve ser uma data ISO 8601/);
  });
});

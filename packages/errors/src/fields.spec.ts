import { emailField, intField, isoInstantField, oneOf, patternField, requiredText } from "./fields";

/** The plain field checks services apply to typed gRPC requests: each fails as one `erros` entry. */
describe("field rules", () => {
  const entry = (campo: string, codigo: string) => expect.objectContaining({ kind: "validation", extra: { erros: [expect.objectContaining({ campo, codigo })] } });

  it("trims required text and refuses blank, long or unstorable text", () => {
    expect(requiredText("name", "  Ana  ", 3)).toBe("Ana");
    expect(() => requiredText("name", "   ", 3)).toThrow(entry("name", "CAMPO_OBRIGATORIO"));
    expect(() => requiredText("name", "Anaa", 3)).toThrow(entry("name", "TAMANHO_MAXIMO"));
    expect(() => requiredText("name", "a\u0000", 3)).toThrow(entry("name", "FORMATO_INVALIDO"));
  });

  it("names the options, the expected format and the bounds", () => {
    expect(oneOf("env", "test", ["test", "live"])).toBe("test");
    expect(() => oneOf("env", "prod", ["test", "live"])).toThrow(/use um destes valores: test, live/);
    expect(emailField("email", " Ana@Exemplo.com ")).toBe("ana@exemplo.com");
    expect(() => emailField("email", "ana@exemplo")).toThrow(entry("email", "FORMATO_INVALIDO"));
    expect(() => patternField("cpf", "1", /^\d{11}$/, "use 11 dígitos")).toThrow(/`cpf`.*use 11 dígitos/);
    expect(intField("limit", 5, 0, 10)).toBe(5);
    expect(() => intField("limit", 11, 0, 10)).toThrow(entry("limit", "VALOR_MAXIMO"));
    expect(() => intField("limit", -1, 0, 10)).toThrow(entry("limit", "VALOR_MINIMO"));
    expect(() => intField("limit", 1.5, 0, 10)).toThrow(entry("limit", "TIPO_INVALIDO"));
  });

  it("takes instants only with their offset", () => {
    expect(isoInstantField("as_of", "2026-12-01T10:00:00Z")).toBe("2026-12-01T10:00:00Z");
    expect(isoInstantField("as_of", "2026-12-01T10:00:00.123-03:00")).toBe("2026-12-01T10:00:00.123-03:00");
    expect(() => isoInstantField("as_of", "2026-12-01T10:00:00")).toThrow(/com fuso/);
    expect(() => isoInstantField("as_of", "2026-13-01T10:00:00Z")).toThrow(entry("as_of", "FORMATO_INVALIDO"));
  });
});

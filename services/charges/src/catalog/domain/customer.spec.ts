import { normalizeCustomerInput } from "./customer";

describe("normalizeCustomerInput", () => {
  it("keeps only the fields sent; \"\" clears one", () => {
    expect(normalizeCustomerInput({})).toEqual({});
    expect(normalizeCustomerInput({ name: " Ana ", phone: "" })).toEqual({ name: "Ana", phone: null });
    expect(normalizeCustomerInput({ cpfCnpj: "", email: "" })).toEqual({ cpfCnpj: null, email: null });
  });

  it.each([
    ["111.444.777-35", "11144477735"],
    ["11.222.333/0001-81", "11222333000181"],
    ["12.abc.345/01de-35", "12ABC34501DE35"],
  ])("stores the document %s as %s", (input, stored) => {
    expect(normalizeCustomerInput({ cpfCnpj: input }).cpfCnpj).toBe(stored);
  });

  it.each(["111.444.777-45", "12ABC34501DE36", "abc", "1114447773"])("refuses the document %s", (input) => {
    expect(() => normalizeCustomerInput({ cpfCnpj: input })).toThrow(/cpf_cnpj inválido/);
  });

  it("lower-cases the e-mail and keeps the phone's digits", () => {
    expect(normalizeCustomerInput({ email: "Ana@Loja.TEST", phone: "(11) 98765-4321" })).toEqual({ email: "ana@loja.test", phone: "11987654321" });
    expect(() => normalizeCustomerInput({ phone: "123" })).toThrow();
  });
});

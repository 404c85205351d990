import { authenticateInput, companyFields, confirmEmailInput, environmentInput, loginInput, productionStatusFilter, profileInput, registerInput, secretText } from "./account-input";

const company = {
  company: " Loja Ltda ", cnpj: "12ABC34501DE35", company_type: "LIMITED", phone: "11987654321",
  address: "Av. Paulista", address_number: "1000", complement: "", province: "Bela Vista", postal_code: "01310100",
};

/** The rules the removed zod schemas of identity's gRPC requests enforced, now plain domain checks. */
describe("account input rules", () => {
  it("trims the name, lower-cases the e-mail and bounds the password", () => {
    expect(registerInput({ name: "  Ana ", email: " Ana@Exemplo.COM.br ", password: "x" })).toEqual({ name: "Ana", email: "ana@exemplo.com.br", password: "x" });
    expect(() => registerInput({ name: "  ", email: "a@b.co", password: "x" })).toThrow(/`name`.*não pode ser vazio/);
    expect(() => registerInput({ name: "Ana", email: "ana@", password: "x" })).toThrow(/`email`.*e-mail válido/);
    expect(() => registerInput({ name: "Ana", email: "a@b.co", password: "x".repeat(257) })).toThrow(/`password`.*no máximo 256/);
    expect(() => loginInput({ email: "a@b.co", password: "" })).toThrow(/`password`.*não pode ser vazio/);
    expect(() => confirmEmailInput({ token: "", password: "x" })).toThrow(/`token`/);
  });

  it("keeps tokens present and bounded, and fails with the edge's 400 shape", () => {
    expect(secretText("refresh_token", "abc", 512)).toBe("abc");
    expect(() => secretText("idp_jwt", "x".repeat(8193), 8192)).toThrow(expect.objectContaining({
      kind: "validation", extra: { erros: [expect.objectContaining({ campo: "idp_jwt", codigo: "TAMANHO_MAXIMO" })] },
    }));
    expect(authenticateInput({ bearer: "t", store_id: "" })).toEqual({ bearer: "t", storeId: undefined, includeAccount: false });
    expect(() => authenticateInput({ bearer: "t", store_id: "x".repeat(201) })).toThrow(/store_id/);
  });

  it("accepts only the known environments and production statuses", () => {
    expect(environmentInput("live")).toBe("live");
    expect(() => environmentInput("prod")).toThrow(/`environment`.*test, live/);
    expect(productionStatusFilter(undefined)).toBeUndefined();
    expect(() => productionStatusFilter("done")).toThrow(/production_status/);
  });

  it("checks each profile field given and the fields named in clear", () => {
    expect(profileInput({ name: " Ana ", cpf: "12345678909", clear: ["phone"] })).toMatchObject({ name: "Ana", cpf: "12345678909", phone: undefined, clear: ["phone"] });
    expect(() => profileInput({ cpf: "123", clear: [] })).toThrow(/`cpf`.*11/);
    expect(() => profileInput({ phone: "12345", clear: [] })).toThrow(/`phone`/);
    expect(() => profileInput({ postal_code: "0131010", clear: [] })).toThrow(/`postal_code`/);
    expect(() => profileInput({ cnpj: "12.345.678/0001-95", clear: [] })).toThrow(/`cnpj`/);
    expect(() => profileInput({ clear: ["email"] })).toThrow(/`clear\[0\]`/);
  });

  it("checks the onboarding company fields in their canonical form", () => {
    expect(companyFields(company)).toMatchObject({ company: "Loja Ltda", companyType: "LIMITED", complement: null, postalCode: "01310100" });
    expect(() => companyFields({ ...company, company_type: "SA" })).toThrow(/`company_type`.*MEI/);
    expect(() => companyFields({ ...company, cnpj: "12ABC34501DEXX" })).toThrow(/`cnpj`/);
    expect(() => companyFields({ ...company, address: " " }, "fields.")).toThrow(/`fields.address`.*não pode ser vazio/);
  });
});

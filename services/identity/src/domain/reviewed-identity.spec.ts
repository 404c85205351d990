import { assertReviewedUnchanged, changedReviewedFields } from "./reviewed-identity";

const user = { cnpj: "11222333000181", company: "Loja da Maria", companyType: "LIMITED", cpf: null, address: "Rua A", addressNumber: "10",
  complement: null, province: "Centro", postalCode: "01310100" };

describe("changedReviewedFields", () => {
  it("names only reviewed fields whose value would change; blanks equal null, contact fields never count", () => {
    expect(changedReviewedFields(user, { cnpj: "11222333000181", company: " Loja da Maria ", complement: "", name: "Outro", phone: "11999999999" })).toEqual([]);
    expect(changedReviewedFields(user, { cnpj: "12ABC34501DE35", postalCode: null, cpf: "52998224725" })).toEqual(["cnpj", "cpf", "postal_code"]);
  });
});

describe("assertReviewedUnchanged", () => {
  it("lets sandbox and rejected stores change anything; refuses a change of pending or approved ones with the fields named", () => {
    for (const productionStatus of ["sandbox", "rejected", null]) expect(() => assertReviewedUnchanged({ ...user, productionStatus }, { cnpj: "12ABC34501DE35" })).not.toThrow();
    for (const productionStatus of ["pending", "approved"]) {
      expect(() => assertReviewedUnchanged({ ...user, productionStatus }, { cnpj: "12ABC34501DE35" })).toThrow(
        expect.objectContaining({ codigo: "DADOS_APROVADOS", extra: { campos: ["cnpj"], status: productionStatus } }),
      );
      expect(() => assertReviewedUnchanged({ ...user, productionStatus }, { cnpj: "11222333000181", phone: "11999999999" })).not.toThrow();
    }
  });
});

import { changeReviewMail, missingCompanyFields, productionReviewMail } from "./production";

const complete = {
  company: "Loja", cnpj: "11222333000181", companyType: "MEI", phone: "11987654321", address: "Rua A", addressNumber: "10",
  province: "Centro", postalCode: "01310100",
};

describe("missingCompanyFields", () => {
  it("names, by their contract names, the company fields still empty", () => {
    expect(missingCompanyFields(complete)).toEqual([]);
    expect(missingCompanyFields({ ...complete, cnpj: null, postalCode: "  " })).toEqual(["cnpj", "postal_code"]);
  });
});

describe("productionReviewMail", () => {
  it("tells the merchant the decision, with the team's reason on a rejection", () => {
    expect(productionReviewMail("m@loja.test", "Maria", "approve", null)).toMatchObject({ to: "m@loja.test", subject: expect.stringMatching(/liberada/) });
    const mail = productionReviewMail("m@loja.test", "Maria", "reject", "Documento ilegível, envie outro");
    expect(mail.subject).toMatch(/recusada/);
    expect(mail.text).toContain("Documento ilegível, envie outro");
  });
});

describe("changeReviewMail", () => {
  it("tells the merchant a change of its approved data was approved, or rejected with the reason and that the approved data still hold", () => {
    expect(changeReviewMail("m@loja.test", "Maria", null).subject).toMatch(/alteração .* aprovada/);
    const mail = changeReviewMail("m@loja.test", "Maria", "Contrato social ilegível");
    expect(mail.subject).toMatch(/alteração .* recusada/);
    expect(mail.text).toContain("Contrato social ilegível");
    expect(mail.text).toContain("continuam valendo");
  });
});

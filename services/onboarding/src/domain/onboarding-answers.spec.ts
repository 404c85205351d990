import { changedReviewedAnswers, inputOf, onboardingAnswersSchema, snapshotOf } from "./onboarding-answers";

const valid = {
  responsible_name: "Maria Souza", responsible_cpf: "529.982.247-25", company: "Loja", cnpj: "11.222.333/0001-81", company_type: "MEI",
  phone: "+55 (11) 98765-4321", address: "Rua A", address_number: "10", province: "Centro", postal_code: "01310-100", city: "São Paulo", state: "sp",
};

describe("onboardingAnswersSchema", () => {
  it("outputs the canonical form: digits only, CNPJ upper-cased, country code dropped, state upper-cased", () => {
    expect(onboardingAnswersSchema.parse({ ...valid, cnpj: "12.abc.345/01de-35" })).toMatchObject({
      responsible_cpf: "52998224725", cnpj: "12ABC34501DE35", phone: "11987654321", postal_code: "01310100", state: "SP",
    });
    expect(onboardingAnswersSchema.parse({ ...valid, phone: "1133334444" }).phone).toBe("1133334444");
  });

  it.each([
    ["a CNPJ with a wrong check digit", { cnpj: "11.222.333/0001-82" }],
    ["an alphanumeric CNPJ with a wrong check digit", { cnpj: "12ABC34501DE36" }],
    ["a CPF as CNPJ", { cnpj: "529.982.247-25" }],
    ["a CNPJ as CPF", { responsible_cpf: "11222333000181" }],
    ["repeated digits", { responsible_cpf: "111.111.111-11" }],
    ["a 7-digit CEP", { postal_code: "0131010" }],
    ["a phone without area code", { phone: "98765-4321" }],
    ["an area code starting with 0", { phone: "(01) 98765-4321" }],
    ["an unknown state", { state: "XX" }],
    ["an unknown company type", { company_type: "SA" }],
    ["a bad e-mail", { email: "maria@" }],
    ["a blank company", { company: "   " }],
    ["a negative revenue", { monthly_revenue_cents: -1 }],
  ])("refuses %s", (_name, change) => {
    expect(onboardingAnswersSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });

  it("requires the responsible person and the address", () => {
    for (const field of ["responsible_name", "responsible_cpf", "address", "address_number", "province", "postal_code", "city", "state"]) {
      const { [field]: _dropped, ...rest } = valid as Record<string, string>;
      expect([field, onboardingAnswersSchema.safeParse(rest).success]).toEqual([field, false]);
    }
  });
});

describe("changedReviewedAnswers", () => {
  const base = onboardingAnswersSchema.parse({
    responsible_name: "Maria Souza", responsible_cpf: "529.982.247-25", company: "Loja da Maria", cnpj: "11.222.333/0001-81", company_type: "LIMITED",
    phone: "(11) 98765-4321", address: "Avenida Paulista", address_number: "1000", province: "Bela Vista", postal_code: "01310-100", city: "São Paulo", state: "SP",
  });
  it("names the reviewed answers that change; contact answers and a round trip through the snapshot change nothing", () => {
    const snap = snapshotOf(base);
    expect(changedReviewedAnswers(snap, inputOf(snap))).toEqual([]);
    expect(changedReviewedAnswers(snap, { ...base, phone: "11912345678", segment: "varejo", monthly_revenue_cents: 5 })).toEqual([]);
    expect(changedReviewedAnswers(snap, { ...base, cnpj: "12ABC34501DE35", responsible_name: "Outra Pessoa", complement: "sala 2" }))
      .toEqual(["responsible_name", "cnpj", "complement"]);
  });
});

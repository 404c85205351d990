import { onboardingAnswersSchema, snapshotOf } from "./onboarding-answers";
import { assertAnswersUnfrozen, frozenStatus } from "./reviewed-identity";

const answers = onboardingAnswersSchema.parse({
  responsible_name: "Maria Souza", responsible_cpf: "529.982.247-25", company: "Loja da Maria", cnpj: "11.222.333/0001-81", company_type: "LIMITED",
  phone: "(11) 98765-4321", address: "Avenida Paulista", address_number: "1000", province: "Bela Vista", postal_code: "01310-100", city: "São Paulo", state: "SP",
});

describe("frozenStatus", () => {
  it("is approved when either identity or onboarding's own record says so, pending likewise, else not frozen", () => {
    expect(frozenStatus("sandbox", { approved: false, pending: false })).toBeNull();
    expect(frozenStatus("rejected", { approved: false, pending: false })).toBeNull();
    expect(frozenStatus("pending", { approved: false, pending: false })).toBe("pending");
    expect(frozenStatus("sandbox", { approved: false, pending: true })).toBe("pending");
    expect(frozenStatus("approved", { approved: false, pending: true })).toBe("approved");
    expect(frozenStatus("sandbox", { approved: true, pending: false })).toBe("approved");
  });
});

describe("assertAnswersUnfrozen", () => {
  it("refuses a reviewed change while frozen, naming the fields; contact changes and unfrozen stores pass", () => {
    const current = snapshotOf(answers);
    expect(() => assertAnswersUnfrozen("approved", current, { ...answers, cnpj: "12ABC34501DE35", responsible_name: "Outra" })).toThrow(
      expect.objectContaining({ codigo: "DADOS_APROVADOS", extra: { campos: ["responsible_name", "cnpj"], status: "approved" } }),
    );
    expect(() => assertAnswersUnfrozen("pending", current, { ...answers, phone: "11912345678" })).not.toThrow();
    expect(() => assertAnswersUnfrozen(null, current, { ...answers, cnpj: "12ABC34501DE35" })).not.toThrow();
  });
});

import { missingCompanyFields, platformKeyOf, receivingAccountView, refusalReasons, simulatedApprovalStep, statusOfFronts, type Fronts, type StoredAccount } from "./receiving-account";

const fronts = (general: string, others = "PENDING"): Fronts => ({ general, commercialInfo: others, bankAccountInfo: others, documentation: others });
const settings = { contaUnica: false, engineConfigured: true, noticesConfigured: true, feePercent: "1.99", feeFixedCents: 50 };

describe("statusOfFronts", () => {
  it.each<[string, Fronts, string]>([
    ["everything pending", fronts("PENDING"), "pending"],
    ["awaiting the engine's review", fronts("AWAITING_APPROVAL", "APPROVED"), "pending"],
    ["the general front approved", fronts("APPROVED", "APPROVED"), "approved"],
    ["the general front rejected", fronts("REJECTED"), "rejected"],
    ["one front refused", { ...fronts("PENDING"), documentation: "REJECTED" }, "rejected"],
    ["commercial info expired", { ...fronts("AWAITING_APPROVAL"), commercialInfo: "EXPIRED" }, "rejected"],
    ["commercial info expiring soon", { ...fronts("PENDING"), commercialInfo: "EXPIRING_SOON" }, "pending"],
  ])("%s → %s", (_name, f, status) => {
    expect(statusOfFronts(f)).toBe(status);
  });

  it("names the refused fronts", () => {
    expect(refusalReasons(fronts("APPROVED", "APPROVED"))).toBeNull();
    expect(refusalReasons({ ...fronts("PENDING"), commercialInfo: "EXPIRED", documentation: "REJECTED" })).toBe("Dados comerciais: expirado; Documentos: recusado");
  });
});

describe("missingCompanyFields", () => {
  it("names every field when there are no answers, and the blank ones otherwise", () => {
    expect(missingCompanyFields(null)).toEqual(["company", "cnpj", "company_type", "email", "phone", "address", "address_number", "province", "postal_code"]);
    expect(missingCompanyFields({ company: "Loja", cnpj: " ", company_type: "MEI", email: "a@b.c", phone: "11999999999", address: "Rua", address_number: "1", province: "Centro", postal_code: null })).toEqual(["cnpj", "postal_code"]);
  });
});

describe("receivingAccountView", () => {
  const account: StoredAccount = {
    ...fronts("APPROVED", "APPROVED"), status: "approved", accountId: "acc", walletId: "wal", pixKey: "key", pixKeyStatus: "ACTIVE",
    onboardingUrl: null, reviewedAt: new Date("2026-11-22T10:00:00.000Z"),
  };

  it("states the fee in reais and the approval of an approved account", () => {
    expect(receivingAccountView("live", account, settings)).toMatchObject({
      existe: true, status: "approved", environment: "live", fee_percent: 1.99, fee_fixed: 0.5, configuracao_pendente: false, modo: "subconta",
      aprovacao: { aprovada: true, conferida: true, conferida_em: "2026-11-22T10:00:00.000Z", motivos_recusa: null },
    });
  });

  it("gives the same keys in every mode, null where they do not apply", () => {
    const keys = (v: object) => Object.keys(v).sort();
    const single = receivingAccountView("test", null, { ...settings, contaUnica: true });
    expect(single).toMatchObject({ status: "approved", modo: "conta_unica", conta_unica: true, fee_percent: null, aprovacao: null });
    expect(keys(single)).toEqual(keys(receivingAccountView("test", account, settings)));
    expect(keys(receivingAccountView("test", null, settings))).toEqual(keys(single));
    expect(receivingAccountView("test", null, { ...settings, engineConfigured: false })).toMatchObject({ provedor_configurado: false, existe: false });
  });
});

describe("simulatedApprovalStep (test mode's stand-in for the engine's review)", () => {
  const account = (status: string, accountId: string | null = "acc_1") => ({ status, accountId });
  it.each([
    ["live, whatever the account", "live", false, account("pending"), { step: "live" }],
    ["live in single-account mode", "live", true, null, { step: "live" }],
    ["single-account mode: no subaccount", "test", true, null, { step: "conta_unica" }],
    ["no account opened", "test", false, null, { step: "no_account" }],
    ["an account still being created (no engine id yet)", "test", false, account("creating", null), { step: "no_account" }],
    ["already approved: answered unchanged", "test", false, account("approved"), { step: "already_approved" }],
    ["pending: approved at the engine", "test", false, account("pending"), { step: "approve", accountId: "acc_1" }],
    ["rejected: approved at the engine, as its team could", "test", false, account("rejected"), { step: "approve", accountId: "acc_1" }],
  ] as const)("%s", (_name, environment, contaUnica, stored, expected) => {
    expect(simulatedApprovalStep(environment, contaUnica, stored)).toEqual(expected);
  });
});

describe("the pending message", () => {
  const pending: StoredAccount = {
    status: "pending", accountId: "acc_1", walletId: "w", pixKey: null, pixKeyStatus: null, onboardingUrl: null, reviewedAt: null, ...fronts("PENDING"),
  };
  it("points a test account to the simulated approval, a live one to the documents", () => {
    expect(receivingAccountView("test", pending, settings).mensagem).toMatch(/simulate-approval/);
    expect(receivingAccountView("live", pending, settings).mensagem).toMatch(/envie os documentos/);
  });
});

describe("platformKeyOf", () => {
  it("is the first active key; none while no key is active", () => {
    expect(platformKeyOf([{ key: "a", status: "AWAITING_ACTIVATION" }, { key: "b", status: "ACTIVE" }, { key: "c", status: "ACTIVE" }])).toEqual({ key: "b", status: "ACTIVE" });
    expect(platformKeyOf([{ key: "a", status: "AWAITING_ACTIVATION" }])).toBeNull();
    expect(platformKeyOf([])).toBeNull();
  });
});

describe("receivingAccountView in single-account mode", () => {
  const single = { contaUnica: true, engineConfigured: true, noticesConfigured: true, feePercent: "1.99", feeFixedCents: 0 };

  it("shows the main account's key as pix_key, and null while it is unknown", () => {
    expect(receivingAccountView("test", null, single, { key: "platform-key", status: "ACTIVE" })).toMatchObject({ existe: false, conta_unica: true, status: "approved", pix_key: "platform-key", pix_key_status: "ACTIVE" });
    expect(receivingAccountView("test", null, single, null)).toMatchObject({ conta_unica: true, pix_key: null, pix_key_status: null });
  });
});

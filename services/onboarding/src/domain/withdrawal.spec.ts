import { normalizePixKey, retryDelayMs, withdrawalCompletedData, withdrawalRejectedData, type WithdrawalRecord } from "./withdrawal";

describe("normalizePixKey", () => {
  it.each([
    ["CPF", "529.982.247-25", "52998224725"],
    ["CPF", "52998224725", "52998224725"],
    ["CNPJ", "11.222.333/0001-81", "11222333000181"],
    ["CNPJ", "12.abc.345/01de-35", "12ABC34501DE35"],
    ["EMAIL", " Ana.Souza+pix@Loja.COM.br ", "ana.souza+pix@loja.com.br"],
    ["PHONE", "+55 (11) 98765-4321", "+5511987654321"],
    ["PHONE", "+551133334444", "+551133334444"],
    ["EVP", "123E4567-E89B-12D3-A456-426614174000", "123e4567-e89b-12d3-a456-426614174000"],
  ] as const)("%s %s → %s", (type, key, canonical) => {
    expect(normalizePixKey(type, key)).toBe(canonical);
  });

  it.each([
    ["CPF", "529.982.247-24"], // wrong check digit
    ["CPF", "111.111.111-11"], // repeated digits
    ["CPF", "11.222.333/0001-81"], // a CNPJ is not a CPF key
    ["CNPJ", "11.222.333/0001-80"],
    ["CNPJ", "52998224725"],
    ["EMAIL", "ana@"],
    ["EMAIL", "ana loja@x.com"],
    ["EMAIL", `${"a".repeat(70)}@loja.com`], // over DICT's 77 characters
    ["PHONE", "11987654321"], // no +55
    ["PHONE", "+15551234567"],
    ["PHONE", "+55011987654321"],
    ["PHONE", "+5511987"],
    ["EVP", "123e4567e89b12d3a456426614174000"],
    ["EVP", "ana@loja.com"],
  ] as const)("refuses %s %s", (type, key) => {
    expect(normalizePixKey(type, key)).toBeNull();
  });
});

describe("balance and attempts", () => {
  it("waits longer after each failed attempt", () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 4000, 16000]);
  });

  it("builds the contract's event data in reais", () => {
    const w: WithdrawalRecord = {
      id: "w1", storeId: "s", environment: "test", amountCents: 1_001, pixKey: "52998224725", pixKeyType: "CPF", status: "completed",
      attempts: 1, attemptOpen: false, engineTransferId: "t", endToEndId: "E1", failureReason: "sem chave", paidAt: new Date("2026-11-22T10:00:00Z"), createdAt: new Date(),
    };
    expect(withdrawalCompletedData(w)).toEqual({ withdrawal_id: "w1", amount: 10.01, pix_key: "52998224725", end_to_end_id: "E1", paid_at: "2026-11-22T10:00:00.000Z" });
    expect(withdrawalRejectedData(w)).toEqual({ withdrawal_id: "w1", amount: 10.01, pix_key: "52998224725", reason: "sem chave" });
  });
});

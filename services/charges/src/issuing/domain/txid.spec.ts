import { generateTxid, isValidTxid, txidForBrCode } from "./txid";

describe("generateTxid", () => {
  it("produces 25 alphanumerics that pass isValidTxid", () => {
    for (let i = 0; i < 200; i++) {
      const txid = generateTxid();
      expect(txid).toMatch(/^[A-Za-z0-9]{25}$/);
      expect(isValidTxid(txid)).toBe(true);
    }
  });

  it("does not repeat and uses the whole alphabet", () => {
    const ids = Array.from({ length: 2000 }, generateTxid);
    expect(new Set(ids).size).toBe(ids.length);
    // 50,000 draws from 62 symbols: missing any one by chance has probability ~62·e^-806.
    expect(new Set(ids.join("")).size).toBe(62);
  });
});

describe("isValidTxid", () => {
  it.each<[string, unknown, boolean]>([
    ["one character", "a", true],
    ["25 characters", "A".repeat(25), true],
    ["35 characters (API Pix maximum)", "z9".repeat(17) + "x", true],
    ["mixed case and digits", "Pedido2024abcXYZ", true],
    ["empty", "", false],
    ["36 characters", "a".repeat(36), false],
    ["hyphen", "abc-123", false],
    ["underscore", "abc_123", false],
    ["space", "abc 123", false],
    ["non-ASCII letter", "pedidoção", false],
    ["the BR Code placeholder", "***", false],
    ["trailing newline", "abc\n", false],
    ["non-string", 123, false],
  ])("%s → %s", (_name, input, valid) => {
    expect(isValidTxid(input as string)).toBe(valid);
  });
});

describe("txidForBrCode", () => {
  it.each<[string, string | undefined, string]>([
    ["fits: used as is", "Pedido123", "Pedido123"],
    ["exactly 25: used as is", "B".repeat(25), "B".repeat(25)],
    ["26..35 (cob-style): placeholder", "C".repeat(26), "***"],
    ["absent: placeholder", undefined, "***"],
    ["invalid: placeholder", "a-b", "***"],
  ])("%s", (_name, txid, field) => {
    expect(txidForBrCode(txid)).toBe(field);
  });
});

import { publicIdFor } from "./public-id";

describe("publicIdFor", () => {
  it("uses a generated txid as the key", () => {
    expect(publicIdFor("Ab3dEf6hIj9kLm2nOp5qRs8tU", true)).toBe("Ab3dEf6hIj9kLm2nOp5qRs8tU");
  });

  it("gives a merchant-chosen txid a fresh random key of 25 alphanumerics, never the txid", () => {
    const keys = new Set(Array.from({ length: 100 }, () => publicIdFor("RG4C", false)));
    expect(keys.size).toBe(100);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9]{25}$/);
  });
});

import { engineKeyContext, SecretBox } from "./secret-box";

describe("SecretBox", () => {
  const box = new SecretBox("a-secret-of-at-least-thirty-two-characters");
  const ctx = engineKeyContext("11111111-1111-4111-8111-111111111111", "live");

  it("round-trips, with a fresh IV each time and no plaintext in the output", () => {
    const a = box.seal("$aact_secret", ctx);
    const b = box.seal("$aact_secret", ctx);
    expect(a).not.toBe(b);
    expect(a).not.toContain("aact");
    expect(box.open(a, ctx)).toBe("$aact_secret");
  });

  it("refuses another context, another secret and tampering", () => {
    const sealed = box.seal("$aact_secret", ctx);
    expect(() => box.open(sealed, engineKeyContext("11111111-1111-4111-8111-111111111111", "test"))).toThrow();
    expect(() => new SecretBox("another-secret-of-at-least-thirty-two-chars").open(sealed, ctx)).toThrow();
    const parts = sealed.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => box.open(parts.join("."), ctx)).toThrow();
    expect(() => box.open("v2.a.b.c", ctx)).toThrow(/unsupported/);
  });
});

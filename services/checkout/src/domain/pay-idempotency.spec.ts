import { isAppError } from "@pix/errors";
import { parsePayerKey, payIdempotency } from "./pay-idempotency";

const LINK = "8b3da2f3-9a41-40d1-a91a-bd93113bd441";
const OTHER_LINK = "0f0e1d2c-3b4a-4596-8778-695a4b3c2d1e";
const UUID = "6f1c2a8e-55b4-4d3e-9a7f-0b1c2d3e4f50";

describe("payIdempotency", () => {
  it("scopes the payer's key by the link", () => {
    expect(payIdempotency(LINK, UUID, {}).key).toBe(`link:${LINK}:${UUID}`);
    expect(payIdempotency(OTHER_LINK, UUID, {}).key).not.toBe(payIdempotency(LINK, UUID, {}).key);
  });

  it("hashes the same fields the same whatever their order, and ignores absent ones", () => {
    const a = payIdempotency(LINK, UUID, { customer_name: "Ana", customer_cpf: "52998224725", customer_email: undefined });
    const b = payIdempotency(LINK, UUID, { customer_cpf: "52998224725", customer_name: "Ana" });
    expect(a.request_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a).toEqual(b);
  });

  it.each<[string, string, Record<string, string>]>([
    ["another name", LINK, { customer_name: "Bia", customer_cpf: "52998224725" }],
    ["an extra field", LINK, { customer_name: "Ana", customer_cpf: "52998224725", customer_phone: "11987654321" }],
    ["a value moved to another field", LINK, { customer_name: "52998224725", customer_cpf: "Ana" }],
    ["another link", OTHER_LINK, { customer_name: "Ana", customer_cpf: "52998224725" }],
  ])("gives another hash for %s", (_name, link, payer) => {
    const base = payIdempotency(LINK, UUID, { customer_name: "Ana", customer_cpf: "52998224725" });
    expect(payIdempotency(link, UUID, payer).request_hash).not.toBe(base.request_hash);
  });
});

describe("parsePayerKey", () => {
  it.each([undefined, ""])("treats %p as no key", (raw) => {
    expect(parsePayerKey(raw)).toBeUndefined();
  });

  it.each([UUID, "a", "x".repeat(200), "pedido-42:tentativa_1"])("accepts %p", (raw) => {
    expect(parsePayerKey(raw)).toBe(raw);
  });

  it.each([["a space", "a b"], ["201 characters", "x".repeat(201)], ["a non-ASCII letter", "pedidoç"], ["a NUL", "a\u0000b"]])("refuses a key with %s as a 400", (_n, raw) => {
    let caught: unknown;
    try {
      parsePayerKey(raw);
    } catch (err) {
      caught = err;
    }
    expect(isAppError(caught) && caught.kind).toBe("validation");
  });
});

import { signV1, verifyV1 } from "./index";

const secret = "whsec_0123456789abcdef0123456789abcdef";
const body = '{"event":"charge.paid","created_at":"2026-11-21T12:00:00.000Z","data":{"txid":"abc","amount":10.5}}';

describe("signing", () => {
  it("matches an HMAC-SHA256 vector computed independently (openssl dgst -sha256 -hmac)", () => {
    expect(signV1(secret, body)).toBe("c9b07c4c66a74e24fb13587471d78e92148656926d5ce4b005bba851f162abd6");
  });

  it("signs the raw bytes: a Buffer and the same string sign alike", () => {
    expect(signV1(secret, Buffer.from(body))).toBe(signV1(secret, body));
  });
});

describe("verifyV1", () => {
  const good = signV1(secret, body);
  it("accepts the signature of the raw body, in either hex case", () => {
    expect(verifyV1(secret, body, good)).toBe(true);
    expect(verifyV1(secret, Buffer.from(body), good.toUpperCase())).toBe(true);
  });
  it.each([
    ["a changed body", secret, body.replace("10.5", "1050"), good],
    ["re-serialised JSON", secret, JSON.stringify(JSON.parse(body), null, 1), good],
    ["another secret", "whsec_ffffffffffffffffffffffffffffffff", body, good],
    ["a truncated signature", secret, body, good.slice(0, 62)],
    ["a non-hex signature", secret, body, "z".repeat(64)],
    ["no header", secret, body, undefined],
  ])("refuses %s", (_what, key, raw, header) => {
    expect(verifyV1(key, raw, header)).toBe(false);
  });
});

import {
  HEADER_SIGNATURE, HEADER_SIGNATURE_V2, HEADER_TIMESTAMP, parseV2, signatureHeaders, signV1, signV2, verifyV1, verifyV2,
} from "./index";

const secret = "whsec_0123456789abcdef0123456789abcdef";
const body = '{"event":"charge.paid","created_at":"2026-11-21T12:00:00.000Z","data":{"txid":"abc","amount":10.5}}';
const t = 1763726400; // 2025-11-21T12:00:00Z
const at = (seconds: number) => new Date(seconds * 1000);

describe("signing", () => {
  it("matches HMAC-SHA256 vectors computed independently (openssl dgst -sha256 -hmac)", () => {
    expect(signV1(secret, body)).toBe("c9b07c4c66a74e24fb13587471d78e92148656926d5ce4b005bba851f162abd6");
    expect(signV2(secret, body, t)).toBe(`t=${t},v1=a4cb11e5290963ad2601248eb6ac3635328253ddc44b50addc8213c635877839`);
  });

  it("signs the raw bytes: a Buffer and the same string sign alike", () => {
    expect(signV1(secret, Buffer.from(body))).toBe(signV1(secret, body));
  });

  it("builds the three headers of one attempt with one timestamp", () => {
    const headers = signatureHeaders(secret, body, at(t));
    expect(headers).toEqual({
      [HEADER_SIGNATURE]: signV1(secret, body),
      [HEADER_TIMESTAMP]: String(t),
      [HEADER_SIGNATURE_V2]: signV2(secret, body, t),
    });
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

describe("verifyV2", () => {
  const header = signV2(secret, body, t);
  it("accepts a fresh signature inside the tolerance window (both directions, for clock skew)", () => {
    expect(verifyV2(secret, body, header, { now: at(t) })).toBe(true);
    expect(verifyV2(secret, body, header, { now: at(t + 300) })).toBe(true);
    expect(verifyV2(secret, body, header, { now: at(t - 300) })).toBe(true);
  });
  it("refuses a replay outside the window, with the default or a custom tolerance", () => {
    expect(verifyV2(secret, body, header, { now: at(t + 301) })).toBe(false);
    expect(verifyV2(secret, body, header, { now: at(t - 301) })).toBe(false);
    expect(verifyV2(secret, body, header, { now: at(t + 61), toleranceSeconds: 60 })).toBe(false);
  });
  it("refuses a timestamp moved without re-signing, and a changed body", () => {
    const moved = header.replace(`t=${t}`, `t=${t + 10}`);
    expect(verifyV2(secret, body, moved, { now: at(t) })).toBe(false);
    expect(verifyV2(secret, body + " ", header, { now: at(t) })).toBe(false);
  });
  it("accepts any of several v1 entries (secret rotation) and ignores unknown keys", () => {
    const other = signV2("whsec_ffffffffffffffffffffffffffffffff", body, t).split(",")[1];
    expect(verifyV2(secret, body, `t=${t},${other},${header.split(",")[1]},v9=zz`, { now: at(t) })).toBe(true);
    expect(verifyV2(secret, body, `t=${t},${other}`, { now: at(t) })).toBe(false);
  });
  it.each(["", "t=abc,v1=00", `v1=${"0".repeat(64)}`, `t=${t}`, "garbage", `t=${t};v1=00`])("refuses the malformed header %p", (bad) => {
    expect(verifyV2(secret, body, bad, { now: at(t) })).toBe(false);
  });
  it("parses the header into its timestamp and signatures", () => {
    expect(parseV2(" t=12 , v1=ab ,v1=cd")).toEqual({ timestamp: 12, signatures: ["ab", "cd"] });
  });
});

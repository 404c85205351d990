import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { createLogger } from "@pix/logger";
import { generateSecret, parseSecretKey, SECRET_PATTERN, SecretBox } from "./secret";

describe("webhook secrets", () => {
  it("generates distinct secrets in the contract's format", () => {
    const a = generateSecret();
    expect(a).toMatch(SECRET_PATTERN);
    expect(a).toMatch(/^whsec_[0-9a-f]{32}$/);
    expect(generateSecret()).not.toBe(a);
  });

  it.each(["whsec_0123456789abcdef0123456789ABCDEF"])("accepts %s", (s) => expect(SECRET_PATTERN.test(s)).toBe(true));
  it.each(["whsec_0123", "whsec_0123456789abcdef0123456789abcdefa", "whsec_0123456789abcdef0123456789abcdeg", "0123456789abcdef0123456789abcdef", "WHSEC_0123456789abcdef0123456789abcdef", " whsec_0123456789abcdef0123456789abcdef"])(
    "refuses %p",
    (s) => expect(SECRET_PATTERN.test(s)).toBe(false),
  );
});

describe("parseSecretKey", () => {
  const raw = randomBytes(32);
  it("reads 64 hex characters or base64 of 32 bytes", () => {
    expect(parseSecretKey(raw.toString("hex"))).toEqual(raw);
    expect(parseSecretKey(raw.toString("base64"))).toEqual(raw);
  });
  it.each(["", "abc", randomBytes(16).toString("hex"), randomBytes(31).toString("base64"), "z".repeat(64)])("refuses %p", (text) => {
    expect(() => parseSecretKey(text)).toThrow(/32 bytes/);
  });
});

describe("SecretBox", () => {
  const box = new SecretBox(randomBytes(32));
  const secret = "whsec_0123456789abcdef0123456789abcdef";
  const id = "4f0c3c9e-7d0e-4a8a-9d1e-0d6f3b1c2a11";

  it("seals without the plain secret in the output and opens it again", () => {
    const sealed = box.seal(secret, id);
    expect(Buffer.from(sealed).includes(Buffer.from(secret))).toBe(false);
    expect(Buffer.from(sealed).includes(Buffer.from(secret.slice(6)))).toBe(false);
    expect(box.open(sealed, id)).toBe(secret);
    expect(Buffer.from(box.seal(secret, id)).equals(sealed)).toBe(false); // fresh IV each time
  });

  it("refuses a tampered ciphertext, another endpoint's id and another key", () => {
    const sealed = box.seal(secret, id);
    const tampered = Uint8Array.from(sealed);
    tampered[tampered.length - 1] ^= 1;
    expect(() => box.open(tampered, id)).toThrow();
    expect(() => box.open(sealed, "00000000-0000-4000-8000-000000000000")).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed, id)).toThrow();
  });
});

describe("logging", () => {
  it("redacts the secret, its sealed form and the sealing key wherever a log line carries them", () => {
    let out = "";
    const sink = new Writable({ write: (chunk, _enc, cb) => ((out += String(chunk)), cb()) });
    const logger = createLogger("secret-spec", "info", sink);
    const secret = generateSecret();
    const key = randomBytes(32).toString("hex");
    const sealed = new SecretBox(Buffer.from(key, "hex")).seal(secret, "id");
    logger.info({ secret, endpoint: { id: "id", secretCiphertext: sealed }, secretCiphertext: sealed, config: { WEBHOOK_SECRET_KEY: key } }, "x");
    logger.info({ response: { secret } }, "y");
    expect(out).not.toContain(secret);
    expect(out).not.toContain(key);
    expect(out).not.toContain(Buffer.from(sealed).toString("base64"));
    expect(out).not.toMatch(/"secretCiphertext":\{/);
    expect(out.match(/\[redacted\]/g)).toHaveLength(5);
  });

  it("redacts a rotation's secret: the RPC's request and answer, and the gateway's answer body", () => {
    let out = "";
    const sink = new Writable({ write: (chunk, _enc, cb) => ((out += String(chunk)), cb()) });
    const logger = createLogger("secret-spec", "info", sink);
    const secret = generateSecret();
    logger.info({ rpc: "RotateWebhookSecret", request: { id: "id", secret }, response: { endpoint: { id: "id" }, secret } }, "x");
    logger.info({ body: { data: { id: "id", secret } } }, "y");
    logger.info({ data: { id: "id", secret } }, "z");
    expect(out).not.toContain(secret.slice(6));
    expect(out.match(/\[redacted\]/g)).toHaveLength(4);
  });
});

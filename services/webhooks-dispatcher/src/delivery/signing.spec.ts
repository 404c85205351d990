import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { deliveryHeaders } from "./signing";

const secret = "whsec_0123456789abcdef0123456789ABCDEF";
const eventId = "4f0c3c9e-7d0e-4a8a-9d1e-0d6f3b1c2a11";
const body = '{"event":"charge.paid","created_at":"2026-11-21T12:00:00.000Z","data":{"txid":"abc","amount":10.5}}';

describe("delivery headers", () => {
  const now = new Date();
  const headers = deliveryHeaders(secret, { event: "charge.paid", eventId, body }, now);

  it("carries the contract's headers and the Standard Webhooks ones, one timestamp for all", () => {
    expect(headers).toEqual({
      "x-service-event": "charge.paid",
      "x-service-signature": createHmac("sha256", secret).update(body).digest("hex"),
      "webhook-id": eventId,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": expect.stringMatching(/^v1,[A-Za-z0-9+/]{43}=$/),
    });
  });

  it("verifies with the standardwebhooks package given the secret exactly as shown (whsec_…)", () => {
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(secret).verify(Buffer.from(body), headers)).toEqual(JSON.parse(body));
  });

  it("is what a receiver without the package computes: key = base64-decoding of the 32 characters after whsec_", () => {
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    expect(key).toHaveLength(24);
    const expected = createHmac("sha256", key).update(`${eventId}.${headers["webhook-timestamp"]}.${body}`).digest("base64");
    expect(headers["webhook-signature"]).toBe(`v1,${expected}`);
  });

  it.each([
    ["a changed body", secret, body.replace("10.5", "1050"), headers],
    ["another secret", "whsec_ffffffffffffffffffffffffffffffff", body, headers],
    ["the secret read as hex bytes", `whsec_${Buffer.from(secret.slice(6), "hex").toString("base64")}`, body, headers],
    ["another webhook-id", secret, body, { ...headers, "webhook-id": "other" }],
    ["a moved timestamp", secret, body, { ...headers, "webhook-timestamp": String(Number(headers["webhook-timestamp"]) - 1) }],
    ["a replay older than 5 minutes", secret, body, deliveryHeaders(secret, { event: "charge.paid", eventId, body }, new Date(now.getTime() - 301_000))],
  ])("refuses %s", (_what, key, raw, h) => {
    expect(() => new Webhook(key).verify(raw, h)).toThrow();
  });
});

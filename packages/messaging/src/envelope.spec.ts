import { TEST_AMQP_URL } from "@pix/testing";
import { checkBroker } from "./broker-health";
import { EVENT_NAMES, EnvelopeSchema, isPublicEvent } from "./envelope";
import { buildEnvelope } from "./outbox";

describe("envelope", () => {
  it("builds a valid envelope with a uuid and a UTC timestamp", () => {
    const env = buildEnvelope("charge.paid", { store_id: "s1", environment: "live" }, { amount: 1000 });
    expect(EnvelopeSchema.parse(env)).toEqual(env);
    expect(env.occurred_at).toMatch(/Z$/);
    expect(env.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("rejects bad owners, event names and non-UTC timestamps", () => {
    const ok = buildEnvelope("audit.recorded", { store_id: "s1", environment: "test" }, {});
    expect(() => buildEnvelope("charge.paid", { store_id: "s1", environment: "prod" as "live" }, {})).toThrow();
    expect(EnvelopeSchema.safeParse({ ...ok, event: "ChargePaid" }).success).toBe(false);
    expect(EnvelopeSchema.safeParse({ ...ok, occurred_at: "2026-01-01T10:00:00-03:00" }).success).toBe(false);
    expect(EnvelopeSchema.safeParse({ ...ok, data: [] }).success).toBe(false);
  });

  it("lists public and internal events", () => {
    expect(EVENT_NAMES).toEqual(expect.arrayContaining(["charge.created", "withdrawal.rejected", "audit.recorded"]));
    expect(isPublicEvent("charge.paid")).toBe(true);
    expect(isPublicEvent("audit.recorded")).toBe(false);
  });
});

describe("checkBroker", () => {
  it("reports a reachable broker", async () => {
    expect(await checkBroker(TEST_AMQP_URL, 2_000)).toEqual({ ok: true });
  });

  it("reports an unreachable broker without throwing", async () => {
    const res = await checkBroker("amqp://guest:guest@127.0.0.1:1", 1_000);
    expect(res.ok).toBe(false);
    expect(res.error).toEqual(expect.any(String));
  });
});

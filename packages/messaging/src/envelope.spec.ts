import { TEST_AMQP_URL } from "@pix/testing";
import { checkBroker } from "./broker-health";
import { EVENT_CATALOG, EVENT_NAMES, EventCatalogError, EnvelopeSchema, isPublicEvent, PUBLIC_EVENT_NAMES, type EventName } from "./envelope";
import { sampleEventData as sample } from "./event-fixtures";
import { buildEnvelope, enqueueSql } from "./outbox";

describe("envelope", () => {
  it("builds a valid envelope with a uuid and a UTC timestamp", () => {
    const env = buildEnvelope("charge.paid", { store_id: "s1", environment: "live" }, sample("charge.paid"));
    expect(EnvelopeSchema.parse(env)).toEqual(env);
    expect(env.occurred_at).toMatch(/Z$/);
    expect(env.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("rejects bad owners, event names and non-UTC timestamps", () => {
    const ok = buildEnvelope("audit.recorded", { store_id: "s1", environment: "test" }, sample("audit.recorded"));
    expect(() => buildEnvelope("charge.paid", { store_id: "s1", environment: "prod" as "live" }, sample("charge.paid"))).toThrow();
    expect(EnvelopeSchema.safeParse({ ...ok, event: "ChargePaid" }).success).toBe(false);
    expect(EnvelopeSchema.safeParse({ ...ok, occurred_at: "2026-01-01T10:00:00-03:00" }).success).toBe(false);
    expect(EnvelopeSchema.safeParse({ ...ok, data: [] }).success).toBe(false);
  });

  it("refuses to build an event the catalogue does not name (a type error too, hence the casts)", () => {
    const owner = { store_id: "s1", environment: "test" as const };
    expect(() => buildEnvelope("charge.refunded" as EventName, owner, sample("charge.paid") as never)).toThrow(EventCatalogError);
    expect(() => buildEnvelope("charge.refunded" as EventName, owner, sample("charge.paid") as never)).toThrow('event "charge.refunded" is not in the catalogue');
  });

  it("refuses a payload off its schema: a missing, mistyped or unlisted field, at any depth", () => {
    const owner = { store_id: "s1", environment: "test" as const };
    const { amount: _gone, ...noAmount } = sample("charge.paid");
    expect(() => buildEnvelope("charge.paid", owner, noAmount as never)).toThrow("charge.paid v1: amount: ");
    expect(() => buildEnvelope("charge.paid", owner, { ...sample("charge.paid"), amount: "10" as never })).toThrow(EventCatalogError);
    expect(() => buildEnvelope("charge.paid", owner, { ...sample("charge.paid"), amount_cents: 1000 } as never)).toThrow("not in the schema: amount_cents");
    const auth = sample("subscription.authorization_updated");
    expect(() => buildEnvelope("subscription.authorization_updated", owner, { ...auth, authorization: { ...auth.authorization, extra: 1 } } as never))
      .toThrow("not in the schema: authorization.extra");
    // Absent optional flags stay absent (never `false`): the merchant's body is what the catalogue says.
    expect(buildEnvelope("charge.paid", owner, sample("charge.paid")).data).not.toHaveProperty("simulado");
  });

  it("refuses to enqueue an envelope built by hand for an event the catalogue does not name", async () => {
    const env = { ...buildEnvelope("charge.paid", { store_id: "s1", environment: "test" }, sample("charge.paid")), event: "charge.refunded" };
    const client = { query: jest.fn(async () => ({ rows: [] }) as never) };
    await expect(enqueueSql(client, env)).rejects.toThrow(EventCatalogError);
    expect(client.query).not.toHaveBeenCalled();
  });

  it("gives every event a version and public events in catalogue order (the eventos listing)", () => {
    for (const name of EVENT_NAMES) expect(EVENT_CATALOG[name].version).toBeGreaterThanOrEqual(1);
    expect(PUBLIC_EVENT_NAMES.slice(0, 4)).toEqual(["charge.created", "charge.paid", "charge.extra_payment", "charge.expired"]);
    expect(PUBLIC_EVENT_NAMES).not.toContain("audit.recorded");
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

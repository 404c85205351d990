import { scopeOfRow } from "@pix/grpc";
import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { createTestDatabase, type TestDatabase } from "@pix/testing";
import { DeliveriesRepository } from "../src/repositories/deliveries";
import { createPrisma, type PrismaClient } from "../src/repositories/prisma";
import { MIGRATIONS } from "./harness";

/**
 * The consumer's inbox and fan-out (one SQL statement) against PostgreSQL: one delivery per matching
 * active endpoint of the owner, none for a duplicate however many arrive at once; and an attempt's claim
 * taken once, with its endpoint.
 */
describe("recording an event's deliveries", () => {
  let db: TestDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let repo: DeliveriesRepository;
  const owner = scopeOfRow({ storeId: randomUUID(), environment: "test" });
  const [all, paidOnly, createdOnly, inactive, live, otherStore] = Array.from({ length: 6 }, () => randomUUID());

  beforeAll(async () => {
    db = await createTestDatabase("webhooks_record", MIGRATIONS);
    pool = new Pool({ connectionString: db.url, max: 8 });
    pool.on("error", () => undefined);
    prisma = createPrisma(pool);
    repo = new DeliveriesRepository(prisma, pool);
    const endpoint = (id: string, over: object = {}) => prisma.webhookEndpoint.create({
      data: { id, ...owner, url: `http://x.example/${id}`, secretCiphertext: Uint8Array.from([1, 2, 3]), ...over },
    });
    await endpoint(all);
    await endpoint(paidOnly, { events: ["charge.paid", "charge.refunded"] });
    await endpoint(createdOnly, { events: ["charge.created"] });
    await endpoint(inactive, { active: false });
    await endpoint(live, { environment: "live" });
    await endpoint(otherStore, { storeId: randomUUID() });
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  const event = (id: string) => ({ id, event: "charge.paid", body: '{"event":"charge.paid"}', txid: "Pedido1" });

  it("writes one pending delivery per matching active endpoint of the owner, once however many duplicates arrive at once", async () => {
    const id = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => repo.recordEvent("q", owner, event(id))));
    const first = results.filter((r) => r !== null);
    expect(first).toHaveLength(1);
    expect(first[0]!.map((q) => q.endpointId).sort()).toEqual([all, paidOnly].sort());
    const rows = await prisma.webhookDelivery.findMany({ where: { eventId: id } });
    expect(rows.map((r) => r.id).sort()).toEqual(first[0]!.map((q) => q.id).sort());
    expect(rows.every((r) => r.status === "pending" && r.txid === "Pedido1" && r.attempt === 1 && r.storeId === owner.storeId)).toBe(true);
    expect(await repo.recordEvent("q", owner, event(id))).toBeNull();
    // Another consumer (queue) keeps its own inbox.
    expect(await repo.recordEvent("other", owner, event(id))).toHaveLength(2);
  });

  it("marks an event that no endpoint of the owner wants as processed, with no delivery", async () => {
    const unsubscribed = await repo.recordEvent("q", owner, { ...event(randomUUID()), event: "subscription.created" });
    expect(unsubscribed!.map((q) => q.endpointId)).toEqual([all]);
    const id = randomUUID();
    const none = scopeOfRow({ storeId: randomUUID(), environment: "test" });
    expect(await repo.recordEvent("q", none, event(id))).toEqual([]);
    expect(await repo.recordEvent("q", none, event(id))).toBeNull();
  });

  it("claims a pending delivery once, with its endpoint, and records the outcome", async () => {
    const [queued] = (await repo.recordEvent("q", owner, { ...event(randomUUID()), event: "charge.created" }))!.filter((q) => q.endpointId === createdOnly);
    const now = new Date("2026-11-23T10:00:00.000Z");
    const claims = await Promise.all([1, 2, 3].map(() => repo.claim(queued.id, now)));
    const taken = claims.filter((c) => c !== null);
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({ id: queued.id, endpointId: createdOnly, status: "sending", attemptedAt: now, attempt: 1, retryOf: null,
      endpoint: { id: createdOnly, url: `http://x.example/${createdOnly}`, events: ["charge.created"], active: true, retryPolicy: "none" } });
    expect(Buffer.from(taken[0]!.endpoint.secretCiphertext)).toEqual(Buffer.from([1, 2, 3]));
    await repo.complete(queued.id, "failed", { statusCode: 500, error: null, durationMs: 12 }, now);
    expect(await prisma.webhookDelivery.findUnique({ where: { id: queued.id } })).toMatchObject({ status: "failed", statusCode: 500, durationMs: 12, nextAttemptAt: now });
    expect(await repo.claim(queued.id, now)).toBeNull();
  });
});

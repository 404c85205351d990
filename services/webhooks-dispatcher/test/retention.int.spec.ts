import { scopeOfRow } from "@pix/grpc";
import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { createLogger } from "@pix/logger";
import { createTestDatabase, type TestDatabase } from "@pix/testing";
import { deliveryMaintenance } from "../src/workers/maintenance";
import { DeliveryScheduler } from "../src/delivery/scheduler";
import { DeliveriesRepository } from "../src/repositories/deliveries";
import { createPrisma, type PrismaClient } from "../src/repositories/prisma";
import { MIGRATIONS } from "./harness";

/** Retention, resume and inbox rules of the deliveries repository, against a real database. */
describe("delivery bookkeeping", () => {
  let db: TestDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let repo: DeliveriesRepository;
  const logger = createLogger("retention-spec", "silent");
  const owner = scopeOfRow({ storeId: randomUUID(), environment: "test" });
  const endpointId = randomUUID();

  beforeAll(async () => {
    db = await createTestDatabase("webhooks_retention", MIGRATIONS);
    pool = new Pool({ connectionString: db.url, max: 8 });
    pool.on("error", () => undefined);
    prisma = createPrisma(pool);
    repo = new DeliveriesRepository(prisma, pool);
    await prisma.webhookEndpoint.create({ data: { id: endpointId, ...owner, url: "http://x.example", secretCiphertext: Uint8Array.from([1]) } });
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });
  beforeEach(() => prisma.webhookDelivery.deleteMany({}));

  const delivery = (extra: object = {}) =>
    prisma.webhookDelivery.create({ data: { id: randomUUID(), endpointId, ...owner, event: "charge.paid", eventId: randomUUID(), body: "{}", ...extra } });
  const days = (n: number, from = new Date()) => new Date(from.getTime() - n * 86_400_000);

  it("prunes deliveries and inbox markers older than 30 days, and keeps the rest", async () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const old = await delivery({ createdAt: days(31, now), status: "failed" });
    const oldPending = await delivery({ createdAt: days(30.01, now) });
    const recent = await delivery({ createdAt: days(29, now) });
    const today = await delivery({ createdAt: now });
    await prisma.processedMessage.createMany({ data: [{ consumer: "q", messageId: "old", processedAt: days(40, now) }, { consumer: "q", messageId: "new", processedAt: days(1, now) }] });
    const maintenance = deliveryMaintenance({ deliveries: repo, scheduler: new DeliveryScheduler(1, async () => undefined, logger), logger });
    expect(await maintenance.prune(now)).toEqual({ deliveries: 2, inbox: 1 });
    const left = (await prisma.webhookDelivery.findMany({ select: { id: true } })).map((d) => d.id).sort();
    expect(left).toEqual([recent.id, today.id].sort());
    expect(left).not.toContain(old.id);
    expect(left).not.toContain(oldPending.id);
    expect((await prisma.processedMessage.findMany()).map((m) => m.messageId)).toEqual(["new"]);
  });

  it("sweep queues pending deliveries and closes attempts cut by a crash as failed, without sending them again", async () => {
    const pending = await delivery();
    const cut = await delivery({ status: "sending", attemptedAt: new Date(Date.now() - 5 * 60_000) });
    const running = await delivery({ status: "sending", attemptedAt: new Date() });
    const ran: string[] = [];
    const scheduler = new DeliveryScheduler(4, async (id) => void ran.push(id), logger);
    const maintenance = deliveryMaintenance({ deliveries: repo, scheduler, logger });
    await maintenance.sweep();
    await scheduler.idle();
    expect(ran).toContain(pending.id);
    expect(ran).not.toContain(cut.id);
    expect(ran).not.toContain(running.id);
    const byId = Object.fromEntries((await prisma.webhookDelivery.findMany()).map((d) => [d.id, d]));
    expect(byId[cut.id]).toMatchObject({ status: "failed", error: expect.stringMatching(/interrompida/) });
    expect(byId[running.id].status).toBe("sending");
  });

  it("claims a pending delivery once, however many attempts race for it, with its endpoint", async () => {
    const d = await delivery();
    const claims = await Promise.all([1, 2, 3, 4, 5].map(() => repo.claim(d.id, new Date())));
    expect(claims.filter(Boolean)).toEqual([expect.objectContaining({ id: d.id, status: "sending", endpoint: expect.objectContaining({ id: endpointId }) })]);
  });

  it("starts each due retry exactly once when several pollers (replicas) race, and drops retries of endpoints that opted out", async () => {
    const retrying = randomUUID();
    await prisma.webhookEndpoint.create({ data: { id: retrying, ...owner, url: "http://x.example/r", retryPolicy: "exponential", secretCiphertext: Uint8Array.from([1]) } });
    const past = new Date(Date.now() - 1_000);
    const due = await Promise.all(Array.from({ length: 30 }, () => delivery({ endpointId: retrying, status: "failed", attemptedAt: past, nextAttemptAt: past })));
    const optedOut = await delivery({ status: "failed", attemptedAt: past, nextAttemptAt: past }); // the "none" endpoint
    const notYet = await delivery({ endpointId: retrying, status: "failed", nextAttemptAt: new Date(Date.now() + 60_000) });
    const started = (await Promise.all([1, 2, 3, 4, 5, 6].map(() => repo.startDueRetries(7)))).flat();
    started.push(...(await repo.startDueRetries(100)));
    expect(started).toHaveLength(30);
    const retries = await prisma.webhookDelivery.findMany({ where: { retryOf: { not: null } } });
    expect(retries.map((r) => r.retryOf).sort()).toEqual(due.map((d) => d.id).sort());
    expect(new Set(retries.map((r) => r.id))).toEqual(new Set(started.map((s) => s.id)));
    expect(retries.every((r) => r.attempt === 2 && r.status === "pending" && r.endpointId === retrying)).toBe(true);
    const after = Object.fromEntries((await prisma.webhookDelivery.findMany({ where: { retryOf: null } })).map((d) => [d.id, d.nextAttemptAt]));
    expect(due.every((d) => after[d.id] === null)).toBe(true);
    expect(after[optedOut.id]).toBeNull();
    expect(after[notYet.id]).toEqual(notYet.nextAttemptAt);
    await prisma.webhookEndpoint.delete({ where: { id: retrying } });
  });

  it("an attempt cut by a crash continues its retry chain where the endpoint opted in", async () => {
    const retrying = randomUUID();
    await prisma.webhookEndpoint.create({ data: { id: retrying, ...owner, url: "http://x.example/r", retryPolicy: "exponential", secretCiphertext: Uint8Array.from([1]) } });
    const longAgo = new Date(Date.now() - 5 * 60_000);
    const cut = await delivery({ endpointId: retrying, status: "sending", attemptedAt: longAgo });
    const cutLast = await delivery({ endpointId: retrying, status: "sending", attemptedAt: longAgo, attempt: 16 });
    const cutPlain = await delivery({ status: "sending", attemptedAt: longAgo });
    expect(await repo.failInterrupted(new Date(Date.now() - 60_000))).toBe(3);
    const byId = Object.fromEntries((await prisma.webhookDelivery.findMany()).map((d) => [d.id, d]));
    expect(byId[cut.id]).toMatchObject({ status: "failed", nextAttemptAt: expect.any(Date) });
    expect(byId[cutLast.id]).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(byId[cutPlain.id]).toMatchObject({ status: "failed", nextAttemptAt: null });
    await prisma.webhookEndpoint.delete({ where: { id: retrying } });
  });

  it("records an envelope once under concurrent duplicates: one set of deliveries, one inbox marker", async () => {
    const e = { id: randomUUID(), event: "charge.paid", body: "{}", txid: null };
    const results = await Promise.all([1, 2, 3, 4].map(() => repo.recordEvent("q", owner, e)));
    expect(results.filter((r) => r !== null)).toEqual([[{ id: expect.any(String), endpointId }]]);
    expect(await prisma.webhookDelivery.count({ where: { eventId: e.id } })).toBe(1);
  });
});

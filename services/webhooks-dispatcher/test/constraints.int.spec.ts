import { randomUUID } from "node:crypto";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import { createPrisma, type PrismaClient } from "../src/repositories/prisma";
import { MIGRATIONS } from "./harness";

/**
 * Beyond the generic drift check (packages/testing): the defaults and the cascading delete the
 * dispatcher relies on, written through the generated client on a database built from the migrations.
 */
describe("webhooks schema defaults and relations", () => {
  let db: PooledTestDatabase;
  let prisma: PrismaClient;
  beforeAll(async () => {
    db = await createPooledTestDatabase("webhooks_constraints", MIGRATIONS);
    prisma = createPrisma(db.pool);
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await db.drop();
  });

  const at = new Date("2026-11-21T12:34:56.789Z");

  it("round-trips WebhookEndpoint, with its defaults", async () => {
    const id = randomUUID();
    const storeId = randomUUID();
    const full = {
      id, storeId, environment: "live", url: "https://loja.example/hook", name: "Loja", events: ["charge.paid", "charge.created"],
      active: false, secretCiphertext: Uint8Array.from([0, 1, 2, 255]), createdAt: at, retryPolicy: "exponential",
    };
    await prisma.webhookEndpoint.create({ data: full });
    const read = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } });
    expect({ ...read, secretCiphertext: Array.from(read.secretCiphertext) }).toEqual({
      ...full, format: "contract", secretCiphertext: [0, 1, 2, 255], updatedAt: expect.any(Date),
    });
    const defaults = await prisma.webhookEndpoint.create({
      data: { id: randomUUID(), storeId, environment: "test", url: "http://x.example", secretCiphertext: Uint8Array.from([1]) },
    });
    expect(defaults).toMatchObject({ name: null, events: [], active: true, retryPolicy: "none", format: "contract" });
    expect(defaults.createdAt).toBeInstanceOf(Date);
    const updated = await prisma.webhookEndpoint.update({ where: { id }, data: { name: null, events: { set: [] } } });
    expect(updated).toMatchObject({ name: null, events: [] });
    expect(await prisma.webhookEndpoint.count({ where: { events: { isEmpty: true } } })).toBe(2);
  });

  it("round-trips WebhookDelivery, with its defaults and its endpoint relation (cascading delete)", async () => {
    const endpointId = randomUUID();
    const storeId = randomUUID();
    await prisma.webhookEndpoint.create({ data: { id: endpointId, storeId, environment: "test", url: "http://x.example", secretCiphertext: Uint8Array.from([1]) } });
    const full = {
      id: randomUUID(), endpointId, storeId, environment: "test", event: "charge.paid", eventId: randomUUID(), body: '{"a":1}',
      status: "failed", statusCode: 503, error: "x", durationMs: 8000, attemptedAt: at, createdAt: at, redeliveryOf: randomUUID(),
      attempt: 3, retryOf: randomUUID(), nextAttemptAt: at, txid: "Pedido1",
    };
    await prisma.webhookDelivery.create({ data: full });
    expect(await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: full.id }, include: { endpoint: true } })).toEqual({
      ...full, endpoint: expect.objectContaining({ id: endpointId }),
    });
    const minimal = await prisma.webhookDelivery.create({
      data: { id: randomUUID(), endpointId, storeId, environment: "test", event: "test", eventId: randomUUID(), body: "{}" },
    });
    expect(minimal).toMatchObject({ status: "pending", statusCode: null, error: null, durationMs: null, attemptedAt: null, redeliveryOf: null, attempt: 1, retryOf: null, nextAttemptAt: null });
    await prisma.webhookEndpoint.delete({ where: { id: endpointId } });
    expect(await prisma.webhookDelivery.count({ where: { endpointId } })).toBe(0);
  });
});

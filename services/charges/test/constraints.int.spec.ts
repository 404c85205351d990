import { join } from "node:path";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import { createPrisma, type PrismaClient } from "../src/shared/repositories/prisma";

/**
 * What the repositories rely on beyond the columns (those are checked for every service by
 * packages/testing's drift test): defaults and the unique keys that make races safe.
 */
let db: PooledTestDatabase;
let prisma: PrismaClient;
beforeAll(async () => {
  db = await createPooledTestDatabase("charges_constraints", join(__dirname, "../prisma/migrations"));
  prisma = createPrisma(db.pool);
});
afterAll(async () => {
  await prisma.$disconnect();
  await db.drop();
});

const STORE = "0b0e7b7c-1111-4111-8111-111111111111";
const charge = (id: string, over: Record<string, unknown> = {}) => ({ id, storeId: STORE, environment: "test", txid: `T${id.slice(0, 8)}`, publicId: `P${id.replace(/-/g, "")}`, description: "", amountCents: 500n, ...over });

it("defaults a charge to pending, not simulated, created now; holds amounts beyond 32 bits", async () => {
  const row = await prisma.charge.create({ data: charge("5a3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f", { amountCents: 100_000_000_000n }) });
  expect(row).toMatchObject({ status: "pending", simulated: false, pixCode: null, feeAmountCents: null, amountCents: 100_000_000_000n, createdAt: expect.any(Date) });
});

it("keeps txids unique per store and environment only; public ids and engine charge ids unique everywhere", async () => {
  await prisma.charge.create({ data: charge("6a3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f", { txid: "Mesmo1", engineChargeId: "pay_1" }) });
  await expect(prisma.charge.create({ data: charge("7a3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f", { txid: "Mesmo1" }) })).rejects.toMatchObject({ code: "P2002" });
  // Another store, and the same store's other environment, may use the same txid.
  await prisma.charge.create({ data: charge("9a3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f", { txid: "Mesmo1", storeId: "1b0e7b7c-1111-4111-8111-111111111111" }) });
  await prisma.charge.create({ data: charge("aa3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f", { txid: "Mesmo1", environment: "live" }) });
  await expect(prisma.charge.create({ data: charge("ba3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f", { publicId: "P6a3f0b1e3b7c4c1e9a571a2b3c4d5e6f" }) })).rejects.toMatchObject({ code: "P2002" });
  await expect(prisma.charge.create({ data: charge("8a3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f", { engineChargeId: "pay_1" }) })).rejects.toMatchObject({ code: "P2002" });
});

it("lets one idempotency key per store and environment exist", async () => {
  const key = { storeId: STORE, environment: "test", key: "k", requestHash: "a".repeat(64) };
  expect(await prisma.idempotencyKey.createMany({ data: [key], skipDuplicates: true })).toEqual({ count: 1 });
  expect(await prisma.idempotencyKey.createMany({ data: [key], skipDuplicates: true })).toEqual({ count: 0 });
  expect(await prisma.idempotencyKey.createMany({ data: [{ ...key, environment: "live" }], skipDuplicates: true })).toEqual({ count: 1 });
});

import { join } from "node:path";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import { createPrisma, type PrismaClient } from "../src/repositories/prisma";

/** Beyond the columns (checked by packages/testing's drift test): defaults and one account per store and environment. */
let db: PooledTestDatabase;
let prisma: PrismaClient;
beforeAll(async () => {
  db = await createPooledTestDatabase("onboarding_constraints", join(__dirname, "../prisma/migrations"));
  prisma = createPrisma(db.pool);
});
afterAll(async () => {
  await prisma.$disconnect();
  await db.drop();
});

it("starts a receiving account as creating, and allows one per store and environment", async () => {
  const storeId = "0b0e7b7c-1111-4111-8111-111111111111";
  const first = await prisma.receivingAccount.create({ data: { id: "5a3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f", storeId, environment: "test" } });
  expect(first).toMatchObject({ status: "creating", accountId: null, walletId: null, engineApiKeyEnc: null });
  await prisma.receivingAccount.create({ data: { id: "6a3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f", storeId, environment: "live" } });
  await expect(prisma.receivingAccount.create({ data: { id: "7a3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f", storeId, environment: "test" } })).rejects.toMatchObject({ code: "P2002" });
});

import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { buildEnvelope } from "@pix/messaging";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import type { Charge } from "../src/domain/charge";
import { generateTxid } from "../src/domain/txid";
import { ChargeIssuesRepository } from "../src/repositories/charge-issues";
import { createPrisma, type PrismaClient } from "../src/repositories/prisma";

/** The repository's guarantees that make the sweeper safe on several replicas, on real PostgreSQL. */
let db: PooledTestDatabase;
let prisma: PrismaClient;
let issues: ChargeIssuesRepository;
beforeAll(async () => {
  db = await createPooledTestDatabase("charges_issues", join(__dirname, "../prisma/migrations"));
  prisma = createPrisma(db.pool);
  issues = new ChargeIssuesRepository(prisma, db.pool);
});
afterAll(async () => {
  await prisma.$disconnect();
  await db.drop();
});

const STORE = "0b0e7b7c-1111-4111-8111-111111111111";
function creating(): Charge {
  const txid = generateTxid();
  return {
    id: randomUUID(), storeId: STORE, environment: "test", txid, publicId: txid, customerId: null, description: "x", amountCents: 1000,
    customerName: null, customerEmail: null, customerCpf: null, customerPhone: null, productId: null, couponId: null, subscriptionId: null,
    successUrl: null, cancelUrl: null, expiresAt: new Date(Date.now() + 86_400_000), dueDate: null, pixCode: null, status: "creating",
    engineChargeId: null, engineAccountId: null, feeAmountCents: null, endToEndId: null, paidAt: null, simulated: false, storeName: null,
    storeDocument: null, createdAt: new Date(),
  };
}
const request = (c: Charge) => ({ txid: c.id.replace(/-/g, ""), amountCents: c.amountCents, description: "x", expiresAt: c.expiresAt! });
const due = () => new Date(Date.now() - 1000);

it("hands each due issue to one sweeper only (SKIP LOCKED plus a lease), and keeps the exact engine request", async () => {
  const charges = Array.from({ length: 12 }, creating);
  for (const c of charges) await issues.insertCreating(c, request(c), due());
  const [a, b] = await Promise.all([issues.claimDue(8, 60_000), issues.claimDue(8, 60_000)]);
  const ids = [...a, ...b].map((i) => i.chargeId);
  expect(new Set(ids).size).toBe(ids.length); // disjoint
  expect(ids.sort()).toEqual(charges.map((c) => c.id).sort());
  expect(await issues.claimDue(8, 60_000)).toEqual([]); // leased
  const one = a[0];
  const original = charges.find((c) => c.id === one.chargeId)!;
  expect(one).toMatchObject({ attempts: 1, lastError: null, request: request(original) });
});

it("completes a charge exactly once however many callers race, with one charge.created", async () => {
  const c = creating();
  await issues.insertCreating(c, request(c), due());
  const done = { pixCode: "000201x", qrCodeImage: "data:image/png;base64,AA==", engineChargeId: `pay_${c.id}`, feeAmountCents: null };
  const eventsOf = (charge: Charge) => [buildEnvelope("charge.created", { store_id: charge.storeId, environment: charge.environment }, { txid: charge.txid })];
  const results = await Promise.all(Array.from({ length: 5 }, () => issues.complete(c.id, done, eventsOf)));
  expect(results.filter((r) => r !== null)).toHaveLength(1);
  expect(results.find((r) => r)).toMatchObject({ status: "pending", pixCode: "000201x", qrCodeImage: done.qrCodeImage, engineChargeId: done.engineChargeId });
  expect(await prisma.outboxEvent.count({ where: { event: "charge.created", payload: { path: ["data", "txid"], equals: c.txid } } })).toBe(1);
  expect(await issues.find(c.id)).toBeNull();
  expect(await issues.fail(c.id)).toBe(false); // a completed charge never becomes failed
});

it("writes a charge with a coupon in the same one statement as any other (reserving a use first), and refuses its txid again with a conflict", async () => {
  const couponId = randomUUID();
  await prisma.coupon.create({ data: { id: couponId, storeId: STORE, environment: "test", code: `C${Date.now()}`, codeKey: `c${Date.now()}`, discountType: "percent", discountValue: 10, maxUses: 5 } });
  const c = { ...creating(), couponId };
  await issues.insertCreating(c, request(c), due());
  expect(await prisma.charge.findUnique({ where: { id: c.id } })).toMatchObject({ status: "creating", couponId });
  expect(await issues.find(c.id)).toMatchObject({ chargeId: c.id, request: request(c) });
  await expect(issues.insertCreating({ ...c, id: randomUUID() }, request(c), due())).rejects.toMatchObject({ kind: "conflict" });
});

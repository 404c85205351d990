import { sampleEventData } from "@pix/messaging/src/event-fixtures";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { buildEnvelope } from "@pix/messaging";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import type { Charge } from "../src/issuing/domain/charge";
import { generateTxid } from "../src/issuing/domain/txid";
import { ChargeIssuesRepository } from "../src/issuing/repositories/charge-issues";
import { ChargesRepository } from "../src/issuing/repositories/charges";
import { IdempotencyRepository } from "../src/issuing/repositories/idempotency";
import { scopeOfRow } from "@pix/grpc";
import { createPrisma, type PrismaClient } from "../src/shared/repositories/prisma";

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
  const eventsOf = (charge: Charge) => [buildEnvelope("charge.created", { store_id: charge.storeId, environment: charge.environment }, sampleEventData("charge.created", { txid: charge.txid }))];
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

it("writes a batch's group of creating charges in one statement, all or none (a txid already taken fails the whole group)", async () => {
  const group = Array.from({ length: 3 }, creating).map((c) => ({ ...c, dueTerms: null }));
  await issues.insertCreatingMany(group.map((c) => ({ charge: c, request: request(c), firstSweepAt: due() })));
  for (const c of group) {
    expect(await prisma.charge.findUnique({ where: { id: c.id } })).toMatchObject({ status: "creating", txid: c.txid, amountCents: 1000n, method: "pix", refundedAmountCents: 0n });
    expect(await issues.find(c.id)).toMatchObject({ chargeId: c.id, request: request(c), attempts: 0 });
  }
  const fresh = creating();
  const clash = { ...creating(), txid: group[0].txid };
  await expect(issues.insertCreatingMany([fresh, clash].map((c) => ({ charge: c, request: request(c), firstSweepAt: due() })))).rejects.toMatchObject({ code: "23505" });
  expect(await prisma.charge.findUnique({ where: { id: fresh.id } })).toBeNull();
});

it("completes a group at once, each charge exactly once beside a racing single completion, with one charge.created each", async () => {
  const group = Array.from({ length: 4 }, creating);
  await issues.insertCreatingMany(group.map((c) => ({ charge: c, request: request(c), firstSweepAt: due() })));
  const doneOf = (c: Charge) => ({ pixCode: `000201${c.txid}`, qrCodeImage: "data:image/png;base64,AA==", engineChargeId: `pay_${c.id}`, feeAmountCents: 12 });
  const eventsOf = (charge: Charge) => [buildEnvelope("charge.created", { store_id: charge.storeId, environment: charge.environment }, sampleEventData("charge.created", { txid: charge.txid }))];
  const [single, many] = await Promise.all([
    issues.complete(group[0].id, doneOf(group[0]), eventsOf),
    issues.completeMany(group.map((c) => ({ chargeId: c.id, done: doneOf(c) })), eventsOf),
  ]);
  expect((single ? 1 : 0) + many.length).toBe(4);
  expect(many.map((c) => c.id).sort()).toEqual(group.filter((c) => single === null || c.id !== group[0].id).map((c) => c.id).sort());
  for (const c of group) {
    expect(await prisma.charge.findUnique({ where: { id: c.id } })).toMatchObject({ status: "pending", pixCode: `000201${c.txid}`, engineChargeId: `pay_${c.id}`, feeAmountCents: 12n });
    expect(await prisma.outboxEvent.count({ where: { event: "charge.created", payload: { path: ["data", "txid"], equals: c.txid } } })).toBe(1);
    expect(await issues.find(c.id)).toBeNull();
  }
  expect(await issues.completeMany(group.map((c) => ({ chargeId: c.id, done: doneOf(c) })), eventsOf)).toEqual([]);
});

describe("an Idempotency-Key claim taken over as abandoned (issue 36's chaos run: 47 doubled charges)", () => {
  const scope = scopeOfRow({ storeId: STORE, environment: "test" });
  const keys = () => new IdempotencyRepository(prisma);

  /** A request claims the key; it outlives ABANDONED_MS, so a retry discards its claim and claims anew. */
  async function takenOver(key: string) {
    const first = (await keys().claim(scope, key, "h".repeat(64)))!;
    await keys().discard(scope, key, first);
    await new Promise((r) => setTimeout(r, 5)); // created_at has millisecond precision
    const second = (await keys().claim(scope, key, "h".repeat(64)))!;
    expect(second.getTime()).toBeGreaterThan(first.getTime());
    const slot = (claimedAt: Date) => ({ storeId: STORE, environment: "test" as const, key, claimedAt });
    return { old: slot(first), current: slot(second) };
  }

  it("the first request, still running, inserts no charge (409 IDEMPOTENCIA_EM_ANDAMENTO); the claim's owner inserts the one charge", async () => {
    const key = `k-${randomUUID()}`;
    const { old, current } = await takenOver(key);
    const late = creating();
    await expect(issues.insertCreating(late, request(late), due(), old)).rejects.toMatchObject({ codigo: "IDEMPOTENCIA_EM_ANDAMENTO" });
    expect(await prisma.charge.count({ where: { id: late.id } })).toBe(0);
    expect(await prisma.chargeIssue.count({ where: { chargeId: late.id } })).toBe(0);

    const owner = creating();
    await issues.insertCreating(owner, request(owner), due(), current);
    expect((await keys().find(scope, key))?.chargeId).toBe(owner.id);
    // Once the key names a charge, even the owner's slot writes no second one.
    const again = creating();
    await expect(issues.insertCreating(again, request(again), due(), current)).rejects.toMatchObject({ codigo: "IDEMPOTENCIA_EM_ANDAMENTO" });
    expect(await prisma.charge.count({ where: { id: again.id } })).toBe(0);
  });

  it("the first request's failure releases only its own claim, never the one that took it over", async () => {
    const key = `k-${randomUUID()}`;
    const { old, current } = await takenOver(key);
    await keys().release(scope, key, old.claimedAt);
    expect((await keys().find(scope, key))?.createdAt).toEqual(current.claimedAt);
    await keys().release(scope, key, current.claimedAt);
    expect(await keys().find(scope, key)).toBeNull();
  });

  it("a charge inserted whole (ChargesRepository.insert) lands only through the current claim", async () => {
    const key = `k-${randomUUID()}`;
    const { old, current } = await takenOver(key);
    const repo = new ChargesRepository(prisma, db.pool);
    const late = { ...creating(), status: "pending" as const };
    await expect(repo.insert(late, [], old)).rejects.toMatchObject({ codigo: "IDEMPOTENCIA_EM_ANDAMENTO" });
    expect(await prisma.charge.count({ where: { id: late.id } })).toBe(0);
    const owner = { ...creating(), status: "pending" as const };
    await repo.insert(owner, [], current);
    expect((await keys().find(scope, key))?.response).toMatchObject({ id: owner.id });
  });
});

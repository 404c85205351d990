import { scopeOfRow } from "@pix/grpc";
import { join } from "node:path";
import { createLogger } from "@pix/logger";
import { buildEnvelope, messagingPruneTasks, startMaintenance } from "@pix/messaging";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import type { Charge } from "../src/issuing/domain/charge";
import { ChargesRepository } from "../src/issuing/repositories/charges";
import { CrossStoreCharges } from "../src/issuing/repositories/cross-store-charges";
import { EngineNoticesRepository } from "../src/issuing/repositories/engine-notices";
import { createPrisma, type PrismaClient } from "../src/shared/repositories/prisma";
import { chargesPruneTasks } from "../src/shared/repositories/prune-tasks";
import { chargeExtraPaymentEvent, chargePaidEvent } from "../src/issuing/usecases/events";

/** The payment record against PostgreSQL: one row per end-to-end id, one transition, extra payments kept. */
let db: PooledTestDatabase;
let prisma: PrismaClient;
let notices: EngineNoticesRepository;
let charges: ChargesRepository;
let crossStore: CrossStoreCharges;
beforeAll(async () => {
  db = await createPooledTestDatabase("charges_payments", join(__dirname, "../prisma/migrations"));
  prisma = createPrisma(db.pool);
  notices = new EngineNoticesRepository(prisma, db.pool);
  charges = new ChargesRepository(prisma, db.pool);
  crossStore = new CrossStoreCharges(prisma, db.pool);
});
afterAll(async () => {
  await prisma.$disconnect();
  await db.drop();
});

const STORE = "0b0e7b7c-1111-4111-8111-111111111111";
const events = { paid: chargePaidEvent, extra: chargeExtraPaymentEvent };
const paidEvents = (paid: Charge) => [chargePaidEvent(paid)];
let n = 0;
async function pendingCharge(): Promise<Charge> {
  const id = crypto.randomUUID();
  const txid = `T${n++}x${id.slice(0, 8)}`;
  await prisma.charge.create({ data: { id, storeId: STORE, environment: "test", txid, publicId: txid, description: "", amountCents: 2500n, engineChargeId: `pay_${id}` } });
  return (await crossStore.findByEngineChargeId(`pay_${id}`))!;
}
async function notice(charge: Charge, noticeId: string): Promise<string> {
  let rowId = "";
  await notices.record({ noticeId, chargeId: charge.id, rawBody: "{}" }, (id) => {
    rowId = id;
    return buildEnvelope("engine.notice_received", { store_id: STORE, environment: "test" }, { notice_row_id: id });
  });
  return rowId;
}
const outbox = async (event: string, chargeTxid: string) =>
  (await prisma.outboxEvent.findMany({ where: { event } })).filter((e) => (e.payload as any).data.txid === chargeTxid);
const e2e = (tag: string) => `E18236120202611221504${tag.padEnd(11, "0").slice(0, 11)}`;

it("records a notice once however many identical deliveries arrive at once, each with one queue message", async () => {
  const charge = await pendingCharge();
  const results = await Promise.all(Array.from({ length: 10 }, () => notices.record({ noticeId: "evt_same", chargeId: charge.id, rawBody: "{}" }, (id) =>
    buildEnvelope("engine.notice_received", { store_id: STORE, environment: "test" }, { notice_row_id: id }))));
  expect(results.filter(Boolean)).toHaveLength(1);
  expect(await prisma.engineNotice.count({ where: { noticeId: "evt_same" } })).toBe(1);
  expect(await prisma.outboxEvent.count({ where: { event: "engine.notice_received" } })).toBe(1);
});

it("turns 10 concurrent confirmations of one payment into one transition and one charge.paid", async () => {
  const charge = await pendingCharge();
  const rows = await Promise.all(Array.from({ length: 10 }, (_, i) => notice(charge, `evt_c_${charge.id}_${i}`)));
  const payment = { endToEndId: e2e("Concurrent1"), amountCents: 2500, paidAt: new Date("2026-11-22T15:00:00Z") };
  const outcomes = await Promise.all(rows.map((row) => notices.applyPayment(row, charge, payment, events)));
  expect(outcomes.sort()).toEqual([...Array(9).fill("duplicate"), "paid"]);
  expect(await outbox("charge.paid", charge.txid)).toHaveLength(1);
  expect(await outbox("charge.extra_payment", charge.txid)).toHaveLength(0);
  expect(await prisma.engineNotice.count({ where: { chargeId: charge.id, processedAt: null } })).toBe(0);
});

it("applies a notice once when its queue message is handled twice at once (the outcome is not overwritten)", async () => {
  const charge = await pendingCharge();
  const row = await notice(charge, `evt_twice_${charge.id}`);
  const payment = { endToEndId: e2e("Twice"), amountCents: 2500, paidAt: new Date("2026-11-22T15:00:00Z") };
  const results = await Promise.all([1, 2, 3].map(() => notices.applyPayment(row, charge, payment, events)));
  expect(results).toEqual(["paid", "paid", "paid"]);
  expect(await prisma.engineNotice.findUnique({ where: { id: row } })).toMatchObject({ outcome: "paid", processedAt: expect.any(Date) });
  expect(await outbox("charge.paid", charge.txid)).toHaveLength(1);
});

it("writes charge.paid with the charge as the statement paid it, and links the payment to its notice", async () => {
  const charge = await pendingCharge();
  const row = await notice(charge, `evt_body_${charge.id}`);
  const payment = { endToEndId: e2e("Body"), amountCents: 2500, paidAt: new Date("2026-11-22T15:00:00.123Z") };
  expect(await notices.applyPayment(row, charge, payment, events)).toBe("paid");
  const [paid] = await outbox("charge.paid", charge.txid);
  expect((paid.payload as any).data).toMatchObject({ txid: charge.txid, amount: 25, end_to_end_id: payment.endToEndId, paid_at: "2026-11-22T15:00:00.123Z" });
  expect(await prisma.payment.findMany({ where: { chargeId: charge.id } })).toEqual([expect.objectContaining({ noticeId: row, endToEndId: payment.endToEndId, amountCents: 2500n })]);
  expect(await prisma.charge.findUnique({ where: { id: charge.id } })).toMatchObject({ status: "paid", endToEndId: payment.endToEndId, paidAt: payment.paidAt, simulated: false });
});

it("writes the store's name and document with the payment when the caller has them, and never over a snapshot already taken", async () => {
  const charge = await pendingCharge();
  const payment = { endToEndId: e2e("Snap"), amountCents: 2500, paidAt: new Date("2026-11-22T15:00:00Z") };
  expect(await notices.applyPayment(await notice(charge, `evt_snap_${charge.id}`), charge, payment, events, { name: "Loja do Zé", document: "11222333000181" })).toBe("paid");
  expect(await prisma.charge.findUnique({ where: { id: charge.id } })).toMatchObject({ status: "paid", storeName: "Loja do Zé", storeDocument: "11222333000181" });

  const simulated = await pendingCharge();
  await prisma.charge.update({ where: { id: simulated.id }, data: { storeName: "Antes", storeDocument: null } });
  const paid = await charges.markPaid(simulated.id, { endToEndId: null, paidAt: new Date(), simulated: true }, paidEvents, { name: "Depois", document: "123" });
  expect(paid).toMatchObject({ status: "paid", storeName: "Antes", storeDocument: null });
  const without = await pendingCharge();
  expect(await charges.markPaid(without.id, { endToEndId: null, paidAt: new Date(), simulated: true }, paidEvents)).toMatchObject({ status: "paid", storeName: null });
});

it("records one payment when one notice's message is handled twice at once with different end-to-end ids", async () => {
  // The engine lookup may answer one delivery and fail the other (which keeps the notice's id): the
  // notice's row lock, re-checked after the wait, still lets only one of them record anything.
  const charge = await pendingCharge();
  const row = await notice(charge, `evt_split_${charge.id}`);
  const at = new Date("2026-11-22T15:00:00Z");
  const results = await Promise.all(["SplitA", "SplitB", "SplitC"].map((t) => notices.applyPayment(row, charge, { endToEndId: e2e(t), amountCents: 2500, paidAt: at }, events)));
  expect(results).toEqual(["paid", "paid", "paid"]);
  expect(await prisma.payment.count({ where: { chargeId: charge.id } })).toBe(1);
  expect(await outbox("charge.paid", charge.txid)).toHaveLength(1);
  expect(await outbox("charge.extra_payment", charge.txid)).toHaveLength(0);
});

it("keeps two distinct payments arriving at once: one pays the charge, the other is an extra payment", async () => {
  const charge = await pendingCharge();
  const [a, b] = [await notice(charge, `evt_a_${charge.id}`), await notice(charge, `evt_b_${charge.id}`)];
  const pa = { endToEndId: e2e("PaymentA"), amountCents: 2500, paidAt: new Date("2026-11-22T15:00:00Z") };
  const pb = { endToEndId: e2e("PaymentB"), amountCents: 2500, paidAt: new Date("2026-11-22T15:00:01Z") };
  const [ra, rb] = await Promise.all([notices.applyPayment(a, charge, pa, events), notices.applyPayment(b, charge, pb, events)]);
  expect([ra, rb].sort()).toEqual(["extra_payment", "paid"]);
  const after = (await charges.findByTxid(scopeOfRow({ storeId: STORE, environment: "test" }), charge.txid))!;
  const [first, extra] = ra === "paid" ? [pa, pb] : [pb, pa];
  expect(after).toMatchObject({ status: "paid", endToEndId: first.endToEndId, extraPayments: [extra] });
  const [extraEvent] = await outbox("charge.extra_payment", charge.txid);
  expect((extraEvent.payload as any).data).toEqual({ txid: charge.txid, end_to_end_id: extra.endToEndId, amount: 25, paid_at: extra.paidAt.toISOString() });
});

it("pays a charge once however many simulated confirmations arrive at once: one paid charge, one charge.paid", async () => {
  const charge = await pendingCharge();
  const paidAt = new Date("2026-11-22T16:00:00.000Z");
  const results = await Promise.all(Array.from({ length: 8 }, () => charges.markPaid(charge.id, { endToEndId: null, paidAt, simulated: true }, paidEvents)));
  const paid = results.filter((r) => r !== null);
  expect(paid).toHaveLength(1);
  expect(paid[0]).toMatchObject({ id: charge.id, status: "paid", paidAt, simulated: true, endToEndId: null, amountCents: 2500, extraPayments: [] });
  const events = await outbox("charge.paid", charge.txid);
  expect(events).toHaveLength(1);
  expect((events[0].payload as any).data).toMatchObject({ txid: charge.txid, paid_at: paidAt.toISOString(), simulado: true });
  expect(await charges.markPaid(charge.id, { endToEndId: null, paidAt, simulated: true }, paidEvents)).toBeNull();
});

it("prunes Idempotency-Key rows past their retention, and keeps the recent ones", async () => {
  const key = (k: string, hoursAgo: number) => ({ storeId: STORE, environment: "test", key: k, requestHash: "a".repeat(64), createdAt: new Date(Date.now() - hoursAgo * 3_600_000) });
  await prisma.idempotencyKey.createMany({ data: [key("old-1", 49), key("old-2", 72), key("fresh", 23)] });
  const maintenance = startMaintenance({
    pool: db.pool,
    logger: createLogger("t", "silent"),
    intervalMs: 3_600_000,
    tasks: [...messagingPruneTasks({ outboxDays: 7, inboxDays: 30 }), ...chargesPruneTasks(48)],
  });
  try {
    expect((await maintenance.runOnce()).deleted.idempotency_keys).toBe(2);
  } finally {
    await maintenance.stop();
  }
  expect((await prisma.idempotencyKey.findMany()).map((k) => k.key)).toEqual(["fresh"]);
});

describe("coupon usage when engine notices confirm payments", () => {
  async function coupon(maxUses: number): Promise<string> {
    const id = crypto.randomUUID();
    const code = `C${id.slice(0, 8)}`;
    await prisma.coupon.create({ data: { id, storeId: STORE, environment: "test", code, codeKey: code.toLowerCase(), discountType: "fixed", discountValue: 100, maxUses } });
    return id;
  }
  async function pendingWith(couponId: string): Promise<Charge> {
    const charge = await pendingCharge();
    await prisma.charge.update({ where: { id: charge.id }, data: { couponId } });
    return { ...charge, couponId };
  }
  const usesOf = async (id: string) => (await prisma.coupon.findUniqueOrThrow({ where: { id } })) as { uses: number; usesOverLimit: number };

  it("counts a use once however often the same notice is redelivered, and not again for a repeated payment", async () => {
    const couponId = await coupon(5);
    const charge = await pendingWith(couponId);
    const row = await notice(charge, `evt_coupon_${charge.id}`);
    const again = await notice(charge, `evt_coupon_again_${charge.id}`); // the engine notifying the same payment under another id
    const payment = { endToEndId: e2e("Coupon1"), amountCents: 2500, paidAt: new Date("2026-11-22T15:00:00Z") };
    const [r1, r2, r3, a] = await Promise.all([row, row, row, again].map((r) => notices.applyPayment(r, charge, payment, events)));
    // Whichever notice records the payment first pays the charge; the three deliveries of one notice agree.
    expect([r2, r3]).toEqual([r1, r1]);
    expect([r1, a].sort()).toEqual(["duplicate", "paid"]);
    expect(await usesOf(couponId)).toMatchObject({ uses: 1, usesOverLimit: 0 });
    expect(await notices.applyPayment(row, charge, payment, events)).toBe(r1);
    expect(await usesOf(couponId)).toMatchObject({ uses: 1, usesOverLimit: 0 });
  });

  it("holds max_uses under concurrent payments: every payment stands, uses stops at the limit, the rest is recorded over it", async () => {
    const couponId = await coupon(4);
    // Written straight to the table (no reservation), as charges left pending when the limit was lowered.
    const pending = await Promise.all(Array.from({ length: 10 }, () => pendingWith(couponId)));
    const outcomes = await Promise.all(pending.map(async (charge, i) => {
      const row = await notice(charge, `evt_limit_${charge.id}`);
      return notices.applyPayment(row, charge, { endToEndId: e2e(`Limit${i}`), amountCents: 2500, paidAt: new Date("2026-11-22T15:00:00Z") }, events);
    }));
    expect(outcomes).toEqual(Array(10).fill("paid"));
    expect(await prisma.charge.count({ where: { couponId, status: "paid" } })).toBe(10);
    expect(await usesOf(couponId)).toMatchObject({ uses: 4, usesOverLimit: 6 });
  });

  it("holds max_uses under concurrent simulated payments, each charge counted once", async () => {
    const couponId = await coupon(3);
    const pending = await Promise.all(Array.from({ length: 6 }, () => pendingWith(couponId)));
    const pay = (c: Charge) => charges.markPaid(c.id, { endToEndId: null, paidAt: new Date(), simulated: true }, paidEvents);
    const results = await Promise.all([...pending, ...pending].map(pay));
    expect(results.filter((r) => r !== null)).toHaveLength(6);
    expect(await prisma.charge.count({ where: { couponId, status: "paid" } })).toBe(6);
    expect(await usesOf(couponId)).toMatchObject({ uses: 3, usesOverLimit: 3 });
  });
});

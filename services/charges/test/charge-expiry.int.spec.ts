import { join } from "node:path";
import { Pool } from "pg";
import { buildEnvelope } from "@pix/messaging";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import { ChargeExpiryRepository, EXPIRE_DUE_SQL, NEXT_EXPIRY_SQL } from "../src/issuing/repositories/charge-expiry";
import { CrossStoreCharges } from "../src/issuing/repositories/cross-store-charges";
import { EngineNoticesRepository } from "../src/issuing/repositories/engine-notices";
import { createPrisma, type PrismaClient } from "../src/shared/repositories/prisma";
import { chargeExpiredEvent, chargeExtraPaymentEvent, chargePaidEvent } from "../src/issuing/usecases/events";
import { startExpirySweeper } from "../src/issuing/workers/expiry";
import { createLogger } from "@pix/logger";
import { scopeOfRow } from "@pix/grpc";

/**
 * Expiry against PostgreSQL (issue 25): replicas racing on the same due charges expire each once with
 * one event; a payment racing the expiry ends paid either way, with `late` exactly when it came second;
 * the worker's reads use the partial index, never a scan of the charges table.
 */
let db: PooledTestDatabase;
let other: Pool;
let prisma: PrismaClient;
let notices: EngineNoticesRepository;
let crossStore: CrossStoreCharges;
beforeAll(async () => {
  db = await createPooledTestDatabase("charges_expiry", join(__dirname, "../prisma/migrations"));
  other = new Pool({ connectionString: db.url, max: 4 });
  prisma = createPrisma(db.pool);
  notices = new EngineNoticesRepository(prisma, db.pool);
  crossStore = new CrossStoreCharges(prisma, db.pool);
});
afterAll(async () => {
  await other.end();
  await prisma.$disconnect();
  await db.drop();
});

const STORE = "0b0e7b7c-1111-4111-8111-111111111111";
let n = 0;
async function pendingCharge(expiresAt: Date) {
  const id = crypto.randomUUID();
  const txid = `X${n++}x${id.slice(0, 8)}`;
  await prisma.charge.create({ data: { id, storeId: STORE, environment: "test", txid, publicId: txid, description: "", amountCents: 2500n, engineChargeId: `pay_${id}`, expiresAt } });
  return (await crossStore.findByEngineChargeId(`pay_${id}`))!;
}
const expiredEvents = async (txid: string) =>
  (await prisma.outboxEvent.findMany({ where: { event: "charge.expired" } })).filter((e) => (e.payload as any).data.txid === txid);

it("two replicas passing 5 ms apart expire each due charge once, with one charge.expired each", async () => {
  const past = new Date(Date.now() - 1_000);
  const due = await Promise.all(Array.from({ length: 30 }, () => pendingCharge(past)));
  const notYet = await pendingCharge(new Date(Date.now() + 3_600_000));
  const replicas = [new ChargeExpiryRepository(db.pool), new ChargeExpiryRepository(other)];
  const passes = Array.from({ length: 8 }, (_, i) =>
    new Promise((r) => setTimeout(r, i * 5)).then(() => replicas[i % 2].expireDue(7, chargeExpiredEvent)));
  const expired = (await Promise.all(passes)).flat();
  // Whatever is left (every pass may have met locked rows): one more pass takes it.
  expired.push(...(await replicas[0].expireDue(100, chargeExpiredEvent)));
  expect(expired.map((c) => c.id).sort()).toEqual(due.map((c) => c.id).sort());
  for (const c of due) expect(await expiredEvents(c.txid)).toHaveLength(1);
  expect((await crossStore.findClaimed(notYet.id))!.status).toBe("pending");
  expect(await expiredEvents(notYet.txid)).toHaveLength(0);
});

it("a payment racing the expiry: paid either way, late exactly when the expiry came first", async () => {
  for (let i = 0; i < 6; i++) {
    const charge = await pendingCharge(new Date(Date.now() - 10));
    let rowId = "";
    await notices.record({ noticeId: `evt_race_${charge.id}`, chargeId: charge.id, rawBody: "{}" }, (id) => {
      rowId = id;
      return buildEnvelope("engine.notice_received", { store_id: STORE, environment: "test" }, { notice_row_id: id });
    });
    const payment = { endToEndId: `E1823612020261126${String(i).padStart(15, "0")}`, amountCents: 2500, paidAt: new Date() };
    const [outcome] = await Promise.all([
      new Promise((r) => setTimeout(r, i)).then(() => notices.applyPayment(rowId, charge, payment, { paid: chargePaidEvent, extra: chargeExtraPaymentEvent })),
      new ChargeExpiryRepository(other).expireDue(10, chargeExpiredEvent),
    ]);
    expect(outcome).toBe("paid");
    const after = (await crossStore.findClaimed(charge.id))!;
    expect(after.status).toBe("paid");
    const [paid] = (await prisma.outboxEvent.findMany({ where: { event: "charge.paid" } })).filter((e) => (e.payload as any).data.txid === charge.txid);
    const expiredFirst = (await expiredEvents(charge.txid)).length === 1;
    expect((paid.payload as any).data.late === true).toBe(expiredFirst);
    expect(after.expiredAt !== null).toBe(expiredFirst);
    expect(await prisma.payment.count({ where: { chargeId: charge.id } })).toBe(1);
  }
});

it("reads the next due time and claims due rows through the partial index, not a scan of charges", async () => {
  const plan = async (sql: string, params: unknown[] = []) => {
    const client = await db.pool.connect();
    try {
      // A table this small would be scanned anyway: ask the planner what it does where a scan costs.
      await client.query("SET enable_seqscan = off");
      const { rows } = await client.query(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    } finally {
      await client.query("RESET enable_seqscan");
      client.release();
    }
  };
  expect(await plan(NEXT_EXPIRY_SQL)).toMatch(/charges_pending_expires_at_idx/);
  expect(await plan(EXPIRE_DUE_SQL, [null, 10, null, null])).toMatch(/charges_pending_expires_at_idx/);
});

describe("the expiry worker runs on due times, not on its fallback poll", () => {
  const logger = createLogger("test", "silent");
  const statusOf = async (id: string) => (await crossStore.findClaimed(id))!.status;
  const waitExpired = async (id: string, withinMs: number) => {
    const start = Date.now();
    while ((await statusOf(id)) !== "expired") {
      if (Date.now() - start > withinMs) throw new Error(`not expired within ${withinMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return Date.now() - start;
  };

  it("a pass reads the next expires_at from the index and sets its timer for it (fallback: a minute)", async () => {
    // Due rows of the other specs are gone; this one is the earliest pending expiry.
    await new ChargeExpiryRepository(db.pool).expireDue(1000, chargeExpiredEvent);
    const charge = await pendingCharge(new Date(Date.now() + 1_200));
    const sweeper = startExpirySweeper({ expiry: new ChargeExpiryRepository(db.pool), logger }, 60_000);
    try {
      expect(await waitExpired(charge.id, 4_000)).toBeGreaterThanOrEqual(900);
      expect(await expiredEvents(charge.txid)).toHaveLength(1);
    } finally {
      await sweeper.stop();
    }
  });

  it("a wake for a charge this process issued sets the timer for its expires_at", async () => {
    const sweeper = startExpirySweeper({ expiry: new ChargeExpiryRepository(db.pool), logger }, 60_000);
    try {
      await new Promise((r) => setTimeout(r, 300)); // its first pass ran and found nothing due
      const charge = await pendingCharge(new Date(Date.now() + 800));
      sweeper.wake(charge.expiresAt!);
      await waitExpired(charge.id, 3_000);
      expect(await expiredEvents(charge.txid)).toHaveLength(1);
    } finally {
      await sweeper.stop();
    }
  });
});

describe("charge.overdue (issue 37)", () => {
  const OVERDUE_STORE = "0b0e7b7c-2222-4222-8222-222222222222";
  async function dueCharge(dueDate: string, terms: boolean) {
    const id = crypto.randomUUID();
    const txid = `V${n++}v${id.slice(0, 8)}`;
    await prisma.charge.create({
      data: {
        id, storeId: OVERDUE_STORE, environment: "test", txid, publicId: txid, description: "", amountCents: 10_000n, engineChargeId: `pay_${id}`,
        dueDate: new Date(`${dueDate}T00:00:00Z`), expiresAt: new Date(Date.now() + 86_400_000),
        ...(terms && { dueTerms: { dueDate, validadeAposVencimento: 30 } }),
      },
    });
    return txid;
  }
  const overdueEvents = async (txid: string) =>
    (await prisma.outboxEvent.findMany({ where: { event: "charge.overdue" } })).filter((e) => (e.payload as any).data.txid === txid);

  it("two replicas mark each charge past its adjusted due date once; a bare due_date (POST /charges) never fills the batch", async () => {
    // Bare due dates (no terms) come first in due-date order: they must not be candidates.
    const bare = await Promise.all(Array.from({ length: 5 }, () => dueCharge("2026-10-01", false)));
    const late = await Promise.all(Array.from({ length: 12 }, () => dueCharge("2026-11-10", true)));
    // Due Friday 2026-11-20 (a national holiday): due Monday the 23rd, overdue from the 24th (Brasília).
    const holiday = await dueCharge("2026-11-20", true);
    const asOf = new Date("2026-11-24T02:00:00Z"); // still the 23rd in Brasília
    const replicas = [new ChargeExpiryRepository(db.pool), new ChargeExpiryRepository(other)];
    const { isOverdueAt } = await import("../src/issuing/workers/expiry");
    const { chargeOverdueEvent } = await import("../src/issuing/usecases/events");
    const scope = scopeOfRow({ storeId: OVERDUE_STORE, environment: "test" });
    // A batch of 3 takes 3 charges with terms, not the bare ones that come before them.
    const first = await replicas[0].markOverdue(3, asOf, isOverdueAt(asOf), chargeOverdueEvent, scope);
    expect(first).toMatchObject({ full: true });
    expect(first.marked).toHaveLength(3);
    const passes = Array.from({ length: 6 }, (_, i) =>
      new Promise((r) => setTimeout(r, i * 5)).then(() => replicas[i % 2].markOverdue(3, asOf, isOverdueAt(asOf), chargeOverdueEvent, scope)));
    const marked = [...first.marked, ...(await Promise.all(passes)).flatMap((p) => p.marked)];
    marked.push(...(await replicas[0].markOverdue(100, asOf, isOverdueAt(asOf), chargeOverdueEvent, scope)).marked);
    expect(marked.map((c) => c.txid).sort()).toEqual([...late].sort());
    for (const txid of late) expect(await overdueEvents(txid)).toHaveLength(1);
    for (const txid of [...bare, holiday]) expect(await overdueEvents(txid)).toHaveLength(0);
    // The next Brasília day: the holiday-shifted one is overdue now, the others are not sent again.
    const next = new Date("2026-11-24T03:00:00Z");
    expect((await replicas[1].markOverdue(100, next, isOverdueAt(next), chargeOverdueEvent, scope)).marked.map((c) => c.txid)).toEqual([holiday]);
    const [event] = await overdueEvents(holiday);
    expect((event!.payload as any).data).toMatchObject({ due_date: "2026-11-20", adjusted_due_date: "2026-11-23", last_payable_date: "2026-12-23", status: "pending" });
  });
});

import { scopeOfRow } from "@pix/grpc";
import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyMigrations } from "@pix/db";
import { isAppError } from "@pix/errors";
import { buildEnvelope } from "@pix/messaging";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import type { Charge } from "../src/issuing/domain/charge";
import { ledgerFacts, PaymentClaimRefused, transfer } from "../src/ledger/domain/ledger";
import { ChargesRepository } from "../src/issuing/repositories/charges";
import { CrossStoreCharges } from "../src/issuing/repositories/cross-store-charges";
import { EngineNoticesRepository } from "../src/issuing/repositories/engine-notices";
import { hold, post, readBalances, release, settle, type TransferRef } from "../src/ledger/repositories/ledger";
import { LedgerWithdrawals } from "../src/ledger/repositories/ledger-withdrawals";
import { createPrisma, type PrismaClient } from "../src/shared/repositories/prisma";
import { chargeExtraPaymentEvent, chargePaidEvent } from "../src/issuing/usecases/events";
import { derivationErrors, unbalancedTransactions } from "./ledger-support";

/** The ledger core on real PostgreSQL: payments post once with their fee, reservations never overdraw. */
const MIGRATIONS = join(__dirname, "../prisma/migrations");
const rowsOf = (pool: import("pg").Pool) => async (sql: string) => (await pool.query(sql)).rows;
let db: PooledTestDatabase;
let prisma: PrismaClient;
let notices: EngineNoticesRepository;
let charges: ChargesRepository;
let crossStore: CrossStoreCharges;
beforeAll(async () => {
  db = await createPooledTestDatabase("charges_ledger", MIGRATIONS);
  prisma = createPrisma(db.pool);
  notices = new EngineNoticesRepository(prisma, db.pool);
  charges = new ChargesRepository(prisma, db.pool);
  crossStore = new CrossStoreCharges(prisma, db.pool);
});
afterAll(async () => {
  await prisma.$disconnect();
  await db.drop();
});
afterEach(async () => {
  expect(await unbalancedTransactions(rowsOf(db.pool))).toEqual([]);
  expect(await derivationErrors(rowsOf(db.pool))).toEqual([]);
});

const events = { paid: chargePaidEvent, extra: chargeExtraPaymentEvent };
const paidEvents = (paid: Charge) => [chargePaidEvent(paid)];
const newStore = () => crypto.randomUUID();
async function pendingCharge(storeId: string, amountCents = 2500, feeCents: number | null = null): Promise<Charge> {
  const id = crypto.randomUUID();
  const txid = `L${id.replace(/-/g, "").slice(0, 20)}`;
  await prisma.charge.create({ data: {
    id, storeId, environment: "live", txid, publicId: txid, description: "", amountCents: BigInt(amountCents), engineChargeId: `pay_${id}`,
    feeAmountCents: feeCents === null ? null : BigInt(feeCents),
  } });
  return (await crossStore.findByEngineChargeId(`pay_${id}`))!;
}
async function notice(charge: Charge, noticeId: string): Promise<string> {
  let rowId = "";
  await notices.record({ noticeId, chargeId: charge.id, rawBody: "{}" }, (id) => {
    rowId = id;
    return buildEnvelope("engine.notice_received", { store_id: charge.storeId, environment: "live" }, { notice_row_id: id });
  });
  return rowId;
}
const e2e = (tag: string) => `E18236120202611261504${tag.padEnd(11, "0").slice(0, 11)}`;
const txCount = async (storeId: string) => prisma.ledgerTransaction.count({ where: { storeId } });
const inTx = <T>(fn: (client: import("pg").PoolClient) => Promise<T>) => import("@pix/messaging").then((m) => m.inTransaction(db.pool, fn));

it("posts a payment, its fee and an extra payment once: redelivered and repeated notices post nothing", async () => {
  const store = newStore();
  const charge = await pendingCharge(store, 2500, 99);
  const first = await notice(charge, `evt_l1_${charge.id}`);
  const payment = { endToEndId: e2e("Ledger1"), amountCents: 2500, paidAt: new Date("2026-11-26T10:00:00Z") };
  // The same notice's message delivered three times at once, and the engine notifying the same payment under another id.
  const again = await notice(charge, `evt_l1_again_${charge.id}`);
  const outcomes = await Promise.all([first, first, first, again].map((row) => notices.applyPayment(row, charge, payment, events)));
  expect(outcomes.filter((o) => o === "paid").length).toBeGreaterThanOrEqual(1);
  expect(await txCount(store)).toBe(2); // payment + fee
  expect(await notices.applyPayment(first, charge, payment, events)).toBe(outcomes[0]); // redelivered later
  expect(await txCount(store)).toBe(2);

  const extra = { endToEndId: e2e("Ledger2"), amountCents: 700, paidAt: new Date("2026-11-26T11:00:00Z") };
  const extraRow = await notice(charge, `evt_l2_${charge.id}`);
  expect(await notices.applyPayment(extraRow, charge, extra, events)).toBe("extra_payment");
  expect(await notices.applyPayment(extraRow, charge, extra, events)).toBe("extra_payment");
  expect(await txCount(store)).toBe(3); // the extra payment, no second fee

  expect(await readBalances(db.pool, scopeOfRow({ storeId: store, environment: "live" }))).toEqual({
    available: 2500n - 99n + 700n, blocked: 0n, inWithdrawal: 0n, refunding: 0n, fees: 99n, refunded: 0n, received: 3200n, withdrawn: 0n,
  });
  const keys = (await prisma.ledgerTransaction.findMany({ where: { storeId: store }, orderBy: { createdAt: "asc" } })).map((t) => [t.kind, t.sourceKey, t.txid]);
  expect(keys).toEqual([
    ["payment", `payment:${payment.endToEndId}`, charge.txid], ["fee", `fee:${charge.id}`, charge.txid], ["payment", `payment:${extra.endToEndId}`, charge.txid],
  ]);
  // received = the store's payments (first and extra)
  const paid = await prisma.payment.aggregate({ where: { charge: { storeId: store } }, _sum: { amountCents: true } });
  expect(paid._sum.amountCents).toBe(3200n);
});

it("posts a simulated payment once, keyed by the charge, with its fee", async () => {
  const store = newStore();
  const charge = await pendingCharge(store, 1000, 10);
  const pay = () => charges.markPaid(charge.id, { endToEndId: null, paidAt: new Date(), simulated: true }, paidEvents);
  expect((await Promise.all([pay(), pay(), pay()])).filter(Boolean)).toHaveLength(1);
  expect(await txCount(store)).toBe(2);
  expect(await prisma.ledgerTransaction.findUnique({ where: { sourceKey: `payment:charge:${charge.id}` } })).toMatchObject({ kind: "payment", chargeId: charge.id });
  expect((await readBalances(db.pool, scopeOfRow({ storeId: store, environment: "live" }))).available).toBe(990n);
});

it("never overdraws: 50 concurrent and 50 staggered reservations whose sum exceeds the balance", async () => {
  const store = newStore();
  const charge = await pendingCharge(store, 10_000);
  await notices.applyPayment(await notice(charge, `evt_res_${charge.id}`), charge, { endToEndId: e2e("Reserve"), amountCents: 10_000, paidAt: new Date() }, events);
  const reserve = (i: number) => inTx((c) => post(c, { storeId: store, environment: "live", refs: { withdrawalId: crypto.randomUUID() },
    ...transfer.hold("withdrawal", crypto.randomUUID(), 300 + i) })).then(() => true, (err) => {
    if (isAppError(err) && err.codigo === "SALDO_INSUFICIENTE") return false;
    throw err;
  });
  const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => reserve(i)));
  const staggered = await Promise.all(Array.from({ length: 50 }, (_, i) => new Promise<boolean>((r) => setTimeout(() => r(reserve(i)), i * 5))));
  const b = await readBalances(db.pool, scopeOfRow({ storeId: store, environment: "live" }));
  expect(b.available).toBeGreaterThanOrEqual(0n);
  expect(b.available + b.inWithdrawal).toBe(10_000n);
  expect([...burst, ...staggered].filter(Boolean).length).toBeGreaterThan(0);
  expect([...burst, ...staggered].filter((x) => !x).length).toBeGreaterThan(0);
  expect(b.available).toBeLessThan(300n); // the rest is too little for any of them
});

it("posts a reservation once per source key, and a refused one writes nothing and leaves the transaction usable", async () => {
  const store = newStore();
  const charge = await pendingCharge(store, 1000);
  await notices.applyPayment(await notice(charge, `evt_once_${charge.id}`), charge, { endToEndId: e2e("Once"), amountCents: 1000, paidAt: new Date() }, events);
  const id = crypto.randomUUID();
  const results = await Promise.all([1, 2, 3].map(() => inTx((c) => post(c, { storeId: store, environment: "live", ...transfer.hold("withdrawal", id, 600) }))));
  expect(results.map((r) => r.posted).sort()).toEqual([false, false, true]);
  const refused = await inTx(async (c) => {
    const err = await post(c, { storeId: store, environment: "live", ...transfer.hold("withdrawal", crypto.randomUUID(), 401) }).catch((e) => e);
    await c.query("SELECT 1"); // still usable
    return err;
  });
  expect(refused).toMatchObject({ kind: "conflict", codigo: "SALDO_INSUFICIENTE", extra: { disponivel: 4 } });
  expect(await txCount(store)).toBe(2);
  // A Prisma interactive transaction is a LedgerTx too.
  await prisma.$transaction((tx) => post(tx, { storeId: store, environment: "live", ...transfer.settle("withdrawal", id, 600) }));
  expect(await readBalances(prisma, scopeOfRow({ storeId: store, environment: "live" }))).toMatchObject({ available: 400n, inWithdrawal: 0n, withdrawn: 600n });
});

it("settles withdrawals concurrently, with and without their reservation (backfill), without deadlock, once each", async () => {
  const store = newStore();
  const charge = await pendingCharge(store, 100_000);
  await notices.applyPayment(await notice(charge, `evt_settle_${charge.id}`), charge, { endToEndId: e2e("Settle"), amountCents: 100_000, paidAt: new Date() }, events);
  const ledger = new LedgerWithdrawals(db.pool);
  const ref = (id: string) => ({ storeId: store, environment: "live" as const, withdrawalId: id });
  const reserved = Array.from({ length: 10 }, () => crypto.randomUUID());
  for (const id of reserved) await ledger.reserve(ref(id), 1000, false);
  const older = Array.from({ length: 10 }, () => crypto.randomUUID()); // made before the ledger: no reservation yet
  const all = [...reserved, ...older];
  const settle = (id: string, i: number) => ledger.settle(ref(id), 1000, i % 2 ? "paid" : "rejected");
  await Promise.all([...all.map(settle), ...all.map(settle)]); // each twice, at once
  expect(await readBalances(db.pool, scopeOfRow({ storeId: store, environment: "live" }))).toMatchObject({ available: 100_000n - 10_000n, inWithdrawal: 0n, withdrawn: 10_000n });
  expect(await prisma.ledgerTransaction.count({ where: { storeId: store, kind: { startsWith: "withdrawal" } } })).toBe(40);
  await expect(ledger.settle(ref(all[0]), 1000, "paid")).rejects.toMatchObject({ kind: "conflict" }); // rejected already
});

it("lets available go below zero only as a recorded MED debt, and then refuses every reservation", async () => {
  const store = newStore();
  const charge = await pendingCharge(store, 1000);
  await notices.applyPayment(await notice(charge, `evt_med_${charge.id}`), charge, { endToEndId: e2e("Med"), amountCents: 1000, paidAt: new Date() }, events);
  await inTx((c) => post(c, { storeId: store, environment: "live", ...transfer.hold("withdrawal", crypto.randomUUID(), 800) }));
  const med = crypto.randomUUID();
  await inTx((c) => post(c, { storeId: store, environment: "live", ...transfer.hold("med", med, 500) })); // only 200 left: 300 of debt
  expect(await readBalances(db.pool, scopeOfRow({ storeId: store, environment: "live" }))).toMatchObject({ available: -300n, blocked: 500n });
  for (const fact of [transfer.hold("withdrawal", crypto.randomUUID(), 1), transfer.hold("refund", crypto.randomUUID(), 1)]) {
    await expect(inTx((c) => post(c, { storeId: store, environment: "live", ...fact }))).rejects.toMatchObject({ codigo: "DEBITO_MED", extra: { debito: 3 } }); // issue 25: the debt, named
  }
  await inTx((c) => post(c, { storeId: store, environment: "live", ...transfer.release("med", med, 500) }));
  expect(await readBalances(db.pool, scopeOfRow({ storeId: store, environment: "live" }))).toMatchObject({ available: 200n, blocked: 0n });
});

it("the two-phase transfer claims a payment at most up to what is left, across refunds and MED, and settles or releases once", async () => {
  const store = newStore();
  const chargeId = crypto.randomUUID();
  const live = { storeId: store, environment: "live" as const };
  await inTx((c) => post(c, { ...live, ...ledgerFacts.payment({ endToEndId: e2e("Claim1"), chargeId, amountCents: 1000 }) }));
  await inTx((c) => post(c, { ...live, ...ledgerFacts.payment({ endToEndId: e2e("Claim2"), chargeId: crypto.randomUUID(), amountCents: 5000 }) })); // money elsewhere
  const payment = { paymentKey: `payment:${e2e("Claim1")}` };
  const ref = (flow: TransferRef["flow"], id: string): TransferRef => ({ flow, id, ...live });
  const left = async () => Number((await db.pool.query("SELECT paid_cents - claimed_cents AS l FROM ledger_payments WHERE payment_key = $1", [payment.paymentKey])).rows[0].l);

  // A refund of 400 (claims the charge's payments), a MED block of the rest (600).
  const refund = crypto.randomUUID();
  await inTx((c) => hold(c, { ...ref("refund", refund), amountCents: 400, claims: { chargeId } }));
  const med = crypto.randomUUID();
  expect(await inTx((c) => hold(c, { ...ref("med", med), amountCents: 1000, claims: payment, upToLeft: true }))).toEqual({ posted: true, amountCents: 600n });
  expect(await left()).toBe(0);
  // Nothing left: a refund is refused by the ledger's one check, whatever the store holds; a second block takes nothing.
  await expect(inTx((c) => hold(c, { ...ref("refund", crypto.randomUUID()), amountCents: 1, claims: { chargeId } }))).rejects.toBeInstanceOf(PaymentClaimRefused);
  expect(await inTx((c) => hold(c, { ...ref("med", crypto.randomUUID()), amountCents: 1000, claims: payment, upToLeft: true }))).toEqual({ posted: false, amountCents: 0n });

  // The refund fails: its claim comes back; a settle after the release posts nothing. Settle and release of the MED block race 5 ms apart: one posts.
  expect((await inTx((c) => release(c, ref("refund", refund)))).posted).toBe(true);
  expect((await inTx((c) => settle(c, ref("refund", refund)))).posted).toBe(false);
  expect(await left()).toBe(400);
  const raced = await Promise.all([inTx((c) => settle(c, ref("med", med))), new Promise((r) => setTimeout(r, 5)).then(() => inTx((c) => release(c, ref("med", med))))]);
  expect(raced.filter((r) => r.posted)).toHaveLength(1);
  const returned = raced[0]!.posted; // settled: the money left for good and the claim stays; released: both come back
  expect(await left()).toBe(returned ? 400 : 1000);
  expect(await readBalances(db.pool, scopeOfRow(live))).toMatchObject({ blocked: 0n, refunding: 0n, refunded: returned ? 600n : 0n, available: returned ? 5400n : 6000n });
  const kinds = (await db.pool.query(`SELECT kind FROM ledger_transactions t WHERE store_id = $1 AND kind <> 'payment'
    ORDER BY (SELECT min(p.id) FROM ledger_postings p WHERE p.transaction_id = t.id)`, [store])).rows.map((r) => r.kind);
  expect(kinds).toEqual(["refund_requested", "med_blocked", "refund_failed", returned ? "med_returned" : "med_released"]);
});

it("keeps postings immutable and refuses an unbalanced transaction at commit", async () => {
  await expect(db.pool.query("UPDATE ledger_postings SET amount_cents = amount_cents + 1")).rejects.toThrow(/immutable/);
  await expect(db.pool.query("DELETE FROM ledger_transactions")).rejects.toThrow(/immutable/);
  await expect(inTx(async (c) => {
    const { rows } = await c.query("SELECT id, store_id FROM ledger_transactions LIMIT 1");
    await c.query("INSERT INTO ledger_postings (transaction_id, store_id, environment, account, amount_cents, balance_after_cents) VALUES ($1, $2, 'live', 'available', 1, 1)", [rows[0].id, rows[0].store_id]);
  })).rejects.toThrow(/unbalanced/);
});

it("the migration posts opening entries for existing payments, simulated payments and fees, with the live path's keys", async () => {
  const dir = mkdtempSync(join(tmpdir(), "ledger-mig-"));
  // Every migration but the ledger's own and those that build on its tables (the per-payment claims, issue 32;
  // the postings' component, issue 37).
  const later = ["_ledger", "_ledger_payment_claims", "_ledger_posting_component"];
  const names = readdirSync(MIGRATIONS).filter((n) => !later.some((suffix) => n.endsWith(suffix))).sort();
  for (const n of names) cpSync(join(MIGRATIONS, n), join(dir, n), { recursive: true });
  const old = await createPooledTestDatabase("charges_ledger_open", dir);
  try {
    const store = newStore();
    const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await old.pool.query(`INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status, fee_amount_cents, paid_at, end_to_end_id, simulated) VALUES
      ($1, $4, 'live', 'ta', 'pa', '', 1000, 'paid', 50, '2026-11-01T10:00:00Z', 'EA', false),
      ($2, $4, 'test', 'tb', 'pb', '', 700, 'paid', NULL, '2026-11-02T10:00:00Z', NULL, true),
      ($3, $4, 'live', 'tc', 'pc', '', 900, 'pending', 30, NULL, NULL, false)`, [a, b, c, store]);
    await old.pool.query(`INSERT INTO payments (id, charge_id, end_to_end_id, amount_cents, paid_at) VALUES
      (gen_random_uuid(), $1, 'EA', 1000, '2026-11-01T10:00:00Z'), (gen_random_uuid(), $1, 'EX', 300, '2026-11-03T10:00:00Z')`, [a]);
    await applyMigrations(old.url, MIGRATIONS);
    const keys = (await old.pool.query("SELECT source_key FROM ledger_transactions ORDER BY source_key")).rows.map((r) => r.source_key).sort();
    expect(keys).toEqual([`fee:${a}`, "payment:EA", "payment:EX", `payment:charge:${b}`]);
    expect(await readBalances(old.pool, scopeOfRow({ storeId: store, environment: "live" }))).toMatchObject({ available: 1250n, fees: 50n, received: 1300n });
    expect(await readBalances(old.pool, scopeOfRow({ storeId: store, environment: "test" }))).toMatchObject({ available: 700n, received: 700n });
    expect(await unbalancedTransactions(rowsOf(old.pool))).toEqual([]);
    expect(await derivationErrors(rowsOf(old.pool))).toEqual([]);
  } finally {
    await old.drop();
  }
});

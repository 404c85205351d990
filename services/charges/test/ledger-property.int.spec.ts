import { scopeOfRow } from "@pix/grpc";
import { join } from "node:path";
import fc from "fast-check";
import { isAppError } from "@pix/errors";
import { inTransaction } from "@pix/messaging";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import { ledgerFacts, medDebt, transfer, type LedgerFact } from "../src/ledger/domain/ledger";
import { accountTotals, post, readBalances, type PostInput } from "../src/ledger/repositories/ledger";
import { LedgerWithdrawals } from "../src/ledger/repositories/ledger-withdrawals";
import { derivationErrors, unbalancedTransactions } from "./ledger-support";

/**
 * Property (issue 24): any sequence of payments (with fees), partial refunds, completed and failed
 * refunds, withdrawals (reserved, paid, rejected, voided), MED infractions (issue 25: blocks with and
 * without enough available balance, upheld or released) and redelivered facts, run against the real
 * posting function on PostgreSQL, leaves the balances an independent recomputation expects, to the
 * centavo; every reservation is refused exactly when the recomputed available balance is short
 * (DEBITO_MED while a block left it below zero, SALDO_INSUFICIENTE otherwise).
 */
let db: PooledTestDatabase;
let withdrawals: LedgerWithdrawals;
beforeAll(async () => {
  db = await createPooledTestDatabase("charges_ledger_prop", join(__dirname, "../prisma/migrations"));
  withdrawals = new LedgerWithdrawals(db.pool);
});
afterAll(() => db.drop());

type Op =
  | { t: "pay"; amount: number; fee: number }
  | { t: "refund"; amount: number }
  | { t: "refundDone"; pick: number; ok: boolean }
  | { t: "withdraw"; amount: number }
  | { t: "settle"; pick: number; outcome: "paid" | "rejected" | "void" }
  | { t: "redeliver"; pick: number }
  | { t: "block"; amount: number }
  | { t: "decide"; pick: number; upheld: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant("pay" as const), amount: fc.integer({ min: 1, max: 50_000 }), fee: fc.integer({ min: 0, max: 600 }) }),
  fc.record({ t: fc.constant("refund" as const), amount: fc.integer({ min: 1, max: 30_000 }) }),
  fc.record({ t: fc.constant("refundDone" as const), pick: fc.nat(), ok: fc.boolean() }),
  fc.record({ t: fc.constant("withdraw" as const), amount: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ t: fc.constant("settle" as const), pick: fc.nat(), outcome: fc.constantFrom("paid" as const, "rejected" as const, "void" as const) }),
  fc.record({ t: fc.constant("redeliver" as const), pick: fc.nat() }),
  fc.record({ t: fc.constant("block" as const), amount: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ t: fc.constant("decide" as const), pick: fc.nat(), upheld: fc.boolean() }),
);

/** The independent recomputation: plain numbers, moved by the business rules, not by the recipes. */
interface Model {
  received: number; fees: number; available: number; refunding: number; refunded: number; inWithdrawal: number; withdrawn: number;
  blocked: number; debt: number;
}
type Open = { id: string; amount: number; open: boolean };

async function run(ops: Op[]) {
  const storeId = crypto.randomUUID();
  const m: Model = { received: 0, fees: 0, available: 0, refunding: 0, refunded: 0, inWithdrawal: 0, withdrawn: 0, blocked: 0, debt: 0 };
  const infractions: Open[] = [];
  const posted: PostInput[] = [];
  const refunds: Open[] = [];
  const outs: Open[] = [];
  const at = { storeId, environment: "live" as const };
  const postOne = async (fact: LedgerFact) => {
    const input = { ...at, ...fact };
    const r = await inTransaction(db.pool, (c) => post(c, input));
    expect(r.posted).toBe(true);
    posted.push(input);
  };
  /** True when refused: with DEBITO_MED exactly while the model has a debt, SALDO_INSUFICIENTE otherwise. */
  const refused = (p: Promise<unknown>) => p.then(() => false, (err) => {
    if (isAppError(err) && err.codigo === (m.available < 0 ? "DEBITO_MED" : "SALDO_INSUFICIENTE")) return true;
    throw err;
  });

  for (const o of ops) {
    switch (o.t) {
      case "pay": {
        const chargeId = crypto.randomUUID();
        await postOne(ledgerFacts.payment({ endToEndId: `E${chargeId.replace(/-/g, "")}`, chargeId, amountCents: o.amount }));
        m.received += o.amount;
        m.available += o.amount;
        const fee = Math.min(o.fee, Math.floor(o.amount / 10)); // a fee is a part of its payment
        if (fee > 0) {
          await postOne(ledgerFacts.fee(chargeId, fee));
          m.fees += fee;
          m.available -= fee;
        }
        break;
      }
      case "refund": {
        const id = crypto.randomUUID();
        const fact = transfer.hold("refund", id, o.amount);
        const wasRefused = await refused(inTransaction(db.pool, (c) => post(c, { ...at, ...fact })));
        expect(wasRefused).toBe(m.available < o.amount);
        if (!wasRefused) {
          posted.push({ ...at, ...fact });
          refunds.push({ id, amount: o.amount, open: true });
          m.available -= o.amount;
          m.refunding += o.amount;
        }
        break;
      }
      case "refundDone": {
        const open = refunds.filter((r) => r.open);
        if (open.length === 0) break;
        const r = open[o.pick % open.length];
        await postOne(o.ok ? transfer.settle("refund", r.id, r.amount) : transfer.release("refund", r.id, r.amount));
        r.open = false;
        m.refunding -= r.amount;
        if (o.ok) m.refunded += r.amount;
        else m.available += r.amount;
        break;
      }
      case "withdraw": {
        const id = crypto.randomUUID();
        const wasRefused = await refused(withdrawals.reserve({ ...at, withdrawalId: id }, o.amount, false));
        expect(wasRefused).toBe(m.available < o.amount);
        if (!wasRefused) {
          posted.push({ ...at, ...transfer.hold("withdrawal", id, o.amount) });
          outs.push({ id, amount: o.amount, open: true });
          m.available -= o.amount;
          m.inWithdrawal += o.amount;
        }
        break;
      }
      case "settle": {
        const open = outs.filter((w) => w.open);
        if (open.length === 0) break;
        const w = open[o.pick % open.length];
        const ref = { ...at, withdrawalId: w.id };
        if (o.outcome === "void") await withdrawals.void(ref);
        else await withdrawals.settle(ref, w.amount, o.outcome);
        w.open = false;
        m.inWithdrawal -= w.amount;
        if (o.outcome === "paid") m.withdrawn += w.amount;
        else m.available += w.amount;
        break;
      }
      case "block": {
        // Never refused: what available lacks becomes the debt.
        const id = crypto.randomUUID();
        await postOne(transfer.hold("med", id, o.amount));
        infractions.push({ id, amount: o.amount, open: true });
        m.available -= o.amount;
        m.blocked += o.amount;
        break;
      }
      case "decide": {
        const open = infractions.filter((i) => i.open);
        if (open.length === 0) break;
        const i = open[o.pick % open.length];
        await postOne(o.upheld ? transfer.settle("med", i.id, i.amount) : transfer.release("med", i.id, i.amount));
        i.open = false;
        m.blocked -= i.amount;
        if (o.upheld) m.refunded += i.amount;
        else m.available += i.amount;
        break;
      }
      case "redeliver": {
        if (posted.length === 0) break;
        const again = posted[o.pick % posted.length];
        // The same fact again posts nothing, reservation or not, whatever the balance is now.
        expect(await inTransaction(db.pool, (c) => post(c, again))).toEqual({ posted: false });
        break;
      }
    }
  }
  const b = await readBalances(db.pool, scopeOfRow({ storeId, environment: "live" }));
  m.debt = Math.max(0, -m.available);
  expect({
    received: Number(b.received), fees: Number(b.fees), available: Number(b.available), refunding: Number(b.refunding),
    refunded: Number(b.refunded), inWithdrawal: Number(b.inWithdrawal), withdrawn: Number(b.withdrawn),
    blocked: Number(b.blocked), debt: Number(medDebt(await accountTotals(db.pool, scopeOfRow({ storeId, environment: "live" })))),
  }).toEqual(m);
  // Only a MED block ever takes available below zero.
  if (m.available < 0) expect(infractions.length).toBeGreaterThan(0);
}

it("balances equal an independent recomputation for random sequences of facts and redeliveries", async () => {
  await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), run), { numRuns: 60 });
  const rows = async (sql: string) => (await db.pool.query(sql)).rows;
  expect(await unbalancedTransactions(rows)).toEqual([]);
  expect(await derivationErrors(rows)).toEqual([]);
}, 120_000);

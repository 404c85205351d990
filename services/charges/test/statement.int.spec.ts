import { scopeOfRow } from "@pix/grpc";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import { StatementRepository } from "../src/statement/repositories/statement";
import { derivationErrors, unbalancedTransactions } from "./ledger-support";

/**
 * The statement's keyset reads on real PostgreSQL, where the ledger's posting ids of two transactions
 * interleave (two stores' or two accounts' posts running at once take ids from one sequence): each row
 * is still whole and shown exactly once, in the order of its last own-account posting.
 */
const MIGRATIONS = join(__dirname, "../prisma/migrations");
let db: PooledTestDatabase;
let repo: StatementRepository;
beforeAll(async () => {
  db = await createPooledTestDatabase("charges_statement", MIGRATIONS);
  repo = new StatementRepository(db.pool);
});
afterAll(async () => {
  await db.drop();
});

const ALL = { from: new Date("2000-01-01T00:00:00Z"), to: new Date("2100-01-01T00:00:00Z") };

/** Postings inserted in the given order (their ids follow it), with their transactions, in one commit. */
async function interleaved(storeId: string, legs: [tx: string, kind: string, account: string, amount: number, after: number][]) {
  const client = await db.pool.connect();
  try {
    await client.query("BEGIN");
    for (const tx of [...new Set(legs.map((l) => l[0]))]) {
      const kind = legs.find((l) => l[0] === tx)![1];
      await client.query(`INSERT INTO ledger_transactions (id, store_id, environment, kind, source_key, occurred_at) VALUES ($1, $2, 'test', $3, $4, now())`,
        [tx, storeId, kind, `test:${tx}`]);
    }
    for (const [tx, , account, amount, after] of legs) {
      await client.query(`INSERT INTO ledger_postings (transaction_id, store_id, environment, account, amount_cents, balance_after_cents) VALUES ($1, $2, 'test', $3, $4, $5)`,
        [tx, storeId, account, amount, after]);
    }
    await client.query("COMMIT");
  } finally {
    client.release();
  }
}

describe("statement pages over interleaved postings", () => {
  it("shows each transaction once and whole, whatever the page size", async () => {
    const store = randomUUID();
    const [pay, wd, paid] = [randomUUID(), randomUUID(), randomUUID()];
    await interleaved(store, [
      [pay, "payment", "payer_in", -1000, -1000],
      [pay, "payment", "available", 1000, 1000],
      [wd, "withdrawal_requested", "available", -300, 700],
      [paid, "withdrawal_paid", "bank_out", 300, 300], // another transaction's posting between wd's two legs
      [wd, "withdrawal_requested", "withdrawal_pending", 300, 300],
      [paid, "withdrawal_paid", "withdrawal_pending", -300, 0],
    ]);
    const rows = async (sql: string) => (await db.pool.query(sql)).rows;
    expect(await unbalancedTransactions(rows)).toEqual([]);
    expect(await derivationErrors(rows)).toEqual([]);

    const whole = await repo.page(scopeOfRow({ storeId: store, environment: "test" }), ALL, null, 10);
    expect(whole.map((r) => [r.transactionId, r.availableCents, r.inWithdrawalCents, r.balanceAfterCents])).toEqual([
      [paid, 0n, -300n, 700n], // no available posting: the available balance before it
      [wd, -300n, 300n, 700n],
      [pay, 1000n, 0n, 1000n],
    ]);
    for (const size of [1, 2]) {
      const seen: string[] = [];
      let before: bigint | null = null;
      for (let guard = 0; guard < 10; guard++) {
        const page = await repo.page(scopeOfRow({ storeId: store, environment: "test" }), ALL, before, size);
        if (page.length === 0) break;
        seen.push(...page.map((r) => r.transactionId));
        before = page[page.length - 1].seq;
      }
      expect(seen).toEqual([paid, wd, pay]);
    }
    // Another store's and another environment's rows are not read.
    expect(await repo.page(scopeOfRow({ storeId: randomUUID(), environment: "test" }), ALL, null, 10)).toEqual([]);
    expect(await repo.page(scopeOfRow({ storeId: store, environment: "live" }), ALL, null, 10)).toEqual([]);
  });
});

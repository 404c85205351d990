import { scopeOfRow } from "@pix/grpc";
import { join } from "node:path";
import { analyzeDatabase } from "@pix/db";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import { FIND_BY_TXID_SQL } from "../src/issuing/repositories/charge-sql";
import { ChargesRepository } from "../src/issuing/repositories/charges";
import { createPrisma, type PrismaClient } from "../src/shared/repositories/prisma";

/**
 * `GET /pix/status?txid=` must not degrade with the merchant's charge count: with 100,000 charges of
 * one store, the statement the repository runs is answered by the unique index on
 * (store_id, environment, txid) — one index probe — and not by filtering the store's rows.
 */
let db: PooledTestDatabase;
let prisma: PrismaClient;
let charges: ChargesRepository;
const STORE = "0b0e7b7c-1111-4111-8111-111111111111";
const OTHER = "0b0e7b7c-2222-4222-8222-222222222222";
const N = 100_000;

beforeAll(async () => {
  db = await createPooledTestDatabase("charges_status", join(__dirname, "../prisma/migrations"));
  prisma = createPrisma(db.pool);
  charges = new ChargesRepository(prisma, db.pool);
  // 100k charges of one store (a third paid, with a payment each), a few of another store, in bulk.
  await db.pool.query(
    `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status, pix_code, created_at, end_to_end_id, paid_at)
     SELECT gen_random_uuid(), $1::uuid, 'test', 'tx' || i, 'pub' || i, 'Pedido ' || i, 1000 + i,
            CASE WHEN i % 3 = 0 THEN 'paid' ELSE 'pending' END, '000201code' || i, now() - make_interval(secs => i),
            CASE WHEN i % 3 = 0 THEN 'Etx' || i END, CASE WHEN i % 3 = 0 THEN now() END
     FROM generate_series(1, $2::int) AS i`,
    [STORE, N],
  );
  await db.pool.query(
    `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status)
     SELECT gen_random_uuid(), $1::uuid, 'test', 'tx' || i, 'other' || i, '', 500, 'pending' FROM generate_series(1, 100) AS i`,
    [OTHER],
  );
  await db.pool.query(
    `INSERT INTO payments (id, charge_id, end_to_end_id, amount_cents, paid_at)
     SELECT gen_random_uuid(), id, end_to_end_id, amount_cents, paid_at FROM charges WHERE store_id = $1::uuid AND status = 'paid'`,
    [STORE],
  );
  // One extra payment (a second distinct Pix) of tx42.
  await db.pool.query(
    `INSERT INTO payments (id, charge_id, end_to_end_id, amount_cents, paid_at)
     SELECT gen_random_uuid(), id, 'Eextra42', 700, '2026-11-22T10:00:00.123Z' FROM charges WHERE store_id = $1::uuid AND txid = 'tx42'`,
    [STORE],
  );
  await analyzeDatabase(db.url); // what scripts/migrate.ts does after migrations
}, 120_000);
afterAll(async () => {
  await prisma.$disconnect();
  await db.drop();
});

/** Every node of a JSON plan, depth first. */
function nodes(plan: Record<string, any>): Record<string, any>[] {
  return [plan, ...((plan.Plans ?? []) as Record<string, any>[]).flatMap(nodes)];
}

it("finds the charge by (store, environment, txid) with the unique index, whatever the store's charge count", async () => {
  const { rows } = await db.pool.query(`EXPLAIN (FORMAT JSON) ${FIND_BY_TXID_SQL}`, [STORE, "test", "tx4242"]);
  const all = nodes(rows[0]["QUERY PLAN"][0].Plan);
  const top = all[0];
  expect(["Index Scan", "Index Only Scan"]).toContain(top["Node Type"]);
  expect(top["Relation Name"]).toBe("charges");
  expect(top["Index Name"]).toBe("charges_store_id_environment_txid_key");
  expect(top["Index Cond"]).toContain("txid");
  // No sequential scan and no filter over the store's rows anywhere (the payments come by charge_id).
  expect(all.filter((n) => n["Node Type"] === "Seq Scan")).toEqual([]);
  expect(all.filter((n) => n["Relation Name"] === "payments").map((n) => n["Index Name"])).toEqual(["payments_charge_id_paid_at_idx"]);
});

it("answers the caller's charge with its payments, and nothing of another store or environment", async () => {
  const paid = await charges.findByTxid(scopeOfRow({ storeId: STORE, environment: "test" }), "tx42");
  expect(paid).toMatchObject({ txid: "tx42", storeId: STORE, status: "paid", amountCents: 1042, endToEndId: "Etx42" });
  expect(paid?.extraPayments).toEqual([{ endToEndId: "Eextra42", amountCents: 700, paidAt: new Date("2026-11-22T10:00:00.123Z") }]);
  expect(paid?.paidAt).toBeInstanceOf(Date);
  expect((await charges.findByTxid(scopeOfRow({ storeId: STORE, environment: "test" }), "tx45"))?.extraPayments).toEqual([]);
  const pending = await charges.findByTxid(scopeOfRow({ storeId: STORE, environment: "test" }), "tx43");
  expect(pending).toMatchObject({ txid: "tx43", status: "pending", amountCents: 1043, feeAmountCents: null });
  expect((await charges.findByTxid(scopeOfRow({ storeId: OTHER, environment: "test" }), "tx43"))?.storeId).toBe(OTHER);
  expect(await charges.findByTxid(scopeOfRow({ storeId: STORE, environment: "live" }), "tx43")).toBeNull();
  expect(await charges.findByTxid(scopeOfRow({ storeId: STORE, environment: "test" }), "tx0")).toBeNull();
});

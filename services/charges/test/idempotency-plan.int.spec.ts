import { join } from "node:path";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";

/**
 * Completing a keyed charge writes its response onto the idempotency key found by charge_id. The
 * billing job issues every charge with a key, so with many recent keys a scan here made each charge
 * slower than the last; the plan must be an index lookup whatever the table holds.
 */
let db: PooledTestDatabase;
beforeAll(async () => {
  db = await createPooledTestDatabase("charges_idem_plan", join(__dirname, "../prisma/migrations"));
});
afterAll(async () => {
  await db.drop();
});

it("finds a charge's idempotency key by index among 50,000 kept keys", async () => {
  await db.pool.query(
    `INSERT INTO idempotency_keys (store_id, environment, key, request_hash, charge_id)
     SELECT gen_random_uuid(), 'test', 'k' || i, 'h', gen_random_uuid() FROM generate_series(1, 50000) AS i`,
  );
  await db.pool.query("ANALYZE idempotency_keys");
  const { rows } = await db.pool.query(
    `EXPLAIN (FORMAT JSON) UPDATE idempotency_keys SET response = '{}' WHERE charge_id = $1 AND response IS NULL`,
    [crypto.randomUUID()],
  );
  const plan = JSON.stringify(rows[0]["QUERY PLAN"]);
  expect(plan).toContain("idempotency_keys_charge_id_idx");
  expect(plan).not.toContain("Seq Scan");
});

/**
 * Issue 39, the BCB's `loc.id`: the migration gives every existing charge a location id, and the
 * database draws one for each new charge: distinct 15-digit numbers (migration 20261128220000_charge_loc_id).
 */
import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyMigrations } from "@pix/db";
import { createPooledTestDatabase } from "@pix/testing";

const MIGRATIONS = join(__dirname, "../prisma/migrations");
const LOC_ID = /^[1-9]\d{14}$/;

it("the migration backfills a distinct location id for every existing charge, and new charges draw their own", async () => {
  const dir = mkdtempSync(join(tmpdir(), "loc-id-mig-"));
  for (const n of readdirSync(MIGRATIONS).filter((n) => !n.endsWith("_charge_loc_id"))) cpSync(join(MIGRATIONS, n), join(dir, n), { recursive: true });
  const db = await createPooledTestDatabase("charges_loc_id", dir);
  try {
    const insert = (txid: string, pixCode: string | null, status: string) => db.pool.query(
      `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, pix_code, status)
       VALUES (gen_random_uuid(), gen_random_uuid(), 'test', $1, $1, '', 1000, $2, $3) RETURNING *`,
      [txid, pixCode, status],
    );
    await insert("old1", "000201…", "pending");
    await insert("old2", "000201…", "paid");
    await insert("old3", null, "creating");
    await applyMigrations(db.url, MIGRATIONS);

    const existing = (await db.pool.query<{ loc_id: string }>("SELECT loc_id FROM charges ORDER BY txid")).rows.map((r) => r.loc_id);
    expect(existing).toHaveLength(3);
    const [fresh] = (await insert("new1", null, "creating")).rows;
    const all = [...existing, fresh.loc_id];
    for (const id of all) expect(id).toMatch(LOC_ID);
    expect(new Set(all).size).toBe(4);
    // Not a sequence: a store's consecutive charges show nothing of the others' in between.
    const [next] = (await insert("new2", null, "creating")).rows;
    expect(BigInt(next.loc_id) - BigInt(fresh.loc_id)).not.toBe(1n);
  } finally {
    await db.drop();
  }
});

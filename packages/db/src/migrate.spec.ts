import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { randomBytes } from "node:crypto";
import { dropDatabase, ensureDatabase } from "./databases";
import { applyMigrations } from "./migrate";

function migrationsFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "migrations-"));
  for (const [name, sql] of Object.entries(files)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, "migration.sql"), sql);
  }
  return dir;
}

describe("applyMigrations", () => {
  // Not @pix/testing: it depends on this package.
  const server = process.env.TEST_DATABASE_SERVER ?? "postgresql://postgres@127.0.0.1:5432";
  const db = { url: "" };
  beforeEach(async () => {
    db.url = `${server}/t_migrate_${randomBytes(6).toString("hex")}`;
    await ensureDatabase(db.url);
  });
  afterEach(async () => { await dropDatabase(db.url); });

  it("applies in order, records Prisma's table, and is a no-op the second time", async () => {
    const dir = migrationsFolder({
      "20260101000000_init": 'CREATE TABLE "a" (id int primary key);',
      "20260102000000_more": 'ALTER TABLE "a" ADD COLUMN name text;',
    });
    expect((await applyMigrations(db.url, dir)).applied).toEqual(["20260101000000_init", "20260102000000_more"]);
    expect((await applyMigrations(db.url, dir)).applied).toEqual([]);
    const client = new Client({ connectionString: db.url });
    await client.connect();
    const rows = await client.query('SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name');
    await client.end();
    expect(rows.rows.map((r) => r.migration_name)).toEqual(["20260101000000_init", "20260102000000_more"]);
    expect(rows.rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it("rolls back a failing migration and refuses an edited one", async () => {
    const bad = migrationsFolder({ "1_bad": 'CREATE TABLE "b" (id int); SELECT nope;' });
    await expect(applyMigrations(db.url, bad)).rejects.toThrow(/1_bad failed/);
    const good = migrationsFolder({ "1_x": 'CREATE TABLE "c" (id int);' });
    await applyMigrations(db.url, good);
    writeFileSync(join(good, "1_x", "migration.sql"), 'CREATE TABLE "c" (id bigint);');
    await expect(applyMigrations(db.url, good)).rejects.toThrow(/edited/);
  });
});

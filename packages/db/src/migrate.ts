import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { Client } from "pg";

/**
 * Applies `prisma/migrations/<name>/migration.sql` in name order and records each in Prisma's own
 * `_prisma_migrations` table (same columns, sha256 checksum), so `prisma migrate deploy` agrees with
 * it wherever Prisma's schema engine can be downloaded. We need it because that engine cannot be
 * fetched on these machines. An advisory lock keeps concurrent starters from racing.
 */
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;
const LOCK_KEY = 72707369; // arbitrary constant shared by every runner

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

export function listMigrations(migrationsDir: string): { name: string; sql: string; checksum: string }[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(migrationsDir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(migrationsDir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export async function applyMigrations(databaseUrl: string, migrationsDir: string): Promise<MigrationResult> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const result: MigrationResult = { applied: [], skipped: [] };
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const done = await client.query(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(done.rows.map((r) => [r.migration_name as string, r.checksum as string]));
    for (const m of listMigrations(migrationsDir)) {
      const previous = applied.get(m.name);
      if (previous) {
        if (previous !== m.checksum) throw new Error(`migration ${m.name} was edited after it was applied`);
        result.skipped.push(m.name);
        continue;
      }
      await applyOne(client, m);
      result.applied.push(m.name);
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
  return result;
}

async function applyOne(client: Client, m: { name: string; sql: string; checksum: string }): Promise<void> {
  const id = randomUUID();
  await client.query("BEGIN");
  try {
    await client.query(m.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
       VALUES ($1, $2, now(), $3, 1)`,
      [id, m.checksum, m.name],
    );
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK");
    throw new Error(`migration ${m.name} failed: ${(err as Error).message}`);
  }
}

/** Anything with pg's query(): a Pool, a Client. */
interface Queryable {
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * The migrations of `migrationsDir` the database has not finished applying (empty: up to date).
 * Readiness uses it: a replica of a newer version stays out of the load balancer until its
 * migrations ran. A database without `_prisma_migrations` has every migration pending.
 */
export async function pendingMigrations(db: Queryable, migrationsDir: string): Promise<string[]> {
  const wanted = listMigrations(migrationsDir).map((m) => m.name);
  const { rows } = await db.query(
    `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  ).catch((err: { code?: string }) => {
    if (err.code === "42P01") return { rows: [] }; // undefined_table: never migrated
    throw err;
  });
  const applied = new Set(rows.map((r) => String(r.migration_name)));
  return wanted.filter((name) => !applied.has(name));
}

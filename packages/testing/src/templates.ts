import { createHash } from "node:crypto";
import { Client } from "pg";
import { applyMigrations, listMigrations } from "@pix/db";

/** The jest run's id (set by jest-global-setup): names its template databases, dropped at its teardown. */
export const TEST_RUN_ID_ENV = "TEST_RUN_ID";
export const TEMPLATE_PREFIX = "tpl_";

const server = () => process.env.TEST_DATABASE_SERVER ?? "postgresql://postgres@127.0.0.1:5432";
const adminUrl = () => `${server()}/postgres`;
const templates = new Map<string, Promise<string>>();

async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The run's template for these migrations, made once: the first worker to ask migrates it under an
 * advisory lock (the others wait on the lock, then copy). The name carries the migrations' hash, so
 * a migration added mid-run gets a template of its own.
 */
export function templateOf(runId: string, prefix: string, migrationsDir: string): Promise<string> {
  const hash = createHash("sha256").update(listMigrations(migrationsDir).map((m) => `${m.name}:${m.checksum}`).join("\n")).digest("hex");
  const name = `${TEMPLATE_PREFIX}${runId}_${prefix}_${hash.slice(0, 8)}`.slice(0, 63);
  let made = templates.get(name);
  if (!made) {
    made = makeTemplate(name, migrationsDir);
    made.catch(() => templates.delete(name));
    templates.set(name, made);
  }
  return made;
}

async function makeTemplate(name: string, migrationsDir: string): Promise<string> {
  return admin(async (client) => {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
    try {
      const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (found.rowCount) return name;
      // Migrated under another name and renamed when whole: a worker killed mid-way leaves no template
      // that looks finished.
      const wip = `${name.slice(0, 59)}_wip`;
      await client.query(`DROP DATABASE IF EXISTS "${wip}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${wip}"`);
      await applyMigrations(`${server()}/${wip}`, migrationsDir);
      await client.query(`ALTER DATABASE "${wip}" RENAME TO "${name}"`);
      return name;
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [name]);
    }
  });
}

export async function copyDatabase(template: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
}

/** Drops the run's templates, and those of runs that ended without their teardown over 6 hours ago. */
export async function dropTemplates(runId: string | undefined, now = Date.now()): Promise<string[]> {
  return admin(async (client) => {
    const rows = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${TEMPLATE_PREFIX}%`]);
    const stale = (n: string) => {
      const started = parseInt(n.slice(TEMPLATE_PREFIX.length).split("_")[0] ?? "", 36);
      return Number.isFinite(started) && now - started > 6 * 3_600_000;
    };
    const doomed = rows.rows.map((r) => r.datname).filter((n) => (runId && n.startsWith(`${TEMPLATE_PREFIX}${runId}_`)) || stale(n));
    for (const n of doomed) {
      templates.delete(n);
      await client.query(`DROP DATABASE IF EXISTS "${n}" WITH (FORCE)`);
    }
    return doomed;
  });
}

export function newRunId(now = Date.now()): string {
  return `${now.toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
}

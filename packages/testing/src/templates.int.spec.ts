import { join } from "node:path";
import { Client } from "pg";
import { createTestDatabase } from "./database";
import { dropTemplates, TEST_RUN_ID_ENV } from "./templates";

const MIGRATIONS = join(__dirname, "../../../services/checkout/prisma/migrations");

async function names(like: string): Promise<string[]> {
  const c = new Client({ connectionString: `${process.env.TEST_DATABASE_SERVER ?? "postgresql://postgres@127.0.0.1:5432"}/postgres` });
  await c.connect();
  try {
    return (await c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [like])).rows.map((r) => r.datname);
  } finally {
    await c.end();
  }
}

async function migrations(url: string): Promise<string[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" ORDER BY 1`)).rows.map((r) => r.migration_name);
  } finally {
    await c.end();
  }
}

describe("test databases copied from a run's migrated template", () => {
  const saved = process.env[TEST_RUN_ID_ENV];
  const runId = `${Date.now().toString(36)}_spec`;
  beforeAll(() => void (process.env[TEST_RUN_ID_ENV] = runId));
  afterAll(async () => {
    process.env[TEST_RUN_ID_ENV] = saved;
    await dropTemplates(runId);
  });

  it("two databases asked for at once share one template, each holds every migration, and the teardown drops the template", async () => {
    const [a, b] = await Promise.all([createTestDatabase("tplspec", MIGRATIONS), createTestDatabase("tplspec", MIGRATIONS)]);
    try {
      expect(a.url).not.toBe(b.url);
      expect(await names(`tpl_${runId}_%`)).toHaveLength(1);
      const expected = (await import("@pix/db")).listMigrations(MIGRATIONS).map((m) => m.name);
      expect(await migrations(a.url)).toEqual(expected);
      expect(await migrations(b.url)).toEqual(expected);
    } finally {
      await Promise.all([a.drop(), b.drop()]);
    }
    expect(await dropTemplates(runId)).toHaveLength(1);
    expect(await names(`tpl_${runId}_%`)).toEqual([]);
  });

  it("drops templates of runs older than six hours, not of live ones", async () => {
    const old = `${(Date.now() - 7 * 3_600_000).toString(36)}_dead`;
    process.env[TEST_RUN_ID_ENV] = old;
    const db = await createTestDatabase("tplspec", MIGRATIONS);
    await db.drop();
    process.env[TEST_RUN_ID_ENV] = runId;
    const live = await createTestDatabase("tplspec", MIGRATIONS);
    await live.drop();
    const dropped = await dropTemplates(undefined);
    expect(dropped.filter((n) => n.includes("_tplspec_"))).toEqual([expect.stringMatching(new RegExp(`^tpl_${old}_`))]);
    expect(await names(`tpl_${runId}_%`)).toHaveLength(1);
  });
});

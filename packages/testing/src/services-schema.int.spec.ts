import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { Pool } from "pg";
import { createPooledTestDatabase, PooledTestDatabase } from "./database";
import { checkedValues, roundTripEveryModel, structuralDrift } from "./schema-drift";

// Every service that owns a database: its migrations, applied to an empty database, must match its
// schema.prisma (structure), and every model and field must round-trip through its generated client.
const SERVICES_DIR = join(__dirname, "../../../services");
const services = readdirSync(SERVICES_DIR).filter((s) => existsSync(join(SERVICES_DIR, s, "prisma/schema.prisma")));

describe.each(services)("%s migrations match schema.prisma", (service) => {
  const dir = join(SERVICES_DIR, service);
  const schema = join(dir, "prisma/schema.prisma");
  let db: PooledTestDatabase;
  beforeAll(async () => {
    db = await createPooledTestDatabase(`${service.replace(/-/g, "_")}_schema`, join(dir, "prisma/migrations"));
  });
  afterAll(() => db.drop());

  it("has every table, column, type and nullability", async () => {
    expect(await structuralDrift(db.url, schema)).toEqual([]);
  });

  it("writes and reads every model and field through the generated client", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { PrismaClient } = require(join(dir, "src/generated/prisma/client"));
    // Triggers off (session_replication_role): one sample row per model cannot satisfy a check of a
    // whole transaction (charges' ledger: postings sum to zero at commit); this test is about columns.
    const pool = new Pool({ connectionString: db.url, max: 2, options: "-c session_replication_role=replica" });
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    try {
      expect(await roundTripEveryModel(prisma, schema, await checkedValues(db.url))).toEqual([]);
    } finally {
      await prisma.$disconnect();
      await pool.end();
    }
  });
});

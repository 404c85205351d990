import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Pool } from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { createTestDatabase, TestDatabase } from "./database";
import { roundTripEveryModel, structuralDrift } from "./schema-drift";

// Every service that owns a database: its migrations, applied to an empty database, must match its
// schema.prisma (structure), and every model and field must round-trip through its generated client.
const SERVICES_DIR = join(__dirname, "../../../services");
const services = readdirSync(SERVICES_DIR).filter((s) => existsSync(join(SERVICES_DIR, s, "prisma/schema.prisma")));

describe.each(services)("%s migrations match schema.prisma", (service) => {
  const dir = join(SERVICES_DIR, service);
  const schema = join(dir, "prisma/schema.prisma");
  let db: TestDatabase;
  let pool: Pool;
  beforeAll(async () => {
    db = await createTestDatabase(`${service.replace(/-/g, "_")}_schema`, join(dir, "prisma/migrations"));
    pool = new Pool({ connectionString: db.url });
    pool.on("error", () => undefined);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it("has every table, column, type and nullability", async () => {
    expect(await structuralDrift(db.url, schema)).toEqual([]);
  });

  it("writes and reads every model and field through the generated client", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { PrismaClient } = require(join(dir, "src/generated/prisma/client"));
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    try {
      expect(await roundTripEveryModel(prisma, schema)).toEqual([]);
    } finally {
      await prisma.$disconnect();
    }
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDatabase } from "./database";
import { structuralDrift } from "./schema-drift";

const SCHEMA = `
datasource db {
  provider = "postgresql"
}
model Thing {
  id      String   @id @db.Uuid
  name    String
  note    String?
  amount  Int
  at      DateTime @db.Timestamptz(3)
  @@map("things")
}`;

function fixture(sql: string) {
  const dir = mkdtempSync(join(tmpdir(), "drift-"));
  writeFileSync(join(dir, "schema.prisma"), SCHEMA);
  mkdirSync(join(dir, "migrations", "1_init"), { recursive: true });
  writeFileSync(join(dir, "migrations", "1_init", "migration.sql"), sql);
  return dir;
}

describe("structuralDrift", () => {
  it("is empty when the migration matches, and names each kind of drift when it does not", async () => {
    const good = fixture('CREATE TABLE "things" (id UUID PRIMARY KEY, name TEXT NOT NULL, note TEXT, amount INTEGER NOT NULL, at TIMESTAMPTZ(3) NOT NULL);');
    const bad = fixture('CREATE TABLE "things" (id UUID PRIMARY KEY, name TEXT, amount BIGINT NOT NULL, at TIMESTAMPTZ(3) NOT NULL, extra TEXT);');
    const dbGood = await createTestDatabase("drift_ok", join(good, "migrations"));
    const dbBad = await createTestDatabase("drift_bad", join(bad, "migrations"));
    try {
      expect(await structuralDrift(dbGood.url, join(good, "schema.prisma"))).toEqual([]);
      const problems = await structuralDrift(dbBad.url, join(bad, "schema.prisma"));
      expect(problems).toEqual(expect.arrayContaining([
        expect.stringMatching(/Thing.name: nullable=YES/),
        expect.stringMatching(/Thing.note: column note missing/),
        expect.stringMatching(/Thing.amount: type bigint/),
        expect.stringMatching(/column extra not in schema/),
      ]));
    } finally {
      await dbGood.drop();
      await dbBad.drop();
    }
  });
});

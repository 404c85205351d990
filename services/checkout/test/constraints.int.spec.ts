import { join } from "node:path";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";

let db: PooledTestDatabase;
beforeAll(async () => {
  db = await createPooledTestDatabase("checkout_constraints", join(__dirname, "../prisma/migrations"));
});
afterAll(() => db.drop());

describe("payment_links constraints", () => {
  it("keeps slugs unique across all merchants", async () => {
    const row = (slug: string) => ({
      id: crypto.randomUUID(), user_id: crypto.randomUUID(), slug, description: "x", amount_cents: 500, environment: "test", updated_at: new Date(),
    });
    const insert = (r: ReturnType<typeof row>) =>
      db.pool.query(
        `INSERT INTO payment_links (id, user_id, environment, slug, description, amount_cents, updated_at) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
        [r.id, r.user_id, r.environment, r.slug, r.description, r.amount_cents, r.updated_at],
      );
    await insert(row("unico"));
    await expect(insert(row("unico"))).rejects.toThrow(/payment_links_slug_key/);
  });
});

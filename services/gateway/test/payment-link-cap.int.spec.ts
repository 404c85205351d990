import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { client, signUp, startStack, Stack } from "./stack";
import type { CheckoutExtras } from "./stack/checkout";

/**
 * The cap of 1000 active payment links per store and environment, under real concurrency: the rows
 * up to the edge are written straight to the checkout database (fast), then requests race for the rest.
 */
const CAP = 1000;
let stack: Stack;
let http: ReturnType<typeof client>;
let db: Pool;
beforeAll(async () => {
  stack = await startStack({ services: ["checkout"] });
  http = client(stack.url);
  db = new Pool({ connectionString: (stack.extras.checkout as CheckoutExtras).databaseUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
  await stack.close();
});

/** Inserts `n` links of the store in one statement; returns their ids. */
async function seed(storeId: string, n: number, opts: { active?: boolean; environment?: string } = {}): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  await db.query(
    `INSERT INTO payment_links (id, user_id, environment, slug, description, amount_cents, active, updated_at)
     SELECT id, $2, $3, 'seed-' || replace(id::text, '-', ''), 'Semeado', 1000, $4, now() FROM unnest($1::uuid[]) AS t(id)`,
    [ids, storeId, opts.environment ?? "test", opts.active ?? true],
  );
  return ids;
}

const countActive = async (storeId: string) =>
  (await db.query("SELECT count(*)::int AS n FROM payment_links WHERE user_id = $1 AND environment = 'test' AND active", [storeId])).rows[0].n;

const LIMIT_BODY = { error: { message: expect.stringMatching(/1000/), codigo: "LIMITE_ATINGIDO" } };

describe("the cap of active payment links", () => {
  it("lets exactly 5 of 20 concurrent creations through when 995 links are active", async () => {
    const { user, accessToken } = await signUp(http);
    await seed(user.id, CAP - 5);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => http("POST", "/payment-links", { token: accessToken, body: { amount: 10, description: `Corrida ${i}` } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject(LIMIT_BODY);
    }
    expect(await countActive(user.id)).toBe(CAP);
  });

  it("counts only active links of the same environment", async () => {
    const { user, accessToken } = await signUp(http);
    await seed(user.id, CAP - 1);
    await seed(user.id, 50, { active: false });
    await seed(user.id, CAP, { environment: "live" });
    expect((await http("POST", "/payment-links", { token: accessToken, body: { amount: 10, description: "A última" } })).status).toBe(201);
    const over = await http("POST", "/payment-links", { token: accessToken, body: { amount: 10, description: "Uma a mais", slug: "uma-a-mais-" + user.id.slice(0, 8) } });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject(LIMIT_BODY);
  });

  it("applies the cap to reactivation through PUT, also under concurrency, and frees a place on deactivation", async () => {
    const { user, accessToken } = await signUp(http);
    const [firstActive] = await seed(user.id, CAP - 5);
    const inactive = await seed(user.id, 20, { active: false });
    const put = (id: string, body: Record<string, unknown>) => http("PUT", `/payment-links/${id}`, { token: accessToken, body });

    const results = await Promise.all(inactive.map((id) => put(id, { active: true })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body).toMatchObject(LIMIT_BODY);
    expect(await countActive(user.id)).toBe(CAP);

    const stillInactive = inactive.filter((_, i) => results[i].status !== 200);
    // At the cap: an active link may still be edited and "reactivated", an inactive one may not.
    expect((await put(firstActive, { active: true, description: "Editado no limite" })).status).toBe(200);
    expect((await put(stillInactive[0], { active: true })).status).toBe(409);
    expect((await put(stillInactive[0], { description: "Só o texto" })).status).toBe(200);
    expect((await put(firstActive, { active: false })).status).toBe(200);
    expect((await put(stillInactive[0], { active: true })).body.data).toMatchObject({ active: true, description: "Só o texto" });
    expect(await countActive(user.id)).toBe(CAP);
  });

  it("answers 404, not the cap, for reactivating another merchant's link", async () => {
    const a = await signUp(http);
    const b = await signUp(http);
    await seed(b.user.id, CAP);
    const [foreign] = await seed(a.user.id, 1, { active: false });
    const res = await http("PUT", `/payment-links/${foreign}`, { token: b.accessToken, body: { active: true } });
    expect(res.status).toBe(404);
  });
});

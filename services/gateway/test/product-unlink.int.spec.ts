import { Client } from "pg";
import { client, signUp, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { CheckoutExtras } from "./stack/checkout";

/** Contract 4.7 across services: a product's references in charges and in checkout's payment links. */
let stack: Stack;
let http: ReturnType<typeof client>;
let charges: ChargesExtras;
let checkout: CheckoutExtras;
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "checkout"] });
  http = client(stack.url);
  charges = stack.extras.charges as ChargesExtras;
  checkout = stack.extras.checkout as CheckoutExtras;
});
afterAll(() => stack.close());

async function checkoutQuery<T = any>(sql: string, params: unknown[] = []): Promise<T[]> {
  const db = new Client({ connectionString: checkout.databaseUrl });
  await db.connect();
  try {
    return (await db.query(sql, params)).rows as T[];
  } finally {
    await db.end();
  }
}

const linksNaming = async (productId: string) =>
  (await checkoutQuery("SELECT count(*)::int AS n FROM payment_links WHERE product_id = $1", [productId]))[0].n;
const chargesNaming = async (productId: string) =>
  (await charges.query("SELECT count(*)::int AS n FROM charges WHERE product_id = $1", [productId]))[0].n;

async function merchantWithProduct() {
  const { accessToken, user } = await signUp(http);
  const res = await http("POST", "/products", { token: accessToken, body: { name: "Caneca", price: 30 } });
  expect(res.status).toBe(201);
  return { token: accessToken, userId: user.id as string, product: res.body.data };
}

async function link(token: string, productId: string) {
  const res = await http("POST", "/payment-links", { token, body: { description: "Caneca", product_id: productId } }); // the price follows the product
  expect(res.status).toBe(201);
  return res.body.data;
}

const seedCharges = (userId: string, productId: string, n: number) => charges.query(
  `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status, product_id)
   SELECT gen_random_uuid(), $1::uuid, 'test', 'ul' || substr(md5($2::text || g::text), 1, 20), 'ul' || substr(md5($2::text || g::text), 1, 20), 'ref', 1000, 'paid', $2::uuid
   FROM generate_series(1, $3::int) AS g`, [userId, productId, n]);

const seedLinks = (userId: string, productId: string, n: number) => checkoutQuery(
  `INSERT INTO payment_links (id, user_id, environment, product_id, slug, description, amount_cents, updated_at)
   SELECT gen_random_uuid(), $1::uuid, 'test', $2::uuid, 'ul-' || substr(md5($2::text || g::text), 1, 20), 'ref', 3000, now()
   FROM generate_series(1, $3::int) AS g`, [userId, productId, n]);

/** Retries an assertion until it holds (asynchronous delivery through the broker), up to 20 s. */
async function eventually(assertion: () => Promise<void>): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return await assertion();
    } catch (err) {
      if (i >= 200) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe("DELETE /products/{id} across charges and checkout", () => {
  it("deletes the product, then clears its references in each holder and counts them per table.field", async () => {
    const { token, userId, product } = await merchantWithProduct();
    const a = await link(token, product.id);
    await link(token, product.id);
    await seedCharges(userId, product.id, 3);

    const del = await http("DELETE", `/products/${product.id}`, { token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ data: product, desvinculados: { "charges.product_id": 3, "payment_links.product_id": 2 } });
    expect(await linksNaming(product.id)).toBe(0);
    expect(await chargesNaming(product.id)).toBe(0);
    expect((await http("GET", "/payment-links", { token })).body.data.find((l: any) => l.id === a.id)).toMatchObject({ product_id: null });
  });

  it("counts references across services: 300 charges + 201 links → 409 MUITAS_REFERENCIAS and nothing deleted", async () => {
    const { token, userId, product } = await merchantWithProduct();
    await seedCharges(userId, product.id, 300);
    await seedLinks(userId, product.id, 201);

    const del = await http("DELETE", `/products/${product.id}`, { token });
    expect(del).toMatchObject({ status: 409, body: { error: { codigo: "MUITAS_REFERENCIAS" } } });
    expect((await http("GET", `/products/${product.id}`, { token })).status).toBe(200);
    expect(await chargesNaming(product.id)).toBe(300);
    expect(await linksNaming(product.id)).toBe(201);
  });

  it("with checkout stopped: the product stays deleted with an aviso, and its links are cleared by the event once checkout is back", async () => {
    const { token, userId, product } = await merchantWithProduct();
    await link(token, product.id);
    await seedCharges(userId, product.id, 1);

    await checkout.stop();
    let del;
    try {
      del = await http("DELETE", `/products/${product.id}`, { token });
    } finally {
      await checkout.restart();
    }
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ data: product, desvinculados: { "charges.product_id": 1 }, aviso: expect.stringContaining("payment_links.product_id") });
    expect((await http("GET", `/products/${product.id}`, { token })).status).toBe(404);
    const events = await charges.query("SELECT payload FROM outbox_events WHERE event = 'catalog.reference_deleted' AND payload->'data'->>'id' = $1", [product.id]);
    expect(events.map((e) => e.payload.data)).toEqual([{ store: userId, env: "test", field: "payment_links.product_id", id: product.id }]);
    // Checkout is back: the event, relayed from charges' outbox, clears the link (polled, no fixed wait).
    await eventually(async () => expect(await linksNaming(product.id)).toBe(0));
    expect(await chargesNaming(product.id)).toBe(0);
    // The gateway's own channel to checkout reconnects too (the next test creates links through it).
    await eventually(async () => expect((await http("GET", "/payment-links", { token })).status).toBe(200));
  });

  it("with checkout stuck past the deadline while unlinking: the product stays deleted with an aviso, and its links are cleared by the event later", async () => {
    const { token, userId, product } = await merchantWithProduct();
    await link(token, product.id);
    await seedCharges(userId, product.id, 1);

    // The links are locked in checkout's database: counting them answers, clearing them waits past the holder's deadline.
    const lock = new Client({ connectionString: checkout.databaseUrl });
    await lock.connect();
    let del;
    try {
      await lock.query("BEGIN");
      await lock.query("SELECT id FROM payment_links WHERE product_id = $1 FOR UPDATE", [product.id]);
      del = await http("DELETE", `/products/${product.id}`, { token });
    } finally {
      await lock.query("ROLLBACK");
      await lock.end();
    }
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ data: product, desvinculados: { "charges.product_id": 1 }, aviso: expect.stringContaining("payment_links.product_id") });
    expect((await http("GET", `/products/${product.id}`, { token })).status).toBe(404);
    const events = await charges.query("SELECT payload FROM outbox_events WHERE event = 'catalog.reference_deleted' AND payload->'data'->>'id' = $1", [product.id]);
    expect(events.map((e) => e.payload.data)).toEqual([{ store: userId, env: "test", field: "payment_links.product_id", id: product.id }]);
    // The event, relayed from charges' outbox, clears the link (polled, no fixed wait); clearing twice is harmless.
    await eventually(async () => expect(await linksNaming(product.id)).toBe(0));
    expect(await chargesNaming(product.id)).toBe(0);
  });
});

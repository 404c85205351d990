import { client, signUp, signUpConfirmed, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { IdentityExtras } from "./stack/identity";

/** /products through the gateway (charges owns them): price minimum, unique SKU, 4.7 delete within charges. */
let stack: Stack;
let http: ReturnType<typeof client>;
let extras: ChargesExtras;
beforeAll(async () => {
  // Checkout holds product references (payment_links.product_id): DELETE counts there too (contract 4.7).
  stack = await startStack({ services: ["charges", "checkout"] });
  http = client(stack.url);
  extras = stack.extras.charges as ChargesExtras;
});
afterAll(() => stack.close());

const create = async (token: string, body: Record<string, unknown>) => {
  const res = await http("POST", "/products", { token, body });
  expect(res.status).toBe(201);
  return res.body.data;
};

describe("POST /products", () => {
  it("stores the product with the contract's fields; the price is reais as a number or a string", async () => {
    const { accessToken } = await signUp(http);
    const p = await create(accessToken, { name: " Camiseta ", description: "Algodão", price: "49.90", sku: "CAM-01", image_url: "https://loja.test/c.png" });
    expect(p).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: "Camiseta", description: "Algodão", price: 49.9, sku: "CAM-01",
      image_url: "https://loja.test/c.png", active: true, created_at: expect.stringMatching(/Z$/), updated_at: p.created_at,
    });
    expect(await create(accessToken, { name: "Mínimo", price: 5, image_url: "", sku: null, active: false }))
      .toMatchObject({ price: 5, image_url: null, sku: null, description: null, active: false });
  });

  it("refuses a price below 5.00 with VALOR_MINIMO and valor_minimo", async () => {
    const { accessToken } = await signUp(http);
    for (const price of [4.99, "4.99", 0]) {
      const res = await http("POST", "/products", { token: accessToken, body: { name: "Barato", price } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { message: expect.any(String), codigo: "VALOR_MINIMO", valor_minimo: 5 } });
    }
  });

  it.each([
    ["no name", { price: 10 }],
    ["a blank name", { name: "  ", price: 10 }],
    ["no price", { name: "x" }],
    ["three decimals", { name: "x", price: 10.001 }],
    ["a price that is not a number", { name: "x", price: "dez" }],
    ["an sku over 64 characters", { name: "x", price: 10, sku: "s".repeat(65) }],
    ["an image_url that is not a URL", { name: "x", price: 10, image_url: "nao e url" }],
    ["an image_url that is not http(s)", { name: "x", price: 10, image_url: "javascript:alert(1)" }],
    ["active not a boolean", { name: "x", price: 10, active: "sim" }],
    ["an unknown field", { name: "x", price: 10, amount: 10 }],
  ])("answers 400 for %s, creating nothing", async (_what, body) => {
    const { accessToken } = await signUp(http);
    const res = await http("POST", "/products", { token: accessToken, body });
    expect(res.status).toBe(400);
    expect(res.body.error.codigo).toBe("REQUISICAO_INVALIDA");
    expect((await http("GET", "/products", { token: accessToken })).body.data).toEqual([]);
  });

  it("keeps the SKU unique per store and environment: 409 SKU_DUPLICADO, also under 20 concurrent creations", async () => {
    const { accessToken } = await signUp(http);
    const other = await signUp(http);
    await create(accessToken, { name: "A", price: 10, sku: "UNICO" });
    const dup = await http("POST", "/products", { token: accessToken, body: { name: "B", price: 10, sku: "UNICO" } });
    expect(dup).toMatchObject({ status: 409, body: { error: { codigo: "SKU_DUPLICADO" } } });
    expect((await http("POST", "/products", { token: other.accessToken, body: { name: "B", price: 10, sku: "UNICO" } })).status).toBe(201);

    const race = await Promise.all(Array.from({ length: 20 }, (_, i) => http("POST", "/products", { token: accessToken, body: { name: `R${i}`, price: 10, sku: "CORRIDA" } })));
    expect(race.filter((r) => r.status === 201)).toHaveLength(1);
    expect(race.filter((r) => r.status === 409 && r.body.error.codigo === "SKU_DUPLICADO")).toHaveLength(19);
    const rows = await extras.query("SELECT count(*)::int AS n FROM products WHERE sku = 'CORRIDA' AND environment = 'test' AND store_id = (SELECT store_id FROM products WHERE id = $1)", [race.find((r) => r.status === 201)!.body.data.id]);
    expect(rows[0].n).toBe(1);

    // PUT onto a taken SKU is refused the same way; products without a SKU never collide.
    const b = await create(accessToken, { name: "Sem SKU", price: 10 });
    await create(accessToken, { name: "Sem SKU 2", price: 10 });
    expect((await http("PUT", `/products/${b.id}`, { token: accessToken, body: { sku: "UNICO" } })).status).toBe(409);
  });
});

describe("GET, PUT, DELETE /products/{id}", () => {
  it("reads, updates (absent keeps, null or \"\" clears) and lists newest first", async () => {
    const { accessToken } = await signUp(http);
    const a = await create(accessToken, { name: "A", description: "d", price: 10, sku: "A1", image_url: "http://loja.test/a.png" });
    const b = await create(accessToken, { name: "B", price: 20 });
    expect((await http("GET", `/products/${a.id}`, { token: accessToken })).body).toEqual({ data: a });
    const put = await http("PUT", `/products/${a.id}`, { token: accessToken, body: { price: "12.34", image_url: null, description: "", active: false } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ name: "A", sku: "A1", price: 12.34, image_url: null, description: null, active: false });
    const low = await http("PUT", `/products/${a.id}`, { token: accessToken, body: { price: 4.99 } });
    expect(low.body.error.codigo).toBe("VALOR_MINIMO");
    expect((await http("PUT", `/products/${a.id}`, { token: accessToken, body: { name: "" } })).status).toBe(400);
    expect((await http("GET", "/products", { token: accessToken })).body).toEqual({ data: [b, put.body.data] });
  });

  it("answers 404 for another merchant's id, an unknown id and a malformed id; live never sees test products", async () => {
    const { user, accessToken } = await signUpConfirmed(stack, http);
    const other = await signUp(http);
    const p = await create(accessToken, { name: "Do dono", price: 10 });
    for (const id of [p.id, "00000000-0000-4000-8000-000000000000", "nao-e-id"]) {
      expect((await http("GET", `/products/${id}`, { token: other.accessToken })).status).toBe(404);
      expect((await http("PUT", `/products/${id}`, { token: other.accessToken, body: { name: "x" } })).status).toBe(404);
      expect((await http("DELETE", `/products/${id}`, { token: other.accessToken })).status).toBe(404);
    }
    await (stack.extras.identity as IdentityExtras).setProductionStatus(user.id, "approved");
    const live = (await http("POST", "/api-keys", { token: accessToken, body: { name: "live", environment: "live" } })).body.data.key;
    expect((await http("GET", "/products", { token: live })).body.data).toEqual([]);
    expect((await http("GET", `/products/${p.id}`, { token: live })).status).toBe(404);
    // The same SKU is free in the other environment.
    await create(accessToken, { name: "t", price: 10, sku: "AMBOS" });
    expect((await http("POST", "/products", { token: live, body: { name: "l", price: 10, sku: "AMBOS" } })).status).toBe(201);
    expect((await http("GET", `/products/${p.id}`, { token: accessToken })).body.data).toEqual(p);
  });

  it("DELETE answers the 4.7 shape, clearing charges.product_id; over 500 references → 409 and nothing deleted", async () => {
    const { user, accessToken } = await signUp(http);
    const p = await create(accessToken, { name: "Referido", price: 10 });
    const insert = (n: number, productId: string) => extras.query(
      `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status, product_id)
       SELECT gen_random_uuid(), $1::uuid, 'test', 'ref' || substr(md5($2::text || g::text), 1, 20), 'ref' || substr(md5($2::text || g::text), 1, 20), 'ref', 1000, 'paid', $2::uuid
       FROM generate_series(1, $3::int) AS g`, [user.id, productId, n]);
    await insert(501, p.id);
    const tooMany = await http("DELETE", `/products/${p.id}`, { token: accessToken });
    expect(tooMany).toMatchObject({ status: 409, body: { error: { codigo: "MUITAS_REFERENCIAS" } } });
    expect((await http("GET", `/products/${p.id}`, { token: accessToken })).status).toBe(200);
    expect((await extras.query("SELECT count(*)::int AS n FROM charges WHERE product_id = $1", [p.id]))[0].n).toBe(501);

    const q = await create(accessToken, { name: "Pouco referido", price: 10 });
    await insert(500, q.id);
    const del = await http("DELETE", `/products/${q.id}`, { token: accessToken });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ data: q, desvinculados: { "charges.product_id": 500, "payment_links.product_id": 0 } });
    expect((await extras.query("SELECT count(*)::int AS n FROM charges WHERE product_id = $1", [q.id]))[0].n).toBe(0);
    expect((await http("GET", `/products/${q.id}`, { token: accessToken })).status).toBe(404);
  });
});

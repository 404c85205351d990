import { Client } from "pg";
import { client, signUp, signUpConfirmed, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { IdentityExtras } from "./stack/identity";

/** /customers through the gateway (charges owns them): per store and environment, 4.7 delete shape. */
let stack: Stack;
let http: ReturnType<typeof client>;
let extras: ChargesExtras;
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "subscriptions"] });
  http = client(stack.url);
  extras = stack.extras.charges as ChargesExtras;
});
afterAll(() => stack.close());

const create = async (token: string, body: Record<string, unknown>) => {
  const res = await http("POST", "/customers", { token, body });
  expect(res.status).toBe(201);
  return res.body.data;
};

describe("POST /customers", () => {
  it("stores the customer with the document normalised (CPF digits, alphanumeric CNPJ upper-case)", async () => {
    const { accessToken } = await signUp(http);
    const bia = await create(accessToken, { name: "Bia", email: "Bia@Example.com", cpf_cnpj: "111.444.777-35", phone: "(11) 98888-7777" });
    expect(bia).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: "Bia", email: "bia@example.com", cpf_cnpj: "11144477735", phone: "11988887777",
      created_at: expect.stringMatching(/Z$/), updated_at: bia.created_at,
    });
    const company = await create(accessToken, { name: "Loja", cpf_cnpj: "12.abc.345/01de-35" });
    expect(company).toMatchObject({ cpf_cnpj: "12ABC34501DE35", email: null, phone: null });
    expect(await create(accessToken, {})).toMatchObject({ name: null, email: null, cpf_cnpj: null, phone: null });
  });

  it.each([
    ["a CPF with a wrong check digit", { cpf_cnpj: "111.444.777-45" }],
    ["a CNPJ with a wrong check digit", { cpf_cnpj: "12ABC34501DE36" }],
    ["a malformed e-mail", { email: "nao-e-email" }],
    ["a phone without area code", { phone: "98888" }],
    ["a number as name", { name: 12 }],
    ["an unknown field", { name: "x", cpf: "11144477735" }],
    ["a name too long", { name: "x".repeat(201) }],
  ])("answers 400 for %s", async (_what, body) => {
    const { accessToken } = await signUp(http);
    const res = await http("POST", "/customers", { token: accessToken, body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toEqual(expect.any(String));
    expect((await http("GET", "/customers", { token: accessToken })).body.data).toEqual([]);
  });
});

describe("GET, PUT, DELETE /customers/{id}", () => {
  it("reads, updates (null clears, absent keeps) and lists the store's customers, newest first", async () => {
    const { accessToken } = await signUp(http);
    const a = await create(accessToken, { name: "Ana", email: "ana@example.com", phone: "11988887777" });
    const b = await create(accessToken, { name: "Beto" });
    expect((await http("GET", `/customers/${a.id}`, { token: accessToken })).body).toEqual({ data: a });

    const put = await http("PUT", `/customers/${a.id}`, { token: accessToken, body: { name: "Ana Maria", phone: null, cpf_cnpj: "11222333000181" } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ id: a.id, name: "Ana Maria", email: "ana@example.com", phone: null, cpf_cnpj: "11222333000181", created_at: a.created_at });
    expect(Date.parse(put.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(a.updated_at));
    expect((await http("PUT", `/customers/${a.id}`, { token: accessToken, body: { cpf_cnpj: "11222333000182" } })).status).toBe(400);
    expect((await http("PUT", `/customers/${a.id}`, { token: accessToken, body: { id: b.id } })).status).toBe(400);

    const list = await http("GET", "/customers", { token: accessToken });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: [b, put.body.data] });
  });

  it("answers 404 for another merchant's id, an unknown id and a malformed id, changing nothing", async () => {
    const owner = await signUp(http);
    const other = await signUp(http);
    const c = await create(owner.accessToken, { name: "Do dono" });
    const notFound = { error: { message: "Cliente não encontrado", codigo: "RECURSO_NAO_ENCONTRADO", recurso: "Cliente" } };
    for (const id of [c.id, "00000000-0000-4000-8000-000000000000", "nao-e-id"]) {
      expect(await http("GET", `/customers/${id}`, { token: other.accessToken })).toMatchObject({ status: 404, body: notFound });
      expect(await http("PUT", `/customers/${id}`, { token: other.accessToken, body: { name: "invasor" } })).toMatchObject({ status: 404, body: notFound });
      expect(await http("DELETE", `/customers/${id}`, { token: other.accessToken })).toMatchObject({ status: 404, body: notFound });
    }
    expect((await http("GET", "/customers", { token: other.accessToken })).body.data).toEqual([]);
    expect((await http("GET", `/customers/${c.id}`, { token: owner.accessToken })).body.data).toEqual(c);
  });

  it("keeps test customers invisible to live keys and live ones to test keys", async () => {
    const { user, accessToken } = await signUpConfirmed(stack, http);
    await (stack.extras.identity as IdentityExtras).setProductionStatus(user.id, "approved");
    const keys: Record<string, string> = {};
    for (const environment of ["test", "live"]) keys[environment] = (await http("POST", "/api-keys", { token: accessToken, body: { name: environment, environment } })).body.data.key;
    const test = await create(keys.test, { name: "teste" });
    const live = await create(keys.live, { name: "produção" });
    expect((await http("GET", "/customers", { token: keys.test })).body.data).toEqual([test]);
    expect((await http("GET", "/customers", { token: keys.live })).body.data).toEqual([live]);
    expect((await http("GET", `/customers/${test.id}`, { token: keys.live })).status).toBe(404);
    expect((await http("DELETE", `/customers/${live.id}`, { token: keys.test })).status).toBe(404);
  });

  it("DELETE answers the 4.7 shape and clears customer_id on the store's charges, keeping their payer snapshot", async () => {
    const { accessToken } = await signUp(http);
    const c = await create(accessToken, { name: "Cida", email: "cida@example.com", cpf_cnpj: "11144477735" });
    const charged = [];
    for (const amount of [10, 20]) {
      const res = await http("POST", "/pix", { token: accessToken, body: { amount, customer_id: c.id } });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ customer_id: c.id, customer_name: "Cida", customer_email: "cida@example.com", customer_cpf: "11144477735" });
      charged.push(res.body.data.txid);
    }
    const unrelated = (await http("POST", "/pix", { token: accessToken, body: { amount: 30 } })).body.data;
    const subscription = await http("POST", "/subscriptions", { token: accessToken, body: { customer_id: c.id, amount: 19.9, description: "Plano" } });
    expect(subscription.status).toBe(201);

    const del = await http("DELETE", `/customers/${c.id}`, { token: accessToken });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ data: c, desvinculados: { "charges.customer_id": 2, "subscriptions.customer_id": 1 } });
    // The subscription keeps its customer snapshot and goes on billing.
    const sub = (await http("GET", `/subscriptions/${subscription.body.data.id}`, { token: accessToken })).body.data;
    expect(sub).toMatchObject({ customer_id: null, customer_name: "Cida", customer_cpf: "11144477735", status: "active" });
    expect((await http("GET", `/customers/${c.id}`, { token: accessToken })).status).toBe(404);
    for (const txid of charged) {
      const after = (await http("GET", `/pix/status?txid=${txid}`, { token: accessToken })).body.data;
      expect(after).toMatchObject({ customer_id: null, customer_name: "Cida", customer_cpf: "11144477735" });
    }
    expect((await http("GET", `/pix/status?txid=${unrelated.txid}`, { token: accessToken })).body.data.customer_id).toBeNull();
    expect((await http("DELETE", `/customers/${c.id}`, { token: accessToken })).status).toBe(404);
    // The record is gone, so /pix can no longer name it.
    expect((await http("POST", "/pix", { token: accessToken, body: { amount: 10, customer_id: c.id } })).status).toBe(404);
  });

  it("stops the listing at 5000 customers and says so in `aviso`", async () => {
    const { user, accessToken } = await signUp(http);
    const db = new Client({ connectionString: extras.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO customers (id, store_id, environment, name, created_at, updated_at)
         SELECT gen_random_uuid(), $1::uuid, 'test', 'lote ' || g, now() - make_interval(secs => g), now() FROM generate_series(1, 5001) AS g`,
        [user.id],
      );
    } finally {
      await db.end();
    }
    const res = await http("GET", "/customers", { token: accessToken });
    expect(res.body.data).toHaveLength(5000);
    expect(res.body.aviso).toMatch(/5000/);
  });
});

describe("DELETE /customers/{id}, contract 4.7", () => {
  const seed = (storeId: string, customerId: string, n: number) => extras.query(
    `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status, customer_id, customer_name)
     SELECT gen_random_uuid(), $1::uuid, 'test', 'cus' || substr(md5($2::text || g::text), 1, 20), 'cus' || substr(md5($2::text || g::text), 1, 20), 'ref', 1000, 'paid', $2::uuid, 'Snap'
     FROM generate_series(1, $3::int) AS g`, [storeId, customerId, n]);
  const naming = async (customerId: string) => (await extras.query("SELECT count(*)::int AS n FROM charges WHERE customer_id = $1", [customerId]))[0].n;

  it("501 charges naming the customer → 409 MUITAS_REFERENCIAS and nothing deleted; 500 are cleared and counted", async () => {
    const { user, accessToken } = await signUp(http);
    const many = await create(accessToken, { name: "Muitas" });
    await seed(user.id, many.id, 501);
    expect(await http("DELETE", `/customers/${many.id}`, { token: accessToken })).toMatchObject({ status: 409, body: { error: { codigo: "MUITAS_REFERENCIAS" } } });
    expect((await http("GET", `/customers/${many.id}`, { token: accessToken })).body.data).toEqual(many);
    expect(await naming(many.id)).toBe(501);

    const edge = await create(accessToken, { name: "Quinhentas" });
    await seed(user.id, edge.id, 500);
    const del = await http("DELETE", `/customers/${edge.id}`, { token: accessToken });
    expect(del).toMatchObject({ status: 200, body: { data: edge, desvinculados: { "charges.customer_id": 500, "subscriptions.customer_id": 0 } } });
    expect(del.body).not.toHaveProperty("aviso");
    expect(await naming(edge.id)).toBe(0);
    // The charges keep their payer snapshot.
    expect((await extras.query("SELECT count(*)::int AS n FROM charges WHERE store_id = $1 AND customer_name = 'Snap' AND customer_id IS NULL", [user.id]))[0].n).toBe(500);
  });

  it("a customer without charges answers desvinculados 0", async () => {
    const { accessToken } = await signUp(http);
    const c = await create(accessToken, { name: "Nenhuma" });
    expect((await http("DELETE", `/customers/${c.id}`, { token: accessToken })).body).toEqual({ data: c, desvinculados: { "charges.customer_id": 0, "subscriptions.customer_id": 0 } });
  });
});

describe("one customer per document", () => {
  it("refuses a second customer with the same document in the store's environment (409), on POST and PUT", async () => {
    const { accessToken } = await signUp(http);
    const other = await signUp(http);
    const a = await create(accessToken, { name: "Ana", cpf_cnpj: "111.444.777-35" });
    const dup = await http("POST", "/customers", { token: accessToken, body: { name: "Ana 2", cpf_cnpj: "11144477735" } });
    expect(dup).toMatchObject({ status: 409, body: { error: { message: expect.stringMatching(/CPF\/CNPJ/) } } });
    const b = await create(accessToken, { name: "Bia" });
    expect((await http("PUT", `/customers/${b.id}`, { token: accessToken, body: { cpf_cnpj: "111.444.777-35" } })).status).toBe(409);
    // Without a document, and in another store, nothing collides.
    await create(accessToken, { name: "Sem documento" });
    await create(other.accessToken, { name: "Ana", cpf_cnpj: "11144477735" });
    expect((await http("GET", `/customers/${a.id}`, { token: accessToken })).body.data.cpf_cnpj).toBe("11144477735");
  });
});

describe("POST /pix (manual mode) with novo_cliente", () => {
  const payer = { customer_name: "Dora", customer_email: "dora@example.com", customer_cpf: "111.444.777-35", customer_phone: "(11) 98888-7777" };

  it("registers the inline payer as a customer and links it; the same document reuses that customer", async () => {
    const { accessToken } = await signUp(http);
    const first = await http("POST", "/pix", { token: accessToken, body: { amount: 10, novo_cliente: true, ...payer } });
    expect(first.status).toBe(201);
    const id = first.body.data.customer_id;
    expect(id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect((await http("GET", `/customers/${id}`, { token: accessToken })).body.data)
      .toMatchObject({ name: "Dora", email: "dora@example.com", cpf_cnpj: "11144477735", phone: "11988887777" });
    // The document normalised as on charges: punctuation does not make another customer.
    const second = await http("POST", "/pix", { token: accessToken, body: { amount: 12, novo_cliente: true, customer_name: "Dora S.", customer_cpf: "11144477735" } });
    expect(second.body.data).toMatchObject({ customer_id: id, customer_name: "Dora S.", amount: 12 });
    // An existing customer registered by POST /customers is reused too.
    const c = await create(accessToken, { name: "Eva", cpf_cnpj: "12.abc.345/01de-35" });
    const third = await http("POST", "/pix", { token: accessToken, body: { amount: 10, novo_cliente: true, customer_name: "Eva", customer_cpf: "12ABC34501DE35" } });
    expect(third.body.data.customer_id).toBe(c.id);
    expect((await http("GET", "/customers", { token: accessToken })).body.data).toHaveLength(2);
  });

  it("makes one customer from 10 concurrent POST /pix with the same document", async () => {
    const { accessToken } = await signUp(http);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => http("POST", "/pix", { token: accessToken, body: { amount: 10 + i, novo_cliente: true, ...payer } })));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = new Set(results.map((r) => r.body.data.customer_id));
    expect(ids.size).toBe(1);
    expect((await http("GET", "/customers", { token: accessToken })).body.data).toEqual([expect.objectContaining({ id: [...ids][0], cpf_cnpj: "11144477735" })]);
  });

  it("asks for customer_cpf when novo_cliente has no document (400), and keeps a named customer_id", async () => {
    const { accessToken } = await signUp(http);
    const none = await http("POST", "/pix", { token: accessToken, body: { amount: 10, novo_cliente: true, customer_name: "Sem CPF" } });
    expect(none).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/customer_cpf/) } } });
    expect((await http("GET", "/customers", { token: accessToken })).body.data).toEqual([]);
    const c = await create(accessToken, { name: "Fabi", cpf_cnpj: "52998224725" });
    const named = await http("POST", "/pix", { token: accessToken, body: { amount: 10, novo_cliente: true, customer_id: c.id, customer_cpf: "111.444.777-35" } });
    expect(named.body.data.customer_id).toBe(c.id);
    expect((await http("GET", "/customers", { token: accessToken })).body.data).toHaveLength(1);
    const bad = await http("POST", "/pix", { token: accessToken, body: { amount: 10, novo_cliente: "sim", ...payer } });
    expect(bad.status).toBe(400);
  });
});

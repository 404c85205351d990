import { client, signUp, startStack, Stack } from "./stack";
import type { CheckoutExtras } from "./stack/checkout";

let stack: Stack;
let http: ReturnType<typeof client>;
let payer: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack({ services: ["checkout"] });
  http = client(stack.url);
  payer = client((stack.extras.checkout as CheckoutExtras).url);
});
afterAll(() => stack.close());

const LINK_FIELDS = ["id", "user_id", "product_id", "slug", "description", "amount", "method", "active", "created_at", "updated_at", "checkout_url"];

async function createLink(token: string, body: Record<string, unknown>) {
  const res = await http("POST", "/payment-links", { token, body });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe("POST /payment-links", () => {
  it("creates a link with a generated slug, amounts in reais and the contract's fields", async () => {
    const { user, accessToken } = await signUp(http);
    const link = await createLink(accessToken, { amount: 19.9, description: "Camiseta azul", method: "pix" });
    expect(Object.keys(link).sort()).toEqual([...LINK_FIELDS].sort());
    expect(link).toMatchObject({
      user_id: user.id, product_id: null, description: "Camiseta azul", amount: 19.9, method: "pix", active: true,
      slug: expect.stringMatching(/^[a-z0-9-]{3,64}$/),
    });
    expect(link.checkout_url).toBe(`${(stack.extras.checkout as CheckoutExtras).url}/checkout/link/${link.slug}`);
    expect(new Date(link.created_at).toISOString()).toBe(link.created_at);
    const other = await createLink(accessToken, { amount: 5, description: "Outro" });
    expect(other.slug).not.toBe(link.slug);
    expect(other.method).toBe("pix");
  });

  it("refuses an amount below 5.00 with VALOR_MINIMO, and malformed bodies with 400", async () => {
    const { accessToken } = await signUp(http);
    const low = await http("POST", "/payment-links", { token: accessToken, body: { amount: 4.99, description: "Barato" } });
    expect(low.status).toBe(400);
    expect(low.body).toEqual({ error: { message: expect.any(String), codigo: "VALOR_MINIMO", valor_minimo: 5 } });
    for (const body of [
      { amount: 10.001, description: "Três casas" },
      { amount: "10.001", description: "Texto com três casas" },
      { amount: "dez", description: "Texto" },
      { amount: 10, description: "" },
      { amount: 10, description: "Cartão", method: "boleto" },
      { amount: 10, description: "Campo extra", user_id: "someone" },
      { amount: 10, description: "Produto", product_id: "not-a-uuid" },
    ]) {
      const res = await http("POST", "/payment-links", { token: accessToken, body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
      expect(res.body.error.codigo).toBe("REQUISICAO_INVALIDA");
    }
    expect((await http("GET", "/payment-links", { token: accessToken })).body.data).toEqual([]);
  });

  it("reads the amount with the same reais parser as /pix: a number or a string, at most two decimals", async () => {
    const { accessToken } = await signUp(http);
    const res = await http("POST", "/payment-links", { token: accessToken, body: { amount: "10.50", description: "Texto" } });
    expect(res.status).toBe(201);
    expect(res.body.data.amount).toBe(10.5);
    const put = await http("PUT", `/payment-links/${res.body.data.id}`, { token: accessToken, body: { amount: "12" } });
    expect(put.status).toBe(200);
    expect(put.body.data.amount).toBe(12);
  });

  it("takes a given slug once across all merchants (409 when taken) and validates its form", async () => {
    const a = await signUp(http);
    const b = await signUp(http);
    const slug = `loja-${Date.now().toString(36)}`;
    expect((await createLink(a.accessToken, { amount: 10, description: "A", slug })).slug).toBe(slug);
    const taken = await http("POST", "/payment-links", { token: b.accessToken, body: { amount: 10, description: "B", slug } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toMatch(/slug/i);
    for (const bad of ["ab", "Maiuscula", "com espaço", "a_b", "x".repeat(65)]) {
      const res = await http("POST", "/payment-links", { token: b.accessToken, body: { amount: 10, description: "B", slug: bad } });
      expect(res.status).toBe(400);
    }
  });

  it("answers 401 with a string error without a credential", async () => {
    const res = await http("POST", "/payment-links", { body: { amount: 10, description: "X" } });
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe("string");
  });
});

describe("GET /payment-links", () => {
  it("lists only the merchant's own links, newest first", async () => {
    const a = await signUp(http);
    const b = await signUp(http);
    const first = await createLink(a.accessToken, { amount: 10, description: "Primeiro" });
    const second = await createLink(a.accessToken, { amount: 20, description: "Segundo" });
    await createLink(b.accessToken, { amount: 30, description: "De outra loja" });
    const res = await http("GET", "/payment-links", { token: a.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: any) => l.id)).toEqual([second.id, first.id]);
    expect(res.body.aviso).toBeUndefined();
    expect((await http("GET", "/payment-links")).status).toBe(401);
  });
});

describe("PUT /payment-links/{id}", () => {
  // Links with a product (which needs the charges service) are covered in payment-link-product.int.spec.ts.
  it("edits fields, accepts an empty product_id (no product) and toggles active", async () => {
    const { accessToken } = await signUp(http);
    const link = await createLink(accessToken, { amount: 10, description: "Antes" });
    const edited = await http("PUT", `/payment-links/${link.id}`, { token: accessToken, body: { description: "Depois", amount: 12.5 } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: link.id, description: "Depois", amount: 12.5, product_id: null, slug: link.slug, active: true });
    expect(Date.parse(edited.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(link.updated_at));
    const unlinked = await http("PUT", `/payment-links/${link.id}`, { token: accessToken, body: { product_id: "" } });
    expect(unlinked.body.data).toMatchObject({ product_id: null, description: "Depois" });
    const off = await http("PUT", `/payment-links/${link.id}`, { token: accessToken, body: { active: false } });
    expect(off.body.data.active).toBe(false);
    const on = await http("PUT", `/payment-links/${link.id}`, { token: accessToken, body: { active: true } });
    expect(on.body.data.active).toBe(true);
  });

  it("applies the minimum and the slug rules on edit", async () => {
    const { accessToken } = await signUp(http);
    const link = await createLink(accessToken, { amount: 10, description: "X" });
    const other = await createLink(accessToken, { amount: 10, description: "Y" });
    const low = await http("PUT", `/payment-links/${link.id}`, { token: accessToken, body: { amount: 1 } });
    expect(low.status).toBe(400);
    expect(low.body.error.codigo).toBe("VALOR_MINIMO");
    const taken = await http("PUT", `/payment-links/${link.id}`, { token: accessToken, body: { slug: other.slug } });
    expect(taken.status).toBe(409);
    const renamed = await http("PUT", `/payment-links/${link.id}`, { token: accessToken, body: { slug: `novo-${link.slug}` } });
    expect(renamed.body.data.slug).toBe(`novo-${link.slug}`);
    const unknown = await http("PUT", `/payment-links/${link.id}`, { token: accessToken, body: { user_id: "x" } });
    expect(unknown.status).toBe(400);
  });
});

describe("DELETE /payment-links/{id}", () => {
  it("deletes the link, which then is gone from the list and from the payer", async () => {
    const { accessToken } = await signUp(http);
    const link = await createLink(accessToken, { amount: 10, description: "Apagar" });
    const res = await http("DELETE", `/payment-links/${link.id}`, { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: link.id, slug: link.slug });
    expect((await http("GET", "/payment-links", { token: accessToken })).body.data).toEqual([]);
    expect((await http("DELETE", `/payment-links/${link.id}`, { token: accessToken })).status).toBe(404);
    expect((await payer("GET", `/checkout/link/${link.slug}`)).body.error.codigo).toBe("LINK_INDISPONIVEL");
  });
});

describe("another merchant's link ids", () => {
  it("answer 404 on edit and delete, exactly like unknown and malformed ids, and change nothing", async () => {
    const owner = await signUp(http);
    const intruder = await signUp(http);
    const link = await createLink(owner.accessToken, { amount: 10, description: "Minha" });
    const unknown = "00000000-0000-4000-8000-000000000000";
    const answers = [];
    for (const id of [link.id, unknown, "not-a-uuid"]) {
      const put = await http("PUT", `/payment-links/${id}`, { token: intruder.accessToken, body: { active: false } });
      const del = await http("DELETE", `/payment-links/${id}`, { token: intruder.accessToken });
      expect([put.status, del.status]).toEqual([404, 404]);
      answers.push(put.body, del.body);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const mine = await http("GET", "/payment-links", { token: owner.accessToken });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: link.id, active: true })]);
  });
});

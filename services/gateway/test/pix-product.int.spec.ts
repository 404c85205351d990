import { client, signUp, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";

/** Product mode of POST /pix: the amount from the product's price minus the coupon, computed by charges. */
let stack: Stack;
let http: ReturnType<typeof client>;
let extras: ChargesExtras;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
  extras = stack.extras.charges as ChargesExtras;
});
afterAll(() => stack.close());

const post = async (token: string, path: string, body: Record<string, unknown>) => {
  const res = await http("POST", path, { token, body });
  expect(res.status).toBe(201);
  return res.body.data;
};
const pix = (token: string, body: Record<string, unknown>) => http("POST", "/pix", { token, body });

describe("POST /pix in product mode", () => {
  it("charges the product's price minus the coupon, exact to the centavo, with the product's name and 24 h validity", async () => {
    const { accessToken } = await signUp(http);
    const p = await post(accessToken, "/products", { name: "Livro de Pix", price: 10 });
    const c = await post(accessToken, "/coupons", { code: "TERCO", discount_type: "percent", discount_value: 33.33 });
    const res = await pix(accessToken, { product_id: p.id, coupon_code: "terco" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amount: 6.67, description: "Livro de Pix", product_id: p.id, coupon_id: c.id, status: "pending" });
    expect(Date.parse(res.body.data.expires_at) - Date.parse(res.body.data.created_at)).toBeGreaterThan(24 * 3600_000 - 5_000);
    expect(Date.parse(res.body.data.expires_at) - Date.parse(res.body.data.created_at)).toBeLessThanOrEqual(24 * 3600_000);

    const plain = await pix(accessToken, { product_id: p.id, description: "Minha descrição" });
    expect(plain.body.data).toMatchObject({ amount: 10, description: "Minha descrição", product_id: p.id, coupon_id: null });
  });

  it("refuses a client amount, an inactive product, and another merchant's product", async () => {
    const { accessToken } = await signUp(http);
    const other = await signUp(http);
    const p = await post(accessToken, "/products", { name: "Caneca", price: 20 });
    const withAmount = await pix(accessToken, { product_id: p.id, amount: 1 });
    expect(withAmount.status).toBe(400);
    expect((await pix(accessToken, { product_id: p.id, amount: 20 })).status).toBe(400);
    expect((await pix(other.accessToken, { product_id: p.id })).status).toBe(404);
    await http("PUT", `/products/${p.id}`, { token: accessToken, body: { active: false } });
    const inactive = await pix(accessToken, { product_id: p.id });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error.message).toMatch(/inativo/);
  });

  it("refuses an unusable coupon with a clear 400 (CUPOM_NAO_ENCONTRADO when unknown) and a total below 5.00 with VALOR_MINIMO", async () => {
    const { accessToken } = await signUp(http);
    const p = await post(accessToken, "/products", { name: "Curso", price: 10 });
    const q = await post(accessToken, "/products", { name: "Outro", price: 10 });
    await post(accessToken, "/coupons", { code: "VELHO", discount_type: "fixed", discount_value: 1, expires_at: "2020-01-01T00:00:00Z" });
    await post(accessToken, "/coupons", { code: "PARADO", discount_type: "fixed", discount_value: 1, is_active: false });
    const used = await post(accessToken, "/coupons", { code: "USADO", discount_type: "fixed", discount_value: 1, max_uses: 1 });
    await extras.query("UPDATE coupons SET uses = 1 WHERE id = $1", [used.id]);
    await post(accessToken, "/coupons", { code: "SO-OUTRO", discount_type: "fixed", discount_value: 1, product_ids: [q.id] });
    await post(accessToken, "/coupons", { code: "METADE-MAIS", discount_type: "percent", discount_value: 50.1 });
    for (const [code, reason] of [["VELHO", /expirado/], ["PARADO", /inativo/], ["USADO", /esgotado/], ["SO-OUTRO", /produto/]] as const) {
      const res = await pix(accessToken, { product_id: p.id, coupon_code: code });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(reason);
    }
    expect(await pix(accessToken, { product_id: p.id, coupon_code: "NAOEXISTE" }))
      .toMatchObject({ status: 400, body: { error: { codigo: "CUPOM_NAO_ENCONTRADO", message: expect.stringMatching(/Cupom de desconto não encontrado/) } } });
    const below = await pix(accessToken, { product_id: p.id, coupon_code: "METADE-MAIS" });
    expect(below).toMatchObject({ status: 400, body: { error: { codigo: "VALOR_MINIMO", valor_minimo: 5 } } });
    expect((await http("GET", "/pix/list", { token: accessToken })).body.data).toEqual([]);
  });

  it("novo_cliente registers the inline payer once, reusing the customer with the same document", async () => {
    const { accessToken } = await signUp(http);
    const p = await post(accessToken, "/products", { name: "Curso", price: 10 });
    const payer = { customer_name: "Dora", customer_email: "dora@example.com", customer_cpf: "111.444.777-35" };
    const first = (await pix(accessToken, { product_id: p.id, novo_cliente: true, ...payer })).body.data;
    const second = (await pix(accessToken, { product_id: p.id, novo_cliente: true, ...payer })).body.data;
    expect(first.customer_id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(second.customer_id).toBe(first.customer_id);
    const customers = (await http("GET", "/customers", { token: accessToken })).body.data;
    expect(customers).toEqual([expect.objectContaining({ id: first.customer_id, name: "Dora", cpf_cnpj: "11144477735" })]);
    const del = await http("DELETE", `/customers/${first.customer_id}`, { token: accessToken });
    expect(del.body.desvinculados).toEqual({ "charges.customer_id": 2 });
  });
});

describe("coupon usage", () => {
  it("is counted when the charge is paid, exactly once per charge, under concurrent payments; the limit then refuses", async () => {
    const { accessToken } = await signUp(http);
    const p = await post(accessToken, "/products", { name: "Curso", price: 10 });
    const c = await post(accessToken, "/coupons", { code: "CINCO", discount_type: "fixed", discount_value: 1, max_uses: 5 });
    const txids = [];
    for (let i = 0; i < 5; i++) txids.push((await post(accessToken, "/pix", { product_id: p.id, coupon_code: "CINCO" })).txid);
    expect((await http("GET", `/coupons/${c.id}`, { token: accessToken })).body.data.uses).toBe(0);

    const pay = (txid: string) => http("POST", "/pix/simulate-payment", { token: accessToken, body: { txid } });
    const paid = await Promise.all([...txids, ...txids].map(pay));
    expect(paid.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(5);
    for (const txid of txids) expect((await http("GET", `/pix/status?txid=${txid}`, { token: accessToken })).body.data.status).toBe("paid");
    expect((await http("GET", `/coupons/${c.id}`, { token: accessToken })).body.data.uses).toBe(5);

    const exhausted = await pix(accessToken, { product_id: p.id, coupon_code: "CINCO" });
    expect(exhausted.status).toBe(400);
    expect(exhausted.body.error.message).toMatch(/esgotado/);
  });

  it("reserves a use per issued charge: of 8 concurrent POST /pix with a coupon limited to 3, 3 are issued; all paid at once count uses 3", async () => {
    const { accessToken } = await signUp(http);
    const p = await post(accessToken, "/products", { name: "Curso", price: 10 });
    const c = await post(accessToken, "/coupons", { code: "TRES", discount_type: "fixed", discount_value: 1, max_uses: 3 });
    const issued = await Promise.all(Array.from({ length: 8 }, () => pix(accessToken, { product_id: p.id, coupon_code: "TRES" })));
    const ok = issued.filter((r) => r.status === 201);
    expect(ok).toHaveLength(3);
    // validate says what POST /pix would: the remaining uses are reserved.
    expect((await http("GET", `/coupons/validate?code=TRES&product_id=${p.id}`, { token: accessToken })).body.data)
      .toMatchObject({ valid: false, reason: expect.stringMatching(/reservados/), amount: 10, discount: 0 });
    for (const r of issued.filter((x) => x.status !== 201)) {
      expect(r).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/esgotado/) } } });
    }
    // A charge past its expiry gives its reserved use back (as a canceled or failed one); the next charge takes it.
    await extras.query("UPDATE charges SET expires_at = now() - interval '1 second' WHERE txid = $1", [ok[0].body.data.txid]);
    const again = await pix(accessToken, { product_id: p.id, coupon_code: "TRES" });
    expect(again.status).toBe(201);
    expect((await pix(accessToken, { product_id: p.id, coupon_code: "TRES" })).status).toBe(400);

    const txids = [...ok.slice(1), again].map((r) => r.body.data.txid as string);
    await Promise.all([...txids, ...txids].map((txid) => http("POST", "/pix/simulate-payment", { token: accessToken, body: { txid } })));
    for (const txid of txids) expect((await http("GET", `/pix/status?txid=${txid}`, { token: accessToken })).body.data.status).toBe("paid");
    expect((await http("GET", `/coupons/${c.id}`, { token: accessToken })).body.data).toMatchObject({ uses: 3, max_uses: 3 });
  });

  it("keeps a payment made after the limit was reached meanwhile: the charge is paid, uses stays at max_uses, the use is recorded over the limit", async () => {
    const { accessToken } = await signUp(http);
    const p = await post(accessToken, "/products", { name: "Curso", price: 10 });
    const c = await post(accessToken, "/coupons", { code: "QUATRO", discount_type: "fixed", discount_value: 1, max_uses: 4 });
    const txids: string[] = [];
    for (let i = 0; i < 4; i++) txids.push((await post(accessToken, "/pix", { product_id: p.id, coupon_code: "QUATRO" })).txid);
    // The merchant lowers the limit while the 4 charges are pending; their payers pay them all at once.
    expect((await http("PUT", `/coupons/${c.id}`, { token: accessToken, body: { max_uses: 2 } })).status).toBe(200);
    const paid = await Promise.all(txids.map((txid) => http("POST", "/pix/simulate-payment", { token: accessToken, body: { txid } })));
    expect(paid.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const txid of txids) expect((await http("GET", `/pix/status?txid=${txid}`, { token: accessToken })).body.data).toMatchObject({ status: "paid", amount: 9, coupon_id: c.id });
    expect((await http("GET", `/coupons/${c.id}`, { token: accessToken })).body.data).toMatchObject({ uses: 2, max_uses: 2 });
    expect(await extras.query("SELECT uses, uses_over_limit FROM coupons WHERE id = $1", [c.id])).toEqual([{ uses: 2, uses_over_limit: 2 }]);
  });
});

import { buildEnvelope, REFERENCE_DELETED_EVENT } from "@pix/messaging";
import { client, signUp, signUpConfirmed, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { IdentityExtras } from "./stack/identity";

/** /coupons and /coupons/validate through the gateway (charges owns them). */
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
const validate = (token: string, qs: string) => http("GET", `/coupons/validate?${qs}`, { token });

describe("POST /coupons", () => {
  it("stores percent and fixed coupons with the contract's fields; the code is unique case-insensitively (409)", async () => {
    const { accessToken } = await signUp(http);
    const product = await post(accessToken, "/products", { name: "Caneca", price: 20 });
    const c = await post(accessToken, "/coupons", { code: "Dez", discount_type: "percent", discount_value: "33.33", expires_at: "2030-01-01T00:00:00Z", max_uses: 3, product_ids: [product.id] });
    expect(c).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), code: "Dez", discount_type: "percent", discount_value: 33.33, expires_at: "2030-01-01T00:00:00.000Z",
      max_uses: 3, uses: 0, product_ids: [product.id], is_active: true, created_at: expect.stringMatching(/Z$/), updated_at: c.created_at,
    });
    expect(await post(accessToken, "/coupons", { code: "FIXO", discount_type: "fixed", discount_value: 2.5 }))
      .toMatchObject({ discount_value: 2.5, expires_at: null, max_uses: null, product_ids: [] });
    const dup = await http("POST", "/coupons", { token: accessToken, body: { code: "dEZ", discount_type: "fixed", discount_value: 1 } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toMatch(/cupom/i);
    const other = await signUp(http);
    expect((await http("POST", "/coupons", { token: other.accessToken, body: { code: "DEZ", discount_type: "fixed", discount_value: 1 } })).status).toBe(201);
  });

  it.each([
    ["no code", { discount_type: "fixed", discount_value: 1 }],
    ["a code with spaces", { code: "DEZ OFF", discount_type: "fixed", discount_value: 1 }],
    ["an unknown type", { code: "X", discount_type: "free", discount_value: 1 }],
    ["a percent over 100", { code: "X", discount_type: "percent", discount_value: 100.01 }],
    ["a zero discount", { code: "X", discount_type: "fixed", discount_value: 0 }],
    ["three decimals", { code: "X", discount_type: "fixed", discount_value: 1.001 }],
    ["max_uses 0", { code: "X", discount_type: "fixed", discount_value: 1, max_uses: 0 }],
    ["a bad expires_at", { code: "X", discount_type: "fixed", discount_value: 1, expires_at: "amanhã" }],
    ["another merchant's or unknown product", { code: "X", discount_type: "fixed", discount_value: 1, product_ids: ["00000000-0000-4000-8000-000000000000"] }],
    ["an unknown field", { code: "X", discount_type: "fixed", discount_value: 1, value: 1 }],
  ])("answers 400 for %s", async (_what, body) => {
    const { accessToken } = await signUp(http);
    const res = await http("POST", "/coupons", { token: accessToken, body });
    expect(res.status).toBe(400);
    expect((await http("GET", "/coupons", { token: accessToken })).body.data).toEqual([]);
  });
});

describe("GET /coupons/validate", () => {
  it("answers the resulting amount exactly, and why a coupon does not apply", async () => {
    const { accessToken } = await signUp(http);
    const p = await post(accessToken, "/products", { name: "Livro", price: 10 });
    const q = await post(accessToken, "/products", { name: "Outro", price: 10 });
    await post(accessToken, "/coupons", { code: "TERCO", discount_type: "percent", discount_value: 33.33 });
    await post(accessToken, "/coupons", { code: "SO-LIVRO", discount_type: "fixed", discount_value: 1, product_ids: [p.id] });
    await post(accessToken, "/coupons", { code: "VELHO", discount_type: "fixed", discount_value: 1, expires_at: "2020-01-01T00:00:00Z" });
    const off = await post(accessToken, "/coupons", { code: "PARADO", discount_type: "fixed", discount_value: 1 });
    expect((await http("PUT", `/coupons/${off.id}`, { token: accessToken, body: { is_active: false } })).body.data.is_active).toBe(false);
    const used = await post(accessToken, "/coupons", { code: "USADO", discount_type: "fixed", discount_value: 1, max_uses: 1 });
    await extras.query("UPDATE coupons SET uses = 1 WHERE id = $1", [used.id]);

    expect((await validate(accessToken, `code=terco&product_id=${p.id}`)).body).toEqual({ data: { valid: true, reason: null, amount: 6.67, discount: 3.33 } });
    expect((await validate(accessToken, "code=TERCO&amount=10.00")).body.data).toEqual({ valid: true, reason: null, amount: 6.67, discount: 3.33 });
    expect((await validate(accessToken, `code=SO-LIVRO&product_id=${p.id}`)).body.data).toMatchObject({ valid: true, amount: 9 });
    const cases: [string, RegExp][] = [
      [`code=SO-LIVRO&product_id=${q.id}`, /produto/], ["code=SO-LIVRO&amount=10", /produto/], ["code=VELHO&amount=10", /expirado/],
      ["code=PARADO&amount=10", /inativo/], ["code=USADO&amount=10", /esgotado/], ["code=NAOEXISTE&amount=10", /não encontrado/],
    ];
    for (const [qs, reason] of cases) {
      const r = await validate(accessToken, qs);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ valid: false, reason: expect.stringMatching(reason), amount: 10, discount: 0 });
    }
    const below = await validate(accessToken, "code=TERCO&amount=7");
    expect(below).toMatchObject({ status: 400, body: { error: { codigo: "VALOR_MINIMO", valor_minimo: 5 } } });
    for (const qs of ["code=TERCO", `code=TERCO&amount=10&product_id=${p.id}`, "amount=10", "code=TERCO&amount=10.001", "code=TERCO&amount=10&x=1"]) {
      expect((await validate(accessToken, qs)).status).toBe(400);
    }
    const other = await signUp(http);
    expect((await validate(other.accessToken, `code=TERCO&product_id=${p.id}`)).status).toBe(404);
    expect((await validate(other.accessToken, "code=TERCO&amount=10")).body.data).toMatchObject({ valid: false });
  });
});

describe("GET, PUT, DELETE /coupons/{id}", () => {
  it("updates (null clears), lists newest first; another merchant's ids and live keys see nothing", async () => {
    const { user, accessToken } = await signUpConfirmed(stack, http);
    const a = await post(accessToken, "/coupons", { code: "A", discount_type: "fixed", discount_value: 1, max_uses: 2, expires_at: "2030-01-01T00:00:00Z" });
    const b = await post(accessToken, "/coupons", { code: "B", discount_type: "percent", discount_value: 10 });
    const put = await http("PUT", `/coupons/${a.id}`, { token: accessToken, body: { max_uses: null, expires_at: null, discount_type: "percent", discount_value: 15, code: "A2" } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ code: "A2", max_uses: null, expires_at: null, discount_type: "percent", discount_value: 15 });
    expect((await http("PUT", `/coupons/${a.id}`, { token: accessToken, body: { code: "b" } })).status).toBe(409);
    expect((await http("PUT", `/coupons/${a.id}`, { token: accessToken, body: { discount_value: 101 } })).status).toBe(400);
    expect((await http("GET", "/coupons", { token: accessToken })).body).toEqual({ data: [b, put.body.data] });
    expect((await http("GET", `/coupons/${b.id}`, { token: accessToken })).body).toEqual({ data: b });

    const other = await signUp(http);
    for (const id of [a.id, "00000000-0000-4000-8000-000000000000", "nao-e-id"]) {
      expect((await http("GET", `/coupons/${id}`, { token: other.accessToken })).status).toBe(404);
      expect((await http("PUT", `/coupons/${id}`, { token: other.accessToken, body: { is_active: false } })).status).toBe(404);
      expect((await http("DELETE", `/coupons/${id}`, { token: other.accessToken })).status).toBe(404);
    }
    await (stack.extras.identity as IdentityExtras).setProductionStatus(user.id, "approved");
    const live = (await http("POST", "/api-keys", { token: accessToken, body: { name: "live", environment: "live" } })).body.data.key;
    expect((await http("GET", "/coupons", { token: live })).body.data).toEqual([]);
    expect((await http("GET", `/coupons/${b.id}`, { token: live })).status).toBe(404);
    expect((await validate(live, "code=B&amount=10")).body.data.valid).toBe(false);
  });

  it("DELETE answers the 4.7 shape, clearing charges.coupon_id; over 500 references → 409 and nothing deleted", async () => {
    const { user, accessToken } = await signUp(http);
    const insert = (n: number, couponId: string) => extras.query(
      `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status, coupon_id)
       SELECT gen_random_uuid(), $1::uuid, 'test', 'cup' || substr(md5($2::text || g::text), 1, 20), 'cup' || substr(md5($2::text || g::text), 1, 20), 'ref', 1000, 'paid', $2::uuid
       FROM generate_series(1, $3::int) AS g`, [user.id, couponId, n]);
    const many = await post(accessToken, "/coupons", { code: "MUITO", discount_type: "fixed", discount_value: 1 });
    await insert(501, many.id);
    expect(await http("DELETE", `/coupons/${many.id}`, { token: accessToken })).toMatchObject({ status: 409, body: { error: { codigo: "MUITAS_REFERENCIAS" } } });
    expect((await http("GET", `/coupons/${many.id}`, { token: accessToken })).status).toBe(200);
    expect((await extras.query("SELECT count(*)::int AS n FROM charges WHERE coupon_id = $1", [many.id]))[0].n).toBe(501);

    const edge = await post(accessToken, "/coupons", { code: "LIMITE", discount_type: "fixed", discount_value: 1 });
    await insert(500, edge.id);
    expect((await http("DELETE", `/coupons/${edge.id}`, { token: accessToken })).body).toEqual({ data: edge, desvinculados: { "charges.coupon_id": 500 } });
    expect((await extras.query("SELECT count(*)::int AS n FROM charges WHERE coupon_id = $1", [edge.id]))[0].n).toBe(0);

    const few = await post(accessToken, "/coupons", { code: "POUCO", discount_type: "fixed", discount_value: 1 });
    await insert(3, few.id);
    const del = await http("DELETE", `/coupons/${few.id}`, { token: accessToken });
    expect(del.body).toEqual({ data: few, desvinculados: { "charges.coupon_id": 3 } });
    expect((await extras.query("SELECT count(*)::int AS n FROM charges WHERE coupon_id = $1", [few.id]))[0].n).toBe(0);
    expect((await http("GET", `/coupons/${few.id}`, { token: accessToken })).status).toBe(404);
  });

  it("clears charges' leftover references when a catalog.reference_deleted event names a charges column (the deferred cleanup)", async () => {
    const { user } = await signUp(http);
    const couponId = crypto.randomUUID();
    await extras.query(
      `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status, coupon_id)
       SELECT gen_random_uuid(), $1::uuid, 'test', 'def' || substr(md5($2::text || g::text), 1, 20), 'def' || substr(md5($2::text || g::text), 1, 20), 'ref', 1000, 'paid', $2::uuid
       FROM generate_series(1, 2) AS g`, [user.id, couponId]);
    const event = buildEnvelope(REFERENCE_DELETED_EVENT, { store_id: user.id, environment: "test" }, { store: user.id, env: "test", field: "charges.coupon_id", id: couponId });
    await extras.query("INSERT INTO outbox_events (id, event, payload) VALUES ($1, $2, $3)", [event.id, event.event, JSON.stringify(event)]);
    for (let i = 0; ; i++) {
      const [{ n }] = await extras.query("SELECT count(*)::int AS n FROM charges WHERE coupon_id = $1", [couponId]);
      if (n === 0) break;
      // Polled (asynchronous delivery through the broker), up to 50 s on a loaded machine; no fixed wait.
      if (i >= 500) throw new Error(`${n} charges still name the coupon`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);
});

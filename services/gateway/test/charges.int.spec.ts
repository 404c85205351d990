import { TEST_AMQP_URL } from "@pix/testing";
import { client, signUp, startStack, Stack } from "./stack";
import { captureEvents, CHARGE_FIELDS, type ChargesExtras } from "./stack/charges";

/** POST /charges, and the Idempotency-Key of POST /pix and POST /charges. */
let stack: Stack;
let http: ReturnType<typeof client>;
let extras: ChargesExtras;
let events: Awaited<ReturnType<typeof captureEvents>>;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
  extras = stack.extras.charges as ChargesExtras;
  events = await captureEvents(TEST_AMQP_URL, stack.exchange);
});
afterAll(async () => {
  await events.close();
  await stack.close();
});

const countCharges = async (storeId: string) => (await extras.query("SELECT count(*)::int AS n FROM charges WHERE store_id = $1", [storeId]))[0].n;

describe("POST /charges", () => {
  it("registers a pending charge without a Pix code, generating the txid, and emits charge.created", async () => {
    const { user, accessToken } = await signUp(http);
    const body = { amount: 15.9, description: "Mensalidade", customer_name: "Caio", customer_email: "caio@x.test", customer_cpf: "11.222.333/0001-81", customer_phone: "11987654321", due_date: "2026-12-10T00:00:00Z", expires_at: "2026-12-11T00:00:00.000Z" };
    const res = await http("POST", "/charges", { token: accessToken, body });
    expect(res.status).toBe(201);
    const c = res.body.data;
    expect(Object.keys(c).sort()).toEqual([...CHARGE_FIELDS].sort());
    expect(c).toMatchObject({
      user_id: user.id, amount: 15.9, description: "Mensalidade", status: "pending", environment: "test", customer_cpf: "11222333000181",
      due_date: "2026-12-10T00:00:00.000Z", expires_at: "2026-12-11T00:00:00.000Z", pix_code: null, qr_code_url: null, fee_amount: null,
    });
    expect(c.txid).toMatch(/^[A-Za-z0-9]{25}$/);
    expect((await http("GET", `/pix/status?txid=${c.txid}`, { token: accessToken })).body.data).toEqual(c);
    const event = await events.waitFor((e) => e.event === "charge.created" && e.data.txid === c.txid);
    expect(event.data).toMatchObject({ txid: c.txid, amount: 15.9, pix_code: null, checkout_url: c.checkout_url });
    // The event carries the Pix code only; the dispatcher renders `qr_code_url` (null here) into the webhook.
    expect(event.data).not.toHaveProperty("qr_code_url");
  });

  it("keeps a given txid, refuses one the store already used with 409 and a malformed one with 400", async () => {
    const a = await signUp(http);
    const txid = `Pedido${Date.now()}`;
    const res = await http("POST", "/charges", { token: a.accessToken, body: { amount: 10, txid } });
    expect(res.body.data.txid).toBe(txid);
    const dup = await http("POST", "/charges", { token: a.accessToken, body: { amount: 10, txid } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toMatch(/txid/);
    // Another merchant's use of the txid is never revealed (services/gateway/test/txid-tenancy.int.spec.ts).
    for (const bad of ["com espaço", "x".repeat(36), "tx-1"]) {
      expect((await http("POST", "/charges", { token: a.accessToken, body: { amount: 10, txid: bad } })).status).toBe(400);
    }
  });

  it("applies the minimum and validates the body", async () => {
    const { accessToken } = await signUp(http);
    expect((await http("POST", "/charges", { token: accessToken, body: { amount: 4.99 } })).body.error.codigo).toBe("VALOR_MINIMO");
    for (const body of [{}, { amount: 10, pix_code: "x" }, { amount: 10, due_date: "logo" }, { amount: 10, customer_cpf: "000.000.000-00" }]) {
      expect((await http("POST", "/charges", { token: accessToken, body })).status).toBe(400);
    }
  });
});

describe("Idempotency-Key", () => {
  const post = (path: string, token: string, body: unknown, key: string) => http("POST", path, { token, body, headers: { "idempotency-key": key } });

  it("replays the original status and body with Idempotent-Replayed, even after the charge changed", async () => {
    const { accessToken } = await signUp(http);
    const first = await post("/pix", accessToken, { amount: 12, description: "Uma vez" }, "pedido-1");
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    await http("POST", "/pix/simulate-payment", { token: accessToken, body: { txid: first.body.data.txid } });
    // Same JSON, other key order and spacing: the same request.
    const again = await http("POST", "/pix", { token: accessToken, raw: '{ "description": "Uma vez",  "amount": 12 }', headers: { "idempotency-key": "pedido-1" } });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
  });

  /**
   * Issue 23 item 8: "still in progress" is not "reused with another body". While the key's first
   * request is issuing (here the engine holds it 4 s), the same request answers 409
   * IDEMPOTENCIA_EM_ANDAMENTO with Retry-After (seconds until a claim that died mid-way may be taken
   * over); another body still answers IDEMPOTENCIA_CONFLITO, without Retry-After.
   */
  it("answers 409 IDEMPOTENCIA_EM_ANDAMENTO with Retry-After while the key's first request is issuing; another body is IDEMPOTENCIA_CONFLITO", async () => {
    const { user, accessToken } = await signUp(http);
    const body = { amount: 12, description: "Motor lento" };
    await extras.engine.failNext({ count: 1, delayMs: 4_000 });
    const first = post("/pix", accessToken, body, "lento-1");
    const claimed = () => extras.query("SELECT key FROM idempotency_keys WHERE store_id = $1 AND key = 'lento-1'", [user.id]);
    for (const until = Date.now() + 3_000; (await claimed()).length === 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 20));

    const during = await post("/pix", accessToken, body, "lento-1");
    expect(during.status).toBe(409);
    expect(during.body.error).toEqual({ message: expect.stringMatching(/em andamento.*mesma Idempotency-Key/s), codigo: "IDEMPOTENCIA_EM_ANDAMENTO", retry_after: expect.any(Number) });
    const retryAfter = Number(during.headers.get("retry-after"));
    expect(retryAfter).toBe(during.body.error.retry_after);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const other = await post("/pix", accessToken, { ...body, amount: 13 }, "lento-1");
    expect(other).toMatchObject({ status: 409, body: { error: { codigo: "IDEMPOTENCIA_CONFLITO" } } });
    expect(other.headers.get("retry-after")).toBeNull();

    const done = await first;
    expect(done.status).toBe(201);
    const again = await post("/pix", accessToken, body, "lento-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data.id).toBe(done.body.data.id);
  });

  it("a key whose first request died mid-issue: IDEMPOTENCIA_EM_ANDAMENTO with the seconds left until it may be taken over, then the retry runs", async () => {
    const { user, accessToken } = await signUp(http);
    const body = { amount: 12, description: "Processo morto" };
    const first = await post("/charges", accessToken, body, "morto-1");
    expect(first.status).toBe(201);
    // What a process killed mid-request leaves: the claim without a response, 45 s old.
    const hash = (await extras.query<{ request_hash: string }>("SELECT request_hash FROM idempotency_keys WHERE store_id = $1 AND key = 'morto-1'", [user.id]))[0]!.request_hash;
    await extras.query("INSERT INTO idempotency_keys (store_id, environment, key, request_hash, created_at) VALUES ($1, 'test', 'morto-2', $2, now() - interval '45 seconds')", [user.id, hash]);
    const during = await post("/charges", accessToken, body, "morto-2");
    expect(during).toMatchObject({ status: 409, body: { error: { codigo: "IDEMPOTENCIA_EM_ANDAMENTO" } } });
    const retryAfter = Number(during.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(11);
    expect(retryAfter).toBeLessThanOrEqual(16);

    await extras.query("UPDATE idempotency_keys SET created_at = now() - interval '61 seconds' WHERE store_id = $1 AND key = 'morto-2'", [user.id]);
    const retried = await post("/charges", accessToken, body, "morto-2");
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
  });

  it("answers 409 for the same key with another body or on another route", async () => {
    const { accessToken } = await signUp(http);
    await post("/pix", accessToken, { amount: 12 }, "k-1");
    for (const [path, body] of [["/pix", { amount: 13 }], ["/charges", { amount: 12 }]] as const) {
      const res = await post(path, accessToken, body, "k-1");
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ codigo: "IDEMPOTENCIA_CONFLITO" });
    }
  });

  it("scopes keys by merchant, and lets a failed request be retried with the same key", async () => {
    const a = await signUp(http);
    const b = await signUp(http);
    const ra = await post("/charges", a.accessToken, { amount: 20 }, "shared");
    const rb = await post("/charges", b.accessToken, { amount: 20 }, "shared");
    expect(rb.headers.get("idempotent-replayed")).toBeNull();
    expect(rb.body.data.id).not.toBe(ra.body.data.id);
    expect((await post("/pix", a.accessToken, { amount: 1 }, "retry")).status).toBe(400);
    expect((await post("/pix", a.accessToken, { amount: 10 }, "retry")).status).toBe(201);
  });

  it.each(["/pix", "/charges"])("turns 50 concurrent identical %s requests into one charge", async (path) => {
    const { user, accessToken } = await signUp(http);
    const results = await Promise.all(Array.from({ length: 50 }, () => post(path, accessToken, { amount: 33.33, description: "Concorrente" }, "rajada")));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(results.filter((r) => r.headers.get("idempotent-replayed") === null)).toHaveLength(1);
    expect(await countCharges(user.id)).toBe(1);
  });

  it("refuses a malformed key with 400", async () => {
    const { accessToken } = await signUp(http);
    expect((await post("/pix", accessToken, { amount: 10 }, "x".repeat(256))).status).toBe(400);
  });
});

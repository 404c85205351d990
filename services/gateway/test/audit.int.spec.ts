import { randomBytes, randomUUID } from "node:crypto";
import { connect } from "amqplib";
import { TEST_AMQP_URL } from "@pix/testing";
import { client, confirmEmail, signUp, signUpConfirmed, startStack, Stack, uniqueEmail } from "./stack";
import type { IdentityExtras } from "./stack/identity";

/**
 * Issue 12, audit trail: state-changing actions through the gateway, recorded by the producing
 * service's outbox and stored by identity, read back with GET /audit (actor, target, request id,
 * filters, cursor pagination, tenancy), a redelivered event stored once, and no secret stored.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges", "checkout", "webhooks-dispatcher"] });
  http = client(stack.url);
}, 60_000);
afterAll(() => stack.close());

const identity = () => stack.extras.identity as IdentityExtras;

/** Waits for a condition of the system under test (no timing is asserted; the test's timeout bounds it). */
async function until<T>(fn: () => Promise<T | undefined | false>): Promise<T> {
  for (;;) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function audit(token: string, q = "") {
  const res = await http("GET", `/audit${q}`, { token });
  if (res.status !== 200) throw new Error(`GET /audit${q}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { data: any[]; next_cursor: string | null };
}

/** Waits until the store's audit holds an entry for each action named (the relay and consumer are asynchronous). */
async function auditHas(token: string, pred: (entries: any[]) => boolean) {
  return until(async () => {
    const r = await audit(token, "?limit=5000");
    return pred(r.data) ? r.data : undefined;
  });
}

async function ok(method: string, path: string, token: string, body?: unknown, headers?: Record<string, string>) {
  const res = await http(method, path, { token, body, headers });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

describe("GET /audit", () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let apiKey: { id: string; key: string };
  let productId: string;
  let endpointId: string;
  let linkId: string;
  const requestId = `audit-${randomUUID()}`;

  beforeAll(async () => {
    owner = await signUpConfirmed(stack, http);
    const created = await ok("POST", "/api-keys", owner.accessToken, { name: "ERP", environment: "test" }, { "x-request-id": requestId });
    expect(created.headers.get("x-request-id")).toBe(requestId);
    apiKey = created.body.data;
    productId = (await ok("POST", "/products", apiKey.key, { name: "Caneca", price: 10 })).body.data.id;
    endpointId = (await ok("POST", "/webhook-endpoints", owner.accessToken, { url: "http://127.0.0.1:9/hook" })).body.data.id;
    linkId = (await ok("POST", "/payment-links", owner.accessToken, { amount: 10, description: "Link" })).body.data.id;
    await ok("DELETE", `/products/${productId}`, owner.accessToken);
    await ok("POST", "/auth/environment", owner.accessToken, { environment: "test" });
  }, 60_000);

  it("records who did what to which target, in which environment, under the request id the gateway echoed", async () => {
    const entries = await auditHas(owner.accessToken, (e) => e.length >= 6);
    const byAction = (a: string) => entries.find((e) => e.action === a);
    expect(byAction("api_key.created")).toEqual({
      id: expect.any(String), action: "api_key.created", actor: { type: "user", id: owner.user.id },
      target: { type: "api_key", id: apiKey.id }, environment: "test", request_id: requestId,
      created_at: expect.stringMatching(/Z$/), summary: { name: "ERP", environment: "test", last_four: apiKey.key.slice(-4), permissoes: "todas" },
    });
    // Done with the API key: the key is the actor.
    expect(byAction("product.created")).toMatchObject({ actor: { type: "api_key", id: apiKey.id }, target: { type: "product", id: productId }, summary: { name: "Caneca", price_cents: 1000 } });
    expect(byAction("product.deleted")).toMatchObject({ actor: { type: "user", id: owner.user.id }, target: { type: "product", id: productId } });
    expect(byAction("webhook_endpoint.created")).toMatchObject({ target: { type: "webhook_endpoint", id: endpointId } });
    expect(byAction("payment_link.created")).toMatchObject({ target: { type: "payment_link", id: linkId } });
    expect(byAction("environment.switched")).toMatchObject({ target: { type: "store", id: owner.user.id }, summary: { environment: "test" } });
    // A request without x-request-id still has one (the gateway's own), and each entry says which.
    expect(byAction("payment_link.created").request_id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(byAction("payment_link.created").request_id).not.toBe(requestId);
    // Newest first.
    const times = entries.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("filters by action, actor, target and date range", async () => {
    await auditHas(owner.accessToken, (e) => e.length >= 6);
    const byAction = await audit(owner.accessToken, "?action=product.created");
    expect(byAction.data.map((e) => e.action)).toEqual(["product.created"]);
    const byActor = await audit(owner.accessToken, `?actor_id=${apiKey.id}`);
    expect(byActor.data.map((e) => e.action)).toEqual(["product.created"]);
    const byTarget = await audit(owner.accessToken, `?target_id=${productId}`);
    expect(byTarget.data.map((e) => e.action).sort()).toEqual(["product.created", "product.deleted"]);
    expect((await audit(owner.accessToken, "?to=2020-01-01T00:00:00Z")).data).toEqual([]);
    expect((await audit(owner.accessToken, "?environment=live")).data).toEqual([]);
    expect((await audit(owner.accessToken, "?environment=test")).data.length).toBeGreaterThanOrEqual(6);
    expect((await audit(owner.accessToken, "?from=2099-01-01T00:00:00Z")).data).toEqual([]);
    const all = await audit(owner.accessToken, "?from=2020-01-01T00:00:00Z&to=2099-01-01T00:00:00Z");
    expect(all.data.length).toBeGreaterThanOrEqual(6);
  });

  it("pages newest first with an opaque cursor that neither repeats nor skips entries when new ones arrive", async () => {
    const everything = (await auditHas(owner.accessToken, (e) => e.length >= 6)).map((e) => e.id);
    const seen: string[] = [];
    let page = await audit(owner.accessToken, "?limit=2");
    expect(page.data).toHaveLength(2);
    seen.push(...page.data.map((e) => e.id));
    // A new action meanwhile sorts before the cursor: the following pages are unchanged.
    await ok("POST", "/customers", owner.accessToken, { name: "Cliente Novo" });
    await auditHas(owner.accessToken, (e) => e.some((x) => x.action === "customer.created"));
    while (page.next_cursor) {
      page = await audit(owner.accessToken, `?limit=2&cursor=${encodeURIComponent(page.next_cursor)}`);
      seen.push(...page.data.map((e) => e.id));
    }
    expect(seen).toEqual(everything);
  });

  it("refuses bad queries with 400: unknown field, limit out of range, bad dates, a cursor it did not hand out", async () => {
    for (const q of ["?limit=0", "?limit=5001", "?limit=abc", "?from=ontem", "?to=2026-13-01", "?cursor=nao-e-um-cursor", "?campo=1", "?action=DROP TABLE", "?environment=prod"]) {
      const res = await http("GET", `/audit${q}`, { token: owner.accessToken });
      expect([q, res.status]).toEqual([q, 400]);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect((await http("GET", "/audit")).status).toBe(401);
  });

  it("is readable with the store's API key, and another store never sees these entries", async () => {
    await auditHas(owner.accessToken, (e) => e.length >= 6);
    expect((await audit(apiKey.key)).data.length).toBeGreaterThanOrEqual(6);
    const other = await signUp(http);
    expect((await audit(other.accessToken)).data).toEqual([]);
    expect((await audit(other.accessToken, `?target_id=${productId}`)).data).toEqual([]);
    expect((await audit(other.accessToken, `?actor_id=${owner.user.id}`)).data).toEqual([]);
  });
});

describe("charges", () => {
  it("records an issued Pix once however often its Idempotency-Key replays it, and the simulated payment", async () => {
    const owner = await signUp(http);
    const post = () => http("POST", "/pix", { token: owner.accessToken, body: { amount: 12, description: "Uma vez" }, headers: { "idempotency-key": "audit-pedido-1" } });
    const first = await post();
    expect(first.status).toBe(201);
    expect((await post()).headers.get("idempotent-replayed")).toBe("true");
    const txid = first.body.data.txid;
    await ok("POST", "/pix/simulate-payment", owner.accessToken, { txid });
    // Charges' outbox publishes in order: once the later actions are stored, a replay's entry would be too.
    await ok("POST", "/customers", owner.accessToken, { name: "Depois" });
    const entries = await auditHas(owner.accessToken, (e) => e.some((x) => x.action === "customer.created") && e.some((x) => x.action === "charge.payment_simulated"));
    expect(entries.filter((e) => e.target.id === txid).map((e) => e.action).sort()).toEqual(["charge.created", "charge.payment_simulated"]);
    expect(entries.find((e) => e.action === "charge.created")).toMatchObject({ target: { type: "charge", id: txid }, summary: { amount_cents: 1200 } });
  });
});

describe("the audit consumer", () => {
  it("stores a redelivered event once", async () => {
    const owner = await signUp(http);
    const event = {
      id: randomUUID(), event: "audit.recorded", occurred_at: new Date().toISOString(), owner: { store_id: owner.user.id, environment: "test" },
      data: { actor: { type: "user", id: owner.user.id }, action: "product.updated", target: { type: "product", id: randomUUID() }, request_id: null, summary: {} },
    };
    const sentinel = { ...event, id: randomUUID(), data: { ...event.data, action: "coupon.updated" } };
    const conn = await connect(TEST_AMQP_URL);
    try {
      const ch = await conn.createConfirmChannel();
      for (const e of [event, event, event, sentinel]) {
        ch.publish(stack.exchange, e.event, Buffer.from(JSON.stringify(e)), { messageId: e.id, persistent: true, contentType: "application/json" });
      }
      await ch.waitForConfirms();
    } finally {
      await conn.close();
    }
    await auditHas(owner.accessToken, (e) => e.some((x) => x.id === sentinel.id) && e.some((x) => x.id === event.id));
    // Every copy was handled (the inbox holds the id once; the entry's key is the event id).
    await until(async () => (await identity().query(`SELECT count(*)::int AS n FROM processed_messages WHERE message_id = $1`, [event.id]))[0].n === 1);
    const rows = await identity().query(`SELECT id FROM audit_entries WHERE id = $1`, [event.id]);
    expect(rows).toHaveLength(1);
    expect((await audit(owner.accessToken)).data.filter((e) => e.id === event.id)).toHaveLength(1);
  });
});

describe("no secret reaches the audit trail", () => {
  it("after sign-up, login, refresh, API keys, a webhook secret, profile and onboarding data and production documents, no stored entry contains any of them", async () => {
    const password = `senha-${randomBytes(12).toString("hex")}`;
    const email = uniqueEmail("segredo");
    const reg = await ok("POST", "/auth/register", "", { name: "Dona Segredo", email, password });
    await confirmEmail(stack, email, password);
    const login = await ok("POST", "/auth/login", "", { email, password });
    const token: string = login.body.data.accessToken;
    const refreshed = await ok("POST", "/auth/refresh", "", { refreshToken: login.body.data.refreshToken });
    const key = (await ok("POST", "/api-keys", token, { name: "Chave", environment: "test" })).body.data;
    await ok("DELETE", `/api-keys/${key.id}`, token);
    const key2 = (await ok("POST", "/api-keys", token, { name: "Chave 2", environment: "test" })).body.data;
    const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
    const endpoint = await ok("POST", "/webhook-endpoints", key2.key, { url: "http://127.0.0.1:9/segredo?token=abc123segredo", secret: webhookSecret });
    await ok("PUT", "/auth/profile", token, { cpf: "529.982.247-25", phone: "(11) 98765-4321" });
    const answers = {
      responsible_name: "Dona Segredo", responsible_cpf: "111.444.777-35", company: "Loja Segredo", cnpj: "12.ABC.345/01DE-35",
      company_type: "LIMITED", phone: "(11) 98765-4321", address: "Rua Secreta", address_number: "42", province: "Centro",
      postal_code: "01310-100", city: "São Paulo", state: "SP",
    };
    await ok("POST", "/auth/onboarding", token, answers);
    const documentText = `DOCUMENTO-CONFIDENCIAL-${randomBytes(8).toString("hex")}`;
    const form = new FormData();
    form.append("terms_accepted", "true");
    for (const field of ["company_document", "responsible_document", "proof_of_address"]) {
      form.append(field, new Blob([Buffer.from(`%PDF-1.4\n${documentText}\n%%EOF\n`)], { type: "application/pdf" }), `${field}-${documentText}.pdf`);
    }
    const upload = await fetch(`${stack.url}/production-request`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    expect(upload.status).toBeLessThan(300);

    const storeId: string = reg.body.data.user.id;
    await until(async () => {
      const rows = await identity().query<{ action: string }>(`SELECT action FROM audit_entries WHERE store_id = $1`, [storeId]);
      const actions = new Set(rows.map((r) => r.action));
      return ["api_key.created", "api_key.revoked", "webhook_endpoint.created", "profile.updated", "onboarding.submitted", "production_documents.submitted"].every((a) => actions.has(a));
    });

    const secrets = [
      password, reg.body.data.accessToken, reg.body.data.refreshToken, token, login.body.data.refreshToken,
      refreshed.body.data.accessToken, refreshed.body.data.refreshToken, key.key, key2.key, webhookSecret, endpoint.body.data.secret,
      documentText, "abc123segredo", "52998224725", "11144477735", "11987654321", "Rua Secreta",
    ].filter((s): s is string => typeof s === "string" && s.length > 0);
    const dump = await identity().query<{ row: string }>(`SELECT row_to_json(a)::text AS row FROM audit_entries a`);
    expect(dump.length).toBeGreaterThanOrEqual(6);
    const leaks = dump.flatMap(({ row }) => secrets.filter((s) => row.includes(s)).map((s) => ({ secret: s.slice(0, 12), row })));
    expect(leaks).toEqual([]);
  }, 60_000);
});

import { healthRoutes as checkoutHealthRoutes } from "@pix/checkout/src/http/health";
import { publicRoutes } from "@pix/checkout/src/http/public-routes";
import { loadService, type Principal, ServiceClient, type CallOptions, type ServiceName } from "@pix/grpc";
import { engineNoticeRoutes } from "../src/http/routes/engine-notices";
import { healthRoutes } from "../src/http/routes/health";
import { ROUTE_GROUPS } from "../src/http/routes";
import { BAD_CREDENTIALS, headerVariants, LONG_QUERY } from "./fuzz/inputs";
import { NO_CLIENTS, routeKey, routesOf, type RouteRef } from "./fuzz/routes";
import { problemOf, sendAll, sendRaw, type Shot } from "./fuzz/send";
import { alternate, byDesign, fieldShots, headerShots, pathShots, queryShots, rawBodyShots, type Seed, type Target } from "./fuzz/shots";
import { client, PRINCIPAL_SECRET, signUpConfirmed, signUpTeam, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { CheckoutExtras } from "./stack/checkout";

/**
 * Contract 7 over the whole route table: every route the gateway mounts (read from ROUTE_GROUPS,
 * so a new route is fuzzed without editing this file) and every public checkout route, × fixed bad
 * inputs (malformed JSON, NUL and lone surrogates, wrong types, huge and deep values, odd encodings
 * and charsets, odd and foreign ids, odd queries, a 20 kB URL). Each answer must be a 2xx or a 4xx
 * in the contract's error shape: never a 5xx, never a shapeless answer, never a hang. Authenticated
 * routes run with a real session and a real API key of a merchant on the full stack; another
 * merchant's ids must never be served. A route whose body should be fuzzed field by field gets a
 * valid body in gatewaySeeds / checkoutSeeds below. About 4700 requests, fixed inputs, ~20 s.
 */
// The notice route is mounted in app.ts (before the JSON parser), outside ROUTE_GROUPS.
const GATEWAY_ROUTES: RouteRef[] = [...routesOf(healthRoutes({ services: {}, checkBroker: async () => ({ ok: true }) })),
  ...routesOf(engineNoticeRoutes(NO_CLIENTS, [])), ...ROUTE_GROUPS.flatMap((group) => routesOf(group(NO_CLIENTS)))];
const CHECKOUT_ROUTES: RouteRef[] = [...routesOf(checkoutHealthRoutes(() => ({}))),
  ...routesOf(publicRoutes(NO_CLIENTS, { read: NO_CLIENTS, write: NO_CLIENTS }))];

interface Merchant {
  token: string;
  apiKey: string;
  userId: string;
  apiKeyId: string;
  link: { id: string; slug: string };
  endpointId: string;
  deliveryId: string;
  txid: string;
  customerId: string;
  productId: string;
  couponId: string;
  subscriptionId: string;
}

let stack: Stack;
let checkoutUrl: string;
let noticeToken: string;
let a: Merchant;
let b: Merchant;
/** A roadmap card the team made, so the vote and comment routes reach the service. */
let roadmapCardId: string;

beforeAll(async () => {
  stack = await startStack({
    services: ["onboarding", "charges", "checkout", "subscriptions", "webhooks-dispatcher"],
    env: { checkout: { READ_LIMIT_POINTS: "1000000", WRITE_LIMIT_POINTS: "1000000" } },
  });
  checkoutUrl = (stack.extras.checkout as CheckoutExtras).url;
  noticeToken = (stack.extras.charges as ChargesExtras).noticeToken;
  [a, b] = [await merchant("a"), await merchant("b")];
  const http = client(stack.url);
  const team = await signUpTeam(stack, http);
  const card = await http("POST", "/roadmap", { token: team.accessToken, body: { title: "Fuzz card", description: "Para o fuzz" } });
  if (card.status !== 201) throw new Error(`roadmap card: ${card.status} ${JSON.stringify(card.body)}`);
  roadmapCardId = card.body.data.id;
}, 60_000);
afterAll(() => stack.close());

async function merchant(tag: string): Promise<Merchant> {
  const http = client(stack.url);
  const { accessToken: token, user } = await signUpConfirmed(stack, http);
  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await http(method, path, { token, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const key = await ok("POST", "/api-keys", { name: `fuzz ${tag}`, environment: "test" });
  const link = await ok("POST", "/payment-links", { amount: 10, description: `Fuzz ${tag}` });
  const endpoint = await ok("POST", "/webhook-endpoints", { url: "http://127.0.0.1:9/fuzz" });
  const delivery = await ok("POST", `/webhook-endpoints/${endpoint.id}/test`);
  const charge = await ok("POST", "/charges", { amount: 10, description: `Fuzz ${tag}` });
  const customer = await ok("POST", "/customers", { name: `Fuzz ${tag}` });
  const product = await ok("POST", "/products", { name: `Fuzz ${tag}`, price: 10 });
  const coupon = await ok("POST", "/coupons", { code: `FUZZ-${tag}`, discount_type: "fixed", discount_value: 1 });
  const subscription = await ok("POST", "/subscriptions", { customer_name: `Fuzz ${tag}`, customer_cpf: "529.982.247-25", amount: 10 });
  return {
    token, apiKey: key.key, userId: user.id, apiKeyId: key.id, link, endpointId: endpoint.id, deliveryId: delivery.id, txid: charge.txid,
    customerId: customer.id, productId: product.id, couponId: coupon.id, subscriptionId: subscription.id,
  };
}

const foreign = (m: Merchant): Record<string, string> => ({
  "user id": m.userId, "API key id": m.apiKeyId, "link id": m.link.id, slug: m.link.slug, "endpoint id": m.endpointId,
  "delivery id": m.deliveryId, txid: m.txid, "customer id": m.customerId, "product id": m.productId, "coupon id": m.couponId,
  "subscription id": m.subscriptionId,
});

const payer = { customer_name: "Ana Pagadora", customer_email: "ana@pagadora.test", customer_cpf: "529.982.247-25", customer_phone: "(11) 98765-4321" };

/** Valid bodies (and the caller's own ids) of the routes whose fields are fuzzed one by one. */
function gatewaySeeds(m: Merchant): Record<string, Seed> {
  const charge = { amount: 10, description: "Pedido", ...payer, expires_at: "2030-01-01T00:00:00Z" };
  const endpoint = { url: "http://127.0.0.1:9/fuzz", events: ["charge.paid"], name: "Loja" };
  return {
    "POST /auth/register": { body: { name: "Fuzz", email: "fuzz.register@loja.test", password: "s3nha-forte-fuzz" } },
    "POST /auth/login": { body: { email: "ninguem.fuzz@loja.test", password: "senha-errada-123" } },
    "POST /auth/refresh": { body: { refreshToken: "r".repeat(40) } },
    "POST /auth/logout": { body: { refreshToken: "r".repeat(40) } },
    "POST /auth/social": { body: { idpJwt: "a.b.c" } },
    "POST /auth/social/link": { body: { idpJwt: "a.b.c" } },
    // A well-formed, unknown token: 400 (invalid link) whatever the password.
    "POST /auth/verify-email": { body: { token: "t".repeat(43), password: "s3nha-forte-fuzz" } },
    "POST /auth/environment": { body: { environment: "test" } },
    "PUT /auth/profile": {
      body: {
        name: "Maria", company: "Loja", cnpj: "11.222.333/0001-81", cpf: "529.982.247-25", phone: "(11) 98765-4321",
        notify_payment_email: true, receipt_email: true, address: "Rua A", address_number: "10", complement: "sala 2",
        province: "Centro", postal_code: "01310-100", company_type: "MEI",
      },
    },
    "POST /api-keys": { body: { name: "Fuzz", environment: "test" } },
    // POST /production-request takes multipart/form-data, which these JSON shots cannot build: they
    // all get 415/400 there; its multipart refusals are in production-request.int.spec.ts.
    "POST /auth/onboarding": {
      body: {
        origin: "busca", responsible_name: "Maria", responsible_cpf: "529.982.247-25", company: "Loja", cnpj: "12.ABC.345/01DE-35",
        company_type: "MEI", segment: "varejo", monthly_revenue: 1000.5, phone: "(11) 98765-4321", email: "maria@loja.test",
        address: "Rua A", address_number: "10", complement: "sala 2", province: "Centro", postal_code: "01310-100", city: "São Paulo", state: "SP",
      },
    },
    "POST /payment-links": { body: { amount: 10, description: "Fuzz", method: "pix", slug: "fuzz-link", product_id: null } },
    "PUT /payment-links/:id": { body: { amount: 10, description: "Fuzz", method: "pix", active: true, product_id: "" }, params: { id: m.link.id } },
    "POST /webhook-endpoints": { body: { ...endpoint, secret: `whsec_${"0".repeat(32)}` } },
    "PUT /webhook-endpoints/:id": { body: { ...endpoint, active: true }, params: { id: m.endpointId } },
    "GET /webhook-endpoints/:id/deliveries": { params: { id: m.endpointId } },
    "POST /webhook-endpoints/:id/rotate-secret": { body: { secret: `whsec_${"1".repeat(32)}` }, params: { id: m.endpointId } },
    "POST /pix": { body: { ...charge, success_url: "https://loja.test/ok", cancel_url: "https://loja.test/volta" } },
    "POST /charges": { body: { ...charge, due_date: "2030-01-01T00:00:00Z", txid: "fuzzTxid0000000000000000000001" } },
    "POST /pix/cancel": { body: { txid: m.txid } },
    "POST /pix/refund": { body: { txid: m.txid, amount: 1 } },
    "POST /pix/simulate-payment": { body: { txid: "fuzz-unknown-txid" } },
    // Issue 32: the seeded charge is registered without a Pix, so a well-formed MED simulation is 409 MED_SEM_PIX.
    "POST /pix/simulate-infraction": { body: { txid: m.txid, amount: 1, reason: "fraude" } },
    "POST /infractions/:id/simulate-decision": { body: { outcome: "upheld" } },
    "POST /withdrawals": { body: { amount: 10, pix_key: "529.982.247-25", pix_key_type: "CPF" } },
    "POST /customers": { body: { name: "Ana", email: "ana@cliente.test", cpf_cnpj: "12.ABC.345/01DE-35", phone: "(11) 98765-4321" } },
    "POST /products": { body: { name: "Caneca", description: "Azul", price: "10.50", sku: "FUZZ-1", image_url: "https://loja.test/c.png", active: true } },
    "PUT /products/:id": { body: { name: "Caneca", description: null, price: 12, sku: "", image_url: null, active: false }, params: { id: m.productId } },
    "POST /coupons": { body: { code: "FUZZ10", discount_type: "percent", discount_value: "10.5", expires_at: "2030-01-01T00:00:00Z", max_uses: 5, product_ids: [m.productId], is_active: true } },
    "PUT /coupons/:id": { body: { code: "FUZZ11", discount_type: "fixed", discount_value: 1, expires_at: null, max_uses: null, product_ids: null, is_active: false }, params: { id: m.couponId } },
    // The fuzzed owner's e-mail is not verified, so a well-formed invite answers 403 EMAIL_NAO_VERIFICADO.
    "POST /members": { body: { emails: ["convidado.fuzz@loja.test"], role: "editor" } },
    "PUT /members/:id": { body: { role: "viewer" } },
    "POST /subscriptions": {
      body: {
        customer_id: m.customerId, customer_name: "Ana", customer_email: "ana@cliente.test", customer_cpf: "529.982.247-25", description: "Plano",
        amount: "10.50", method: "pix", interval: "monthly", status: "active", next_billing_at: "2030-01-31T10:00:00-03:00",
      },
    },
    "PUT /subscriptions/:id": {
      body: {
        customer_name: "Ana", customer_email: "", customer_cpf: "529.982.247-25", description: "", amount: 12, method: "pix",
        interval: "yearly", status: "active", next_billing_at: "2030-01-31T10:00:00Z",
      },
      params: { id: m.subscriptionId },
    },
    "POST /subscriptions/:id/charge": { params: { id: m.subscriptionId } },
    "PUT /customers/:id": { body: { name: "Ana", email: null, cpf_cnpj: "529.982.247-25", phone: "" }, params: { id: m.customerId } },
    // The merchant is not team: card writes answer 403 whatever the body; vote and comment reach identity.
    "POST /roadmap": { body: { title: "Fuzz card", description: "Descrição", status: "planned" } },
    "PUT /roadmap/:id": { body: { title: "Fuzz card", description: "Descrição", status: "done" }, params: { id: roadmapCardId } },
    "POST /roadmap/:id/vote": { params: { id: roadmapCardId } },
    "POST /roadmap/:id/comments": { body: { body: "Quero muito isso" }, params: { id: roadmapCardId } },
    "GET /roadmap/:id/comments": { params: { id: roadmapCardId } },
    "POST /subscriptions/billing-runs": { body: { as_of: "2030-01-01T00:00:00Z" } },
    "POST /internal/cron/run": { body: { as_of: "2030-01-01T00:00:00Z" } },
    "POST /notices/payment-engine": {
      body: {
        id: "evt_fuzz", event: "PAYMENT_RECEIVED", dateCreated: "2026-11-21T10:00:00Z",
        payment: { id: "pay_fuzz", txid: "t".repeat(32), status: "RECEIVED", value: "10.00", netValue: "9.01", endToEndIdentifier: "E00000000202611210000AAAAAAAAAAA", paymentDate: "2026-11-21T10:00:00Z" },
      },
    },
  };
}

function checkoutSeeds(m: Merchant): Record<string, Seed> {
  return {
    "POST /checkout/link/:slug/pay": { body: { ...payer, coupon_code: "CUPOM" }, params: { slug: m.link.slug } },
    "GET /checkout/link/:slug": { params: { slug: m.link.slug } },
    // POST /pix generated the txid, so it is also the charge's public checkout key.
    "GET /checkout/:key": { params: { key: m.txid } },
    "POST /checkout/:key/simular-pagamento": { params: { key: m.txid } },
  };
}

function gatewayTarget(as: string): Target {
  return {
    routes: GATEWAY_ROUTES, seeds: gatewaySeeds(a), others: foreign(b), othersAreForeign: true, as,
    headers: { accept: "application/json", "asaas-access-token": noticeToken },
  };
}
const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });

function checkoutTarget(accept: "json" | "html"): Target {
  return {
    routes: CHECKOUT_ROUTES, seeds: checkoutSeeds(a), others: foreign(b), othersAreForeign: false, as: `checkout(${accept})`,
    headers: { accept: accept === "json" ? "application/json" : "text/html" },
  };
}

/**
 * 5xx answers the contract asks for: /health says 503 when a dependency is down (allowed here, though
 * this stack runs every service); cancel and refund of one's own charge are 502 (contract 4.3).
 */
const BY_DESIGN = { "/health": 503, "/pix/cancel": 502, "/pix/refund": 502 };
const fuzz = (url: string, shots: Shot[]) => sendAll(url, byDesign(shots, BY_DESIGN));
const html = (shots: Shot[]) => shots.map((s) => ({ ...s, html: true }));

describe("the route tables", () => {
  it("are read from the routers themselves, so a new route is fuzzed without editing this test", () => {
    const keys = GATEWAY_ROUTES.map(routeKey);
    expect(keys).toEqual(expect.arrayContaining(["POST /auth/register", "POST /pix", "PUT /payment-links/:id",
      "POST /webhook-endpoints/:id/deliveries/:deliveryId/redeliver", "POST /notices/payment-engine", "GET /admin/lojistas/:id", "GET /health"]));
    expect(CHECKOUT_ROUTES.map(routeKey)).toEqual(expect.arrayContaining(["POST /checkout/link/:slug/pay", "GET /checkout/:key", "GET /health"]));
    // Every seed names a mounted route (a renamed route must not silently lose its field fuzzing).
    expect(keys).toEqual(expect.arrayContaining(Object.keys(gatewaySeeds(a))));
    expect(CHECKOUT_ROUTES.map(routeKey)).toEqual(expect.arrayContaining(Object.keys(checkoutSeeds(a))));
  });
});

describe("the gateway never answers bad input with a 5xx or a shapeless error", () => {
  it("with a merchant's session and API key in turn: wrong JSON shapes, every field of every seeded body, path parameters, queries, headers", async () => {
    const t = gatewayTarget("");
    const shots = [...rawBodyShots(t, true), ...fieldShots(t), ...pathShots(t), ...queryShots(t), ...headerShots(t, headerVariants(t.others))];
    expect(await fuzz(stack.url, alternate(shots, [["session", bearer(a.token)], ["API key", bearer(a.apiKey)]]))).toEqual([]);
  }, 360_000);

  it("without a credential or with a false one: every raw body (syntax, encodings, charsets, size, depth), path parameters, queries", async () => {
    const t = gatewayTarget("anonymous");
    const shots = [...rawBodyShots(t), ...pathShots(t), ...queryShots(t), ...headerShots(t, BAD_CREDENTIALS)];
    expect(await fuzz(stack.url, shots)).toEqual([]);
  }, 120_000);
});

describe("the checkout's public server never answers bad input with a 5xx or a shapeless error", () => {
  it("to JSON clients: raw bodies, every field of the payer's form, path parameters, queries", async () => {
    const t = checkoutTarget("json");
    expect(await fuzz(checkoutUrl, [...rawBodyShots(t), ...fieldShots(t), ...pathShots(t), ...queryShots(t)])).toEqual([]);
  }, 120_000);

  it("to browsers (pages instead of JSON): the same inputs give no 5xx", async () => {
    const t = checkoutTarget("html");
    expect(await fuzz(checkoutUrl, html([...rawBodyShots(t), ...fieldShots(t), ...pathShots(t), ...queryShots(t)]))).toEqual([]);
  }, 120_000);
});

describe("the issue's reproductions (item 6: NUL; item 7: encodings, charsets)", () => {
  it("POST /auth/register and the checkout's POST /checkout/link/{slug}/pay refuse a NUL with 400 naming the field", async () => {
    const register = await client(stack.url)("POST", "/auth/register", { body: { name: "Ana\u0000", email: "nul@loja.test", password: "s3nha-forte-nul" } });
    expect(register).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/^Campo `name` do corpo: caractere não permitido/) } } });
    const pay = await client(checkoutUrl)("POST", `/checkout/link/${a.link.slug}/pay`, { body: { ...payer, customer_name: "\u0000" } });
    expect(pay).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/customer_name/) } } });
    const form = await client(checkoutUrl)("POST", `/checkout/link/${a.link.slug}/pay`, { raw: "customer_name=%00", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form).toMatchObject({ status: 400, body: { error: { message: expect.stringMatching(/customer_name/) } } });
  });

  it.each<[string, number, Record<string, string>]>([
    ["gzip that is not compressed", 400, { "content-encoding": "gzip" }],
    ["deflate that is not compressed", 400, { "content-encoding": "deflate" }],
    ["br that is not compressed", 400, { "content-encoding": "br" }],
    ["an unknown Content-Encoding", 415, { "content-encoding": "xyz" }],
    ["an unknown charset", 415, { "content-type": "application/json; charset=xyz" }],
  ])("answers %s with %i in the contract's shape on both servers", async (_what, status, headers) => {
    for (const url of [stack.url, checkoutUrl]) {
      const res = await client(url)("POST", "/auth/login", { raw: JSON.stringify({ email: "a@b.c", password: "x" }), headers });
      expect(res).toMatchObject({ status, body: { error: { message: expect.any(String) } } });
    }
  });
});

/**
 * The HTTP edges refuse such text first; the services' own schemas (z from @pix/errors) refuse it
 * again for any other caller. Only NUL can reach them: protobuf writes strings as UTF-8, so a lone
 * surrogate crosses gRPC as U+FFFD.
 */
describe("behind the edge, every service's own input schema refuses a NUL (the shared z.string)", () => {
  const principal = (): Principal => ({ userId: a.userId, storeId: a.userId, role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false });
  it.each<[string, string, string, string, Record<string, unknown>]>([
    ["identity", "Register", "identity/v1/identity.proto", "pix.identity.v1.IdentityService", { name: "a\u0000", email: "grpc.nul@loja.test", password: "s3nha-forte-nul" }],
    ["charges", "CreateCharge", "charges/v1/charges.proto", "pix.charges.v1.ChargesService", { amount_cents: 1000, description: "x\u0000" }],
    ["checkout", "CreatePaymentLink", "checkout/v1/checkout.proto", "pix.checkout.v1.CheckoutService", { amount_cents: 1000, description: "x\u0000" }],
    ["subscriptions", "CreateSubscription", "subscriptions/v1/subscriptions.proto", "pix.subscriptions.v1.SubscriptionsService", { customer_name: "a\u0000", amount_cents: 1000 }],
    ["webhooks-dispatcher", "CreateWebhookEndpoint", "webhooks/v1/webhooks.proto", "pix.webhooks.v1.WebhooksService", { url: "http://127.0.0.1:9/x", name: "\u0000" }],
  ])("%s: %s with a NUL is a validation error", async (service, method, proto, name, request) => {
    const grpc = new ServiceClient(service, loadService(proto, name as ServiceName), stack.addresses[service as keyof Stack["addresses"]]!, PRINCIPAL_SECRET);
    // One row per service: the method and request are typed per row, not across the table.
    const call = grpc.call.bind(grpc) as unknown as (m: string, r: object, o: CallOptions) => Promise<unknown>;
    try {
      await expect(call(method, request, { principal: principal() })).rejects.toMatchObject({ kind: "validation", message: expect.stringMatching(/caractere não permitido/) });
    } finally {
      grpc.close();
    }
  });
});

/** What Node's HTTP parser refuses before express sees a request (the server's clientError). */
describe.each([["gateway", () => stack.url], ["checkout", () => checkoutUrl]])("%s: requests the HTTP parser refuses", (_name, url) => {
  it.each<[string, number, () => string]>([
    ["a 20 kB URL", 431, () => `GET /health?${LONG_QUERY} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ["a 20 kB header", 431, () => `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`],
    ["a NUL in a header", 400, () => "GET /health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n"],
    ["a header without a colon", 400, () => "GET /health HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n"],
    ["a non-numeric Content-Length", 400, () => "POST /health HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}"],
    ["two Content-Lengths", 400, () => "POST /health HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}"],
    ["a bad chunk size", 400, () => "POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n"],
    ["a garbage request line", 400, () => "HELLO\r\n\r\n"],
  ])("answers %s with %i in the contract's shape", async (_what, status, request) => {
    const answer = await sendRaw(url(), request());
    expect(answer.status).toBe(status);
    expect(problemOf({ label: "", method: "GET", path: "/" }, answer)).toBeNull();
  });
});

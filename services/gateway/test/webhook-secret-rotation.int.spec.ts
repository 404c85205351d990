/**
 * POST /webhook-endpoints/{id}/rotate-secret (beyond the contract) end to end: gateway, webhooks-dispatcher
 * and real HTTP receivers. A rotation's secret is the one every later attempt signs with (the old one no
 * longer verifies), for our endpoints and for the BCB API's (a bcb_pix endpoint made by PUT
 * /bcb/v2/webhook/{chave}, whose spec has no way to return a secret).
 */
import { createHmac, randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { client, signUp, signUpConfirmed, signUpTeam, startStack, type Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import { bcbClient, startOracle, type Oracle } from "./bcb/conformance";
import { bcbMerchant, bcbToken, txidOf } from "./bcb/merchant";
import { until } from "./refund-support";
import { deliveriesWhen, publishEvent, settled, startReceiver, type Hit, type Receiver } from "./webhook-support";

let stack: Stack;
let http: ReturnType<typeof client>;
let receiver: Receiver;

beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges", "webhooks-dispatcher"], env: { onboarding: { CONTA_UNICA: "false" } } });
  http = client(stack.url);
  receiver = await startReceiver();
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await stack?.close();
});

/** Both signatures of a hit (X-Service-Signature and Standard Webhooks) check out with `secret`. */
function signedWith(hit: Hit, secret: string): boolean {
  const ours = hit.headers["x-service-signature"] === createHmac("sha256", secret).update(hit.raw).digest("hex");
  let standard = true;
  try {
    new Webhook(secret).verify(hit.raw, hit.headers as Record<string, string>);
  } catch {
    standard = false;
  }
  return ours && standard;
}

async function endpointAt(token: string, path: string) {
  const res = await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}${path}` } });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; secret: string; updated_at: string };
}

const rotate = (token: string, id: string, body?: unknown, headers?: Record<string, string>) =>
  http("POST", `/webhook-endpoints/${id}/rotate-secret`, { token, body, headers });

/** A `test` event to the endpoint and the hit it makes at `path`. */
async function testHit(token: string, id: string, path: string): Promise<Hit> {
  const sent = await http("POST", `/webhook-endpoints/${id}/test`, { token });
  expect(sent.status).toBe(202);
  const [hit] = await receiver.waitFor(1, (h) => h.path === path && h.headers["webhook-id"] === sent.body.data.event_id);
  return hit;
}

describe("rotating the secret of one of our endpoints", () => {
  it("answers 200 with the endpoint and a new secret shown once; the next delivery and a redelivery of an earlier one sign with it, not with the old", async () => {
    const m = await signUp(http);
    const path = `/rotate/${randomUUID()}`;
    const created = await endpointAt(m.accessToken, path);
    const before = await publishEvent(stack.exchange, "charge.paid", m.user.id, { txid: "rot-1", amount: 10 });
    const [first] = await receiver.waitFor(1, (h) => h.path === path && h.body.created_at === before.occurred_at);
    expect(signedWith(first, created.secret)).toBe(true);

    const rotated = await rotate(m.accessToken, created.id);
    expect(rotated.status).toBe(200);
    const { secret, ...view } = rotated.body.data;
    expect(secret).toMatch(/^whsec_[0-9a-f]{32}$/);
    expect(secret).not.toBe(created.secret);
    const shown = (await http("GET", `/webhook-endpoints/${created.id}`, { token: m.accessToken })).body.data;
    expect(view).toEqual(shown);
    expect(shown.updated_at > created.updated_at).toBe(true);
    expect(JSON.stringify(shown)).not.toContain(secret);

    const after = await publishEvent(stack.exchange, "charge.paid", m.user.id, { txid: "rot-2", amount: 10 });
    const [next] = await receiver.waitFor(1, (h) => h.path === path && h.body.created_at === after.occurred_at);
    expect(signedWith(next, secret)).toBe(true);
    expect(signedWith(next, created.secret)).toBe(false);

    const [, earlier] = await deliveriesWhen(http, m.accessToken, created.id, (rows) => rows.length === 2 && settled(rows));
    expect(earlier.event_id).toBe(before.id);
    const again = await http("POST", `/webhook-endpoints/${created.id}/deliveries/${earlier.id}/redeliver`, { token: m.accessToken });
    expect(again.status).toBe(202);
    const hits = await receiver.waitFor(2, (h) => h.path === path && h.headers["webhook-id"] === before.id);
    expect(hits[1].raw.equals(first.raw)).toBe(true);
    expect(signedWith(hits[1], secret)).toBe(true);
    expect(signedWith(hits[1], created.secret)).toBe(false);
  });

  it("keeps a secret given in the format creation takes; an invalid one is 400 and changes nothing", async () => {
    const m = await signUp(http);
    const path = `/given/${randomUUID()}`;
    const created = await endpointAt(m.accessToken, path);
    const given = "whsec_0123456789ABCDEF0123456789abcdef";
    const kept = await rotate(m.accessToken, created.id, { secret: given });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ id: created.id, secret: given });
    for (const bad of [{ secret: "whsec_0123" }, { secret: "0123456789abcdef0123456789abcdef" }, { secret: "whsec_0123456789abcdef0123456789abcdeg" },
      { secret: "whsec_0123456789abcdef0123456789abcdef0" }, { secret: "" }, { secret: null }, { secret: 42 }, { url: "http://127.0.0.1:9/x" }]) {
      const res = await rotate(m.accessToken, created.id, bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: expect.any(String), codigo: expect.any(String) });
      expect(JSON.stringify(res.body)).not.toContain("whsec_0123456789ABCDEF");
    }
    expect(signedWith(await testHit(m.accessToken, created.id, path), given)).toBe(true);
  });

  it("answers 404 in the contract's shape to another store's endpoint and to an unknown id, and the endpoint keeps its secret", async () => {
    const owner = await signUp(http);
    const other = await signUp(http);
    const path = `/foreign/${randomUUID()}`;
    const created = await endpointAt(owner.accessToken, path);
    for (const [token, id, body] of [[other.accessToken, created.id, undefined], [other.accessToken, created.id, { secret: "whsec_ffffffffffffffffffffffffffffffff" }], [owner.accessToken, randomUUID(), undefined]] as const) {
      const res = await rotate(token, id, body);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { message: expect.stringMatching(/Endpoint de webhook/), codigo: expect.any(String), recurso: "Endpoint de webhook" } });
      expect(res.body).toEqual((await http("GET", `/webhook-endpoints/${id}`, { token })).body); // the same 404 as a read
    }
    expect((await http("GET", `/webhook-endpoints/${created.id}`, { token: owner.accessToken })).body.data.updated_at).toBe(created.updated_at);
    expect(signedWith(await testHit(owner.accessToken, created.id, path), created.secret)).toBe(true);
  });

  it("needs webhooks:escrever: a key restricted to webhooks:ler gets 403", async () => {
    const m = await signUpConfirmed(stack, http);
    const created = await endpointAt(m.accessToken, `/perm/${randomUUID()}`);
    const key = await http("POST", "/api-keys", { token: m.accessToken, body: { name: "leitura", environment: "test", permissoes: ["webhooks:ler"] } });
    expect(key.status).toBe(201);
    const res = await rotate(key.body.data.key, created.id);
    expect(res.status).toBe(403);
    expect((await http("GET", `/webhook-endpoints/${created.id}`, { token: m.accessToken })).body.data.updated_at).toBe(created.updated_at);
  });

  it("rotates once for one Idempotency-Key sent twice 5 ms apart (the same secret answered), and audits the rotation without the secret", async () => {
    const m = await signUp(http);
    const path = `/idem/${randomUUID()}`;
    const created = await endpointAt(m.accessToken, path);
    const headers = { "idempotency-key": randomUUID() };
    const firstCall = rotate(m.accessToken, created.id, undefined, headers);
    await new Promise((r) => setTimeout(r, 5));
    const [a, b] = await Promise.all([firstCall, rotate(m.accessToken, created.id, undefined, headers)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect([a.headers.get("idempotent-replayed"), b.headers.get("idempotent-replayed")]).toContain("true");
    const secret = a.body.data.secret;
    expect(signedWith(await testHit(m.accessToken, created.id, path), secret)).toBe(true);

    // A later update is audited after the rotation(s): once it shows, every rotation entry would too.
    expect((await http("PUT", `/webhook-endpoints/${created.id}`, { token: m.accessToken, body: { name: "depois" } })).status).toBe(200);
    const entries = await until(async () => {
      const res = await http("GET", `/audit?target_id=${created.id}&limit=100`, { token: m.accessToken });
      return res.body.data.some((e: { action: string }) => e.action === "webhook_endpoint.updated") ? (res.body.data as { action: string }[]) : null;
    }, 20_000);
    const rotations = entries.filter((e) => e.action === "webhook_endpoint.secret_rotated");
    expect(rotations).toEqual([expect.objectContaining({ actor: { type: "user", id: m.user.id }, target: { type: "webhook_endpoint", id: created.id } })]);
    expect(JSON.stringify(entries)).not.toContain(secret.slice(6));

    // Another key is another rotation.
    const later = await rotate(m.accessToken, created.id, undefined, { "idempotency-key": randomUUID() });
    expect(later.status).toBe(200);
    expect(later.body.data.secret).not.toBe(secret);
  });
});

describe("rotating the secret of a BCB API endpoint", () => {
  let oracle: Oracle;
  let team: { accessToken: string };
  let extras: ChargesExtras;
  beforeAll(async () => {
    extras = stack.extras.charges as ChargesExtras;
    await extras.connectNotices(stack.url);
    team = await signUpTeam(stack, http);
    oracle = await startOracle();
  }, 60_000);

  it("a bcb_pix endpoint made by PUT /bcb/v2/webhook/{chave} gets a secret, and its {\"pix\":[…]} delivery verifies with it", async () => {
    const m = await bcbMerchant({ stack, http, extras, team });
    const t = await bcbToken(stack, m.apiKey.id, m.apiKey.key);
    expect(t.status).toBe(200);
    const api = bcbClient(`${stack.url}/bcb/v2`, oracle, () => t.body.access_token);
    const webhookUrl = `${receiver.url}/bcb-rot/${m.storeId}`;
    expect((await api.PUT("/webhook/{chave}", { params: { path: { chave: m.pixKey } }, body: { webhookUrl } })).response.status).toBe(200);

    const [endpoint] = (await http("GET", "/webhook-endpoints", { token: m.apiKey.key })).body.data;
    expect(endpoint.url).toBe(`${webhookUrl}/pix`);
    const rotated = await rotate(m.apiKey.key, endpoint.id);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data).toMatchObject({ id: endpoint.id, url: `${webhookUrl}/pix`, secret: expect.stringMatching(/^whsec_[0-9a-f]{32}$/) });
    const secret: string = rotated.body.data.secret;
    // Still the BCB's webhook, unchanged by the rotation.
    expect((await api.GET("/webhook/{chave}", { params: { path: { chave: m.pixKey } } })).data).toMatchObject({ webhookUrl });

    const txid = txidOf();
    expect((await api.PUT("/cob/{txid}", { params: { path: { txid } }, body: { calendario: { expiracao: 600 }, valor: { original: "7.89" }, chave: m.pixKey } })).response.status).toBe(201);
    const [{ engine_charge_id }] = await extras.query("SELECT engine_charge_id FROM charges WHERE txid = $1 AND store_id = $2", [txid, m.storeId]);
    await extras.engine.pay(engine_charge_id);
    const hit = await until(async () => receiver.hits.find((h) => h.path === `/bcb-rot/${m.storeId}/pix`));
    oracle.checkWebhookPix(hit.body);
    expect(hit.body).toEqual({ pix: [expect.objectContaining({ txid, valor: "7.89" })] });
    expect(signedWith(hit, secret)).toBe(true);
  }, 90_000);
});

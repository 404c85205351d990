import { Agent, request } from "undici";
import { TEST_REDIS_URL } from "@pix/testing";
import { client, signUp, startStack, Stack } from "../../gateway/test/stack";
import type { CheckoutExtras } from "../../gateway/test/stack/checkout";
import { countRedisKeys } from "@pix/rate-limit/src/redis-keys";

/**
 * Contract section 8: GET /checkout/{txid} allows 300 requests per 10 minutes per IP, counted in
 * Redis so that two checkout replicas share one budget. Two client IPs on loopback (127.0.0.1 and
 * 127.0.0.2) reach two checkout instances; the run's keys live under a private prefix.
 */
let stack: Stack;
let checkout: CheckoutExtras;
let replicaUrl: string;
let txid: string;
// undici 7 takes localAddress on the Agent itself (inside `connect` it is overridden).
const ipA = new Agent({ localAddress: "127.0.0.1" });
const ipB = new Agent({ localAddress: "127.0.0.2" });

beforeAll(async () => {
  stack = await startStack({ services: ["charges", "checkout"] });
  checkout = stack.extras.checkout as CheckoutExtras;
  replicaUrl = await checkout.startReplica();
  const http = client(stack.url);
  const { accessToken } = await signUp(http);
  const link = (await http("POST", "/payment-links", { token: accessToken, body: { amount: 25, description: "Limite" } })).body.data;
  const paid = await client(checkout.url)("POST", `/checkout/link/${link.slug}/pay`, { body: { customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25" } });
  expect(paid.status).toBe(201);
  txid = paid.body.data.txid;
});
afterAll(async () => {
  await Promise.all([ipA.close(), ipB.close()]);
  await stack?.close();
});

async function get(base: string, agent: Agent) {
  const res = await request(`${base}/checkout/${txid}`, { dispatcher: agent, headers: { accept: "application/json" } });
  return { status: res.statusCode, headers: res.headers, body: (await res.body.json()) as any };
}

describe("GET /checkout/{txid} per-IP limit across two checkout instances", () => {
  it("serves 300 requests from one IP spread over both instances, refuses the 301st on either with 429, and still serves another IP", async () => {
    expect(replicaUrl).not.toBe(checkout.url);
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await get(i % 2 ? replicaUrl : checkout.url, ipA)).status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    for (const base of [checkout.url, replicaUrl]) {
      const refused = await get(base, ipA);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: { message: expect.any(String), codigo: "MUITAS_REQUISICOES" } });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }

    for (const base of [checkout.url, replicaUrl]) {
      const other = await get(base, ipB);
      expect(other.status).toBe(200);
      expect(other.body.data.txid).toBe(txid);
    }
  });

  it("counts in Redis under the run's private prefix, and removes those keys at teardown", async () => {
    expect(checkout.rateLimitPrefix).toMatch(/^t_checkout_rl_/);
    expect(await countRedisKeys(TEST_REDIS_URL, checkout.rateLimitPrefix)).toBeGreaterThan(0);
    await stack.close();
    stack = undefined as unknown as Stack;
    expect(await countRedisKeys(TEST_REDIS_URL, checkout.rateLimitPrefix)).toBe(0);
  });
});

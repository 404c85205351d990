import { createServer } from "node:net";
import { Agent, request } from "undici";
import { createLogger } from "@pix/logger";
import { startOpsServer, type OpsServer, type Readiness } from "@pix/observability";
import { countRedisKeys } from "@pix/rate-limit/src/redis-keys";
import { TEST_REDIS_URL } from "@pix/testing";
import { client, signUp, startStack, Stack } from "../../gateway/test/stack";
import type { CheckoutExtras } from "../../gateway/test/stack/checkout";

/**
 * Issue 35: with Redis down, checkout and the gateway keep serving. Their limits count in each
 * process's memory (the insurance limiter), /readyz answers 200 `degraded` (the replica stays in the
 * load balancer) and each logs one sentence saying what to do, not every failed reconnection.
 */
let stack: Stack;
let checkout: CheckoutExtras;
let txid: string;
let slug: string;
let closedRedis: string;
const lines: string[] = [];
const ops: OpsServer[] = [];
const agents: Agent[] = [];
const from = (ip: string) => {
  const agent = new Agent({ localAddress: ip });
  agents.push(agent);
  return agent;
};

/** A port nothing listens on: bound once by this process, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  closedRedis = `redis://127.0.0.1:${await closedPort()}`;
  stack = await startStack({
    services: ["charges", "checkout"],
    env: { checkout: { REDIS_URL: closedRedis, READ_LIMIT_POINTS: "5" } },
    gatewayEnv: { REDIS_URL: closedRedis },
    logSink: { write: (line) => void lines.push(line) },
  });
  checkout = stack.extras.checkout as CheckoutExtras;
  const http = client(stack.url);
  const { accessToken } = await signUp(http);
  const link = await http("POST", "/payment-links", { token: accessToken, body: { amount: 25, description: "Sem Redis" } });
  expect(link.status).toBe(201);
  slug = link.body.data.slug;
  const paid = await client(checkout.url)("POST", `/checkout/link/${slug}/pay`, { body: { customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25" } });
  expect(paid.status).toBe(201);
  txid = paid.body.data.txid;
}, 120_000);
afterAll(async () => {
  await Promise.all([...ops.map((o) => o.close()), ...agents.map((a) => a.close())]);
  await stack?.close();
});

async function get(path: string, agent: Agent, accept = "application/json") {
  const res = await request(`${checkout.url}${path}`, { dispatcher: agent, headers: { accept } });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, text, json: accept === "application/json" ? JSON.parse(text) : undefined };
}

async function readyz(readiness: () => Promise<Readiness> | Readiness) {
  const logger = createLogger("test", "silent");
  const server = await startOpsServer({ host: "127.0.0.1", port: 0, logger, state: () => "running", readiness });
  ops.push(server);
  const res = await fetch(`http://127.0.0.1:${server.port}/readyz`);
  return { status: res.status, body: await res.json() };
}

describe("checkout with Redis unreachable", () => {
  it("serves a payer's charge page and its public JSON, and the link's", async () => {
    const agent = from("127.0.0.1");
    const json = await get(`/checkout/${txid}`, agent);
    expect(json.status).toBe(200);
    expect(json.json.data).toMatchObject({ txid, amount: 25 });
    const page = await get(`/checkout/${txid}`, agent, "text/html");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain(txid);
    expect(page.text).toMatch(/R\$(\s|&nbsp;|\u00a0)25,00/);
    const linkJson = await get(`/checkout/link/${slug}`, agent);
    expect(linkJson.status).toBe(200);
    expect(linkJson.json.data).toMatchObject({ slug, description: "Sem Redis" });
  });

  it("still limits each IP, in memory: 5 reads 5 ms apart pass, the 6th is refused with 429, another IP is served", async () => {
    const limited = from("127.0.0.3");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await get(`/checkout/${txid}`, limited)).status);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const refused = await get(`/checkout/${txid}`, limited);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: expect.objectContaining({ message: expect.any(String) }) });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await get(`/checkout/${txid}`, from("127.0.0.4"))).status).toBe(200);
    // Counted in this process, not in the machine's Redis (which is up, under the run's prefix).
    expect(await countRedisKeys(TEST_REDIS_URL, checkout.rateLimitPrefix)).toBe(0);
  });

  it("answers /readyz 200 degraded, naming Redis, and stays SERVING for the gateway's /health", async () => {
    expect(await readyz(() => checkout.readiness())).toEqual({
      status: 200,
      body: { status: "degraded", checks: { database: true, broker: true, migrations: true, redis: false }, degraded: ["redis"] },
    });
    // Services this stack does not run (subscriptions…) are down in /health; checkout is not among them.
    const health = await client(stack.url)("GET", "/health");
    expect(health.body.data.services.checkout).toBe("SERVING");
    expect(health.body.error.message).not.toContain("checkout");
  });
});

describe("the gateway with Redis unreachable", () => {
  it("answers /readyz 200 degraded and serves its API", async () => {
    expect(await readyz(() => stack.readiness())).toEqual({ status: 200, body: { status: "degraded", checks: { redis: false }, degraded: ["redis"] } });
    const session = await signUp(client(stack.url));
    expect(session.accessToken).toEqual(expect.any(String));
  });

  it("still limits failed sign-ins per address, in memory: 10 wrong passwords 5 ms apart get 401, the 11th 429", async () => {
    const { email } = await signUp(client(stack.url));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await client(stack.url)("POST", "/auth/login", { body: { email, password: `errada-${i}-xyzw` } })).status);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect(await countRedisKeys(TEST_REDIS_URL, stack.rateLimitPrefix)).toBe(0);
  }, 60_000);
});

describe("the log while Redis stays down", () => {
  it("says once per process what to do, and does not repeat each failed reconnection", async () => {
    const told = () => lines.filter((l) => l.includes(`Redis does not answer at ${closedRedis} (REDIS_URL)`));
    // Long enough after the first line for each client to retry several times (every 2 s at most).
    await new Promise((r) => setTimeout(r, Math.max(0, JSON.parse(told()[0]).time + 6_000 - Date.now())));
    // The stack's two Redis clients (checkout's, the gateway's) share its logger: two lines in all.
    expect(told()).toHaveLength(2);
    for (const line of told()) expect(JSON.parse(line)).toMatchObject({ level: 40, msg: expect.stringContaining("start Redis (README, Quick start) or point REDIS_URL at one that answers") });
    expect(lines.filter((l) => l.includes(`ECONNREFUSED 127.0.0.1:${new URL(closedRedis).port}`))).toHaveLength(2);
  }, 15_000);
});

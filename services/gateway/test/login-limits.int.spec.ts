import { request } from "node:http";
import { countRedisKeys } from "@pix/rate-limit/src/redis-keys";
import { TEST_REDIS_URL } from "@pix/testing";
import { client, signUp, startStack, Stack, uniqueEmail } from "./stack";

/**
 * Issue 8 item 4: POST /auth/login allows 10 failures per account and 50 per client address per
 * 15 minutes, counted in Redis under this run's private prefix. Each test speaks from its own
 * loopback address (127.0.0.x) so the address budgets stay apart.
 */
let stack: Stack;
beforeAll(async () => {
  // 60 logins at once queue 60 scrypt checks on this machine's few cores: a deadline that waits for them.
  stack = await startStack({ gatewayEnv: { GRPC_DEADLINE_MS: "60000" } });
});
afterAll(() => stack.close());

function login(from: string, email: string, password: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ email, password });
  const url = new URL("/auth/login", stack.url);
  return new Promise<{ status: number; body: any; retryAfter: string | undefined }>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", localAddress: from, agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (c) => (text += c)).on("end", () =>
          resolve({ status: res.statusCode!, body: JSON.parse(text), retryAfter: res.headers["retry-after"] as string | undefined }));
      },
    );
    req.on("error", reject).end(body);
  });
}

const expectThrottled = (res: { status: number; body: any; retryAfter?: string }) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: { message: expect.stringMatching(/tentativas/) } });
  expect(Number(res.retryAfter)).toBeGreaterThan(0);
  expect(Number(res.retryAfter)).toBeLessThanOrEqual(900);
};

describe("POST /auth/login limits", () => {
  it("allows 10 failures per account, then answers 429 even to the right password; other accounts still sign in", async () => {
    const victim = await signUp(client(stack.url));
    for (let i = 0; i < 10; i++) expect((await login("127.0.0.11", victim.email, `errada-${i}-xyzw`)).status).toBe(401);
    expectThrottled(await login("127.0.0.11", victim.email, "s3nha-forte"));
    // The account is counted by its e-mail whatever the case or the address.
    expectThrottled(await login("127.0.0.12", victim.email.toUpperCase(), "s3nha-forte"));
    const other = await signUp(client(stack.url));
    expect((await login("127.0.0.11", other.email, "s3nha-forte")).status).toBe(200);
    expect(await countRedisKeys(TEST_REDIS_URL, stack.rateLimitPrefix)).toBeGreaterThan(0);
  });

  it("a successful login resets the account's count of failures", async () => {
    const { email } = await signUp(client(stack.url));
    for (let i = 0; i < 9; i++) expect((await login("127.0.0.13", email, `errada-${i}-xyzw`)).status).toBe(401);
    expect((await login("127.0.0.13", email, "s3nha-forte")).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login("127.0.0.13", email, `errada-${i}-abcd`)).status).toBe(401);
    expectThrottled(await login("127.0.0.13", email, "s3nha-forte"));
  });

  it("allows 50 failures per client address across accounts, even when 60 arrive at once, and X-Forwarded-For does not escape it", async () => {
    const known = await signUp(client(stack.url));
    // Unknown e-mails: each runs the dummy password check and counts like any failure.
    const burst = await Promise.all(Array.from({ length: 60 }, () => login("127.0.0.14", uniqueEmail("ninguem"), "qualquer-senha-1")));
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expectThrottled(await login("127.0.0.14", known.email, "s3nha-forte"));
    expectThrottled(await login("127.0.0.14", known.email, "s3nha-forte", { "x-forwarded-for": "203.0.113.9" }));
    expect((await login("127.0.0.15", known.email, "s3nha-forte")).status).toBe(200);
  }, 120_000);
});

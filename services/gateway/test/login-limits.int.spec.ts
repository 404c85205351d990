import { request } from "node:http";
import { countRedisKeys } from "@pix/rate-limit/src/redis-keys";
import { TEST_REDIS_URL } from "@pix/testing";
import { client, signUp, signUpTeam, startStack, Stack, uniqueEmail } from "./stack";

/**
 * Issue 8 item 4 and issue 23 item 3: POST /auth/login counts failures per (account, client address)
 * and per client address, in Redis under this run's private prefix; an account attacked from many
 * addresses is only slowed, never closed, and an address that signed in to the account before is not
 * even slowed. Each test speaks from its own loopback addresses (127.0.0.x); 127.0.0.1 is the one
 * trusted proxy (TRUST_PROXY), whose X-Forwarded-For names the client.
 */
const SLOWDOWN_MS = 4000; // long beside one scrypt check, so "not slowed" holds on a loaded machine
let stack: Stack;
beforeAll(async () => {
  // 60 logins at once queue 60 scrypt checks on this machine's few cores: a deadline that waits for them.
  stack = await startStack({ gatewayEnv: { GRPC_DEADLINE_MS: "60000", TRUST_PROXY: "127.0.0.1", LOGIN_SLOWDOWN_MS: String(SLOWDOWN_MS) } });
});
afterAll(() => stack.close());

interface Answer { status: number; body: any; retryAfter: string | undefined; ms: number }

function login(from: string, email: string, password: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ email, password });
  const url = new URL("/auth/login", stack.url);
  const started = Date.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", localAddress: from, agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (c) => (text += c)).on("end", () =>
          resolve({ status: res.statusCode!, body: JSON.parse(text), retryAfter: res.headers["retry-after"] as string | undefined, ms: Date.now() - started }));
      },
    );
    req.on("error", reject).end(body);
  });
}

/** `n` attempts fired 5 ms apart (not all at one instant), answered in order. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const spread = (n: number, attempt: (i: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: n }, (_, i) => sleep(5 * i).then(() => attempt(i))));
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();

const expectThrottled = (res: { status: number; body: any; retryAfter?: string }) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: { message: expect.stringMatching(/tentativas/), codigo: "MUITAS_REQUISICOES" } });
  expect(Number(res.retryAfter)).toBeGreaterThan(0);
  expect(Number(res.retryAfter)).toBeLessThanOrEqual(900);
};

describe("POST /auth/login limits", () => {
  it("refuses each attacking address for itself, while the owner signs in from a fresh address (slowed, never refused)", async () => {
    const victim = await signUp(client(stack.url));
    // Two addresses of their own and one client behind the trusted proxy: 12 wrong passwords each.
    const viaProxy = { "x-forwarded-for": "198.51.100.7" };
    const attacks = await Promise.all([
      spread(12, (i) => login("127.0.0.21", victim.email, `errada-${i}-xyzw`)),
      spread(12, (i) => login("127.0.0.22", victim.email, `errada-${i}-xyzw`)),
      spread(12, (i) => login("127.0.0.1", victim.email, `errada-${i}-xyzw`, viaProxy)),
    ]);
    for (const answers of attacks) expect(statuses(answers)).toEqual([...Array(10).fill(401), 429, 429]);
    // Each attacker is refused even the right password, whatever the e-mail's case.
    expectThrottled(await login("127.0.0.21", victim.email, "s3nha-forte"));
    expectThrottled(await login("127.0.0.22", victim.email.toUpperCase(), "s3nha-forte"));
    expectThrottled(await login("127.0.0.1", victim.email, "s3nha-forte", viaProxy));
    // Another client behind the same proxy is another address.
    expect((await login("127.0.0.1", victim.email, "errada-outra", { "x-forwarded-for": "198.51.100.8" })).status).toBe(401);

    const owner = await login("127.0.0.23", victim.email, "s3nha-forte");
    expect(owner.status).toBe(200);
    expect(owner.body.data.user.email).toBe(victim.email);
    expect(owner.ms).toBeGreaterThanOrEqual(SLOWDOWN_MS - 50); // the account is under attack: fresh addresses wait
    expect(await countRedisKeys(TEST_REDIS_URL, stack.rateLimitPrefix)).toBeGreaterThan(0);
  }, 120_000);

  it("lets an address that signed in to the account before pass an attack unslowed, even once its budget is spent on other accounts", async () => {
    const { email } = await signUp(client(stack.url));
    expect((await login("127.0.0.25", email, "s3nha-forte")).status).toBe(200); // the owner's office
    await Promise.all([
      spread(12, (i) => login("127.0.0.26", email, `errada-${i}-xyzw`)),
      spread(12, (i) => login("127.0.0.27", email, `errada-${i}-xyzw`)),
    ]);
    // Someone else behind the office's address sprays other accounts until the address is refused.
    const spray = await spread(50, () => login("127.0.0.25", uniqueEmail("ninguem"), "qualquer-senha-1"));
    expect(statuses(spray)).toEqual(Array(50).fill(401));
    expectThrottled(await login("127.0.0.25", uniqueEmail("ninguem"), "qualquer-senha-1"));

    const owner = await login("127.0.0.25", email, "s3nha-forte");
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeLessThan(SLOWDOWN_MS);
  }, 120_000);

  it("a success clears that address's failures on the account; the owner's own typos refuse only that address", async () => {
    const { email } = await signUp(client(stack.url));
    for (let i = 0; i < 9; i++) expect((await login("127.0.0.13", email, `errada-${i}-xyzw`)).status).toBe(401);
    expect((await login("127.0.0.13", email, "s3nha-forte")).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login("127.0.0.13", email, `errada-${i}-abcd`)).status).toBe(401);
    expectThrottled(await login("127.0.0.13", email, "s3nha-forte"));
    expect((await login("127.0.0.28", email, "s3nha-forte")).status).toBe(200);
  }, 120_000);

  it("keeps the team's account open to its owner under the same attack", async () => {
    const http = client(stack.url);
    const team = await signUpTeam(stack, http, uniqueEmail("equipe"));
    const attack = await spread(12, (i) => login("127.0.0.29", team.email, `errada-${i}-xyzw`));
    expect(statuses(attack)).toEqual([...Array(10).fill(401), 429, 429]);
    const owner = await login("127.0.0.30", team.email, "s3nha-forte");
    expect(owner.status).toBe(200);
    const me = await http("GET", "/auth/me", { token: owner.body.data.accessToken });
    expect(me.body.data.email).toBe(team.email);
  }, 120_000);

  it("allows 50 failures per client address across accounts, even when 60 arrive at once, and an untrusted peer's X-Forwarded-For does not escape it", async () => {
    const known = await signUp(client(stack.url));
    // Unknown e-mails: each runs the dummy password check and counts like any failure.
    const burst = await Promise.all(Array.from({ length: 60 }, () => login("127.0.0.14", uniqueEmail("ninguem"), "qualquer-senha-1")));
    expect(statuses(burst)).toEqual([...Array(50).fill(401), ...Array(10).fill(429)]);
    expectThrottled(await login("127.0.0.14", known.email, "s3nha-forte"));
    expectThrottled(await login("127.0.0.14", known.email, "s3nha-forte", { "x-forwarded-for": "203.0.113.9" }));
    expect((await login("127.0.0.15", known.email, "s3nha-forte")).status).toBe(200);
  }, 120_000);
});

import { request } from "node:http";
import { createLogger } from "@pix/logger";
import { client, signUp, startStack, Stack, uniqueEmail } from "../../gateway/test/stack";
import { PANEL_HEADER, RunningPanel, startPanel } from "../src/server/app";

/**
 * Issue 23 item 3, through the panel: its server is the gateway's trusted proxy (TRUST_PROXY names the
 * panel's address, 127.0.0.1 here) and forwards each browser's address, so one client's failed
 * sign-ins count against that client, not against every merchant signing in through the panel.
 * Browsers speak from their own loopback addresses (127.0.0.4x).
 */
let stack: Stack;
let panel: RunningPanel;
let behindProxy: RunningPanel;

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { GRPC_DEADLINE_MS: "60000", TRUST_PROXY: "127.0.0.1", LOGIN_SLOWDOWN_MS: "200" } });
  const base = { GATEWAY_URL: stack.url, HTTP_HOST: "127.0.0.1", HTTP_PORT: 0, PANEL_SECURE_COOKIE: true, LOG_LEVEL: "silent" as const };
  panel = await startPanel({ ...base }, createLogger("panel-test", "silent"));
  // A panel behind its own load balancer at 127.0.0.49, whose X-Forwarded-For it believes.
  behindProxy = await startPanel({ ...base, TRUST_PROXY: ["127.0.0.49"] }, createLogger("panel-test", "silent"));
});
afterAll(async () => {
  await panel?.close();
  await behindProxy?.close();
  await stack?.close();
});

interface Answer { status: number; body: any; retryAfter: string | undefined }

function panelLogin(to: RunningPanel, from: string, email: string, password: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ email, password });
  const url = new URL("/api/auth/login", to.url);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: "POST", localAddress: from, agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), [PANEL_HEADER]: "1", ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (c) => (text += c)).on("end", () =>
          resolve({ status: res.statusCode!, body: JSON.parse(text), retryAfter: res.headers["retry-after"] as string | undefined }));
      },
    );
    req.on("error", reject).end(body);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** `n` attempts fired 5 ms apart. */
const spread = (n: number, attempt: (i: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: n }, (_, i) => sleep(5 * i).then(() => attempt(i))));
const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
const expectThrottled = (res: Answer) => {
  expect(res.status).toBe(429);
  expect(Number(res.retryAfter)).toBeGreaterThan(0);
};

describe("sign-in through the panel", () => {
  it("one client's 50 failed sign-ins refuse that client only; another client, and an attacked merchant, still sign in", async () => {
    const merchant = await signUp(client(stack.url));
    const spray = await spread(50, () => panelLogin(panel, "127.0.0.41", uniqueEmail("ninguem"), "qualquer-senha-1"));
    expect(statuses(spray)).toEqual(Array(50).fill(401));
    expectThrottled(await panelLogin(panel, "127.0.0.41", uniqueEmail("ninguem"), "qualquer-senha-1"));
    // The browser's own X-Forwarded-For is not believed: the panel trusts no proxy of its own here.
    expectThrottled(await panelLogin(panel, "127.0.0.41", uniqueEmail("ninguem"), "qualquer-senha-1", { "x-forwarded-for": "203.0.113.50" }));

    const attack = await spread(12, (i) => panelLogin(panel, "127.0.0.43", merchant.email, `errada-${i}-xyzw`));
    expect(statuses(attack)).toEqual([...Array(10).fill(401), 429, 429]);

    const owner = await panelLogin(panel, "127.0.0.42", merchant.email, "s3nha-forte");
    expect(owner.status).toBe(200);
    expect(owner.body.data.user.email).toBe(merchant.email);
  }, 120_000);

  it("believes X-Forwarded-For only from the panel's own configured proxy", async () => {
    // Through the panel's proxy: the client it names is counted, and another client of the proxy is not.
    const viaProxy = await spread(50, () => panelLogin(behindProxy, "127.0.0.49", uniqueEmail("ninguem"), "qualquer-senha-1", { "x-forwarded-for": "203.0.113.60" }));
    expect(statuses(viaProxy)).toEqual(Array(50).fill(401));
    expectThrottled(await panelLogin(behindProxy, "127.0.0.49", uniqueEmail("ninguem"), "qualquer-senha-1", { "x-forwarded-for": "203.0.113.60" }));
    expect((await panelLogin(behindProxy, "127.0.0.49", uniqueEmail("ninguem"), "qualquer-senha-1", { "x-forwarded-for": "203.0.113.61" })).status).toBe(401);
    // A browser that is not the proxy cannot take another client's address, nor escape its own count.
    expect((await panelLogin(behindProxy, "127.0.0.48", uniqueEmail("ninguem"), "qualquer-senha-1", { "x-forwarded-for": "203.0.113.60" })).status).toBe(401);
  }, 120_000);
});

import { client, signUpConfirmed, startStack, Stack } from "./stack";
import type { IdentityExtras } from "./stack/identity";

/**
 * Issue 8 item 10: at most 100 active API keys per store and environment, enforced atomically, so
 * a burst of concurrent creations cannot pass the count together.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  // 110 creations at once queue on one store's lock: a deadline that waits for the queue on a busy machine.
  stack = await startStack({ gatewayEnv: { GRPC_DEADLINE_MS: "60000" } });
  http = client(stack.url);
});
afterAll(() => stack.close());

const create = (token: string, environment = "test", name = "k") => http("POST", "/api-keys", { token, body: { name, environment } });

describe("API key cap", () => {
  it("110 concurrent creations make exactly 100 keys; the rest are 409 LIMITE_ATINGIDO; revoking frees a place", async () => {
    const { accessToken } = await signUpConfirmed(stack, http);
    const burst = await Promise.all(Array.from({ length: 110 }, (_, i) => create(accessToken, "test", `k${i}`)));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(100);
    const refused = burst.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(10);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.error).toEqual({ message: expect.stringMatching(/100 API keys/), codigo: "LIMITE_ATINGIDO", limite: 100 });
    }
    const list = await http("GET", "/api-keys", { token: accessToken });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(100);
    expect(list.body.aviso).toBeUndefined();

    expect((await http("DELETE", `/api-keys/${list.body.data[0].id}`, { token: accessToken })).status).toBe(200);
    expect((await create(accessToken)).status).toBe(201);
    expect((await create(accessToken)).status).toBe(409);
  }, 120_000);

  it("counts per environment: a store full in test can still create live keys once approved", async () => {
    const { user, accessToken } = await signUpConfirmed(stack, http);
    await (stack.extras.identity as IdentityExtras).setProductionStatus(user.id, "approved");
    for (let i = 0; i < 100; i += 20) {
      const wave = await Promise.all(Array.from({ length: 20 }, () => create(accessToken)));
      expect(wave.map((r) => r.status)).toEqual(Array(20).fill(201));
    }
    expect((await create(accessToken)).status).toBe(409);
    const live = await create(accessToken, "live");
    expect(live.status).toBe(201);
    expect(live.body.data.key).toMatch(/^service_live_/);
  }, 120_000);
});

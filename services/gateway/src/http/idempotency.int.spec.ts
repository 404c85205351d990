import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { TEST_REDIS_URL } from "@pix/testing";
import { ABANDONED_MS, IdempotencyStore } from "./idempotency";

/**
 * The gateway's Idempotency-Key store (issue 40) on the machine's Redis: the claim's fence, the
 * in-progress answer, errors not replayed, a dead claim taken over. Each test has its own prefix.
 */
let redis: Redis;
const prefixes: string[] = [];
beforeAll(() => {
  redis = new Redis(TEST_REDIS_URL);
});
afterAll(async () => {
  for (const p of prefixes) {
    const keys = await redis.keys(`${p}:*`);
    if (keys.length) await redis.del(...keys);
  }
  redis.disconnect();
});

function storeAt(clock = { now: Date.now() }) {
  const prefix = `t_idem_${randomUUID()}`;
  prefixes.push(prefix);
  return { store: new IdempotencyStore(redis, prefix, () => clock.now), clock, prefix };
}

describe("IdempotencyStore", () => {
  it("replays a stored 2xx answer for the same hash and refuses another hash", async () => {
    const { store } = storeAt();
    const first = await store.claim("s:test:POST /x:k", "h1");
    if (first.kind !== "claimed") throw new Error("expected a claim");
    await first.settle(201, { data: { id: 1 } });
    await expect(store.claim("s:test:POST /x:k", "h1")).resolves.toEqual({ kind: "replay", status: 201, body: { data: { id: 1 } } });
    await expect(store.claim("s:test:POST /x:k", "h2")).rejects.toMatchObject({ codigo: "IDEMPOTENCIA_CONFLITO" });
  });

  it("frees the key after an error answer: the retry runs", async () => {
    const { store } = storeAt();
    const first = await store.claim("slot", "h");
    if (first.kind !== "claimed") throw new Error("expected a claim");
    await first.settle(400, { error: { codigo: "CAMPO_INVALIDO" } });
    expect((await store.claim("slot", "h")).kind).toBe("claimed");
  });

  it("answers IDEMPOTENCIA_EM_ANDAMENTO with the seconds left of the claim while the first request runs", async () => {
    const clock = { now: Date.now() };
    const { store } = storeAt(clock);
    expect((await store.claim("slot", "h")).kind).toBe("claimed");
    clock.now += 10_000; // the duplicate gives up at once (its 2.5 s are measured on this clock)
    const waiting = store.claim("slot", "h");
    clock.now += 3_000;
    await expect(waiting).rejects.toMatchObject({ codigo: "IDEMPOTENCIA_EM_ANDAMENTO", retryAfterS: Math.ceil((ABANDONED_MS - 13_000) / 1000) });
  });

  it("fences a dead claim: once it expired, a new request claims the key and the late answer of the first is not stored", async () => {
    const { store, prefix } = storeAt();
    const first = await store.claim("slot", "h");
    if (first.kind !== "claimed") throw new Error("expected a claim");
    await redis.pexpire(`${prefix}:idem:slot`, 1); // as if ABANDONED_MS had passed
    await new Promise((r) => setTimeout(r, 20));
    const second = await store.claim("slot", "h");
    if (second.kind !== "claimed") throw new Error("expected the key to be free");
    await first.settle(201, { data: "late" });
    await second.settle(201, { data: "second" });
    await expect(store.claim("slot", "h")).resolves.toMatchObject({ kind: "replay", body: { data: "second" } });
  });

  it("answers 503 SERVICO_INDISPONIVEL when Redis does not answer: nothing runs unguarded", async () => {
    const down = new Redis("redis://127.0.0.1:1", { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    down.on("error", () => undefined);
    await expect(new IdempotencyStore(down, "t").claim("slot", "h")).rejects.toMatchObject({ codigo: "SERVICO_INDISPONIVEL" });
    down.disconnect();
  });
});

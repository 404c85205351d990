import { createLogger } from "@pix/logger";
import { startGateway } from "../src/app";
import { RECHECK_MS, STREAM_CAP_RETRY_AFTER_S, STREAMS_PER_CREDENTIAL } from "../src/http/stream-guard";
import type { IdentityExtras } from "./stack/identity";
import { client, signUp, signUpConfirmed, signUpVerified, startStack, Stack, uniqueEmail } from "./stack";
import { openPublisher } from "./webhook-support";

/**
 * GET /events/stream (`pix listen`, issue 27): a store's test events as server-sent events, from the
 * webhooks-dispatcher's per-store log, whether or not the store has an endpoint; a reconnect with
 * Last-Event-ID gets exactly what came after, so a dropped connection loses nothing.
 */
interface Frame { id?: string; event?: string; data: string }

/** Reads an SSE response frame by frame (the format is small enough that a test reads it by hand). */
function frames(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return async function next(timeoutMs = 15_000): Promise<Frame> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const frame: Frame = { data: "" };
        for (const line of block.split("\n")) {
          const [field, ...rest] = line.split(": ");
          if (field === "id") frame.id = rest.join(": ");
          if (field === "event") frame.event = rest.join(": ");
          if (field === "data") frame.data = rest.join(": ");
        }
        if (frame.event || frame.id) return frame;
        continue; // retry: and comments
      }
      if (Date.now() > until) throw new Error(`no SSE frame in ${timeoutMs} ms; buffered: ${buffer}`);
      const { value, done } = await reader.read();
      if (done) throw new Error("stream ended");
      buffer += value;
    }
  };
}

/** Resolves once the stream ends (the server closed it), reading past any frame; fails after `withinMs`. */
async function endsWithin(stream: { next: ReturnType<typeof frames> | null }, withinMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the stream was still open after ${withinMs} ms`)), withinMs)));
  const ended = (async () => {
    for (;;) await stream.next!(withinMs + 1000);
  })().catch((err: Error) => {
    if (err.message !== "stream ended") throw err;
  });
  try {
    await Promise.race([ended, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The bound docs/security.md promises for a revoked key, an ended session or a removed member. */
const CLOSE_MS = 1000;

describe("GET /events/stream", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  let publisher: Awaited<ReturnType<typeof openPublisher>>;
  const open: AbortController[] = [];

  /** A second replica: what closes a stream there can only be identity's `principal.*` event (the cache's TTL is 5 min). */
  let replicaB: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    stack = await startStack({ services: ["webhooks-dispatcher"], gatewayEnv: { AUTH_CACHE_TTL_MS: "300000" } });
    http = client(stack.url);
    publisher = await openPublisher(stack.exchange);
    replicaB = await startGateway({ ...stack.gatewayConfig, HTTP_PORT: 0 }, createLogger("test", process.env.TEST_LOG_LEVEL ?? "silent"));
    for (const until = Date.now() + 10_000; !(stack.principals.following && replicaB.principals.following); await new Promise((r) => setTimeout(r, 10))) {
      if (Date.now() > until) throw new Error("the principal feeds are not live");
    }
  });
  afterAll(async () => {
    open.forEach((c) => c.abort());
    await publisher.close();
    await replicaB.close();
    await stack.close();
  });

  async function connect(token: string, lastEventId?: string, opts: { url?: string; headers?: Record<string, string>; query?: string } = {}) {
    const abort = new AbortController();
    open.push(abort);
    const res = await fetch(`${opts.url ?? stack.url}/events/stream${opts.query ?? ""}`, {
      headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { "last-event-id": lastEventId } : {}), ...opts.headers }, signal: abort.signal,
    });
    return { res, next: res.status === 200 ? frames(res) : null, close: () => abort.abort() };
  }

  async function testKey() {
    const m = await signUpConfirmed(stack, http);
    const key = await http("POST", "/api-keys", { token: m.accessToken, body: { name: "cli", environment: "test" } });
    return { storeId: m.user.id as string, key: key.body.data.key as string, session: m.accessToken };
  }

  it("streams the store's events with increasing ids, and a reconnect with Last-Event-ID replays exactly what was missed", async () => {
    const m = await testKey();
    const first = await connect(m.key);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(first.next).not.toBeNull();
    expect((await first.next!()).event).toBe("ready");

    const a = await publisher.publish("charge.created", m.storeId, { txid: "tx-a", amount: 10 });
    const b = await publisher.publish("charge.paid", m.storeId, { txid: "tx-a", amount: 10, simulado: true });
    const got = [await first.next!(), await first.next!()].sort((x, y) => Number(x.id) - Number(y.id));
    const payloads = got.map((f) => JSON.parse(f.data));
    expect(payloads.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    const paidFrame = payloads.find((p) => p.id === b.id);
    // The body is what an endpoint would receive, byte for byte: the contract's envelope.
    expect(JSON.parse(paidFrame.body)).toEqual({ event: "charge.paid", created_at: b.occurred_at, data: b.data });
    expect(Number(got[1].id)).toBeGreaterThan(Number(got[0].id));
    first.close();

    // Emitted while nobody listens: a reconnect from the last id gets them, and nothing before it.
    const missed = [
      await publisher.publish("charge.expired", m.storeId, { txid: "tx-b" }),
      await publisher.publish("charge.created", m.storeId, { txid: "tx-c", amount: 5 }),
    ];
    const again = await connect(m.key, got[1].id);
    expect((await again.next!()).event).toBe("ready");
    const replayed = [await again.next!(), await again.next!()];
    // Each exactly once; their relative order is the order the dispatcher recorded them (it consumes concurrently).
    expect(replayed.map((f) => JSON.parse(f.data).id).sort()).toEqual(missed.map((e) => e.id).sort());
    expect(Number(replayed[0].id)).toBeGreaterThan(Number(got[1].id));
    again.close();
  });

  it("keeps each store's events to itself, and a session of the test environment may listen too", async () => {
    const [mine, other] = [await testKey(), await testKey()];
    const stream = await connect(mine.session);
    expect((await stream.next!()).event).toBe("ready");
    await publisher.publish("charge.paid", other.storeId, { txid: "not-mine", amount: 1 });
    const own = await publisher.publish("charge.paid", mine.storeId, { txid: "mine", amount: 1 });
    expect(JSON.parse((await stream.next!()).data).id).toBe(own.id);
    stream.close();
  });

  it("refuses live credentials with 403 and says where live events go", async () => {
    const m = await signUpConfirmed(stack, http);
    await (stack.extras.identity as IdentityExtras).setProductionStatus(m.user.id, "approved");
    const live = await http("POST", "/api-keys", { token: m.accessToken, body: { name: "prod", environment: "live" } });
    const res = await connect(live.body.data.key);
    expect(res.res.status).toBe(403);
    expect(((await res.res.json()) as any).error.message).toMatch(/só existe no ambiente de teste.*service_test_/);
  });

  it("answers 400 to a Last-Event-ID that is not an id of the stream, and 401 without a credential", async () => {
    const m = await testKey();
    const bad = await connect(m.key, "abc");
    expect(bad.res.status).toBe(400);
    expect(((await bad.res.json()) as any).error).toMatchObject({
      message: expect.stringMatching(/Last-Event-ID/), erros: [{ campo: "Last-Event-ID", local: "cabecalho", codigo: "FORMATO_INVALIDO" }],
    });
    expect((await fetch(`${stack.url}/events/stream`)).status).toBe(401);
  });

  it("answers 400 VALOR_MAXIMO to an after or Last-Event-ID beyond the store's last event, and accepts the last one itself", async () => {
    const m = await testKey();
    const first = await connect(m.key);
    const head = JSON.parse((await first.next!()).data).desde as number;
    const e = await publisher.publish("charge.created", m.storeId, { txid: "tx-head", amount: 5 });
    const got = await first.next!();
    expect(JSON.parse(got.data).id).toBe(e.id);
    first.close();
    const last = Number(got.id);
    expect(last).toBeGreaterThan(head);

    for (const [lastEventId, query, campo, local] of [[undefined, "?after=999999999999999", "after", "consulta"], [String(last + 1), "", "Last-Event-ID", "cabecalho"]] as const) {
      const beyond = await connect(m.key, lastEventId, { query });
      expect(beyond.res.status).toBe(400);
      const error = ((await beyond.res.json()) as any).error;
      expect(error.erros).toEqual([{ campo, local, codigo: "VALOR_MAXIMO", mensagem: expect.stringMatching(new RegExp(`passa do último evento registrado da loja \\(#${last}\\)`)) }]);
      expect(error.message).toMatch(/retome com o último id que o stream entregou/);
    }
    // The last event's own id is a fine place to resume: ready, and then the next event.
    const resumed = await connect(m.key, undefined, { query: `?after=${last}` });
    expect(resumed.res.status).toBe(200);
    expect(JSON.parse((await resumed.next!()).data).desde).toBe(last);
    resumed.close();
  });

  it(`caps the open streams of one key at ${STREAMS_PER_CREDENTIAL}: more, fired together or 5 ms apart, answer 429 LIMITE_DE_STREAMS with Retry-After; closing one frees its slot`, async () => {
    const m = await testKey();
    const spread = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => new Promise<Awaited<ReturnType<typeof connect>>>((resolve) => {
      setTimeout(() => resolve(connect(m.key)), i * 5);
    })));
    const together = await Promise.all(Array.from({ length: STREAMS_PER_CREDENTIAL + 3 }, () => connect(m.key)));
    const apart = await spread(4);
    const all = [...together, ...apart];
    const accepted = all.filter((c) => c.res.status === 200);
    expect(accepted).toHaveLength(STREAMS_PER_CREDENTIAL);
    for (const refused of all.filter((c) => c.res.status !== 200)) {
      expect(refused.res.status).toBe(429);
      expect(refused.res.headers.get("retry-after")).toBe(String(STREAM_CAP_RETRY_AFTER_S));
      expect(((await refused.res.json()) as any).error).toEqual({
        message: expect.stringMatching(new RegExp(`^Esta credencial já tem ${STREAMS_PER_CREDENTIAL} streams de eventos abertos \\(o máximo\\): feche um deles`)),
        codigo: "LIMITE_DE_STREAMS", limite: STREAMS_PER_CREDENTIAL,
      });
    }
    // Another key of the same store has its own slots.
    const other = await http("POST", "/api-keys", { token: m.session, body: { name: "outra", environment: "test" } });
    const elsewhere = await connect(other.body.data.key);
    expect(elsewhere.res.status).toBe(200);
    elsewhere.close();
    // A client that leaves gives its slot back (the gateway sees the connection close).
    accepted[0].close();
    for (const until = Date.now() + 5000; ; await new Promise((r) => setTimeout(r, 20))) {
      const again = await connect(m.key);
      if (again.res.status === 200) break;
      expect(again.res.status).toBe(429);
      if (Date.now() > until) throw new Error("the closed stream's slot was not given back");
    }
    accepted.slice(1).forEach((c) => c.close());
  });

  it(`a revoked API key's open streams end within ${CLOSE_MS} ms, on the replica that revoked it and on another; revoking another key ends nothing`, async () => {
    const m = await testKey();
    const other = (await http("POST", "/api-keys", { token: m.session, body: { name: "outra", environment: "test" } })).body.data;
    const onA = await connect(m.key);
    const onB = await connect(m.key, undefined, { url: replicaB.url });
    for (const s of [onA, onB]) expect((await s.next!()).event).toBe("ready");

    expect((await http("DELETE", `/api-keys/${other.id}`, { token: m.session })).status).toBe(200);
    const still = await publisher.publish("charge.created", m.storeId, { txid: "tx-still", amount: 5 });
    for (const s of [onA, onB]) expect(JSON.parse((await s.next!()).data).id).toBe(still.id);

    const ids = (await http("GET", "/api-keys", { token: m.session })).body.data as { id: string; name: string }[];
    const mine = ids.find((k) => k.name === "cli")!;
    expect((await http("DELETE", `/api-keys/${mine.id}`, { token: m.session })).status).toBe(200);
    await Promise.all([endsWithin(onA, CLOSE_MS), endsWithin(onB, CLOSE_MS)]);
    expect((await connect(m.key)).res.status).toBe(401);
  });

  it(`ending the session (logout) ends its open stream within ${CLOSE_MS} ms, on another replica too`, async () => {
    const m = await signUp(http);
    const onB = await connect(m.accessToken, undefined, { url: replicaB.url });
    expect((await onB.next!()).event).toBe("ready");
    expect((await http("POST", "/auth/logout", { body: { refreshToken: m.refreshToken } })).status).toBe(204);
    await endsWithin(onB, CLOSE_MS);
  });

  it(`removing a member ends the member's stream of the store within ${CLOSE_MS} ms, on another replica too`, async () => {
    const owner = await signUpVerified(stack, http, uniqueEmail("dono"));
    const member = await signUpVerified(stack, http, uniqueEmail("membro"));
    const invited = await http("POST", "/members", { token: owner.accessToken, body: { emails: [member.email], role: "viewer" } });
    expect(invited.status).toBe(201);
    const headers = { "x-store": owner.user.id };
    const onA = await connect(member.accessToken, undefined, { headers });
    const onB = await connect(member.accessToken, undefined, { headers, url: replicaB.url });
    for (const s of [onA, onB]) expect((await s.next!()).event).toBe("ready");
    const own = await publisher.publish("charge.created", owner.user.id, { txid: "tx-loja", amount: 5 });
    for (const s of [onA, onB]) expect(JSON.parse((await s.next!()).data).id).toBe(own.id);

    expect((await http("DELETE", `/members/${invited.body.data[0].id}`, { token: owner.accessToken })).status).toBe(200);
    await Promise.all([endsWithin(onA, CLOSE_MS), endsWithin(onB, CLOSE_MS)]);
    expect((await connect(member.accessToken, undefined, { headers })).res.status).toBe(403);
  });

  it(`without the broker a replica checks every open stream's credential each ${RECHECK_MS} ms: a revoked key's stream ends there too`, async () => {
    const noBroker = await startGateway({ ...stack.gatewayConfig, HTTP_PORT: 0, AMQP_URL: "amqp://guest:guest@127.0.0.1:1" }, createLogger("test", "silent"));
    try {
      const m = await testKey();
      const s = await connect(m.key, undefined, { url: noBroker.url });
      expect((await s.next!()).event).toBe("ready");
      expect(noBroker.principals.following).toBe(false);
      const ids = (await http("GET", "/api-keys", { token: m.session })).body.data as { id: string }[];
      expect((await http("DELETE", `/api-keys/${ids[0].id}`, { token: m.session })).status).toBe(200);
      await endsWithin(s, RECHECK_MS + CLOSE_MS);
    } finally {
      await noBroker.close();
    }
  });
});

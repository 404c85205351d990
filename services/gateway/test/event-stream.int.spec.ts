import type { IdentityExtras } from "./stack/identity";
import { client, signUp, startStack, Stack } from "./stack";
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

describe("GET /events/stream", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  let publisher: Awaited<ReturnType<typeof openPublisher>>;
  const open: AbortController[] = [];

  beforeAll(async () => {
    stack = await startStack({ services: ["webhooks-dispatcher"] });
    http = client(stack.url);
    publisher = await openPublisher(stack.exchange);
  });
  afterAll(async () => {
    open.forEach((c) => c.abort());
    await publisher.close();
    await stack.close();
  });

  async function connect(token: string, lastEventId?: string) {
    const abort = new AbortController();
    open.push(abort);
    const res = await fetch(`${stack.url}/events/stream`, {
      headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { "last-event-id": lastEventId } : {}) }, signal: abort.signal,
    });
    return { res, next: res.status === 200 ? frames(res) : null, close: () => abort.abort() };
  }

  async function testKey() {
    const m = await signUp(http);
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
    const m = await signUp(http);
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
    expect(((await bad.res.json()) as any).error.message).toMatch(/Last-Event-ID/);
    expect((await fetch(`${stack.url}/events/stream`)).status).toBe(401);
  });
});

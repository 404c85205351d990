import type { Message } from "amqplib";
import { Pool } from "pg";
import { TEST_AMQP_URL, uniqueName, type TestDatabase } from "@pix/testing";
import { exponentialBackoff, startConsumer, type Consumer, type ConsumerOptions } from "./consumer";
import type { Envelope } from "./envelope";
import { PgInbox, type Inbox } from "./inbox";
import { buildEnvelope } from "./outbox";
import { sampleEventData as sample } from "./event-fixtures";
import { dlqName } from "./topology";
import { BrokerFixture, captureLogger, createMessagingDatabase, sleep, startBrokerProxy, waitFor } from "./spec-helpers";

const owner = { store_id: "store_1", environment: "live" as const };

describe("consumer", () => {
  let db: TestDatabase;
  let pool: Pool;
  let broker: BrokerFixture;
  let consumers: Consumer[] = [];
  const { logger, lines } = captureLogger("consumer-spec");

  beforeAll(async () => {
    db = await createMessagingDatabase("messaging_consumer");
    pool = new Pool({ connectionString: db.url, max: 20 });
    // pool.end() resolves before its sockets close; DROP … WITH (FORCE) may then kill one mid-close.
    pool.on("error", () => undefined);
    broker = await BrokerFixture.open();
  });
  afterEach(async () => {
    await Promise.all(consumers.map((c) => c.stop()));
    consumers = [];
  });
  afterAll(async () => {
    await broker.cleanup();
    await pool.end();
    await db.drop();
  });

  /** Starts a consumer on fresh names and resolves once its queue is bound (so publishes are routed). */
  async function start(extra: Partial<ConsumerOptions> & Pick<ConsumerOptions, "handler">) {
    const exchange = uniqueName("ex_cons");
    const queue = uniqueName("q_cons");
    broker.track("exchange", exchange, `${exchange}.dlx`);
    broker.track("queue", queue, dlqName(queue));
    const consumer = startConsumer({
      amqpUrl: TEST_AMQP_URL,
      exchange,
      queue,
      bindings: ["charge.created", "charge.paid", "withdrawal.completed"],
      deliveryLimit: 2,
      logger,
      ...extra,
    });
    consumers.push(consumer);
    await waitFor(() => lines.some((l) => l.queue === queue && l.msg === "broker connected"), 5_000, "consumer ready");
    const publish = (routingKey: string, body: Buffer | object) => broker.publishRaw(exchange, routingKey, body);
    return { exchange, queue, publish };
  }

  it("dead-letters a poison message after the delivery limit while others are processed", async () => {
    const attempts = new Map<string, number>();
    const poison = buildEnvelope("charge.paid", owner, sample("charge.paid", { txid: "poison" }));
    const { queue, publish } = await start({
      handler: async (env) => {
        attempts.set(env.id, (attempts.get(env.id) ?? 0) + 1);
        if (env.event === "charge.paid" && env.data.txid === "poison") throw new Error("cannot handle this one");
      },
    });
    await publish("charge.paid", poison);
    const good = [1, 2, 3].map((n) => buildEnvelope("charge.created", owner, sample("charge.created", { txid: `good${n}` })));
    for (const env of good) await publish("charge.created", env);

    let dead: Message[] = [];
    await waitFor(async () => (dead = dead.concat(await broker.take(dlqName(queue)))).length > 0, 8_000, "the DLQ");
    expect(dead.map((m) => JSON.parse(m.content.toString()).id)).toEqual([poison.id]);
    expect(attempts.get(poison.id)).toBe(3); // first delivery + 2 redeliveries (x-delivery-limit: 2)
    await waitFor(() => good.every((e) => attempts.get(e.id) === 1), 3_000, "the good messages");
  });

  it("waits retryDelayMs (by delivery count) before requeueing, so a dependency can come back", async () => {
    const asked: number[] = [];
    let failuresLeft = 3; // more than the delivery limit (2) would tolerate without the handler succeeding
    const env = buildEnvelope("charge.paid", owner, sample("charge.paid"));
    const done: string[] = [];
    const { queue, publish } = await start({
      deliveryLimit: 5,
      retryDelayMs: (count) => (asked.push(count), 30),
      handler: async (e) => {
        if (failuresLeft-- > 0) throw new Error("dependency down");
        done.push(e.id);
      },
    });
    await publish("charge.paid", env);
    await waitFor(() => done.length === 1, 8_000, "the eventual success");
    expect(asked).toEqual([0, 1, 2]);
    expect(await broker.take(dlqName(queue))).toEqual([]);
  });

  it("requeues a message waiting out its backoff as soon as stop() is called", async () => {
    const seen: string[] = [];
    const env = buildEnvelope("charge.paid", owner, sample("charge.paid"));
    const first = await start({
      retryDelayMs: () => 600_000,
      handler: async (e) => {
        seen.push(e.id);
        throw new Error("down");
      },
    });
    await first.publish("charge.paid", env);
    await waitFor(() => seen.length === 1, 5_000, "the first attempt");
    await consumers[0].stop(); // would hang for 10 minutes if the wait were not cut short
    const [requeued] = await waitForMessages(first.queue);
    expect(JSON.parse(requeued.content.toString()).id).toBe(env.id);
  });

  it("exponentialBackoff grows with the delivery count up to its cap, with jitter", () => {
    const delay = exponentialBackoff(100, 5_000);
    for (const [count, nominal] of [[0, 100], [3, 800], [10, 5_000], [1_000, 5_000]]) {
      const d = delay(count);
      expect(d).toBeGreaterThanOrEqual(nominal * 0.8);
      expect(d).toBeLessThanOrEqual(nominal * 1.2);
    }
  });

  async function waitForMessages(queue: string): Promise<Message[]> {
    let got: Message[] = [];
    await waitFor(async () => (got = got.concat(await broker.take(queue))).length > 0, 5_000, `messages on ${queue}`);
    return got;
  }

  it("dead-letters a malformed body at once, without calling the handler", async () => {
    const handler = jest.fn(async () => undefined);
    const { queue, publish } = await start({ handler });
    await publish("charge.paid", Buffer.from("not json {"));
    await publish("charge.paid", { id: "nope", event: "charge.paid", data: {} });
    let dead: Message[] = [];
    await waitFor(async () => (dead = dead.concat(await broker.take(dlqName(queue)))).length === 2, 5_000, "the DLQ");
    expect(handler).not.toHaveBeenCalled();
    const rejections = lines.filter((l) => l.queue === queue && l.msg === "malformed message; dead-lettering");
    expect(rejections).toHaveLength(2); // one delivery each: no retries
    expect(dead.every((m) => m.properties.headers?.["x-death"]?.[0]?.reason === "rejected")).toBe(true);
  });

  it("dead-letters a payload that does not match its event's catalogued schema, with the reason logged, without calling the handler", async () => {
    const handler = jest.fn(async () => undefined);
    const { queue, publish } = await start({ handler });
    const good = buildEnvelope("charge.paid", owner, sample("charge.paid"));
    // What a producer off the catalogue would send: the amount renamed, and another in centavos as a string.
    const { amount: _renamed, ...withoutAmount } = good.data;
    const renamed = { ...good, id: "3f1c2f8e-6b0a-4d57-9f3a-000000000001", data: { ...withoutAmount, amount_cents: 1000 } };
    const mistyped = { ...good, id: "3f1c2f8e-6b0a-4d57-9f3a-000000000002", data: { ...good.data, amount: "10.00" } };
    // An event this queue is not bound to (published with a bound routing key): not the handler's to guess.
    const unbound = { ...buildEnvelope("refund.completed", owner, sample("refund.completed")), id: "3f1c2f8e-6b0a-4d57-9f3a-000000000003" };
    for (const body of [renamed, mistyped, unbound]) await publish("charge.paid", body);
    await publish("charge.paid", good);
    let dead: Message[] = [];
    await waitFor(async () => (dead = dead.concat(await broker.take(dlqName(queue)))).length === 3, 5_000, "the DLQ");
    await waitFor(() => handler.mock.calls.length === 1, 3_000, "the valid message");
    expect(dead.map((m) => JSON.parse(m.content.toString()).id).sort()).toEqual([renamed.id, mistyped.id, unbound.id]);
    expect(dead.every((m) => m.properties.headers?.["x-death"]?.[0]?.reason === "rejected")).toBe(true);
    const reasons = lines.filter((l) => l.queue === queue && l.msg === "malformed message; dead-lettering").map((l) => String(l.reason));
    expect(reasons).toEqual(expect.arrayContaining([
      expect.stringMatching(/^charge\.paid: data does not match the catalogue: amount: /),
      expect.stringMatching(/^charge\.paid: data does not match the catalogue: amount: .*number/),
      "event refund.completed is not one this queue consumes",
    ]));
    expect(reasons).toHaveLength(3);
  });

  it("runs the handler once for the same envelope delivered twice (PgInbox)", async () => {
    const calls: string[] = [];
    const inbox = recording(new PgInbox(pool));
    const { publish } = await start({ inbox: inbox.inbox, handler: async (env) => void calls.push(env.id) });
    const env = buildEnvelope("charge.paid", owner, sample("charge.paid"));
    await publish("charge.paid", env);
    await waitFor(() => inbox.results.length === 1, 3_000, "the first delivery");
    await publish("charge.paid", env);
    await waitFor(() => inbox.results.length === 2, 3_000, "the duplicate");
    expect(calls).toEqual([env.id]);
    expect(inbox.results).toEqual([true, false]);
  });

  it("runs the handler once for concurrent duplicates (PgInbox)", async () => {
    const calls: string[] = [];
    const inbox = recording(new PgInbox(pool));
    const handler = async (env: Envelope) => {
      calls.push(env.id);
      await sleep(200); // keep the first run's row lock held while the duplicates arrive
    };
    const { publish } = await start({ inbox: inbox.inbox, handler });
    const env = buildEnvelope("withdrawal.completed", owner, sample("withdrawal.completed"));
    await Promise.all([1, 2, 3, 4, 5].map(() => publish("withdrawal.completed", env)));
    await waitFor(() => inbox.results.length === 5, 5_000, "five deliveries");
    expect(calls).toEqual([env.id]);
    expect(inbox.results.filter(Boolean)).toHaveLength(1);
  });

  it("retries a handler failure and records the message only once it succeeds", async () => {
    let calls = 0;
    const { publish, queue } = await start({
      inbox: new PgInbox(pool),
      handler: async () => {
        if (++calls === 1) throw new Error("transient");
      },
    });
    const env = buildEnvelope("charge.paid", owner, sample("charge.paid"));
    await publish("charge.paid", env);
    await waitFor(() => calls === 2, 3_000, "the retry");
    await waitFor(async () => (await processed(queue, env.id)) === 1, 2_000, "the inbox row");
  });

  it("reconnects and resumes consuming after the broker connection drops", async () => {
    const proxy = await startBrokerProxy();
    try {
      const seen: string[] = [];
      const { publish, queue } = await start({ amqpUrl: proxy.url, handler: async (e) => void seen.push(e.id) });
      const consumer = consumers[consumers.length - 1];
      const connected = () => lines.filter((l) => l.queue === queue && l.msg === "broker connected").length;
      proxy.cut();
      await waitFor(() => connected() === 2, 5_000, "the reconnect");
      const env = buildEnvelope("charge.created", owner, sample("charge.created"));
      await publish("charge.created", env);
      await waitFor(() => seen.includes(env.id), 3_000, "the message after reconnecting");
      await consumer.stop(); // before the proxy goes, so it does not retry against a closed port
    } finally {
      await proxy.close();
    }
  });

  it("stop() lets a message in progress finish and be acked", async () => {
    let started = false;
    let finished = false;
    const { queue, publish } = await start({
      handler: async () => {
        started = true;
        await sleep(300);
        finished = true;
      },
    });
    await publish("charge.paid", buildEnvelope("charge.paid", owner, sample("charge.paid")));
    await waitFor(() => started, 3_000, "the handler to start");
    await consumers.pop()!.stop();
    expect(finished).toBe(true);
    expect(await broker.messageCount(queue)).toBe(0); // acked, not returned to the queue
  });

  it("PgInbox.runOnce runs fn once under concurrent duplicates and not at all after a failure", async () => {
    const inbox = new PgInbox(pool);
    const id = uniqueName("msg");
    await expect(inbox.runOnce("direct", id, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await processed("direct", id)).toBe(0);
    let runs = 0;
    const fn = async () => {
      runs++;
      await sleep(100);
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => inbox.runOnce("direct", id, fn)));
    expect(runs).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await processed("direct", id)).toBe(1);
  });

  const processed = async (consumer: string, id: string) =>
    (await pool.query("SELECT 1 FROM processed_messages WHERE consumer = $1 AND message_id = $2", [consumer, id]))
      .rowCount;
});

/** Wraps an Inbox to record what each runOnce decided. */
function recording(inner: Inbox): { inbox: Inbox; results: boolean[] } {
  const results: boolean[] = [];
  return {
    results,
    inbox: { runOnce: async (c, id, fn) => inner.runOnce(c, id, fn).then((r) => (results.push(r), r)) },
  };
}

import { Pool } from "pg";
import { TEST_AMQP_URL, uniqueName, type TestDatabase } from "@pix/testing";
import { sampleEventData } from "./event-fixtures";
import { buildEnvelope, enqueueSql } from "./outbox";
import { countParkedOutboxEvents, startOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from "./relay";
import { BrokerFixture, captureLogger, createMessagingDatabase, sleep, startBrokerProxy, waitFor } from "./spec-helpers";

const owner = { store_id: "store_1", environment: "test" as const };

describe("outbox relay", () => {
  let db: TestDatabase;
  let pool: Pool;
  let broker: BrokerFixture;
  let relays: OutboxRelay[] = [];
  const { logger } = captureLogger("relay-spec");

  beforeAll(async () => {
    db = await createMessagingDatabase("messaging_relay");
    pool = new Pool({ connectionString: db.url, max: 20 });
    // pool.end() resolves before its sockets close; DROP … WITH (FORCE) may then kill one mid-close.
    pool.on("error", () => undefined);
    broker = await BrokerFixture.open();
  });
  afterEach(async () => {
    await Promise.all(relays.map((r) => r.stop()));
    relays = [];
  });
  afterAll(async () => {
    await broker.cleanup();
    await pool.end();
    await db.drop();
  });

  const start = (exchange: string, extra: Partial<OutboxRelayOptions> = {}): OutboxRelay => {
    const relay = startOutboxRelay({ pool, amqpUrl: TEST_AMQP_URL, exchange, logger, pollMs: 100, ...extra });
    relays.push(relay);
    return relay;
  };

  async function enqueue(commit: boolean, count = 1): Promise<string[]> {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const env = buildEnvelope("charge.paid", owner, sampleEventData("charge.paid", { txid: `ch_${i}` }));
        await enqueueSql(client, env);
        ids.push(env.id);
      }
      await client.query(commit ? "COMMIT" : "ROLLBACK");
      return ids;
    } finally {
      client.release();
    }
  }

  const publishedAt = async (id: string) =>
    (await pool.query("SELECT published_at FROM outbox_events WHERE id = $1", [id])).rows[0]?.published_at;

  it("publishes an event committed while the relay was down once it starts", async () => {
    const exchange = uniqueName("ex_relay");
    const received = await broker.collect(exchange);
    const [id] = await enqueue(true);
    expect(await publishedAt(id)).toBeNull();

    start(exchange);
    await waitFor(() => received.length === 1, 5_000, "the event");
    const msg = received[0];
    expect(JSON.parse(msg.content.toString())).toMatchObject({ id, event: "charge.paid", owner });
    expect(msg.fields.routingKey).toBe("charge.paid");
    expect(msg.properties).toMatchObject({
      messageId: id,
      type: "charge.paid",
      contentType: "application/json",
      deliveryMode: 2,
    });
    expect(typeof msg.properties.timestamp).toBe("number");
    await waitFor(async () => (await publishedAt(id)) !== null, 2_000, "published_at");
  });

  it("never publishes an event whose transaction rolled back", async () => {
    const exchange = uniqueName("ex_relay");
    const received = await broker.collect(exchange);
    const relay = start(exchange);
    const [rolledBack] = await enqueue(false);
    const [committed] = await enqueue(true);
    await waitFor(() => received.length === 1, 5_000, "the committed event");
    await relay.drain();
    await sleep(300);
    expect(received.map((m) => m.properties.messageId)).toEqual([committed]);
    expect((await pool.query("SELECT 1 FROM outbox_events WHERE id = $1", [rolledBack])).rowCount).toBe(0);
  });

  it("is woken by NOTIFY without waiting for the poll interval", async () => {
    const exchange = uniqueName("ex_relay");
    const received = await broker.collect(exchange);
    const relay = start(exchange, { pollMs: 60_000 });
    await relay.drain(); // connected and idle; only a notification can trigger the next pass
    await enqueue(true);
    await waitFor(() => received.length === 1, 2_000, "the notified event");
  });

  it("re-subscribes to notifications after its database connection is killed", async () => {
    const exchange = uniqueName("ex_relay");
    const received = await broker.collect(exchange);
    const relay = start(exchange, { pollMs: 60_000 });
    await relay.drain();
    await waitFor(async () => (await killListeners()) > 0, 2_000, "the LISTEN connection");
    await sleep(500); // backoff starts at ~200 ms
    await enqueue(true);
    await waitFor(() => received.length === 1, 3_000, "the event after re-subscribing");
  });

  it("publishes each event exactly once with two relays running", async () => {
    const exchange = uniqueName("ex_relay");
    const received = await broker.collect(exchange);
    const before = await enqueue(true, 120);
    start(exchange, { batchSize: 10 });
    start(exchange, { batchSize: 10 });
    const during = (await Promise.all([enqueue(true, 40), enqueue(true, 40)])).flat();
    const all = [...before, ...during];
    await waitFor(() => received.length >= all.length, 10_000, "all events");
    await Promise.all(relays.map((r) => r.drain()));
    await sleep(300);
    const ids = received.map((m) => m.properties.messageId);
    expect(ids).toHaveLength(all.length);
    expect(new Set(ids)).toEqual(new Set(all));
    const pending = await pool.query("SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL");
    expect(pending.rows[0].n).toBe(0);
  });

  it("reconnects to the broker after the connection drops", async () => {
    const exchange = uniqueName("ex_relay");
    const received = await broker.collect(exchange);
    const proxy = await startBrokerProxy();
    try {
      const relay = start(exchange, { amqpUrl: proxy.url });
      await enqueue(true);
      await waitFor(() => received.length === 1, 3_000, "the first event");
      proxy.cut();
      await enqueue(true); // committed while the relay is disconnected
      await waitFor(() => received.length === 2, 5_000, "the event after reconnecting");
      await relay.stop(); // before the proxy goes, so it does not retry against a closed port
    } finally {
      await proxy.close();
    }
  });

  describe("failing rows", () => {
    /** Rows no broker can take: an envelope that does not parse (what a buggy producer might write). */
    async function enqueuePoison(count: number): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const { rows } = await pool.query(
          `INSERT INTO outbox_events (id, event, payload, created_at) VALUES (gen_random_uuid(), 'charge.paid', '{"broken":true}', now() - interval '1 hour') RETURNING id`,
        );
        ids.push(rows[0].id);
      }
      return ids;
    }
    afterEach(() => pool.query(`DELETE FROM outbox_events WHERE payload ? 'broken' OR payload ? 'off_catalogue'`));

    it("never publishes an event the catalogue does not name, or a payload off its schema (rows a trigger or a hand wrote): parked with the reason", async () => {
      const exchange = uniqueName("ex_relay");
      const received = await broker.collect(exchange);
      const good = buildEnvelope("charge.paid", owner, sampleEventData("charge.paid"));
      const rows = [
        { ...good, id: "3f1c2f8e-6b0a-4d57-9f3a-00000000000a", event: "charge.refunded", off_catalogue: true },
        { ...good, id: "3f1c2f8e-6b0a-4d57-9f3a-00000000000b", data: { ...good.data, amount: "10,00" }, off_catalogue: true },
      ];
      for (const row of rows) await pool.query(`INSERT INTO outbox_events (id, event, payload) VALUES ($1, $2, $3::jsonb)`, [row.id, row.event, JSON.stringify(row)]);
      const [healthy] = await enqueue(true);
      const relay = start(exchange, { maxAttempts: 2, retryBaseMs: 1, retryMaxMs: 5 });
      await waitFor(async () => (await relay.parkedCount()) === 2, 5_000, "the parked rows");
      await relay.drain();
      expect(received.map((m) => m.properties.messageId)).toEqual([healthy]);
      const errors = (await pool.query("SELECT last_error FROM outbox_events WHERE id = ANY($1::uuid[]) ORDER BY id", [rows.map((r) => r.id)])).rows;
      expect(errors).toEqual([
        { last_error: 'off the event catalogue: charge.refunded: event "charge.refunded" is not in the catalogue' },
        { last_error: expect.stringMatching(/^off the event catalogue: charge\.paid: amount: .*number/) },
      ]);
    });

    it("does not let poison rows at the head of the queue block the healthy rows behind them", async () => {
      const exchange = uniqueName("ex_relay");
      const received = await broker.collect(exchange);
      await enqueuePoison(3); // oldest first, and more than a batch
      const healthy = await enqueue(true, 5);
      start(exchange, { batchSize: 2, retryBaseMs: 60_000 });
      await waitFor(() => received.length === 5, 5_000, "the healthy events");
      expect(received.map((m) => m.properties.messageId)).toEqual(healthy);
    });

    it("parks a row after maxAttempts failures, counts it, and never retries it again", async () => {
      const exchange = uniqueName("ex_relay");
      const received = await broker.collect(exchange);
      const poison = await enqueuePoison(2);
      const relay = start(exchange, { maxAttempts: 3, retryBaseMs: 1, retryMaxMs: 5 });
      await waitFor(async () => (await relay.parkedCount()) === 2, 5_000, "the parked rows");
      const rows = async () => (await pool.query("SELECT attempts, parked_at, last_error FROM outbox_events WHERE id = ANY($1::uuid[])", [poison])).rows;
      expect(await rows()).toEqual([
        { attempts: 3, parked_at: expect.any(Date), last_error: expect.stringContaining("invalid envelope") },
        { attempts: 3, parked_at: expect.any(Date), last_error: expect.stringContaining("invalid envelope") },
      ]);
      expect(await countParkedOutboxEvents(pool)).toBe(2);
      await enqueue(true); // a healthy row afterwards still flows, and the parked rows are not retried
      await waitFor(() => received.length === 1, 5_000, "the healthy event");
      await relay.drain();
      expect((await rows()).map((r) => r.attempts)).toEqual([3, 3]);
    });
  });

  async function killListeners(): Promise<number> {
    const res = await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    return res.rowCount ?? 0;
  }
});

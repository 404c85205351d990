/** Shared fixtures for this package's integration specs (real PostgreSQL and RabbitMQ, no mocks). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect as tcpConnect, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { connect, type ChannelModel, type ConsumeMessage, type Message } from "amqplib";
import { createLogger, type Logger } from "@pix/logger";
import { createTestDatabase, TEST_AMQP_URL, type TestDatabase } from "@pix/testing";
import { INBOX_MIGRATION_SQL } from "./inbox";
import { MESSAGING_MAINTENANCE_MIGRATION_SQL } from "./maintenance";
import { OUTBOX_MIGRATION_SQL } from "./outbox";

/** A database migrated exactly as a service would be: the two exported SQL blocks as migrations. */
export async function createMessagingDatabase(prefix: string): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "messaging-migrations-"));
  try {
    for (const [name, sql] of [["0001_outbox", OUTBOX_MIGRATION_SQL], ["0002_inbox", INBOX_MIGRATION_SQL], ["0003_maintenance", MESSAGING_MAINTENANCE_MIGRATION_SQL]]) {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, "migration.sql"), sql);
    }
    return await createTestDatabase(prefix, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A logger whose lines can be inspected (level "debug" so that skips are visible too). */
export function captureLogger(name: string): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split("\n")) if (line.trim()) lines.push(JSON.parse(line));
      cb();
    },
  });
  return { logger: createLogger(name, "debug", sink), lines };
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000, what = "condition") {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Test-side broker access: a plain connection plus everything it declared, deleted in cleanup(). */
export class BrokerFixture {
  private constructor(readonly conn: ChannelModel) {}
  private readonly exchanges = new Set<string>();
  private readonly queues = new Set<string>();

  static async open(): Promise<BrokerFixture> {
    const conn = await connect(TEST_AMQP_URL);
    conn.on("error", () => undefined);
    return new BrokerFixture(conn);
  }

  track(kind: "exchange" | "queue", ...names: string[]): void {
    for (const n of names) (kind === "exchange" ? this.exchanges : this.queues).add(n);
  }

  /** Collects every message routed through `exchange` into an exclusive auto-delete queue. */
  async collect(exchange: string, pattern = "#"): Promise<ConsumeMessage[]> {
    const ch = await this.conn.createChannel();
    await ch.assertExchange(exchange, "topic", { durable: true });
    this.track("exchange", exchange);
    const { queue } = await ch.assertQueue("", { exclusive: true, autoDelete: true });
    await ch.bindQueue(queue, exchange, pattern);
    const received: ConsumeMessage[] = [];
    await ch.consume(queue, (m) => m && received.push(m), { noAck: true });
    return received;
  }

  async publishRaw(exchange: string, routingKey: string, body: Buffer | object): Promise<void> {
    const ch = await this.conn.createConfirmChannel();
    const content = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    ch.publish(exchange, routingKey, content, { persistent: true, contentType: "application/json" });
    await ch.waitForConfirms();
    await ch.close();
  }

  /** Drains a queue with basic.get (for DLQ assertions). */
  async take(queue: string): Promise<Message[]> {
    const ch = await this.conn.createChannel();
    const out: Message[] = [];
    for (let m = await ch.get(queue, { noAck: true }); m; m = await ch.get(queue, { noAck: true })) {
      out.push(m);
    }
    await ch.close();
    return out;
  }

  async messageCount(queue: string): Promise<number> {
    const ch = await this.conn.createChannel();
    const { messageCount } = await ch.checkQueue(queue);
    await ch.close();
    return messageCount;
  }

  async cleanup(): Promise<void> {
    const ch = await this.conn.createChannel();
    ch.on("error", () => undefined);
    for (const q of this.queues) await ch.deleteQueue(q);
    for (const e of this.exchanges) await ch.deleteExchange(e);
    await ch.close();
    await this.conn.close();
  }
}

/** A TCP proxy in front of RabbitMQ, so a spec can cut every client connection like a network failure. */
export async function startBrokerProxy(): Promise<{ url: string; cut(): void; close(): Promise<void> }> {
  const target = new URL(TEST_AMQP_URL);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = tcpConnect(Number(target.port || 5672), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => undefined);
      s.on("close", () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const url = `${target.protocol}//${target.username}:${target.password}@127.0.0.1:${port}${target.pathname}`;
  const cut = () => sockets.forEach((s) => s.destroy());
  return { url, cut, close: () => (cut(), new Promise<void>((resolve) => server.close(() => resolve()))) };
}

import { connect, type ChannelModel } from "amqplib";
import type { Logger } from "@pix/logger";

export interface ManagedConnectionOptions {
  url: string;
  /** Shown as connection_name in RabbitMQ's connection list. */
  name: string;
  logger: Logger;
  /** Opens channels/consumers on each fresh connection; if it throws, the connection is dropped and retried. */
  setup(conn: ChannelModel): Promise<void>;
  minDelayMs?: number;
  maxDelayMs?: number;
  connectTimeoutMs?: number;
}

export interface ManagedConnection {
  /** True while a connection is open and its setup succeeded (for health probes). */
  isConnected(): boolean;
  /** Drops the current connection so that setup runs again (e.g. a channel died but the connection did not). */
  reset(): void;
  close(): Promise<void>;
}

/** Jittered exponential backoff (±20 %) so that many replicas do not reconnect in lockstep. */
export function backoffDelay(attempt: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * 2 ** attempt) * (0.8 + Math.random() * 0.4);
}

/**
 * Keeps one AMQP connection alive: reconnects with jittered exponential backoff whenever it closes
 * or fails to open. Broker errors are logged, never thrown, so they cannot crash the process.
 */
export function manageConnection(opts: ManagedConnectionOptions): ManagedConnection {
  const { url, name, logger, setup } = opts;
  const minDelay = opts.minDelayMs ?? 200;
  const maxDelay = opts.maxDelayMs ?? 10_000;
  let stopped = false;
  let current: ChannelModel | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let opening: Promise<void> = Promise.resolve();

  const schedule = (): void => {
    if (stopped || timer) return;
    const delay = backoffDelay(attempt++, minDelay, maxDelay);
    logger.debug({ delay: Math.round(delay) }, "broker reconnect scheduled");
    timer = setTimeout(() => {
      timer = null;
      opening = open();
    }, delay);
  };

  async function open(): Promise<void> {
    let conn: ChannelModel | null = null;
    try {
      conn = await connect(url, {
        clientProperties: { connection_name: name },
        timeout: opts.connectTimeoutMs ?? 10_000,
        // Without it every message over ~2 KB waits for Nagle + the broker's delayed ACK (~40 ms).
        noDelay: true,
      });
      const self = conn;
      self.on("error", (err: Error) => logger.warn({ err }, "broker connection error")); // 'close' follows
      self.on("close", () => {
        if (current !== self) return;
        current = null;
        if (!stopped) logger.warn("broker connection closed; reconnecting");
        schedule();
      });
      if (stopped) throw new Error("stopped while connecting");
      current = self;
      await setup(self);
      attempt = 0;
      logger.info("broker connected");
    } catch (err) {
      if (!stopped) logger.warn({ err, attempt }, "broker connect failed");
      if (conn) {
        if (current === conn) current = null;
        await conn.close().catch(() => undefined);
      }
      schedule();
    }
  }

  opening = open();

  return {
    isConnected: () => current !== null && attempt === 0,
    reset() {
      current?.close().catch(() => undefined); // its 'close' handler schedules the reconnect
    },
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await opening;
      const conn = current;
      current = null;
      await conn?.close().catch(() => undefined);
    },
  };
}

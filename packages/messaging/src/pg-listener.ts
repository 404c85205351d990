import { Client, type Pool } from "pg";
import type { Logger } from "@pix/logger";
import { backoffDelay } from "./connection";

export interface PgListenerOptions {
  pool: Pool;
  channel: string;
  logger: Logger;
  /** Called for each notification, with its payload, and after every (re)subscription without one,
   * since NOTIFYs sent while we were not listening are lost. */
  onWake(payload?: string): void;
}

export interface PgListener {
  /** True while the LISTEN connection is open: the service's database health, without a query. */
  isConnected(): boolean;
  close(): Promise<void>;
}

/**
 * LISTENs on a dedicated connection built from the pool's own settings (a LISTEN must outlive any
 * single query, so it cannot borrow a pooled client), re-subscribing with backoff when it drops.
 */
export function listenPg(opts: PgListenerOptions): PgListener {
  const { pool, channel, logger, onWake } = opts;
  let stopped = false;
  let client: Client | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let opening: Promise<void>;

  const schedule = (): void => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      opening = open();
    }, backoffDelay(attempt++, 200, 10_000));
  };

  const drop = (c: Client): void => {
    if (client !== c) return;
    client = null;
    c.end().catch(() => undefined);
    if (!stopped) logger.warn({ channel }, "database listener lost its connection; re-subscribing");
    schedule();
  };

  async function open(): Promise<void> {
    // Keepalive: a silently dropped connection (no FIN) is noticed, and with it a database that is gone.
    const c = new Client({ ...pool.options, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    c.on("error", (err) => {
      logger.warn({ err, channel }, "database listener connection error");
      drop(c);
    });
    c.on("end", () => drop(c));
    c.on("notification", (msg) => onWake(msg.payload));
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
      if (stopped) throw new Error("stopped while subscribing");
      client = c;
      attempt = 0;
      onWake();
    } catch (err) {
      if (!stopped) logger.warn({ err, attempt, channel }, "database listener could not subscribe");
      await c.end().catch(() => undefined);
      schedule();
    }
  }

  opening = open();

  return {
    isConnected: () => client !== null,
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await opening;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

import type { Pool } from "pg";

/** How long after its last read a store's events are still recorded: a listener that comes back within it misses nothing. */
export const LISTENING_WINDOW = "1 day";

/** One event of a store's test-environment log (`store_events`). */
export interface StoreEventRow {
  seq: number;
  eventId: string;
  event: string;
  body: string;
  createdAt: Date;
}

/**
 * Records one event of a store that listened in the last day (`pix listen`); for any other store the
 * UPDATE matches no row and nothing is written. The head row is bumped (its row lock, held to commit,
 * orders the store's inserts) and the event is written with that seq. A broker redelivery (same
 * envelope id) writes no row; its bump only leaves a gap, which readers never mind.
 * $1 store, $2 event id, $3 event, $4 body.
 */
export const RECORD_STORE_EVENT_SQL = `WITH h AS (
    UPDATE store_event_heads SET last_seq = last_seq + 1
    WHERE store_id = $1::uuid AND listened_at > now() - interval '${LISTENING_WINDOW}'
    RETURNING last_seq)
  INSERT INTO store_events (store_id, seq, event_id, event, body) SELECT $1::uuid, h.last_seq, $2::uuid, $3, $4 FROM h
  ON CONFLICT (event_id) DO NOTHING`;

/** NOTIFYed when a store starts (or goes on) listening: every replica forgets what it cached as silent. */
export const LISTENING_CHANNEL = "store_events_listening";

/**
 * Marks the store as listening (at most one write a minute per store; the head row is made on first
 * use) and, when it wrote, NOTIFYs LISTENING_CHANNEL.
 */
const TOUCH_SQL = `WITH t AS (
    INSERT INTO store_event_heads (store_id, last_seq) VALUES ($1::uuid, 0)
    ON CONFLICT (store_id) DO UPDATE SET listened_at = now() WHERE store_event_heads.listened_at < now() - interval '1 minute'
    RETURNING 1)
  SELECT pg_notify('${LISTENING_CHANNEL}', $1::text) FROM t`;

const LISTENING_SQL = `SELECT 1 FROM store_event_heads WHERE store_id = $1::uuid AND listened_at > now() - interval '${LISTENING_WINDOW}'`;

const PAGE_SQL = `SELECT seq::float8 AS seq, event_id::text AS "eventId", event, body, created_at AS "createdAt"
  FROM store_events WHERE store_id = $1::uuid AND seq > $2 ORDER BY seq LIMIT $3`;

/** The test environment's per-store event log, for GET /events/stream (`pix listen`). Plain SQL on the service's pool. */
export class StoreEventsRepository {
  constructor(private readonly pool: Pool) {}

  async record(storeId: string, e: { id: string; event: string; body: string }): Promise<void> {
    await this.pool.query({ name: "record_store_event", text: RECORD_STORE_EVENT_SQL, values: [storeId, e.id, e.event, e.body] });
  }

  /** Oldest first, the events after `afterSeq`. */
  async after(storeId: string, afterSeq: number, limit: number): Promise<StoreEventRow[]> {
    const { rows } = await this.pool.query<StoreEventRow>({ name: "store_events_page", text: PAGE_SQL, values: [storeId, afterSeq, limit] });
    return rows;
  }

  /** Whether the store listened within LISTENING_WINDOW: only then is an event's body worth rendering and recording. */
  async listening(storeId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query({ name: "store_listening", text: LISTENING_SQL, values: [storeId] });
    return (rowCount ?? 0) > 0;
  }

  /** Keeps the store's events recorded for another LISTENING_WINDOW: every read of the stream calls it. */
  async touch(storeId: string): Promise<void> {
    await this.pool.query({ name: "touch_store_events", text: TOUCH_SQL, values: [storeId] });
  }

  /** The last seq given to the store (0 before its first event): where "from now on" starts. */
  async head(storeId: string): Promise<number> {
    const { rows } = await this.pool.query<{ seq: number }>("SELECT last_seq::float8 AS seq FROM store_event_heads WHERE store_id = $1::uuid", [storeId]);
    return rows[0]?.seq ?? 0;
  }

  async prune(before: Date): Promise<number> {
    return (await this.pool.query("DELETE FROM store_events WHERE created_at < $1", [before])).rowCount ?? 0;
  }
}

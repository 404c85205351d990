import { Pool } from "pg";
import type { TestDatabase } from "@pix/testing";
import { messagingPruneTasks, startMaintenance, type Maintenance } from "./maintenance";
import { captureLogger, createMessagingDatabase } from "./spec-helpers";

describe("maintenance (pruning on a schedule)", () => {
  let db: TestDatabase;
  let pool: Pool;
  let running: Maintenance[] = [];
  const { logger, lines } = captureLogger("maintenance-spec");

  beforeAll(async () => {
    db = await createMessagingDatabase("messaging_maintenance");
    pool = new Pool({ connectionString: db.url, max: 10 });
    pool.on("error", () => undefined);
  });
  afterEach(async () => {
    await Promise.all(running.map((m) => m.stop()));
    running = [];
    await pool.query("DELETE FROM outbox_events; DELETE FROM processed_messages");
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const start = () => {
    const m = startMaintenance({ pool, logger, intervalMs: 3_600_000, batchSize: 3, tasks: messagingPruneTasks({ outboxDays: 7, inboxDays: 30 }) });
    running.push(m);
    return m;
  };

  /** Rows on both sides of each retention, and rows that must never be pruned whatever their age. */
  async function seed() {
    const outbox = (tag: string, created: string, published: string | null, parked: string | null = null) =>
      pool.query(
        `INSERT INTO outbox_events (id, event, payload, created_at, published_at, parked_at)
         VALUES (gen_random_uuid(), 'charge.paid', jsonb_build_object('tag', $1::text), now() - $2::interval, now() - $3::interval, now() - $4::interval)`,
        [tag, created, published, parked],
      );
    for (let i = 0; i < 7; i++) await outbox("old-published", "10 days", "10 days");
    await outbox("recent-published", "2 days", "2 days");
    await outbox("old-unpublished", "40 days", null);
    await outbox("old-parked", "40 days", null, "39 days");
    const inbox = (id: string, age: string) =>
      pool.query(`INSERT INTO processed_messages (consumer, message_id, processed_at) VALUES ('c', $1, now() - $2::interval)`, [id, age]);
    for (let i = 0; i < 4; i++) await inbox(`old-${i}`, "31 days");
    await inbox("recent", "29 days");
  }
  const tags = async () => (await pool.query("SELECT payload->>'tag' AS tag FROM outbox_events ORDER BY tag")).rows.map((r) => r.tag);
  const inboxIds = async () => (await pool.query("SELECT message_id FROM processed_messages ORDER BY message_id")).rows.map((r) => r.message_id);

  it("deletes published outbox rows and inbox markers past their retention, in batches, and nothing else", async () => {
    await seed();
    const result = await start().runOnce();
    expect(result).toEqual({ deleted: { outbox_events: 7, processed_messages: 4 }, parked: 1 });
    expect(await tags()).toEqual(["old-parked", "old-unpublished", "recent-published"]);
    expect(await inboxIds()).toEqual(["recent"]);
    expect(lines.some((l) => l.msg === "outbox rows are parked and need an operator" && l.parked === 1)).toBe(true);
  });

  it("skips a table another replica is pruning (advisory lock), and prunes it on the next run", async () => {
    await seed();
    const other = await pool.connect();
    try {
      await other.query("SELECT pg_advisory_lock(hashtext('pix.maintenance:outbox_events'))");
      const first = await start().runOnce();
      expect(first.deleted).toEqual({ processed_messages: 4 });
      expect(await tags()).toContain("old-published");
      await other.query("SELECT pg_advisory_unlock(hashtext('pix.maintenance:outbox_events'))");
    } finally {
      other.release();
    }
    const second = await running[0].runOnce();
    expect(second.deleted).toEqual({ outbox_events: 7, processed_messages: 0 });
  });

  it("runs safely on several replicas at once: every old row deleted exactly once", async () => {
    await seed();
    const results = await Promise.all([start().runOnce(), start().runOnce(), start().runOnce()]);
    const total = (name: string) => results.reduce((n, r) => n + (r.deleted[name] ?? 0), 0);
    expect(total("outbox_events")).toBe(7);
    expect(total("processed_messages")).toBe(4);
    expect(await tags()).toEqual(["old-parked", "old-unpublished", "recent-published"]);
  });
});

import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { createTestDatabase, type TestDatabase } from "@pix/testing";
import { StoreEventsRepository } from "../src/repositories/store-events";
import { MIGRATIONS } from "./harness";

/**
 * The listen log (`pix listen`, GET /events/stream) against PostgreSQL: nothing recorded for a store
 * that never listened; a broker redelivery recorded once; and under concurrent inserts, a reader that
 * has seen seq n never later finds a committed event below n (what makes Last-Event-ID resume lossless).
 */
describe("the store's listen log", () => {
  let db: TestDatabase;
  let pool: Pool;
  let repo: StoreEventsRepository;
  const event = (n: number) => ({ id: randomUUID(), event: "charge.paid", body: JSON.stringify({ event: "charge.paid", n }) });

  beforeAll(async () => {
    db = await createTestDatabase("webhooks_listen_log", MIGRATIONS);
    pool = new Pool({ connectionString: db.url, max: 12 });
    pool.on("error", () => undefined);
    repo = new StoreEventsRepository(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it("records nothing for a store that never listened, and everything after its first read", async () => {
    const store = randomUUID();
    expect(await repo.listening(store)).toBe(false);
    await repo.record(store, event(0));
    await repo.touch(store);
    expect(await repo.head(store)).toBe(0);
    expect(await repo.listening(store)).toBe(true);
    const e = event(1);
    await repo.record(store, e);
    await repo.record(store, e); // the broker redelivers it
    const rows = await repo.after(store, 0, 10);
    expect(rows.map((r) => [r.seq, r.eventId, r.body])).toEqual([[1, e.id, e.body]]);
    expect(await repo.after(randomUUID(), 0, 10)).toEqual([]);
  });

  it("never shows a seq below one already read, however many inserts race", async () => {
    const store = randomUUID();
    await repo.touch(store);
    const seen: number[] = [];
    let writing = true;
    const reader = (async () => {
      let last = 0;
      while (writing) {
        for (const r of await repo.after(store, last, 500)) {
          seen.push(r.seq);
          last = r.seq;
        }
      }
      for (const r of await repo.after(store, last, 500)) seen.push(r.seq);
    })();
    await Promise.all(Array.from({ length: 10 }, (_, w) => (async () => {
      for (let i = 0; i < 20; i++) await repo.record(store, event(w * 100 + i));
    })()));
    writing = false;
    await reader;
    // Read page by page from the last seq seen, the reader got all 200 events, each once.
    expect(seen).toHaveLength(200);
    expect(new Set(seen).size).toBe(200);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });
});

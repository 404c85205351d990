import { Pool } from "pg";
import type { TestDatabase } from "@pix/testing";
import { startDueWork, type DueWork } from "./due-work";
import { captureLogger, createMessagingDatabase, sleep, waitFor } from "./spec-helpers";

/**
 * startDueWork against the real database: the pass runs when a NOTIFY (any connection's) says work is
 * due, at the delay it announces, and when its own pass says when the next row is due; the fallback
 * poll is an hour away here, so none of these passes can come from it.
 */
describe("startDueWork", () => {
  let db: TestDatabase;
  let pool: Pool;
  const works: DueWork[] = [];
  const HOUR = 3_600_000;
  beforeAll(async () => {
    db = await createMessagingDatabase("due_work");
    pool = new Pool({ connectionString: db.url, max: 2 });
  });
  afterEach(async () => {
    await Promise.all(works.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const start = (channel: string | undefined, next: () => number | null = () => null) => {
    const passes: number[] = [];
    const common = {
      logger: captureLogger("due-work").logger, fallbackMs: HOUR,
      pass: async () => {
        passes.push(Date.now());
        return next();
      },
    };
    const work = channel === undefined ? startDueWork(common) : startDueWork({ ...common, pool, channel });
    works.push(work);
    return passes;
  };

  it("passes once subscribed, then when a NOTIFY from another connection announces work", async () => {
    const passes = start("due_work_a");
    await waitFor(() => passes.length === 1, 5_000, "the pass after subscribing");
    await sleep(200);
    expect(passes).toHaveLength(1); // idle: nothing until told
    await pool.query(`SELECT pg_notify('due_work_a', '300')`);
    await waitFor(() => passes.length === 2, 5_000, "the notified pass");
  });

  it("passes again when its previous pass said the next row falls due", async () => {
    let left = 2;
    const passes = start("due_work_b", () => (left-- > 0 ? 100 : null));
    await waitFor(() => passes.length === 3, 5_000, "the two timed passes");
    await sleep(300);
    expect(passes).toHaveLength(3);
  });

  it("keeps the earliest of several announced times", async () => {
    const passes = start("due_work_c");
    await waitFor(() => passes.length === 1, 5_000, "the pass after subscribing");
    await pool.query(`SELECT pg_notify('due_work_c', '100')`);
    await pool.query(`SELECT pg_notify('due_work_c', '${HOUR}')`); // later: must not push the first back
    await waitFor(() => passes.length === 2, 5_000, "the earliest pass");
  });

  it("without a channel: a pass at once, then when its own pass or wake() says so, with no LISTEN connection", async () => {
    const listening = async () =>
      (await pool.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`)).rows[0].n;
    const before = await listening();
    let left = 1;
    const passes = start(undefined, () => (left-- > 0 ? 100 : null));
    await waitFor(() => passes.length === 2, 5_000, "the first pass and the one it asked for");
    await sleep(200);
    expect(passes).toHaveLength(2);
    works[works.length - 1].wake(50);
    await waitFor(() => passes.length === 3, 5_000, "the woken pass");
    expect(await listening()).toBe(before);
  });
});

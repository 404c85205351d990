import { join } from "node:path";
import { createLogger } from "@pix/logger";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import { BILLING_QUEUE, startBillingSchedule, type BillingSchedule } from "../src/workers/billing-schedule";

/** The daily schedule with pg-boss in the service's database, two replicas side by side. */
let db: PooledTestDatabase;
const logger = createLogger("test", "silent");

beforeAll(async () => {
  db = await createPooledTestDatabase("subscriptions_schedule", join(__dirname, "../prisma/migrations"));
});
afterAll(async () => {
  await db.drop();
});

describe("daily billing schedule (pg-boss)", () => {
  it("two replicas share one singleton queue and run the day's job once, woken without polling", async () => {
    let runs = 0;
    let done!: () => void;
    const ran = new Promise<void>((r) => (done = r));
    const replica = () =>
      startBillingSchedule({
        databaseUrl: db.url, schema: "pgboss_billing", cron: "0 6 * * *", tz: "America/Sao_Paulo", logger,
        run: async () => {
          runs++;
          done();
        },
      });
    const replicas: BillingSchedule[] = [];
    try {
      replicas.push(await replica());
      replicas.push(await replica());
      const { rows: queues } = await db.pool.query(`SELECT name, policy FROM pgboss_billing.queue WHERE name = $1`, [BILLING_QUEUE]);
      expect(queues).toEqual([{ name: BILLING_QUEUE, policy: "singleton" }]);

      // What each replica's timer sends at the slot: a second send in the same day (another replica) is
      // dropped. The sender wakes its own worker (its fallback poll is minutes away).
      expect(await replicas[0].queueTodaysRun()).toBe(true);
      expect(await replicas[1].queueTodaysRun()).toBe(false);
      await ran;
      await Promise.all(replicas.map((r) => r.stop()));
      replicas.length = 0;
      expect(runs).toBe(1);
      const { rows: jobs } = await db.pool.query(`SELECT state FROM pgboss_billing.job WHERE name = $1`, [BILLING_QUEUE]);
      expect(jobs).toEqual([{ state: "completed" }]);
    } finally {
      await Promise.all(replicas.map((r) => r.stop()));
    }
  });
});

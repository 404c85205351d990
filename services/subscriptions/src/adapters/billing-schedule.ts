import PgBoss from "pg-boss";
import type { Logger } from "@pix/logger";

/** pg-boss queue of the daily billing run. */
export const BILLING_QUEUE = "subscriptions-daily-billing";
/** One job per day slot (UTC day; the São Paulo schedule time falls once in it) whoever sends it. */
const DAY_SECONDS = 24 * 60 * 60;
const jobOptions = (): PgBoss.SendOptions => ({ singletonKey: "daily", singletonSeconds: DAY_SECONDS, retryLimit: 0 });

export interface BillingScheduleOptions {
  databaseUrl: string;
  /** pg-boss's own schema in the service's database. */
  schema: string;
  /** Cron expression (5 fields), evaluated in `tz`. */
  cron: string;
  tz: string;
  logger: Logger;
  /** How often an idle worker looks for the job (pg-boss polls); 30 s by default. */
  pollingIntervalSeconds?: number;
  /** The job: runs billing as of now. */
  run(): Promise<unknown>;
}

export interface BillingSchedule {
  /** Queues today's run as the cron would (deduplicated with it: at most one run per day slot). True when queued. */
  queueTodaysRun(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Schedules the daily billing run with pg-boss in the subscriptions database. Every replica starts
 * one: pg-boss's clock sends the cron's job once per minute slot across all of them, the job carries a
 * singleton key per day (a second send that day is dropped) and the queue's `singleton` policy keeps
 * at most one run active, so there is one run per day however many replicas are up. The run itself
 * stays safe to repeat (claims, billing rows, idempotency keys) for the manual and test-clock runs.
 */
export async function startBillingSchedule(opts: BillingScheduleOptions): Promise<BillingSchedule> {
  const boss = new PgBoss({
    connectionString: opts.databaseUrl,
    schema: opts.schema,
    max: 2,
    application_name: "subscriptions-billing",
    // A completed job must outlive its day slot, or the day's singleton would no longer be enforced.
    archiveCompletedAfterSeconds: 2 * DAY_SECONDS,
    archiveFailedAfterSeconds: 2 * DAY_SECONDS,
    // Idle cost (issue 13): a daily job needs no 5 s look at the cron's internal queue (pg-boss's default)
    // nor maintenance every 2 min; the cron's job then starts within 30 s of 06:00.
    cronWorkerIntervalSeconds: 30,
    maintenanceIntervalSeconds: 600,
  });
  boss.on("error", (err) => opts.logger.warn({ err }, "billing scheduler error"));
  await boss.start();
  try {
    await ensureQueue(boss);
    await boss.schedule(BILLING_QUEUE, opts.cron, {}, { ...jobOptions(), tz: opts.tz });
    await boss.work(BILLING_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 30 }, async () => {
      await opts.run();
    });
  } catch (err) {
    await boss.stop({ graceful: false, wait: true });
    throw err;
  }
  opts.logger.info({ cron: opts.cron, tz: opts.tz }, "daily billing scheduled");
  return {
    async queueTodaysRun() {
      return (await boss.send(BILLING_QUEUE, {}, jobOptions())) !== null;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}

async function ensureQueue(boss: PgBoss): Promise<void> {
  if (await boss.getQueue(BILLING_QUEUE)) return;
  try {
    await boss.createQueue(BILLING_QUEUE, { name: BILLING_QUEUE, policy: "singleton", retryLimit: 0 });
  } catch (err) {
    if (!(await boss.getQueue(BILLING_QUEUE))) throw err; // another replica created it meanwhile: fine
  }
}

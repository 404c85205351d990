import PgBoss from "pg-boss";
import type { Logger } from "@pix/logger";
import { startCronTimer } from "./cron-timer";

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
  /**
   * How often an idle worker looks for a job it was not told about (a replica that queued the day's
   * job died before working it); 5 min by default. A replica that queues the job wakes its own worker.
   */
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
 * one and, at the cron's slot (a timer, startCronTimer), queues the day's job: it carries a singleton
 * key per day (every replica's send but one is dropped) and the queue's `singleton` policy keeps at
 * most one run active, so there is one run per day however many replicas are up. The run itself
 * stays safe to repeat (claims, billing rows, idempotency keys) for the manual and test-clock runs.
 *
 * pg-boss's own cron (`schedule`) is off: it reads its schedule table every ≤ 45 s and evaluates the
 * expression each time, most of an idle replica's CPU (issue 13) for one slot a day.
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
    // Idle cost (issue 13): the slot comes from our timer, and a daily job needs no maintenance every 2 min.
    schedule: false,
    maintenanceIntervalSeconds: 600,
  });
  boss.on("error", (err) => opts.logger.warn({ err }, "billing scheduler error"));
  await boss.start();
  let workerId = "";
  const queueTodaysRun = async () => {
    const queued = (await boss.send(BILLING_QUEUE, {}, jobOptions())) !== null;
    if (queued) boss.notifyWorker(workerId);
    return queued;
  };
  let timer: ReturnType<typeof startCronTimer>;
  try {
    await ensureQueue(boss);
    workerId = await boss.work(BILLING_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 300 }, async () => {
      await opts.run();
    });
    timer = startCronTimer({ cron: opts.cron, tz: opts.tz, logger: opts.logger, fire: queueTodaysRun });
  } catch (err) {
    await boss.stop({ graceful: false, wait: true });
    throw err;
  }
  opts.logger.info({ cron: opts.cron, tz: opts.tz, next: timer.next() }, "daily billing scheduled");
  return {
    queueTodaysRun,
    async stop() {
      timer.stop();
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

import { dropTemplates, newRunId, TEST_RUN_ID_ENV } from "./templates";

/** Names this run's template databases (workers inherit the variable) and drops those abandoned by killed runs. */
export default async function setup(): Promise<void> {
  process.env[TEST_RUN_ID_ENV] ??= newRunId();
  await dropTemplates(undefined).catch(() => undefined); // no PostgreSQL: the specs that need it say so themselves
}

import { dropTemplates, TEST_RUN_ID_ENV } from "./templates";

export default async function teardown(): Promise<void> {
  await dropTemplates(process.env[TEST_RUN_ID_ENV]).catch(() => undefined);
}

-- Opt-in automatic retries (issue 8, item 18): the endpoint's policy, and per attempt its place in the
-- retry chain and when its next attempt is due. The schedule lives here, so a restart loses none of it.
ALTER TABLE "webhook_endpoints" ADD COLUMN "retry_policy" TEXT NOT NULL DEFAULT 'none';
-- (values checked where requests enter, with zod: none | exponential)

ALTER TABLE "webhook_deliveries" ADD COLUMN "attempt" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "webhook_deliveries" ADD COLUMN "retry_of" UUID;
ALTER TABLE "webhook_deliveries" ADD COLUMN "next_attempt_at" TIMESTAMPTZ(3);

-- The due-retry poller only ever scans scheduled rows.
CREATE INDEX "webhook_deliveries_next_attempt_at_idx" ON "webhook_deliveries" ("next_attempt_at") WHERE "next_attempt_at" IS NOT NULL;

-- One row per attempt number in a chain: two replicas can never both create the same retry.
CREATE UNIQUE INDEX "webhook_deliveries_retry_of_attempt_key" ON "webhook_deliveries" ("retry_of", "attempt") WHERE "retry_of" IS NOT NULL;

-- The test-event rate limit counts an endpoint's recent test deliveries.
CREATE INDEX "webhook_deliveries_test_events_idx" ON "webhook_deliveries" ("endpoint_id", "created_at") WHERE "event" = 'test';

-- Pix Automático notices (issue 14): the engine's RECURRENCE_UPDATED / RECURRING_CHARGE_UPDATED,
-- received. One row per notice id and engine (the environment), written with its outbox event in one
-- transaction: a resent notice finds its row and is a no-op.
CREATE TABLE "recurrence_notices" (
    "environment" TEXT NOT NULL,
    "notice_id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "subscription_id" UUID NOT NULL,
    "billing_id" UUID,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "recurrence_notices_pkey" PRIMARY KEY ("environment", "notice_id")
);
-- Pruned after INBOX_RETENTION_DAYS, as the inbox markers are.
CREATE INDEX "recurrence_notices_received_at_idx" ON "recurrence_notices" ("received_at");

-- A notice names the engine's authorization or cycle: found without a scan.
CREATE INDEX "subscriptions_authorization_id_idx" ON "subscriptions" ("authorization_id") WHERE "authorization_id" IS NOT NULL;
CREATE INDEX "subscription_billings_cycle_id_idx" ON "subscription_billings" ("cycle_id") WHERE "cycle_id" IS NOT NULL;

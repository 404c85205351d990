-- Pix Automático by the Banco Central's rules (issue 38): per billed period, the debit date after
-- ajusteDiaUtil, the latest attempt's status and rejection code, the failures seen and the resends
-- (IN BCB 614/2025: a new instruction, a new txid, after a rejection); and each cycle's history.
ALTER TABLE "subscription_billings" ADD COLUMN "cycle_debit_at" TIMESTAMPTZ(3);
ALTER TABLE "subscription_billings" ADD COLUMN "cycle_attempt_status" TEXT;
ALTER TABLE "subscription_billings" ADD COLUMN "cycle_failures" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "subscription_billings" ADD COLUMN "cycle_rejection_code" TEXT;
ALTER TABLE "subscription_billings" ADD COLUMN "cycle_resends" INTEGER NOT NULL DEFAULT 0;

-- What happened to each cycle, in order (the panel's history; each row also went out as subscription.cycle_updated).
CREATE TABLE "subscription_cycle_events" (
  "id" UUID NOT NULL,
  "billing_id" UUID NOT NULL,
  "subscription_id" UUID NOT NULL,
  "kind" TEXT NOT NULL,
  "at" TIMESTAMPTZ(3) NOT NULL,
  "txid" TEXT,
  "cycle_id" TEXT,
  "rejection_code" TEXT,
  "retry_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "subscription_cycle_events_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "subscription_cycle_events_billing_id_fkey" FOREIGN KEY ("billing_id") REFERENCES "subscription_billings"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "subscription_cycle_events_subscription_idx" ON "subscription_cycle_events" ("subscription_id", "created_at");

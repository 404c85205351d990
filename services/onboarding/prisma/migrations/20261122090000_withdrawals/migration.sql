-- Withdrawals (payouts of a store's balance to a Pix key) and their payout attempts at the engine.
CREATE TABLE "withdrawals" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "amount_cents" BIGINT NOT NULL,
    "pix_key" TEXT NOT NULL,
    "pix_key_type" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "attempt_open" BOOLEAN NOT NULL DEFAULT false,
    "engine_transfer_id" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "end_to_end_id" TEXT,
    "failure_reason" TEXT,
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "withdrawals_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "withdrawals_amount_positive" CHECK ("amount_cents" > 0)
);

-- Listing and balance sums, per store and environment, newest first.
CREATE INDEX "withdrawals_store_id_environment_created_at_idx" ON "withdrawals"("store_id", "environment", "created_at" DESC);

-- The payout worker scans only pending rows that are due.
CREATE INDEX "withdrawals_due_idx" ON "withdrawals"("next_attempt_at") WHERE "status" = 'pending';

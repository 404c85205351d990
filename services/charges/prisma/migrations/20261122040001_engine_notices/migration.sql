-- Every distinct payment of a charge (unique end-to-end id): a second real payment is kept, not dropped.
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "charge_id" UUID NOT NULL,
    "end_to_end_id" TEXT NOT NULL,
    "amount_cents" BIGINT NOT NULL,
    "paid_at" TIMESTAMPTZ(3) NOT NULL,
    "notice_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "payments_end_to_end_id_key" ON "payments"("end_to_end_id");
CREATE INDEX "payments_charge_id_paid_at_idx" ON "payments"("charge_id", "paid_at");
ALTER TABLE "payments" ADD CONSTRAINT "payments_charge_id_fkey" FOREIGN KEY ("charge_id") REFERENCES "charges"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Payments confirmed before this table existed, so a late resend of their notice stays a duplicate.
INSERT INTO "payments" ("id", "charge_id", "end_to_end_id", "amount_cents", "paid_at")
SELECT gen_random_uuid(), "id", "end_to_end_id", "amount_cents", "paid_at" FROM "charges"
WHERE "end_to_end_id" IS NOT NULL AND "paid_at" IS NOT NULL
ON CONFLICT DO NOTHING;

-- Engine notices, recorded before they are answered and confirmed from a queue.
CREATE TABLE "engine_notices" (
    "id" UUID NOT NULL,
    "notice_id" TEXT NOT NULL,
    "charge_id" UUID NOT NULL,
    "raw_body" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMPTZ(3),
    "outcome" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "engine_notices_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "engine_notices_notice_id_key" ON "engine_notices"("notice_id");
-- Notices still waiting for confirmation (what an operator looks at after a long outage).
CREATE INDEX "engine_notices_unprocessed_idx" ON "engine_notices"("received_at") WHERE "processed_at" IS NULL;

-- Pruning of Idempotency-Key rows (they hold payers' personal data) by age.
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");

-- Issue 25, MED infractions: one row per infraction the engine notified (its id unique per environment,
-- so a redelivered notice records nothing new). The ledger posts the block, the return and the release
-- under source keys med:<id>:blocked|returned|released.
CREATE TABLE "infractions" (
    "id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "engine_infraction_id" TEXT NOT NULL,
    "store_id" UUID NOT NULL,
    "charge_id" UUID NOT NULL,
    "txid" TEXT NOT NULL,
    "end_to_end_id" TEXT NOT NULL,
    "amount_cents" BIGINT NOT NULL,
    "reason" TEXT NOT NULL,
    "details" TEXT,
    "status" TEXT NOT NULL DEFAULT 'open',
    "outcome" TEXT,
    "defense_due_at" TIMESTAMPTZ(3) NOT NULL,
    "debt_cents" BIGINT NOT NULL DEFAULT 0,
    "defense_text" TEXT,
    "defense_files" JSONB,
    "defense_sent_at" TIMESTAMPTZ(3),
    "defense_by" TEXT,
    "refund_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),
    CONSTRAINT "infractions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "infractions_amount_positive" CHECK ("amount_cents" > 0),
    CONSTRAINT "infractions_status" CHECK ("status" IN ('open', 'defended', 'closed')),
    CONSTRAINT "infractions_outcome" CHECK ("outcome" IS NULL OR "outcome" IN ('upheld', 'rejected', 'expired'))
);
CREATE UNIQUE INDEX "infractions_environment_engine_infraction_id_key" ON "infractions"("environment", "engine_infraction_id");
CREATE INDEX "infractions_store_id_environment_created_at_id_idx" ON "infractions"("store_id", "environment", "created_at", "id");
ALTER TABLE "infractions" ADD CONSTRAINT "infractions_charge_id_fkey" FOREIGN KEY ("charge_id") REFERENCES "charges"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A refund's BCB natureza: ORIGINAL (the merchant's) or MED_* (the return of an upheld infraction).
ALTER TABLE "refunds" ADD COLUMN "natureza" TEXT NOT NULL DEFAULT 'ORIGINAL';
ALTER TABLE "refunds" ADD COLUMN "infraction_id" UUID;

-- txid is unique per store and environment; the public checkout key moves to public_id.
ALTER TABLE "charges" ADD COLUMN "public_id" TEXT;

-- Charges the engine issued always carry a generated txid: their public key stays the txid, so
-- links already sent keep working. Other rows (POST /charges) may hold a merchant-chosen txid: they
-- get a fresh random key (35 hex digits: 122 bits of one UUID v4 plus 12 of another), since a chosen
-- txid must never open a public page.
UPDATE "charges" SET "public_id" = CASE
    WHEN "engine_charge_id" IS NOT NULL OR "pix_code" IS NOT NULL THEN "txid"
    ELSE substr(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 1, 35)
  END;

ALTER TABLE "charges" ALTER COLUMN "public_id" SET NOT NULL;

DROP INDEX "charges_txid_key";

-- CreateIndex
CREATE UNIQUE INDEX "charges_public_id_key" ON "charges"("public_id");

-- CreateIndex
CREATE UNIQUE INDEX "charges_store_id_environment_txid_key" ON "charges"("store_id", "environment", "txid");

-- AlterTable
ALTER TABLE "idempotency_keys" ADD COLUMN "charge_id" UUID;

-- CreateTable
CREATE TABLE "charge_issues" (
    "charge_id" UUID NOT NULL,
    "engine_request" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "charge_issues_pkey" PRIMARY KEY ("charge_id")
);

-- CreateIndex
CREATE INDEX "charge_issues_next_attempt_at_idx" ON "charge_issues"("next_attempt_at");

-- AddForeignKey
ALTER TABLE "charge_issues" ADD CONSTRAINT "charge_issues_charge_id_fkey" FOREIGN KEY ("charge_id") REFERENCES "charges"("id") ON DELETE CASCADE ON UPDATE CASCADE;

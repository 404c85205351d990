-- Receiving account (issue 9): the engine's four approval fronts, the Pix key, the KYC link and when
-- the engine was last asked (so an older answer never overwrites a newer one).
ALTER TABLE "receiving_accounts"
    ADD COLUMN "front_general" TEXT NOT NULL DEFAULT 'PENDING',
    ADD COLUMN "front_commercial_info" TEXT NOT NULL DEFAULT 'PENDING',
    ADD COLUMN "front_bank_account_info" TEXT NOT NULL DEFAULT 'PENDING',
    ADD COLUMN "front_documentation" TEXT NOT NULL DEFAULT 'PENDING',
    ADD COLUMN "onboarding_url" TEXT,
    ADD COLUMN "pix_key" TEXT,
    ADD COLUMN "pix_key_status" TEXT,
    ADD COLUMN "reviewed_at" TIMESTAMPTZ(3),
    ADD COLUMN "status_checked_at" TIMESTAMPTZ(3);

-- Notices name the engine's account id; one lookup per notice.
CREATE INDEX "receiving_accounts_account_id_environment_idx" ON "receiving_accounts"("account_id", "environment");

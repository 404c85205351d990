-- Charge expiry (issue 25): a pending charge past expires_at becomes `expired`; expired_at records
-- when, and stays set if a late payment still arrives (the charge becomes paid; charge.paid says late).
ALTER TABLE "charges" ADD COLUMN "expired_at" TIMESTAMPTZ(3);

-- The expiry worker's index: the next due time (min) and the due rows, pending charges only, so an
-- idle pass reads one index entry and never scans the table.
CREATE INDEX "charges_pending_expires_at_idx" ON "charges" ("expires_at") WHERE "status" = 'pending' AND "expires_at" IS NOT NULL;

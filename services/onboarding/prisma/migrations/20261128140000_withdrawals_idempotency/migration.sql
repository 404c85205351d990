-- Issue 40: POST /withdrawals honours Idempotency-Key. The withdrawal row is the key's claim: the unique
-- index makes a second insert with the same (store, environment, key) wait for the first one's commit and
-- then fail, so two requests never both make a withdrawal. `request_hash` tells a retry (same body) from a
-- reuse of the key for another withdrawal. A key older than the 24 h retention is cleared before reuse.
ALTER TABLE "withdrawals" ADD COLUMN "idempotency_key" TEXT;
ALTER TABLE "withdrawals" ADD COLUMN "request_hash" TEXT;
CREATE UNIQUE INDEX "withdrawals_idempotency_key_key" ON "withdrawals"("store_id", "environment", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;

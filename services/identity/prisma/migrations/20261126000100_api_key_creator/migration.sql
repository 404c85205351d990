-- Issue 23 item 1: who made each API key. A key belongs to a store (user_id), but a manager acting
-- with x-store makes keys for another store: when an account's address is proven (e-mail confirmation
-- or a social link), every key that account made, for any store, is revoked with its sessions, so
-- the key of a store is found by its maker. Null for keys made before this column (maker unknown).
ALTER TABLE "api_keys" ADD COLUMN "created_by" UUID;

-- CreateIndex
CREATE INDEX "api_keys_created_by_idx" ON "api_keys"("created_by");

-- Issue 33 item 1: a request with a revoked key is told why it was revoked (the e-mail confirmation
-- handed the account to the mailbox's owner, a social link, or someone in the panel) and when.
-- Null for keys revoked before this column: the answer then says only when.
ALTER TABLE "api_keys" ADD COLUMN "revoked_reason" TEXT;
-- The account whose session revoked the key in the panel (owner or member); null for the automatic reasons.
ALTER TABLE "api_keys" ADD COLUMN "revoked_by" UUID;

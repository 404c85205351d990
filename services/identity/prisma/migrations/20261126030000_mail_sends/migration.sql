-- Issue 23 item 5: the e-mails a caller can make identity send (member invites, verification links)
-- are counted here, per sending store and per recipient, to bound them (src/domain/mail-quota.ts).
-- The recipient is stored as the SHA-256 of the lower-case address: counting needs no readable address.
-- Rows older than the longest window (one day) count for nothing; each new send prunes a few.
CREATE TABLE "mail_sends" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "store_id" UUID,
    "recipient_hash" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_sends_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "mail_sends_kind_store_id_sent_at_idx" ON "mail_sends"("kind", "store_id", "sent_at");
CREATE INDEX "mail_sends_kind_recipient_hash_sent_at_idx" ON "mail_sends"("kind", "recipient_hash", "sent_at");
CREATE INDEX "mail_sends_sent_at_idx" ON "mail_sends"("sent_at");

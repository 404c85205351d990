-- Charge-now e-mails (issue 26): the payment link mailed to the subscriber, counted per store and per
-- recipient (hashed) to bound the mail a caller can make this service send.
CREATE TABLE "charge_link_mails" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "recipient_hash" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "charge_link_mails_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "charge_link_mails_store_id_sent_at_idx" ON "charge_link_mails" ("store_id", "sent_at");
CREATE INDEX "charge_link_mails_recipient_hash_sent_at_idx" ON "charge_link_mails" ("recipient_hash", "sent_at");

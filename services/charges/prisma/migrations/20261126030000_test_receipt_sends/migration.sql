-- Issue 23 item 5: payer receipts of test charges (RECEIPT_EMAIL_IN_TEST) are e-mails a merchant, or a
-- payer on a test payment link, can send at will to any address with text the store chose; they are
-- counted here, per store and per recipient, to bound them (src/domain/test-receipts.ts). Live receipts
-- need a real payment and are not counted. The recipient is the SHA-256 of the lower-case address.
CREATE TABLE "test_receipt_sends" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "recipient_hash" TEXT NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "test_receipt_sends_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "test_receipt_sends_store_id_sent_at_idx" ON "test_receipt_sends"("store_id", "sent_at");
CREATE INDEX "test_receipt_sends_recipient_hash_sent_at_idx" ON "test_receipt_sends"("recipient_hash", "sent_at");
CREATE INDEX "test_receipt_sends_sent_at_idx" ON "test_receipt_sends"("sent_at");

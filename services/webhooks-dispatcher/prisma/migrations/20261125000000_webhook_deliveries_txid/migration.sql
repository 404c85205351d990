-- GET /webhook-endpoints/{id}/deliveries?txid= (the panel's charge detail): one charge's deliveries to
-- one endpoint, newest first, read by keyset. The charge's txid is a column written with the delivery
-- (from the event's data.txid; copied by retries and redeliveries), so an insert parses nothing and no
-- body can make it fail; only deliveries of events that name a charge are indexed.
ALTER TABLE "webhook_deliveries" ADD COLUMN "txid" TEXT;

-- Deliveries already stored: their bodies are the JSON the dispatcher wrote (test events carry no txid).
UPDATE "webhook_deliveries" SET "txid" = "body"::jsonb #>> '{data,txid}' WHERE "event" <> 'test';

CREATE INDEX "webhook_deliveries_txid_idx" ON "webhook_deliveries" ("endpoint_id", "txid", "created_at", "id")
  WHERE "txid" IS NOT NULL;

-- GET /webhook-endpoints/{id}/deliveries?txid= (the panel's charge detail): one charge's deliveries to
-- one endpoint, newest first, read by keyset. The body is the JSON text sent (always JSON.stringify
-- output, so the cast cannot fail on insert); only rows whose event carries a txid are indexed.
CREATE INDEX "webhook_deliveries_txid_idx" ON "webhook_deliveries"
  ("endpoint_id", ((body::jsonb #>> '{data,txid}')), "created_at", "id")
  WHERE (body::jsonb #>> '{data,txid}') IS NOT NULL;

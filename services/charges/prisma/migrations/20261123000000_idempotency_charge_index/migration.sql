-- Completing (or failing) a charge writes the response onto its idempotency key by charge_id; without
-- an index each completion scanned every key kept for IDEMPOTENCY_RETENTION_HOURS, so issuing grew
-- slower with the number of recent keyed charges (seen in the billing job's benchmark: O(N²)).
CREATE INDEX "idempotency_keys_charge_id_idx" ON "idempotency_keys" ("charge_id") WHERE "charge_id" IS NOT NULL;

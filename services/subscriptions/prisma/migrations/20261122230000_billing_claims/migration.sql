-- The daily job's claim on a due subscription (a lease): set by the claim statement (FOR UPDATE SKIP
-- LOCKED, so racing job processes take disjoint rows) and cleared when the run is done with the row.
-- A process that dies holding it only delays that subscription until the lease expires.
ALTER TABLE "subscriptions" ADD COLUMN "billing_claimed_until" TIMESTAMPTZ(3);
-- The run holding (or last holding) the claim: a run never takes the same subscription twice, so a
-- subscription still due after its period was billed (test clock far ahead) waits for the next run.
ALTER TABLE "subscriptions" ADD COLUMN "billing_run_id" UUID;

-- A test clock's run (one store's environment) finds that store's due rows without scanning every store's.
CREATE INDEX "subscriptions_store_due_idx" ON "subscriptions" ("store_id", "environment", "next_billing_at") WHERE "status" = 'active';

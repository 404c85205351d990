-- Issue 24: withdrawals reserve and settle through charges' ledger (gRPC, idempotent by withdrawal id).
-- `reserving` is a withdrawal whose reservation call has not answered yet (never listed, never paid out);
-- `ledger_posted` is false for withdrawals made before the ledger: onboarding's start posts them
-- (src/workers/ledger-sync.ts), then sets it. New rows are posted as they are made.
ALTER TABLE "withdrawals" ADD COLUMN "ledger_posted" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "withdrawals" ALTER COLUMN "ledger_posted" SET DEFAULT true;
CREATE INDEX "withdrawals_ledger_unposted_idx" ON "withdrawals"("created_at") WHERE NOT "ledger_posted";
CREATE INDEX "withdrawals_reserving_idx" ON "withdrawals"("created_at") WHERE "status" = 'reserving';

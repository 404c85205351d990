-- Issue 24: the ledger's reconciliation (src/usecases/reconcile.ts): each run compares the ledger with
-- charges' payments and fees, onboarding's withdrawals and the payment engine, and records each
-- difference; one open row per (kind, ref), resolved when a later run no longer finds it.
CREATE TABLE "ledger_differences" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "store_id" UUID,
    "environment" TEXT,
    "expected_cents" BIGINT,
    "ledger_cents" BIGINT,
    "detail" TEXT NOT NULL,
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),
    CONSTRAINT "ledger_differences_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ledger_differences_open_key" ON "ledger_differences"("kind", "ref") WHERE "resolved_at" IS NULL;
CREATE INDEX "ledger_differences_first_seen_at_idx" ON "ledger_differences"("first_seen_at");

CREATE TABLE "ledger_reconciliation_runs" (
    "id" UUID NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "differences" INTEGER,
    "error" TEXT,
    CONSTRAINT "ledger_reconciliation_runs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ledger_reconciliation_runs_started_at_idx" ON "ledger_reconciliation_runs"("started_at");

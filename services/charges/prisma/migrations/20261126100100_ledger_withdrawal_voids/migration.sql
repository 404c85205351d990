-- Issue 24: withdrawals onboarding gave up before they became pending (the reservation call failed or
-- was refused). A voided withdrawal is never reserved afterwards, so a reservation call still in flight
-- when onboarding voids cannot leave money reserved for a withdrawal that does not exist
-- (src/repositories/ledger-withdrawals.ts; both take the withdrawal's advisory lock).
CREATE TABLE "ledger_withdrawal_voids" (
    "withdrawal_id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ledger_withdrawal_voids_pkey" PRIMARY KEY ("withdrawal_id")
);

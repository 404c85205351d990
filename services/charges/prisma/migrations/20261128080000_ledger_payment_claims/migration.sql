-- Issue 32: one invariant per payment, kept by the ledger. For every payment (a `payment:<e2e>` or
-- `payment:charge:<id>` transaction) merchant refunds (requested or completed, not failed) + upheld
-- MED returns + open MED blocks ≤ the amount paid. `ledger_payments` holds each payment's paid and
-- claimed amounts (locked by the posting function while a hold claims it); `ledger_payment_claims`
-- records which transaction claimed (positive: a refund's or MED block's hold) or gave back (negative:
-- its release) how much of which payment, so a release gives back exactly what its hold took.
CREATE TABLE "ledger_payments" (
    "payment_key" TEXT NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "charge_id" UUID,
    "paid_cents" BIGINT NOT NULL,
    "claimed_cents" BIGINT NOT NULL DEFAULT 0,
    "seq" BIGSERIAL NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ledger_payments_pkey" PRIMARY KEY ("payment_key"),
    CONSTRAINT "ledger_payments_paid_positive" CHECK ("paid_cents" > 0),
    CONSTRAINT "ledger_payments_claimed_nonnegative" CHECK ("claimed_cents" >= 0)
);
CREATE INDEX "ledger_payments_charge_id_idx" ON "ledger_payments"("charge_id");

CREATE TABLE "ledger_payment_claims" (
    "transaction_id" UUID NOT NULL,
    "payment_key" TEXT NOT NULL,
    "amount_cents" BIGINT NOT NULL,
    CONSTRAINT "ledger_payment_claims_pkey" PRIMARY KEY ("transaction_id", "payment_key"),
    CONSTRAINT "ledger_payment_claims_amount_nonzero" CHECK ("amount_cents" <> 0)
);
CREATE INDEX "ledger_payment_claims_payment_key_idx" ON "ledger_payment_claims"("payment_key");
ALTER TABLE "ledger_payment_claims" ADD CONSTRAINT "ledger_payment_claims_transaction_id_fkey"
    FOREIGN KEY ("transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;
ALTER TABLE "ledger_payment_claims" ADD CONSTRAINT "ledger_payment_claims_payment_key_fkey"
    FOREIGN KEY ("payment_key") REFERENCES "ledger_payments"("payment_key") ON DELETE RESTRICT ON UPDATE RESTRICT;
CREATE TRIGGER "ledger_payment_claims_immutable" BEFORE UPDATE OR DELETE ON "ledger_payment_claims"
    FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- History: every payment posted so far, in posting order (a charge's first payment, then its extras)…
INSERT INTO "ledger_payments" ("payment_key", "store_id", "environment", "charge_id", "paid_cents", "created_at")
SELECT t.source_key, t.store_id, t.environment, t.charge_id, p.amount_cents, t.created_at
  FROM "ledger_transactions" t JOIN "ledger_postings" p ON p.transaction_id = t.id AND p.account = 'available'
 WHERE t.kind = 'payment' AND p.amount_cents > 0
 ORDER BY p.id;

-- …and the claims of every refund (on the payment it returns) and MED block (on the payment it
-- contests) with their releases: the change each made to refund_pending or blocked.
INSERT INTO "ledger_payment_claims" ("transaction_id", "payment_key", "amount_cents")
SELECT t.id, 'payment:' || r.payment_end_to_end_id, SUM(p.amount_cents)
  FROM "ledger_transactions" t
  JOIN "refunds" r ON r.id = t.refund_id
  JOIN "ledger_postings" p ON p.transaction_id = t.id AND p.account = 'refund_pending'
 WHERE t.kind IN ('refund_requested', 'refund_failed')
   AND EXISTS (SELECT 1 FROM "ledger_payments" lp WHERE lp.payment_key = 'payment:' || r.payment_end_to_end_id)
 GROUP BY t.id, r.payment_end_to_end_id
UNION ALL
SELECT t.id, 'payment:' || t.end_to_end_id, SUM(p.amount_cents)
  FROM "ledger_transactions" t
  JOIN "ledger_postings" p ON p.transaction_id = t.id AND p.account = 'blocked'
 WHERE t.kind IN ('med_blocked', 'med_released') AND t.end_to_end_id IS NOT NULL
   AND EXISTS (SELECT 1 FROM "ledger_payments" lp WHERE lp.payment_key = 'payment:' || t.end_to_end_id)
 GROUP BY t.id, t.end_to_end_id;

UPDATE "ledger_payments" lp SET "claimed_cents" = GREATEST(0, c.total)
  FROM (SELECT "payment_key", SUM("amount_cents") AS total FROM "ledger_payment_claims" GROUP BY "payment_key") c
 WHERE c.payment_key = lp.payment_key;

-- What each infraction's block took: at most what was left of the payment (a duplicated notice on a
-- payment already wholly blocked takes nothing). Every block so far took the infraction's amount.
ALTER TABLE "infractions" ADD COLUMN "blocked_cents" BIGINT NOT NULL DEFAULT 0;
UPDATE "infractions" SET "blocked_cents" = "amount_cents";

-- The deadlock of a store's first concurrent refunds (40P01): a store's balance rows now exist for
-- every account from its first post on (repositories/ledger.ts lockBalances), so no post creates a row
-- while holding another out of account order. Existing stores get their missing rows here.
INSERT INTO "ledger_balances" ("store_id", "environment", "account")
SELECT s.store_id, s.environment, a.account
  FROM (SELECT DISTINCT "store_id", "environment" FROM "ledger_balances") s
 CROSS JOIN (VALUES ('available'), ('blocked'), ('withdrawal_pending'), ('refund_pending'), ('payer_in'), ('payer_out'), ('service_fee'), ('bank_out')) AS a(account)
ON CONFLICT DO NOTHING;

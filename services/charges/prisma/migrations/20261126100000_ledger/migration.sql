-- Issue 24: the ledger (src/domain/ledger.ts, src/repositories/ledger.ts). Double entry in signed
-- centavos; every fact posted once (source_key unique); postings immutable; balances derived.
CREATE TABLE "ledger_transactions" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "source_key" TEXT NOT NULL,
    "txid" TEXT,
    "charge_id" UUID,
    "refund_id" UUID,
    "withdrawal_id" UUID,
    "end_to_end_id" TEXT,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ledger_transactions_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ledger_transactions_source_key_key" ON "ledger_transactions"("source_key");
CREATE INDEX "ledger_transactions_store_id_environment_occurred_at_idx" ON "ledger_transactions"("store_id", "environment", "occurred_at");
CREATE INDEX "ledger_transactions_charge_id_idx" ON "ledger_transactions"("charge_id");
CREATE INDEX "ledger_transactions_withdrawal_id_idx" ON "ledger_transactions"("withdrawal_id");
CREATE INDEX "ledger_transactions_refund_id_idx" ON "ledger_transactions"("refund_id");

CREATE TABLE "ledger_postings" (
    "id" BIGSERIAL NOT NULL,
    "transaction_id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "account" TEXT NOT NULL,
    "amount_cents" BIGINT NOT NULL,
    "balance_after_cents" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ledger_postings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "ledger_postings_amount_nonzero" CHECK ("amount_cents" <> 0)
);
CREATE INDEX "ledger_postings_store_id_environment_id_idx" ON "ledger_postings"("store_id", "environment", "id");
CREATE INDEX "ledger_postings_transaction_id_idx" ON "ledger_postings"("transaction_id");
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_fkey"
    FOREIGN KEY ("transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

CREATE TABLE "ledger_balances" (
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "account" TEXT NOT NULL,
    "balance_cents" BIGINT NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ledger_balances_pkey" PRIMARY KEY ("store_id", "environment", "account")
);

-- Opening entries: every payment already recorded (payments rows, first and extra: `payment:<e2e>`),
-- every paid charge without a payment row (simulated test payments: `payment:charge:<charge id>`) and
-- the fee of every paid charge (`fee:<charge id>`), in the order they happened, with the same source
-- keys the live path uses, so a later delivery of the same fact posts nothing.
CREATE TEMP TABLE ledger_opening AS
WITH facts AS (
    SELECT 'payment' AS kind, 'payment:' || p.end_to_end_id AS source_key, c.store_id, c.environment, c.txid, c.id AS charge_id,
           p.end_to_end_id, p.paid_at AS occurred_at, p.amount_cents AS amount, 'payer_in' AS debit, 'available' AS credit
      FROM payments p JOIN charges c ON c.id = p.charge_id
    UNION ALL
    SELECT 'payment', 'payment:charge:' || c.id::text, c.store_id, c.environment, c.txid, c.id,
           NULL, COALESCE(c.paid_at, c.created_at), c.amount_cents, 'payer_in', 'available'
      FROM charges c
     WHERE c.status IN ('paid', 'refunded') AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.charge_id = c.id)
    UNION ALL
    SELECT 'fee', 'fee:' || c.id::text, c.store_id, c.environment, c.txid, c.id,
           NULL, COALESCE(c.paid_at, c.created_at), c.fee_amount_cents, 'available', 'service_fee'
      FROM charges c
     WHERE c.status IN ('paid', 'refunded') AND c.fee_amount_cents > 0
)
SELECT gen_random_uuid() AS id, f.*, row_number() OVER (ORDER BY f.occurred_at, f.kind DESC, f.source_key) AS ord
  FROM facts f WHERE f.amount > 0;

INSERT INTO "ledger_transactions" ("id", "store_id", "environment", "kind", "source_key", "txid", "charge_id", "end_to_end_id", "occurred_at")
SELECT id, store_id, environment, kind, source_key, txid, charge_id, end_to_end_id, occurred_at FROM ledger_opening ORDER BY ord;

WITH legs AS (
    SELECT o.id AS transaction_id, o.store_id, o.environment, o.debit AS account, -o.amount AS amount, o.ord, 0 AS leg FROM ledger_opening o
    UNION ALL
    SELECT o.id, o.store_id, o.environment, o.credit, o.amount, o.ord, 1 FROM ledger_opening o
)
INSERT INTO "ledger_postings" ("transaction_id", "store_id", "environment", "account", "amount_cents", "balance_after_cents")
SELECT transaction_id, store_id, environment, account, amount,
       SUM(amount) OVER (PARTITION BY store_id, environment, account ORDER BY ord, leg ROWS UNBOUNDED PRECEDING)
  FROM legs ORDER BY ord, leg;

INSERT INTO "ledger_balances" ("store_id", "environment", "account", "balance_cents")
SELECT store_id, environment, account, SUM(amount_cents) FROM "ledger_postings" GROUP BY store_id, environment, account;
DROP TABLE ledger_opening;

-- Postings and transactions are immutable: a correction is a new transaction.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'ledger rows are immutable (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER "ledger_postings_immutable" BEFORE UPDATE OR DELETE ON "ledger_postings"
    FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings"
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER "ledger_transactions_immutable" BEFORE UPDATE OR DELETE ON "ledger_transactions"
    FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions"
    FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Every transaction's postings sum to zero and it has at least two: checked at commit (deferred), so
-- the posting function may insert the legs in any order within its transaction.
CREATE FUNCTION ledger_assert_balanced(tx UUID) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    total NUMERIC;
    legs INTEGER;
BEGIN
    SELECT COALESCE(SUM(amount_cents), 0), COUNT(*) INTO total, legs FROM ledger_postings WHERE transaction_id = tx;
    IF total <> 0 OR legs < 2 THEN
        RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %, % postings)', tx, total, legs USING ERRCODE = 'check_violation';
    END IF;
END $$;
CREATE FUNCTION ledger_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM ledger_assert_balanced(NEW.transaction_id);
    RETURN NULL;
END $$;
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM ledger_assert_balanced(NEW.id);
    RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_posting_balanced();
CREATE CONSTRAINT TRIGGER "ledger_transactions_balanced" AFTER INSERT ON "ledger_transactions"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();

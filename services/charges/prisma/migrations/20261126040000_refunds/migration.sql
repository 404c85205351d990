-- Issue 24, refunds (devolução): the team's per-store enablement and the refunds themselves.
-- Without a store_refund_settings row (or with enabled = false) POST /pix/refund keeps the contract's 502.
CREATE TABLE "store_refund_settings" (
    "store_id" UUID NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    -- Subaccount mode: who bears the service's fee on a refund. 'lojista' (default, as Asaas does: the
    -- service keeps its fee, the merchant returns the whole amount) or 'servico' (the split is undone in
    -- proportion: the service's wallet returns its share of the refunded amount).
    "fee_bearer" TEXT NOT NULL DEFAULT 'lojista',
    "updated_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "store_refund_settings_pkey" PRIMARY KEY ("store_id"),
    CONSTRAINT "store_refund_settings_fee_bearer_check" CHECK ("fee_bearer" IN ('lojista', 'servico'))
);

-- One row per refund request. It exists (with its ledger reservation) before the engine is called;
-- `next_attempt_at` is the resume worker's due time while the refund is EM_PROCESSAMENTO.
CREATE TABLE "refunds" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "charge_id" UUID NOT NULL,
    "txid" TEXT NOT NULL,
    "amount_cents" BIGINT NOT NULL,
    "motivo" TEXT,
    "status" TEXT NOT NULL DEFAULT 'EM_PROCESSAMENTO',
    "failure_reason" TEXT,
    -- The payment refunded (its end-to-end id) and the return's own id from the engine (rtrId).
    "payment_end_to_end_id" TEXT NOT NULL,
    "end_to_end_id" TEXT,
    "fee_bearer" TEXT NOT NULL,
    -- The service's share returned with this refund (fee_bearer 'servico' in subaccount mode), else 0.
    "fee_refund_cents" BIGINT NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "refunds_charge_id_fkey" FOREIGN KEY ("charge_id") REFERENCES "charges"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "refunds_status_check" CHECK ("status" IN ('EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO')),
    CONSTRAINT "refunds_amount_check" CHECK ("amount_cents" > 0)
);

CREATE INDEX "refunds_charge_id_created_at_idx" ON "refunds"("charge_id", "created_at");
CREATE INDEX "refunds_next_attempt_at_idx" ON "refunds"("next_attempt_at");

-- What was returned to payers (DEVOLVIDO refunds), shown as the charge's refunded_amount.
ALTER TABLE "charges" ADD COLUMN "refunded_amount_cents" BIGINT NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "charges" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "txid" TEXT NOT NULL,
    "customer_id" UUID,
    "description" TEXT NOT NULL,
    "amount_cents" BIGINT NOT NULL,
    "customer_name" TEXT,
    "customer_email" TEXT,
    "customer_cpf" TEXT,
    "customer_phone" TEXT,
    "product_id" UUID,
    "coupon_id" UUID,
    "subscription_id" UUID,
    "success_url" TEXT,
    "cancel_url" TEXT,
    "expires_at" TIMESTAMPTZ(3),
    "due_date" TIMESTAMPTZ(3),
    "pix_code" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "engine_charge_id" TEXT,
    "engine_account_id" TEXT,
    "fee_amount_cents" BIGINT,
    "end_to_end_id" TEXT,
    "paid_at" TIMESTAMPTZ(3),
    "simulated" BOOLEAN NOT NULL DEFAULT false,
    "store_name" TEXT,
    "store_document" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "charges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "response" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("store_id","environment","key")
);

-- CreateIndex
CREATE UNIQUE INDEX "charges_txid_key" ON "charges"("txid");

-- CreateIndex
CREATE UNIQUE INDEX "charges_engine_charge_id_key" ON "charges"("engine_charge_id");

-- CreateIndex
CREATE INDEX "charges_store_id_environment_created_at_idx" ON "charges"("store_id", "environment", "created_at" DESC);

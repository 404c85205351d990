-- CreateTable
CREATE TABLE "subscriptions" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "customer_id" UUID,
    "customer_name" TEXT NOT NULL,
    "customer_email" TEXT,
    "customer_cpf" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "amount_cents" BIGINT NOT NULL,
    "method" TEXT NOT NULL DEFAULT 'pix',
    "interval" TEXT NOT NULL DEFAULT 'monthly',
    "status" TEXT NOT NULL DEFAULT 'active',
    "next_billing_at" TIMESTAMPTZ(3),
    "billing_anchor_at" TIMESTAMPTZ(3),
    "periods_billed" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subscription_billings" (
    "id" UUID NOT NULL,
    "subscription_id" UUID NOT NULL,
    "period_at" TIMESTAMPTZ(3) NOT NULL,
    "source" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'claimed',
    "txid" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "subscription_billings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "subscriptions_store_id_environment_created_at_idx" ON "subscriptions"("store_id", "environment", "created_at");
CREATE INDEX "subscriptions_customer_id_idx" ON "subscriptions"("customer_id");
CREATE UNIQUE INDEX "subscription_billings_subscription_id_period_at_key" ON "subscription_billings"("subscription_id", "period_at");

-- The job's scan: active subscriptions that are due (or have no date), cheapest first.
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" ("next_billing_at") WHERE "status" = 'active';

-- AddForeignKey
ALTER TABLE "subscription_billings" ADD CONSTRAINT "subscription_billings_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

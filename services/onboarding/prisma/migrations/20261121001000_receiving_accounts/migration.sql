-- CreateTable
CREATE TABLE "receiving_accounts" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "account_id" TEXT,
    "wallet_id" TEXT,
    "status" TEXT NOT NULL DEFAULT 'creating',
    "engine_api_key_enc" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "receiving_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "receiving_accounts_store_id_environment_key" ON "receiving_accounts"("store_id", "environment");

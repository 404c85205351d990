-- Catalog: a merchant's customers per environment.
CREATE TABLE "customers" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "cpf_cnpj" TEXT,
    "phone" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "customers_store_id_environment_created_at_idx" ON "customers"("store_id", "environment", "created_at" DESC);
CREATE INDEX "customers_store_id_environment_cpf_cnpj_idx" ON "customers"("store_id", "environment", "cpf_cnpj");

-- Deleting a customer clears charges.customer_id of that store and environment.
CREATE INDEX "charges_store_id_environment_customer_id_idx" ON "charges"("store_id", "environment", "customer_id");

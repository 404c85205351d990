-- Catalog: one customer per document in a store's environment (novo_cliente registers or reuses it
-- by this index, so concurrent registrations make one customer; NULL documents are all distinct).
DROP INDEX "customers_store_id_environment_cpf_cnpj_idx";
CREATE UNIQUE INDEX "customers_store_id_environment_cpf_cnpj_key" ON "customers"("store_id", "environment", "cpf_cnpj");

-- Coupons: paid charges whose coupon was already at max_uses when they were paid (the payment
-- stands, the use is not counted in `uses`).
ALTER TABLE "coupons" ADD COLUMN "uses_over_limit" INTEGER NOT NULL DEFAULT 0;

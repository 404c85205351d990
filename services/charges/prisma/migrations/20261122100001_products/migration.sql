-- Catalog: a merchant's products per environment; the SKU is unique per store and environment.
CREATE TABLE "products" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "price_cents" BIGINT NOT NULL,
    "sku" TEXT,
    "image_url" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "products_store_id_environment_sku_key" ON "products"("store_id", "environment", "sku");
CREATE INDEX "products_store_id_environment_created_at_idx" ON "products"("store_id", "environment", "created_at" DESC);

-- Deleting a product counts and clears charges.product_id of that store and environment.
CREATE INDEX "charges_store_id_environment_product_id_idx" ON "charges"("store_id", "environment", "product_id");

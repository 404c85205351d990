-- Catalog: a merchant's coupons per environment; the code is unique case-insensitively (code_key = lower(code)).
CREATE TABLE "coupons" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "code_key" TEXT NOT NULL,
    "discount_type" TEXT NOT NULL,
    "discount_value" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3),
    "max_uses" INTEGER,
    "uses" INTEGER NOT NULL DEFAULT 0,
    "product_ids" UUID[],
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "coupons_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "coupons_store_id_environment_code_key_key" ON "coupons"("store_id", "environment", "code_key");
CREATE INDEX "coupons_store_id_environment_created_at_idx" ON "coupons"("store_id", "environment", "created_at" DESC);

-- Deleting a coupon counts and clears charges.coupon_id of that store and environment.
CREATE INDEX "charges_store_id_environment_coupon_id_idx" ON "charges"("store_id", "environment", "coupon_id");

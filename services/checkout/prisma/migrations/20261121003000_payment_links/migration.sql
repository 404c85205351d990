-- CreateTable
CREATE TABLE "payment_links" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "product_id" UUID,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "amount_cents" BIGINT NOT NULL,
    "method" TEXT NOT NULL DEFAULT 'pix',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_links_slug_key" ON "payment_links"("slug");

-- CreateIndex
CREATE INDEX "payment_links_user_id_environment_created_at_idx" ON "payment_links"("user_id", "environment", "created_at" DESC);

-- Batches of due-date charges (issue 37, the BCB's lotecobv): the batch and one row per item, CRIADA
-- with its charge's txid or NEGADA with its problem.
CREATE TABLE "charge_batches" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "descricao" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "criadas" INTEGER NOT NULL DEFAULT 0,
    "negadas" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    CONSTRAINT "charge_batches_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "charge_batches_store_id_environment_created_at_idx" ON "charge_batches"("store_id", "environment", "created_at" DESC);

CREATE TABLE "charge_batch_items" (
    "batch_id" UUID NOT NULL,
    "indice" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "txid" TEXT,
    "charge_id" UUID,
    "problema" JSONB,
    CONSTRAINT "charge_batch_items_pkey" PRIMARY KEY ("batch_id", "indice")
);
ALTER TABLE "charge_batch_items" ADD CONSTRAINT "charge_batch_items_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "charge_batches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

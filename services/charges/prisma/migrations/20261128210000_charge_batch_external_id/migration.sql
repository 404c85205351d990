-- The client's own id of a batch (issue 39: the BCB's PUT /lotecobv/{id}), unique in its store and
-- environment; null for a batch of our POST /pix/lotes.
ALTER TABLE "charge_batches" ADD COLUMN "external_id" TEXT;
CREATE UNIQUE INDEX "charge_batches_store_id_environment_external_id_key" ON "charge_batches"("store_id", "environment", "external_id");

-- The caller's own id of a refund (issue 39): the BCB API's devolução id, from PUT /pix/{e2eid}/devolucao/{id}.
-- Unique per charge (NULLs are distinct: refunds made without one never collide).
ALTER TABLE "refunds" ADD COLUMN "external_id" TEXT;
CREATE UNIQUE INDEX "refunds_charge_id_external_id_key" ON "refunds"("charge_id", "external_id");

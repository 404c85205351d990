-- Issue 23: what the team reviewed is kept as it was. A submission freezes the answers it was made
-- with; a change request of an approved store is a submission of kind 'change'; every approval is an
-- immutable snapshot (answers and document references, who approved and when).
-- Rows older than this keep a NULL status: onboarding never knew their decision (identity did), so
-- they freeze nothing by themselves; the newest one is still decided (and kept) by the next review.
ALTER TABLE "production_submissions"
  ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'production',
  ADD COLUMN "status" TEXT,
  ADD COLUMN "answers" JSONB,
  ADD COLUMN "reviewed_at" TIMESTAMPTZ(3),
  ADD COLUMN "reviewed_by" UUID,
  ADD COLUMN "reject_reason" TEXT;

ALTER TABLE "production_submissions" ALTER COLUMN "status" SET DEFAULT 'pending';

CREATE TABLE "production_approvals" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "submission_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "answers" JSONB NOT NULL,
    "documents" JSONB NOT NULL,
    "approved_by" UUID NOT NULL,
    "approved_by_email" TEXT,
    "approved_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "production_approvals_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "production_approvals_store_id_approved_at_idx" ON "production_approvals"("store_id", "approved_at");
CREATE UNIQUE INDEX "production_approvals_submission_id_key" ON "production_approvals"("submission_id");
-- An approved submission (and so its documents, which cascade from it) can never be deleted.
ALTER TABLE "production_approvals" ADD CONSTRAINT "production_approvals_submission_id_fkey"
  FOREIGN KEY ("submission_id") REFERENCES "production_submissions"("id") ON DELETE RESTRICT ON UPDATE RESTRICT;

-- History is append-only: no row of it is ever changed or removed, whatever the code does.
CREATE FUNCTION production_approvals_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'production_approvals is append-only';
END $$;
CREATE TRIGGER production_approvals_no_update BEFORE UPDATE OR DELETE ON "production_approvals"
  FOR EACH ROW EXECUTE FUNCTION production_approvals_immutable();

-- One change request at a time per store (two concurrent ones: the second is refused).
CREATE UNIQUE INDEX "production_submissions_one_pending_change" ON "production_submissions"("store_id") WHERE "kind" = 'change' AND "status" = 'pending';

-- Issue 37: when charge.overdue was emitted (the first day past the adjusted due date). The overdue
-- worker claims the rows still null, so each charge gets the event once whatever the number of replicas.
ALTER TABLE "charges" ADD COLUMN "overdue_at" TIMESTAMPTZ(3);
-- The worker's scan: pending due-date charges (with terms) not yet overdue, by due date.
CREATE INDEX "charges_due_not_overdue_idx" ON "charges" ("due_date")
  WHERE status = 'pending' AND due_terms IS NOT NULL AND due_date IS NOT NULL AND overdue_at IS NULL;

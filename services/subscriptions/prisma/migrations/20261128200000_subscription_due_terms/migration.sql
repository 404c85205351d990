-- Issue 37: a subscription billed as due-date charges keeps the terms of every period's charge.
ALTER TABLE "subscriptions" ADD COLUMN "due_terms" JSONB;

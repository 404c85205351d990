-- Issue 37: payment links with a due date (the terms each payer's charge gets).
ALTER TABLE "payment_links" ADD COLUMN "due_terms" JSONB;

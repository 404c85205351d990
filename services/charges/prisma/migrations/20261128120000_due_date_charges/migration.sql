-- Charges with a due date (issue 37, the BCB's cobv): the terms (due date as a calendar date, validity
-- after it, multa, juros, abatimento, desconto in the BCB's modalities, valorPerc ×100) as the domain's
-- DueDateTerms; null on an immediate charge. due_date keeps the due date as a timestamp (midnight UTC).
ALTER TABLE "charges" ADD COLUMN "due_terms" JSONB;

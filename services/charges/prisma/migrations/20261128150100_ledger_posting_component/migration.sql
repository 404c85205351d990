-- Issue 37: a payment of a due-date charge is posted line by line (the BCB's componentesValor): each
-- posting says which part it is (original, multa, juros, abatimento, desconto); null on every other posting.
ALTER TABLE "ledger_postings" ADD COLUMN "component" TEXT;

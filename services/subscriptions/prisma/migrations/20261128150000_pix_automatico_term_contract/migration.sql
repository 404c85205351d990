-- Issue 38, item 6: a Pix Automático authorization's fixed term (BCB calendario.dataFinal, a Brasília
-- calendar date kept as YYYY-MM-DD text) and the receiver's contract reference set by the merchant
-- (BCB vinculo.contrato, ≤ 35; null: the subscription id without hyphens).
ALTER TABLE "subscriptions" ADD COLUMN "authorization_end_date" TEXT;
ALTER TABLE "subscriptions" ADD COLUMN "authorization_contract" TEXT;
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_authorization_end_date_check" CHECK ("authorization_end_date" ~ '^\d{4}-\d{2}-\d{2}$');
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_authorization_contract_check" CHECK (char_length("authorization_contract") BETWEEN 1 AND 35);

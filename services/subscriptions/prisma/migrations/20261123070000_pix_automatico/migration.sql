-- Pix Automático (issue 14): the subscription's authorization at the engine (BCB `rec`) and, per
-- billed period, the cycle sent for it (`cobr`). All null / default for method `pix`.
ALTER TABLE "subscriptions" ADD COLUMN "journey" TEXT;
ALTER TABLE "subscriptions" ADD COLUMN "retry_policy" TEXT;
ALTER TABLE "subscriptions" ADD COLUMN "authorization_id" TEXT;
ALTER TABLE "subscriptions" ADD COLUMN "authorization_status" TEXT;
ALTER TABLE "subscriptions" ADD COLUMN "authorization_pix_code" TEXT;
ALTER TABLE "subscriptions" ADD COLUMN "authorization_qr_code_url" TEXT;
ALTER TABLE "subscriptions" ADD COLUMN "authorization_expires_at" TIMESTAMPTZ(3);
-- The hosted authorization page's key (checkout /checkout/autorizacao/<key>): random, a capability like a charge's public id.
ALTER TABLE "subscriptions" ADD COLUMN "authorization_checkout_key" TEXT;
CREATE UNIQUE INDEX "subscriptions_authorization_checkout_key_key" ON "subscriptions" ("authorization_checkout_key");

ALTER TABLE "subscription_billings" ADD COLUMN "method" TEXT NOT NULL DEFAULT 'pix';
ALTER TABLE "subscription_billings" ADD COLUMN "cycle_id" TEXT;
ALTER TABLE "subscription_billings" ADD COLUMN "cycle_status" TEXT;
ALTER TABLE "subscription_billings" ADD COLUMN "cycle_sent_at" TIMESTAMPTZ(3);
ALTER TABLE "subscription_billings" ADD COLUMN "cycle_retries" INTEGER NOT NULL DEFAULT 0;

-- The job follows the live cycles (sent, failed and retryable) without scanning every billed period.
CREATE INDEX "subscription_billings_live_cycles_idx" ON "subscription_billings" ("period_at") WHERE "cycle_status" IN ('ATIVA', 'REJEITADA');
-- and the authorizations still open (awaiting the payer, or approved and possibly cancelled in the bank).
CREATE INDEX "subscriptions_open_authorizations_idx" ON "subscriptions" ("store_id", "environment") WHERE "authorization_status" IN ('CRIADA', 'APROVADA');

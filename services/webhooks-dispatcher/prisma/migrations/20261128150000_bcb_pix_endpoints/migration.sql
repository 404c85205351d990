-- Issue 39: an endpoint of the BCB's API Pix (PUT /bcb/v2/webhook/{chave}) receives {"pix":[…]} instead of our events.
ALTER TABLE "webhook_endpoints" ADD COLUMN "format" TEXT NOT NULL DEFAULT 'contract';

-- Issue 39: a bcb_pix endpoint (the BCB's webhook) also receives the devoluções that end, inside the
-- Pix they return. Its events are the dispatcher's (BCB_PIX_EVENTS), set at creation: the endpoints
-- made before get the refund events too.
UPDATE webhook_endpoints
SET events = ARRAY['charge.paid', 'charge.extra_payment', 'refund.completed', 'refund.failed']::text[]
WHERE format = 'bcb_pix';

-- MESSAGING_MAINTENANCE_MIGRATION_SQL of @pix/messaging (relay parking, pruning indexes).
-- Outbox: per-row backoff and parking (a poison row no longer blocks the rows behind it).
ALTER TABLE "outbox_events" ADD COLUMN "next_attempt_at" TIMESTAMPTZ(3),
ADD COLUMN "parked_at" TIMESTAMPTZ(3);

-- The relay scans rows neither published nor parked.
DROP INDEX IF EXISTS "outbox_events_unpublished_idx";
CREATE INDEX IF NOT EXISTS "outbox_events_unpublished_idx" ON "outbox_events" ("created_at") WHERE "published_at" IS NULL AND "parked_at" IS NULL;

-- Pruning of published rows, and the count of parked ones.
CREATE INDEX IF NOT EXISTS "outbox_events_published_at_idx" ON "outbox_events" ("published_at") WHERE "published_at" IS NOT NULL;
CREATE INDEX IF NOT EXISTS "outbox_events_parked_idx" ON "outbox_events" ("parked_at") WHERE "parked_at" IS NOT NULL;

-- Pruning of inbox markers.
CREATE INDEX IF NOT EXISTS "processed_messages_processed_at_idx" ON "processed_messages" ("processed_at");

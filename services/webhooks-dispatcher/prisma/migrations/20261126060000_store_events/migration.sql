-- The test environment's event log of each store, read by GET /events/stream (`pix listen`): every
-- public event of a test store that listened in the last day, whether or not an endpoint wants it, in
-- the order it was recorded. Stores that never listen cost one index lookup per event and no rows.
-- `seq` comes from the store's head row, updated in the same statement as the insert: the row lock
-- serialises one store's inserts until commit, so a reader that has seen seq n never later finds a
-- committed event below n (a bigserial would not promise that under concurrent transactions).
CREATE TABLE "store_event_heads" (
  "store_id" UUID NOT NULL,
  "last_seq" BIGINT NOT NULL,
  "listened_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "store_event_heads_pkey" PRIMARY KEY ("store_id")
);

CREATE TABLE "store_events" (
  "store_id" UUID NOT NULL,
  "seq" BIGINT NOT NULL,
  "event_id" UUID NOT NULL,
  "event" TEXT NOT NULL,
  "body" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "store_events_pkey" PRIMARY KEY ("store_id", "seq")
);

-- A broker redelivery of the same envelope records nothing new.
CREATE UNIQUE INDEX "store_events_event_id_key" ON "store_events" ("event_id");
-- Retention (7 days: enough to resume a listener, not an archive).
CREATE INDEX "store_events_created_at_idx" ON "store_events" ("created_at");

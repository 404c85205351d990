-- Audit trail (issue 12): one row per audit.recorded event; the primary key is the event id, so a
-- redelivered event inserts nothing.
CREATE TABLE "audit_entries" (
    "id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "environment" TEXT NOT NULL,
    "actor_type" TEXT NOT NULL,
    "actor_id" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "target_type" TEXT NOT NULL,
    "target_id" TEXT,
    "request_id" TEXT,
    "summary" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- GET /audit: a store's entries newest first, keyset pagination on (created_at, id).
CREATE INDEX "audit_entries_store_id_created_at_id_idx" ON "audit_entries"("store_id", "created_at" DESC, "id" DESC);
-- The actor and target filters (a key's or a charge's history) without scanning the store's whole trail.
CREATE INDEX "audit_entries_store_id_actor_id_created_at_id_idx" ON "audit_entries"("store_id", "actor_id", "created_at" DESC, "id" DESC);
CREATE INDEX "audit_entries_store_id_target_id_created_at_id_idx" ON "audit_entries"("store_id", "target_id", "created_at" DESC, "id" DESC);

-- Internal roadmap.
CREATE TABLE "roadmap_cards" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'idea',
    "created_by" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "roadmap_cards_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "roadmap_votes" (
    "card_id" UUID NOT NULL,
    "store_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "roadmap_votes_pkey" PRIMARY KEY ("card_id","store_id")
);

CREATE TABLE "roadmap_comments" (
    "id" UUID NOT NULL,
    "card_id" UUID NOT NULL,
    "author_id" UUID NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "roadmap_comments_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "roadmap_cards_created_at_idx" ON "roadmap_cards"("created_at");
CREATE INDEX "roadmap_comments_card_id_created_at_idx" ON "roadmap_comments"("card_id", "created_at");

ALTER TABLE "roadmap_votes" ADD CONSTRAINT "roadmap_votes_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "roadmap_cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "roadmap_comments" ADD CONSTRAINT "roadmap_comments_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "roadmap_cards"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "roadmap_comments" ADD CONSTRAINT "roadmap_comments_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

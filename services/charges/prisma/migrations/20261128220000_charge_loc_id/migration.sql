-- Issue 39, the BCB's `loc`: every charge's location gets a numeric id (PayloadLocationId, int64), the
-- `loc.id` of GET /cob/{txid} and the path of GET /loc/{id}. Random 15-digit numbers rather than a
-- sequence: a sequence shared by every store would show each store how many charges the others
-- created between two of its own; a random id shows nothing. Reads are scoped by store and
-- environment, so the id is not a capability; it only has to be unique. 15 digits: below 2^53 (exact
-- as a JSON number in any client) and the same id form as the lotecobv's.
CREATE FUNCTION charges_new_loc_id() RETURNS BIGINT LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    candidate BIGINT;
BEGIN
    LOOP
        candidate := 100000000000000 + floor(random() * 900000000000000)::BIGINT;
        -- A taken number is drawn again; two concurrent inserts drawing the same one (about 1 in 10^15
        -- per pair) would meet the unique index below.
        EXIT WHEN NOT EXISTS (SELECT 1 FROM charges WHERE loc_id = candidate);
    END LOOP;
    RETURN candidate;
END $$;

ALTER TABLE "charges" ADD COLUMN "loc_id" BIGINT;
-- Existing charges, one row at a time so each draw sees the ids already given.
DO $$
DECLARE
    r RECORD;
BEGIN
    FOR r IN SELECT id FROM charges WHERE loc_id IS NULL LOOP
        UPDATE charges SET loc_id = charges_new_loc_id() WHERE id = r.id;
    END LOOP;
END $$;
ALTER TABLE "charges" ALTER COLUMN "loc_id" SET DEFAULT charges_new_loc_id(), ALTER COLUMN "loc_id" SET NOT NULL;
CREATE UNIQUE INDEX "charges_loc_id_key" ON "charges"("loc_id");

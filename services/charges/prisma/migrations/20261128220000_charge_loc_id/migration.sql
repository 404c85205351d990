-- Issue 39, the BCB's `loc`: every charge's location gets a numeric id (PayloadLocationId, int64), the
-- `loc.id` of GET /cob/{txid} and the path of GET /loc/{id}. Random 15-digit numbers rather than a
-- sequence: a sequence shared by every store would show each store how many charges the others
-- created between two of its own; a random id shows nothing. Reads are scoped by store and
-- environment, so the id is not a capability; it only has to be unique. 15 digits: below 2^53 (exact
-- as a JSON number in any client) and the same id form as the lotecobv's.
CREATE FUNCTION charges_random_loc_id() RETURNS BIGINT LANGUAGE sql VOLATILE AS $$
    SELECT 100000000000000 + floor(random() * 900000000000000)::BIGINT
$$;

-- A new charge's id: drawn again while taken (an index probe). Two concurrent inserts drawing the same
-- free number (about 1 in 10^15 per pair) would meet the unique index.
CREATE FUNCTION charges_new_loc_id() RETURNS BIGINT LANGUAGE plpgsql VOLATILE AS $$
DECLARE
    candidate BIGINT;
BEGIN
    LOOP
        candidate := charges_random_loc_id();
        EXIT WHEN NOT EXISTS (SELECT 1 FROM charges WHERE loc_id = candidate);
    END LOOP;
    RETURN candidate;
END $$;

-- Existing charges: one draw each in one statement, then the rare repeats drawn again (about n²/1.8·10^15
-- pairs: 1 in 2,000 for a million charges) until none is left, before the unique index holds them.
ALTER TABLE "charges" ADD COLUMN "loc_id" BIGINT;
UPDATE "charges" SET "loc_id" = charges_random_loc_id();
DO $$
BEGIN
    LOOP
        UPDATE charges c SET loc_id = charges_random_loc_id()
        FROM (SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY loc_id ORDER BY id) AS k FROM charges) r WHERE k > 1) repeated
        WHERE c.id = repeated.id;
        EXIT WHEN NOT FOUND;
    END LOOP;
END $$;
CREATE UNIQUE INDEX "charges_loc_id_key" ON "charges"("loc_id");
ALTER TABLE "charges" ALTER COLUMN "loc_id" SET DEFAULT charges_new_loc_id(), ALTER COLUMN "loc_id" SET NOT NULL;

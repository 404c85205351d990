-- The BCB API's lists (GET /cob, GET /cobv, GET /pix) read in the database, over every charge of the
-- store (issue 39): repositories/lists-sql.ts holds the statements these serve.

-- GET /pix lists each Pix received (payments), by when it was received, in the store's scope. A payment
-- is its charge's: the trigger copies the charge's store and environment into every new row, whoever
-- writes it (the payment path's statements, tests), so no writer can get them wrong.
ALTER TABLE "payments" ADD COLUMN "store_id" UUID, ADD COLUMN "environment" TEXT;
UPDATE "payments" p SET "store_id" = c."store_id", "environment" = c."environment" FROM "charges" c WHERE c."id" = p."charge_id";
ALTER TABLE "payments" ALTER COLUMN "store_id" SET NOT NULL, ALTER COLUMN "environment" SET NOT NULL;

CREATE FUNCTION payments_scope_of_charge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    SELECT c.store_id, c.environment INTO NEW.store_id, NEW.environment FROM charges c WHERE c.id = NEW.charge_id;
    RETURN NEW;
END $$;
CREATE TRIGGER "payments_scope_of_charge" BEFORE INSERT ON "payments"
    FOR EACH ROW EXECUTE FUNCTION payments_scope_of_charge();

CREATE INDEX "payments_store_id_environment_paid_at_id_idx" ON "payments"("store_id", "environment", "paid_at" DESC, "id" DESC);

-- GET /cob and GET /cobv by the payer's document: the store's charges of one CPF/CNPJ, newest first.
CREATE INDEX "charges_store_id_environment_customer_cpf_created_at_idx" ON "charges"("store_id", "environment", "customer_cpf", "created_at" DESC);

-- A field of an EMV BR Code (ID, two-digit length, value), as the gateway's locationOf reads it
-- (services/gateway/src/http/bcb/views.ts): null when absent or when the code is unreadable before it.
CREATE FUNCTION brcode_field(code TEXT, wanted TEXT) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
    i INTEGER := 1;
    len INTEGER;
BEGIN
    WHILE i + 3 <= length(code) LOOP
        IF substr(code, i + 2, 2) !~ '^[0-9]{2}$' THEN RETURN NULL; END IF;
        len := substr(code, i + 2, 2)::INTEGER;
        IF i + 3 + len > length(code) THEN RETURN NULL; END IF;
        IF substr(code, i, 2) = wanted THEN RETURN substr(code, i + 4, len); END IF;
        i := i + 4 + len;
    END LOOP;
    RETURN NULL;
END $$;

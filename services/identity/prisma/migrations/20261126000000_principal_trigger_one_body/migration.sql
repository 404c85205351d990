-- The principal triggers of api_keys, sessions and users (20261123010000_principal_invalidation)
-- repeated one body per table. One function now serves the three; each trigger names what differs
-- in its arguments: the event, the column that holds the affected account, and the key under which
-- the row's own id goes in the payload ('' for none). Same payloads as before, so the gateway's
-- consumer is unchanged. team_members and store_members keep their own bodies: they name old and new
-- accounts and skip no-op updates, which is logic, not repetition.

CREATE OR REPLACE FUNCTION "row_principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data JSONB := to_jsonb(OLD);
  account UUID := (row_data ->> TG_ARGV[1])::uuid;
  data JSONB := jsonb_build_object('user_ids', jsonb_build_array(account));
BEGIN
  IF TG_ARGV[2] <> '' THEN data := jsonb_build_object(TG_ARGV[2], row_data -> 'id') || data; END IF;
  PERFORM "principal_changed"(TG_ARGV[0], account, data);
  RETURN NULL;
END;
$$;

DROP TRIGGER "api_keys_principal_changed" ON "api_keys";
DROP TRIGGER "api_keys_principal_deleted" ON "api_keys";
DROP TRIGGER "sessions_principal_changed" ON "sessions";
DROP TRIGGER "sessions_principal_deleted" ON "sessions";
DROP TRIGGER "users_principal_changed" ON "users";
DROP TRIGGER "users_principal_deleted" ON "users";
DROP FUNCTION "api_keys_principal_changed"();
DROP FUNCTION "sessions_principal_changed"();
DROP FUNCTION "users_principal_changed"();

CREATE TRIGGER "api_keys_principal_changed"
AFTER UPDATE OF "revoked_at", "environment", "user_id", "key_hash" ON "api_keys"
FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.environment IS DISTINCT FROM NEW.environment
  OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.key_hash IS DISTINCT FROM NEW.key_hash)
EXECUTE FUNCTION "row_principal_changed"('principal.api_key_changed', 'user_id', 'api_key_id');
CREATE TRIGGER "api_keys_principal_deleted" AFTER DELETE ON "api_keys"
FOR EACH ROW EXECUTE FUNCTION "row_principal_changed"('principal.api_key_changed', 'user_id', 'api_key_id');

CREATE TRIGGER "sessions_principal_changed"
AFTER UPDATE OF "revoked_at", "user_id", "environment" ON "sessions"
FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.user_id IS DISTINCT FROM NEW.user_id
  OR OLD.environment IS DISTINCT FROM NEW.environment)
EXECUTE FUNCTION "row_principal_changed"('principal.session_changed', 'user_id', 'session_id');
CREATE TRIGGER "sessions_principal_deleted" AFTER DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "row_principal_changed"('principal.session_changed', 'user_id', 'session_id');

-- users: any real change (rare writes; over-invalidating a profile edit costs one Authenticate).
CREATE TRIGGER "users_principal_changed" AFTER UPDATE ON "users"
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
EXECUTE FUNCTION "row_principal_changed"('principal.user_changed', 'id', '');
CREATE TRIGGER "users_principal_deleted" AFTER DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "row_principal_changed"('principal.user_changed', 'id', '');

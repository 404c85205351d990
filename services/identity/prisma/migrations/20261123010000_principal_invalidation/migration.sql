-- Issue 13: the gateway caches resolved principals; every write that can change what Authenticate
-- answers puts a `principal.*` event in the outbox, in the writing transaction, so that each gateway
-- replica drops the affected entries at once. Triggers rather than calls in each use case: they also
-- cover the operator command (`team grant`), direct SQL and any write added later.
--
-- What Authenticate reads, and so what is watched:
--   api_keys       revoked_at, environment, user_id, key_hash (never last_used_at)  → principal.api_key_changed
--   sessions       revoked_at, user_id, environment                                 → principal.session_changed
--   users          any column (approval, e-mail verification, deletion…)            → principal.user_changed
--   team_members   grant / revoke (is_admin)                                        → principal.user_changed
--   store_members  role, user_id, removal (x-store membership)                      → principal.membership_changed
-- Payload: the @pix/messaging envelope; data.user_ids names the accounts whose principals change.

CREATE OR REPLACE FUNCTION "principal_changed"(event TEXT, store_id UUID, data JSONB) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event_id UUID := gen_random_uuid();
BEGIN
  INSERT INTO "outbox_events" ("id", "event", "payload") VALUES (event_id, event, jsonb_build_object(
    'id', event_id,
    'event', event,
    'occurred_at', to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'owner', jsonb_build_object('store_id', store_id, 'environment', 'test'),
    'data', data
  ));
END;
$$;

CREATE OR REPLACE FUNCTION "api_keys_principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "principal_changed"('principal.api_key_changed', OLD.user_id,
    jsonb_build_object('api_key_id', OLD.id, 'user_ids', jsonb_build_array(OLD.user_id)));
  RETURN NULL;
END;
$$;

CREATE TRIGGER "api_keys_principal_changed"
AFTER UPDATE OF "revoked_at", "environment", "user_id", "key_hash" ON "api_keys"
FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.environment IS DISTINCT FROM NEW.environment
  OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.key_hash IS DISTINCT FROM NEW.key_hash)
EXECUTE FUNCTION "api_keys_principal_changed"();

CREATE TRIGGER "api_keys_principal_deleted" AFTER DELETE ON "api_keys"
FOR EACH ROW EXECUTE FUNCTION "api_keys_principal_changed"();

CREATE OR REPLACE FUNCTION "sessions_principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "principal_changed"('principal.session_changed', OLD.user_id,
    jsonb_build_object('session_id', OLD.id, 'user_ids', jsonb_build_array(OLD.user_id)));
  RETURN NULL;
END;
$$;

CREATE TRIGGER "sessions_principal_changed"
AFTER UPDATE OF "revoked_at", "user_id", "environment" ON "sessions"
FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.user_id IS DISTINCT FROM NEW.user_id
  OR OLD.environment IS DISTINCT FROM NEW.environment)
EXECUTE FUNCTION "sessions_principal_changed"();

CREATE TRIGGER "sessions_principal_deleted" AFTER DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "sessions_principal_changed"();

-- users: any real change (rare writes; over-invalidating a profile edit costs one Authenticate).
CREATE OR REPLACE FUNCTION "users_principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "principal_changed"('principal.user_changed', OLD.id, jsonb_build_object('user_ids', jsonb_build_array(OLD.id)));
  RETURN NULL;
END;
$$;

CREATE TRIGGER "users_principal_changed" AFTER UPDATE ON "users"
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
EXECUTE FUNCTION "users_principal_changed"();

CREATE TRIGGER "users_principal_deleted" AFTER DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "users_principal_changed"();

CREATE OR REPLACE FUNCTION "team_members_principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_user UUID := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  PERFORM "principal_changed"('principal.user_changed', row_user, jsonb_build_object('user_ids',
    CASE WHEN TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id
      THEN jsonb_build_array(OLD.user_id, NEW.user_id) ELSE jsonb_build_array(row_user) END));
  RETURN NULL;
END;
$$;

CREATE TRIGGER "team_members_principal_changed" AFTER INSERT OR UPDATE OR DELETE ON "team_members"
FOR EACH ROW EXECUTE FUNCTION "team_members_principal_changed"();

-- store_members: a pending invite (user_id null) names nobody; a member gaining or losing a store,
-- or changing role, is named by its user id (old and new).
CREATE OR REPLACE FUNCTION "store_members_principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  store UUID := CASE WHEN TG_OP = 'INSERT' THEN NEW.store_id ELSE OLD.store_id END;
  users JSONB := '[]'::jsonb;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN users := users || to_jsonb(OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    users := users || to_jsonb(NEW.user_id);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.role IS NOT DISTINCT FROM NEW.role AND OLD.user_id IS NOT DISTINCT FROM NEW.user_id
     AND OLD.store_id IS NOT DISTINCT FROM NEW.store_id THEN
    RETURN NULL;
  END IF;
  IF jsonb_array_length(users) > 0 THEN
    PERFORM "principal_changed"('principal.membership_changed', store, jsonb_build_object('store_id', store, 'user_ids', users));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "store_members_principal_changed" AFTER INSERT OR UPDATE OR DELETE ON "store_members"
FOR EACH ROW EXECUTE FUNCTION "store_members_principal_changed"();

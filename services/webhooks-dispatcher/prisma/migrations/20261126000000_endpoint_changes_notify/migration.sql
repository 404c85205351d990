-- Issue 13: every dispatcher replica caches which events each store's endpoints want; any change to an
-- endpoint, through whichever replica, tells them all to forget (LISTEN webhook_endpoints_changed).
-- Statement-level: one notification per change, delivered at commit.
CREATE FUNCTION notify_webhook_endpoints_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('webhook_endpoints_changed', '');
  RETURN NULL;
END $$;

CREATE TRIGGER webhook_endpoints_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "webhook_endpoints"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_webhook_endpoints_changed();

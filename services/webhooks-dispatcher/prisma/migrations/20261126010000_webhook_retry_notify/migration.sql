-- Issue 13 (idle cost): every replica's retry poller LISTENs on `webhook_retries` instead of polling each
-- second. Each retry scheduled — by whichever replica made the failed attempt, or by the sweep closing an
-- interrupted one — tells every replica in how many milliseconds it falls due (by the database's clock, so
-- the replicas' clocks do not matter); each sets a timer, and FOR UPDATE SKIP LOCKED lets one of them start it.
CREATE FUNCTION "webhook_retry_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('webhook_retries', greatest(0, ceil(extract(epoch FROM NEW.next_attempt_at - now()) * 1000))::bigint::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "webhook_retry_scheduled" AFTER UPDATE OF "next_attempt_at" ON "webhook_deliveries"
  FOR EACH ROW WHEN (NEW."next_attempt_at" IS NOT NULL) EXECUTE FUNCTION "webhook_retry_notify"();

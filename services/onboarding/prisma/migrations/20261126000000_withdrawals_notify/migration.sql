-- Issue 13 (idle cost): the payout worker LISTENs on `withdrawals_due` instead of polling every 2 s.
-- Each write that sets a pending withdrawal's next step (created, deferred, retried, leased by a claim)
-- tells every replica in how many milliseconds it falls due (by the database's clock); each sets a timer
-- for the earliest, and FOR UPDATE SKIP LOCKED lets one of them take it.
CREATE FUNCTION "withdrawals_due_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('withdrawals_due', greatest(0, ceil(extract(epoch FROM NEW.next_attempt_at - now()) * 1000))::bigint::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "withdrawals_due" AFTER INSERT OR UPDATE OF "next_attempt_at" ON "withdrawals"
  FOR EACH ROW WHEN (NEW."status" = 'pending') EXECUTE FUNCTION "withdrawals_due_notify"();

-- The BCB API's cobr (issue 39): an instruction read by its txid, and the instructions sent in a range.
CREATE INDEX "subscription_cycle_events_txid_idx" ON "subscription_cycle_events"("txid");
CREATE INDEX "subscription_cycle_events_kind_at_idx" ON "subscription_cycle_events"("kind", "at");

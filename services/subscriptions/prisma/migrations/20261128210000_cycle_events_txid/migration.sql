-- The BCB API's cobr (issue 39): an instruction read by its txid, and a store's instructions sent in a
-- range (its subscriptions' sends: a partial index, the steps other than a send never listed).
CREATE INDEX "subscription_cycle_events_txid_idx" ON "subscription_cycle_events"("txid");
CREATE INDEX "subscription_cycle_events_sent_idx" ON "subscription_cycle_events"("subscription_id", "at") WHERE "kind" IN ('sent', 'resent');

-- Charges of a subscription: charge-now's pending-charge check and the delete-then-unlink count (contract 4.7).
CREATE INDEX "charges_store_id_environment_subscription_id_idx" ON "charges"("store_id", "environment", "subscription_id");

-- Contract 4.7: deleting a product counts and clears the links naming it, per merchant and environment.
CREATE INDEX "payment_links_user_id_environment_product_id_idx" ON "payment_links"("user_id", "environment", "product_id");

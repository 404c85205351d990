-- A fixed term (end_date) reaching its end (issue 38): the subscription ends with a reason the merchant reads.
ALTER TABLE "subscriptions" ADD COLUMN "ended_reason" TEXT;
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" TIMESTAMPTZ(3);

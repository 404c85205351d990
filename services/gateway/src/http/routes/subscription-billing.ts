import { Router } from "express";
import { z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";

const asOf = z.iso.datetime({ offset: true });
const cronBody = z.strictObject({ as_of: asOf.nullish() });
const testClockBody = z.strictObject({ as_of: asOf });

interface Summary {
  charged?: number;
  skipped?: number;
  failed?: { subscription_id: string; reason: string }[];
  sem_data?: number;
  aviso?: string | null;
}

/** `{data: {charged, skipped, failed: [{subscription_id, reason}], sem_data}, aviso?}` (aviso when the failures listed were cut). */
function summaryJson(s: Summary) {
  return {
    data: {
      charged: s.charged ?? 0,
      skipped: s.skipped ?? 0,
      failed: (s.failed ?? []).map((f) => ({ subscription_id: f.subscription_id, reason: f.reason })),
      sem_data: s.sem_data ?? 0,
    },
    ...(s.aviso && { aviso: s.aviso }),
  };
}

/**
 * The daily billing job on demand (issue 11). `POST /internal/cron/run` is the team's: every store and
 * environment, `as_of` only when the subscriptions service allows test clocks (TEST_CLOCKS). The test
 * clock `POST /subscriptions/billing-runs {as_of}` is the merchant's: its own test subscriptions as of
 * that instant (409 in live). Both answer the job summary.
 */
export function subscriptionBillingRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);

  router.post("/internal/cron/run", auth("admin"), async (req, res) => {
    const b = body(cronBody, req);
    const r = await clients.subscriptions.call("RunBilling", { scope: "all", ...(b.as_of ? { as_of: b.as_of } : {}) }, { principal: principalOf(res) });
    res.json(summaryJson(r));
  });

  router.post("/subscriptions/billing-runs", auth("assinaturas:escrever"), async (req, res) => {
    const b = body(testClockBody, req);
    const r = await clients.subscriptions.call("RunBilling", { scope: "store", as_of: b.as_of }, { principal: principalOf(res) });
    res.json(summaryJson(r));
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { cronBody, testClockBody };

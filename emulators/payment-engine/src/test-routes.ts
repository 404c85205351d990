import { Router } from "express";
import { z } from "zod";
import { FRONTS, frontEvent, statusView } from "./accounts";
import { chargeView } from "./charges";
import type { Engine } from "./engine";
import { badRequest, notFound } from "./errors";
import { accountStatusNotice, paymentReceivedNotice } from "./notices";
import { parse } from "./routes";

const configSchema = z.object({ noticeUrl: z.url().nullable().optional(), noticeToken: z.string().nullable().optional() });
/** amountCents: what the payer pays, when not the charge's amount (a due-date charge's amount of the day). */
const paySchema = z.object({ late: z.boolean().default(false), amountCents: z.int().min(1).max(Number.MAX_SAFE_INTEGER).optional() });
const resendSchema = z.object({ times: z.int().min(1).max(100).default(1) });
// count 0 clears the plan (the engine is back).
const failNextSchema = z.object({ count: z.int().min(0), status: z.int().min(400).max(599).optional(), delayMs: z.int().min(0).max(60_000).optional() });

/**
 * Emulator-only controls under /test, standing in for what happens outside the API in real
 * life (a payer paying, KYC review, outages). No authentication: never expose an emulator.
 */
export function testRoutes(engine: Engine): Router {
  const { accounts, charges, notifier } = engine;
  const router = Router();

  router.post("/config", (req, res) => {
    const body = parse(configSchema, req.body);
    // undefined leaves a setting as is; null clears it.
    if (body.noticeUrl !== undefined) notifier.config.noticeUrl = body.noticeUrl ?? undefined;
    if (body.noticeToken !== undefined) notifier.config.noticeToken = body.noticeToken ?? undefined;
    res.json({ noticeUrl: notifier.config.noticeUrl ?? null, noticeTokenSet: Boolean(notifier.config.noticeToken) });
  });

  for (const [action, status] of [["approve", "APPROVED"], ["reject", "REJECTED"]] as const) {
    router.post(`/accounts/:id/${action}`, async (req, res) => {
      const account = accounts.setReview(req.params.id as string, status);
      const delivery = await notifier.send(account.id, accountStatusNotice(account));
      res.json({ status: statusView(account, engine.url), delivery });
    });
  }

  // What the subaccount was opened with (its company and document), as the engine's team would see it.
  router.get("/accounts/:id", (req, res) => {
    const a = accounts.get(req.params.id as string);
    res.json({ id: a.id, name: a.name ?? null, email: a.email ?? null, cpfCnpj: a.cpfCnpj ?? null, companyType: a.companyType ?? null, postalCode: a.postalCode ?? null });
  });

  // One front at a time (geral, dados_comerciais, conta_bancaria, documentos); its own notice follows.
  for (const [action, status] of [["approve", "APPROVED"], ["reject", "REJECTED"]] as const) {
    router.post(`/accounts/:id/fronts/:front/${action}`, async (req, res) => {
      const front = req.params.front as string;
      if (!Object.hasOwn(FRONTS, front)) throw badRequest("invalid_front", `front must be one of ${Object.keys(FRONTS).join(", ")}`);
      const account = accounts.setFront(req.params.id as string, FRONTS[front]!.item, status);
      const delivery = await notifier.send(account.id, accountStatusNotice(account, frontEvent(front, status)));
      res.json({ status: statusView(account, engine.url), delivery });
    });
  }

  // Responds once the notice was delivered (or failed), so tests can assert right after. `{late: true}`
  // also settles a charge past its expiresAt (the gateway's test-mode simulation always pays, contract 3.1).
  router.post("/charges/:id/pay", async (req, res) => {
    const charge = charges.pay(req.params.id as string, parse(paySchema, req.body ?? {}));
    const delivery = await notifier.send(charge.id, paymentReceivedNotice(charge));
    res.json({ charge: chargeView(charge, engine.publicHost), delivery });
  });

  // The same charge paid once more (a payer paying a QR twice): its own end-to-end id and notice
  // (then the charge's last notice, which resend-notice redelivers).
  router.post("/charges/:id/pay-again", async (req, res) => {
    const charge = charges.get(req.params.id as string);
    const extra = charges.payAgain(charge.id);
    const delivery = await notifier.send(charge.id, paymentReceivedNotice(charge, extra));
    res.json({ endToEndId: extra.endToEndId, delivery });
  });

  router.post("/charges/:id/resend-notice", async (req, res) => {
    const { times } = parse(resendSchema, req.body);
    const deliveries = await notifier.resend(charges.get(req.params.id as string).id, times);
    if (!deliveries) throw notFound("notice for this charge");
    res.json({ deliveries });
  });

  // Every charge of the engine with this txid, across accounts: lets tests count what was created.
  router.get("/charges", (req, res) => {
    const txid = typeof req.query.txid === "string" ? req.query.txid : undefined;
    if (!txid) throw badRequest("invalid_txid", "query parameter txid is required");
    res.json({ charges: charges.withTxid(txid).map((c) => chargeView(c, engine.publicHost)) });
  });

  router.get("/notices", (req, res) => {
    const subjectId = typeof req.query.subjectId === "string" ? req.query.subjectId : undefined;
    res.json({ deliveries: notifier.deliveries.filter((d) => !subjectId || d.subjectId === subjectId) });
  });

  router.post("/fail-next", (req, res) => {
    engine.faults.arm(parse(failNextSchema, req.body));
    res.status(204).end();
  });

  router.use(() => {
    throw notFound("route");
  });
  return router;
}

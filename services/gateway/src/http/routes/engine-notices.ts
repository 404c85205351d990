import { createHash, timingSafeEqual } from "node:crypto";
import express, { Router, type RequestHandler } from "express";
import { errors } from "@pix/errors";
import type { Clients } from "../../clients";

/** Header the payment engine sends with its notices (the shared token). */
const NOTICE_TOKEN_HEADER = "asaas-access-token";
/** Engine notices are a few hundred bytes; charges refuses more than 64 KiB too. */
const NOTICE_BODY_LIMIT = "64kb";

const digest = (s: string) => createHash("sha256").update(s).digest();

/**
 * The origin first: a wrong or missing token is a 401 before a byte of the body is read. Hashing
 * gives equal lengths, so the comparison leaks neither the token nor its length.
 */
function requireNoticeToken(expected: string | undefined): RequestHandler {
  return (req, _res, next) => {
    const given = req.get(NOTICE_TOKEN_HEADER) ?? "";
    if (!expected || !timingSafeEqual(digest(given), digest(expected))) {
      req.log?.warn({ configured: Boolean(expected), tokenPresent: given !== "" }, "engine notice refused at the edge: bad token");
      return next(errors.unauthenticated("Aviso de origem não reconhecida"));
    }
    next();
  };
}

/**
 * POST /notices/payment-engine (public; mounted before the JSON parser). The body is read as bytes
 * (size-limited, never inflated, never parsed here) and passed on unchanged: charges checks the
 * token again, parses and validates it, records the notice and answers at once.
 */
export function engineNoticeRoutes(clients: Clients, noticeToken: string | undefined): Router {
  const router = Router();
  router.post(
    "/notices/payment-engine",
    requireNoticeToken(noticeToken),
    express.raw({ type: () => true, limit: NOTICE_BODY_LIMIT, inflate: false }),
    async (req, res) => {
      const bytes: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const token = req.get(NOTICE_TOKEN_HEADER) ?? "";
      const r = await clients.charges.call("HandleEngineNotice", { token, body: "", body_bytes: bytes });
      res.json({ data: { outcome: r.outcome } });
    },
  );
  return router;
}

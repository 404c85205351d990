import express, { Router, type RequestHandler } from "express";
import { errors } from "@pix/errors";
import { sameSecret } from "@pix/grpc";
import type { Clients } from "../../clients";

/** Header the payment engine sends with its notices (the shared token). */
const NOTICE_TOKEN_HEADER = "asaas-access-token";
/** Engine notices are a few hundred bytes; charges refuses more than 64 KiB too. */
const NOTICE_BODY_LIMIT = "64kb";

/**
 * The origin first: a wrong or missing token is a 401 before a byte of the body is read. The
 * comparison (sameSecret, shared with the services) leaks neither the token nor its length.
 */
function requireNoticeToken(tokens: (string | undefined)[]): RequestHandler {
  const expected = tokens.filter((t): t is string => Boolean(t));
  return (req, _res, next) => {
    const given = req.get(NOTICE_TOKEN_HEADER) ?? "";
    // Every configured token is compared (the test and the live engine's), so timing tells nothing.
    const matches = expected.map((t) => sameSecret(given, t));
    if (!matches.includes(true)) {
      req.log?.warn({ configured: expected.length > 0, tokenPresent: given !== "" }, "engine notice refused at the edge: bad token");
      return next(errors.unauthenticated("AVISO_NAO_RECONHECIDO", "Aviso de origem não reconhecida"));
    }
    next();
  };
}

/**
 * POST /notices/payment-engine (public; mounted before the JSON parser), for both engines (test and
 * live; the token names which). The body is read as bytes (size-limited, never inflated) and passed
 * on unchanged; only its `event` is peeked at to pick the owner: account-status notices go to
 * onboarding (receiving accounts), Pix Automático's (RECURRENCE_UPDATED, RECURRING_CHARGE_UPDATED) to
 * subscriptions (it owns the authorization → subscription mapping), every other notice to charges.
 * Each checks the token again, parses and validates the body.
 */
export function engineNoticeRoutes(clients: Clients, noticeTokens: (string | undefined)[]): Router {
  const router = Router();
  router.post(
    "/notices/payment-engine",
    requireNoticeToken(noticeTokens),
    express.raw({ type: () => true, limit: NOTICE_BODY_LIMIT, inflate: false }),
    async (req, res) => {
      const bytes: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const token = req.get(NOTICE_TOKEN_HEADER) ?? "";
      const owner = ownerOf(eventOf(bytes));
      const r =
        owner === "onboarding" ? await clients.onboarding.call("HandleAccountNotice", { token, body_bytes: bytes })
        : owner === "subscriptions" ? await clients.subscriptions.call("HandleRecurrenceNotice", { token, body_bytes: bytes })
        : await clients.charges.call("HandleEngineNotice", { token, body: "", body_bytes: bytes });
      res.json({ data: { outcome: r.outcome } });
    },
  );
  return router;
}

const RECURRENCE_EVENTS = new Set(["RECURRENCE_UPDATED", "RECURRING_CHARGE_UPDATED"]);

/** The engine's account-status events all start so; anything else, a body that is not JSON included, goes to charges (which refuses it). */
function ownerOf(event: string | null): "onboarding" | "subscriptions" | "charges" {
  if (event?.startsWith("ACCOUNT_STATUS_")) return "onboarding";
  if (event !== null && RECURRENCE_EVENTS.has(event)) return "subscriptions";
  return "charges";
}

function eventOf(bytes: Buffer): string | null {
  try {
    const event = (JSON.parse(bytes.toString("utf8")) as { event?: unknown })?.event;
    return typeof event === "string" ? event : null;
  } catch {
    return null;
  }
}

import { Router, type Request, type RequestHandler } from "express";
import type { z } from "zod";
import { addressKeysView, createAccountSchema, statusView, type Account } from "./accounts";
import { chargeView, createChargeSchema, locationView, transactionView } from "./charges";
import type { Engine } from "./engine";
import { ApiError, badRequest, fromZod, notFound } from "./errors";
import { recurrenceApiRoutes } from "./recurrences";

export function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw fromZod(result.error);
  return result.data;
}

const caller = (req: Request): Account => req.res!.locals.account;

/** The authenticated provider API under /v3. */
export function apiRoutes(engine: Engine): Router {
  const { accounts, charges } = engine;
  const router = Router();
  router.use(engine.faults.middleware);

  router.use((req, res, next) => {
    const key = req.header("access_token");
    const account = key ? accounts.byApiKey(key) : undefined;
    if (!account) throw new ApiError(401, "invalid_access_token", "missing or invalid access_token header");
    res.locals.account = account;
    next();
  });

  // Only the main account manages subaccounts.
  const rootOnly: RequestHandler = (req, _res, next) => {
    if (!caller(req).isRoot) throw new ApiError(403, "forbidden", "only the main account can manage subaccounts");
    next();
  };

  router.post("/accounts", rootOnly, (req, res) => {
    const account = accounts.create(parse(createAccountSchema, req.body));
    res.status(200).json({
      id: account.id, walletId: account.walletId, apiKey: account.apiKey, status: account.review.general, name: account.name, email: account.email, cpfCnpj: account.cpfCnpj,
      // The random (EVP) Pix key created with the account, active at once.
      pixKey: account.pixKey, pixKeyStatus: "ACTIVE",
    });
  });

  router.get("/accounts/:id/status", rootOnly, (req, res) => {
    res.json(statusView(accounts.get(req.params.id as string), engine.url));
  });

  // Any account (the main one included) reads its own Pix keys, never another's.
  router.get("/pix/addressKeys", (req, res) => {
    res.json(addressKeysView(caller(req)));
  });

  router.post("/pix/charges", (req, res) => {
    const key = req.header("idempotency-key") || undefined;
    const charge = charges.create(caller(req).id, parse(createChargeSchema, req.body), key);
    res.status(200).json(chargeView(charge, engine.publicHost));
  });

  router.get("/pix/charges/:id", (req, res) => {
    res.json(chargeView(charges.get(req.params.id as string, caller(req).id), engine.publicHost));
  });

  router.get("/pix/transactions", (req, res) => {
    const endToEndId = req.query.endToEndId;
    if (typeof endToEndId !== "string" || !endToEndId) throw badRequest("invalid_endToEndId", "query parameter endToEndId is required");
    const charge = charges.byEndToEndId(endToEndId, caller(req).id);
    if (!charge) throw notFound("transaction");
    res.json(transactionView(charge, endToEndId));
  });

  router.use(recurrenceApiRoutes(engine));

  router.use(() => {
    throw notFound("route");
  });
  return router;
}

/** Unauthenticated pages: what a payer's bank and a merchant's browser reach. */
export function publicRoutes(engine: Engine): Router {
  const router = Router();

  // A dynamic Pix code carries this location; the payer's bank fetches it to learn what to pay.
  router.get("/qr/v2/:uuid", (req, res) => {
    const charge = engine.charges.byLocation(req.params.uuid as string);
    if (!charge) throw notFound("location");
    res.json(locationView(charge, engine.accounts.owner(charge.accountId).pixKey));
  });

  // Stand-in for the provider's KYC pages that `onboardingUrl` points to.
  router.get("/onboarding/:id", (req, res) => {
    const account = engine.accounts.get(req.params.id as string);
    res.type("html").send(`<!doctype html><title>Onboarding</title><p>Emulated onboarding for account ${account.id}: ${account.review.general}</p>`);
  });

  return router;
}

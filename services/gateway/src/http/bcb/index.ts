import { Router } from "express";
import { refuseUnstorableInput } from "@pix/errors";
import { withRequestId } from "@pix/grpc";
import type { Clients } from "../../clients";
import { oauthRoutes } from "./oauth";
import { BcbProblem, problemHandler } from "./problem";
import { bcbPixRoutes } from "./pix";
import { bcbChargeRoutes } from "./routes";
import { bcbCobvRoutes } from "./cobv";
import { bcbLoteCobvRoutes } from "./lotecobv";
import { bcbRecNotServed, bcbRecRoutes } from "./rec";
import { bcbLocRoutes } from "./loc";
import { bcbCobrRoutes } from "./cobr";
import { tokenKeyOf } from "./token";
import { bcbWebhookRoutes } from "./webhooks";
import { bcbKeylessWebhookRoutes, WEBHOOKCOBR, WEBHOOKREC } from "./keyless-webhooks";

/**
 * The Banco Central's API Pix (v2.9.0) beside ours, under BCB_PREFIX (issue 39). `/bcb` keeps it apart
 * from every route of our contract (no path of one API can shadow the other's) and `/v2` is the major
 * version the spec itself puts in its paths, so a client configured with a bank's `…/v2` base URL
 * changes only the host part. Its own errors (RFC 7807, the spec's types) and its own credential (the
 * OAuth token of POST /oauth/token); the services behind are ours, shared with the contract's routes.
 */
export const BCB_PREFIX = "/bcb/v2";

export function bcbRoutes(clients: Clients, principalSecret: string): Router {
  const router = Router();
  const key = tokenKeyOf(principalSecret);
  // What app.ts does for our routes after its JSON-only gate, which this API (an OAuth form) passes by.
  router.use(refuseUnstorableInput);
  router.use((req, _res, next) => withRequestId(String(req.id), next));
  router.use(oauthRoutes(clients, key));
  router.use(bcbChargeRoutes(clients, key));
  router.use(bcbPixRoutes(clients, key));
  router.use(bcbCobvRoutes(clients, key));
  router.use(bcbLoteCobvRoutes(clients, key));
  router.use(bcbLocRoutes(clients, key));
  router.use(bcbCobrRoutes(clients, key));
  router.use(bcbWebhookRoutes(clients, key));
  router.use(bcbRecRoutes(clients, key));
  router.use(bcbKeylessWebhookRoutes(clients, key, WEBHOOKREC));
  router.use(bcbKeylessWebhookRoutes(clients, key, WEBHOOKCOBR));
  router.use(bcbRecNotServed());
  router.use((req, _res, next) => next(new BcbProblem("NaoEncontrado", 404, `${req.method} ${BCB_PREFIX}${req.path} não é servido; veja docs/api-pix-bcb.md para as operações da API Pix que servimos`)));
  router.use(problemHandler);
  return router;
}

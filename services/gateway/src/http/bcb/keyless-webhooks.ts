import { Router, type Response } from "express";
import { parseOrThrow } from "@pix/errors";
import type { Message } from "@pix/grpc";
import type { Clients } from "../../clients";
import type { BcbScope } from "../permissions";
import { bcbAuth } from "./auth";
import { callOpts } from "./calls";
import { answersAs, BcbProblem, type ProblemTypes } from "./problem";
import { webhookBody } from "./schemas";
import type { TokenKey } from "./token";

type Endpoint = Message<"pix.webhooks.v1.WebhookEndpoint">;

/** One of the spec's keyless webhooks (webhookrec, webhookcobr): its path, the endpoint format behind it, its callback. */
interface KeylessWebhook {
  path: "/webhookrec" | "/webhookcobr";
  /** The webhooks-dispatcher format whose body the endpoint receives (domain/bcb-rec.ts, domain/bcb-cobr.ts). */
  format: "bcb_rec" | "bcb_cobr";
  /** The spec's callback path, appended to the webhookUrl the merchant gives (`POST {webhookUrl}/rec`). */
  callback: "/rec" | "/cobr";
  scopes: { read: BcbScope; write: BcbScope };
  types: ProblemTypes;
  /** The endpoint's name in GET /webhook-endpoints. */
  name: string;
  /** What the merchant has not configured yet (404). */
  missing: string;
}

export const WEBHOOKREC: KeylessWebhook = {
  path: "/webhookrec", format: "bcb_rec", callback: "/rec", scopes: { read: "webhookrec.read", write: "webhookrec.write" },
  types: { invalid: "WebhookRecOperacaoInvalida", notFound: "NaoEncontrado" },
  name: "API Pix (BCB): recorrências", missing: "Nenhum webhook de recorrências configurado: configure-o em PUT /webhookrec",
};
export const WEBHOOKCOBR: KeylessWebhook = {
  path: "/webhookcobr", format: "bcb_cobr", callback: "/cobr", scopes: { read: "webhookcobr.read", write: "webhookcobr.write" },
  types: { invalid: "WebhookCobROperacaoInvalida", query: "WebhookCobRConsultaInvalida" },
  name: "API Pix (BCB): cobranças recorrentes", missing: "Nenhum webhook de cobranças recorrentes configurado: configure-o em PUT /webhookcobr",
};

/**
 * The BCB's webhookrec and webhookcobr (issue 39): each is one of our webhook endpoints of its format
 * (bcb_rec: `subscription.authorization_updated` as `{"recs":[…]}`; bcb_cobr: `subscription.cycle_updated`
 * as `{"cobsr":[…]}`), delivered, signed, retried and logged like any other (GET /webhook-endpoints lists
 * it; its secret by POST /webhook-endpoints/{id}/rotate-secret). One per store and environment, as the
 * spec's path has no key; no mTLS, as PUT /webhook/{chave}.
 */
export function bcbKeylessWebhookRoutes(clients: Clients, key: TokenKey, w: KeylessWebhook): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const webhooks = clients.webhooks;

  const current = async (res: Response): Promise<Endpoint | undefined> =>
    ((await webhooks.call("ListWebhookEndpoints", {}, callOpts(res))).endpoints ?? []).find((e) => e.format === w.format);
  const existing = async (res: Response): Promise<Endpoint> => {
    const endpoint = await current(res);
    if (!endpoint) throw new BcbProblem("NaoEncontrado", 404, w.missing);
    return endpoint;
  };

  router.put(w.path, auth(w.scopes.write), answersAs(w.types, w.path.slice(1)), async (req, res) => {
    const { webhookUrl } = parseOrThrow(webhookBody, req.body);
    const url = webhookUrl.replace(/\/+$/, "") + w.callback;
    const endpoint = await current(res);
    if (endpoint) {
      await webhooks.call("UpdateWebhookEndpoint", { id: endpoint.id, url, active: true, clear_name: false }, callOpts(res));
    } else {
      await webhooks.call("CreateWebhookEndpoint", { url, name: w.name, events: [], format: w.format }, callOpts(res));
    }
    res.status(200).end();
  });

  router.get(w.path, auth(w.scopes.read), answersAs(w.types), async (_req, res) => {
    const e = await existing(res);
    res.json({ webhookUrl: e.url.endsWith(w.callback) ? e.url.slice(0, -w.callback.length) : e.url, criacao: e.created_at });
  });

  router.delete(w.path, auth(w.scopes.write, "webhooks:excluir"), answersAs(w.types), async (_req, res) => {
    await webhooks.call("DeleteWebhookEndpoint", { id: (await existing(res)).id }, callOpts(res));
    res.status(204).end();
  });

  return router;
}

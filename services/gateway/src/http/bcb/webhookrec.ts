import { Router, type Response } from "express";
import { parseOrThrow } from "@pix/errors";
import type { Message } from "@pix/grpc";
import type { Clients } from "../../clients";
import { callOpts } from "./calls";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes } from "./problem";
import { webhookBody } from "./schemas";
import type { TokenKey } from "./token";

type Endpoint = Message<"pix.webhooks.v1.WebhookEndpoint">;

const WEBHOOKREC: ProblemTypes = { invalid: "WebhookRecOperacaoInvalida", notFound: "NaoEncontrado" };
/** The spec's callback path, appended to the webhookUrl the merchant gives (`POST {webhookUrl}/rec`). */
const CALLBACK = "/rec";
const FORMAT = "bcb_rec";

/**
 * The BCB's webhookrec is one of our webhook endpoints of format bcb_rec (webhooks-dispatcher,
 * domain/bcb-rec.ts): delivered, signed, retried and logged like any other (GET /webhook-endpoints
 * lists it), subscribed to subscription.authorization_updated, with the spec's body `{"recs":[…]}`.
 * One per store and environment, as the spec's path has no key; no mTLS, as PUT /webhook/{chave}.
 */
export function bcbWebhookRecRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const webhooks = clients.webhooks;

  const current = async (res: Response): Promise<Endpoint | undefined> =>
    ((await webhooks.call("ListWebhookEndpoints", {}, callOpts(res))).endpoints ?? []).find((e) => e.format === FORMAT);
  const existing = async (res: Response): Promise<Endpoint> => {
    const endpoint = await current(res);
    if (!endpoint) throw new BcbProblem("NaoEncontrado", 404, "Nenhum webhook de recorrências configurado: configure-o em PUT /webhookrec");
    return endpoint;
  };

  router.put("/webhookrec", auth("webhookrec.write"), answersAs(WEBHOOKREC, "webhookrec"), async (req, res) => {
    const { webhookUrl } = parseOrThrow(webhookBody, req.body);
    const url = webhookUrl.replace(/\/+$/, "") + CALLBACK;
    const endpoint = await current(res);
    if (endpoint) {
      await webhooks.call("UpdateWebhookEndpoint", { id: endpoint.id, url, active: true, clear_name: false }, callOpts(res));
    } else {
      await webhooks.call("CreateWebhookEndpoint", { url, name: "API Pix (BCB): recorrências", events: [], format: FORMAT }, callOpts(res));
    }
    res.status(200).end();
  });

  router.get("/webhookrec", auth("webhookrec.read"), answersAs(WEBHOOKREC), async (_req, res) => {
    const e = await existing(res);
    res.json({ webhookUrl: e.url.endsWith(CALLBACK) ? e.url.slice(0, -CALLBACK.length) : e.url, criacao: e.created_at });
  });

  router.delete("/webhookrec", auth("webhookrec.write", "webhooks:excluir"), answersAs(WEBHOOKREC), async (_req, res) => {
    await webhooks.call("DeleteWebhookEndpoint", { id: (await existing(res)).id }, callOpts(res));
    res.status(204).end();
  });

  return router;
}

import { Router, type Response } from "express";
import { parseOrThrow } from "@pix/errors";
import type { Message } from "@pix/grpc";
import type { Clients } from "../../clients";
import { principalOf } from "../authenticate";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes } from "./problem";
import { webhookBody } from "./schemas";
import type { TokenKey } from "./token";

type Endpoint = Message<"pix.webhooks.v1.WebhookEndpoint">;

const WEBHOOKCOBR: ProblemTypes = { invalid: "WebhookCobROperacaoInvalida", query: "WebhookCobRConsultaInvalida" };
/** The spec's callback path, appended to the webhookUrl the merchant gives (`POST {webhookUrl}/cobr`). */
const CALLBACK = "/cobr";
const FORMAT = "bcb_cobr";

/**
 * The BCB's webhookcobr (issue 39): one of our webhook endpoints of format bcb_cobr (webhooks-dispatcher,
 * domain/bcb-cobr.ts) subscribed to `subscription.cycle_updated`, delivered, signed, retried and logged
 * like any other, with the spec's body `{"cobsr":[…]}` for each step of a Pix Automático cycle. One per
 * store and environment, as the spec's path has no key; no mTLS (as PUT /webhook/{chave}).
 */
export function bcbWebhookCobrRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const webhooks = clients.webhooks;
  const opts = (res: Response) => ({ principal: principalOf(res) });

  const cobrEndpoint = async (res: Response): Promise<Endpoint | undefined> =>
    ((await webhooks.call("ListWebhookEndpoints", {}, opts(res))).endpoints ?? []).find((e) => e.format === FORMAT);
  const notFound = () => new BcbProblem("NaoEncontrado", 404, "Nenhum webhook de cobranças recorrentes configurado: configure-o em PUT /webhookcobr");

  router.put("/webhookcobr", auth("webhookcobr.write"), answersAs(WEBHOOKCOBR, "webhookcobr"), async (req, res) => {
    const { webhookUrl } = parseOrThrow(webhookBody, req.body);
    const url = webhookUrl.replace(/\/+$/, "") + CALLBACK;
    const existing = await cobrEndpoint(res);
    if (existing) {
      await webhooks.call("UpdateWebhookEndpoint", { id: existing.id, url, active: true, clear_name: false }, opts(res));
    } else {
      await webhooks.call("CreateWebhookEndpoint", { url, name: "API Pix (BCB): cobranças recorrentes", events: [], format: FORMAT }, opts(res));
    }
    res.status(200).end();
  });

  router.get("/webhookcobr", auth("webhookcobr.read"), answersAs(WEBHOOKCOBR), async (_req, res) => {
    const e = await cobrEndpoint(res);
    if (!e) throw notFound();
    res.json({ webhookUrl: e.url.endsWith(CALLBACK) ? e.url.slice(0, -CALLBACK.length) : e.url, criacao: e.created_at });
  });

  router.delete("/webhookcobr", auth("webhookcobr.write", "webhooks:excluir"), answersAs(WEBHOOKCOBR), async (_req, res) => {
    const e = await cobrEndpoint(res);
    if (!e) throw notFound();
    await webhooks.call("DeleteWebhookEndpoint", { id: e.id }, opts(res));
    res.status(204).end();
  });

  return router;
}

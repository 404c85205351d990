import { Router, type Request, type Response } from "express";
import { parseOrThrow } from "@pix/errors";
import type { Message } from "@pix/grpc";
import type { Clients } from "../../clients";
import { principalOf } from "../authenticate";
import { query as parseQuery } from "../validate";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes } from "./problem";
import { webhookBody, webhookListQuery } from "./schemas";
import { paginacaoOf } from "./views";
import type { TokenKey } from "./token";
import { keyForChave, storePixKey } from "./keys";

type Endpoint = Message<"pix.webhooks.v1.WebhookEndpoint">;

const WEBHOOK: ProblemTypes = { invalid: "WebhookOperacaoInvalida", query: "WebhookConsultaInvalida", notFound: "WebhookNaoEncontrado" };
/** The spec's callback path, appended to the webhookUrl the merchant gives (`POST {webhookUrl}/pix`). */
const CALLBACK = "/pix";
const FORMAT = "bcb_pix";

/**
 * The BCB's webhook (issue 39) is one of our webhook endpoints of format bcb_pix (webhooks-dispatcher):
 * delivered, signed, retried and logged like any other (GET /webhook-endpoints lists it), with the
 * spec's body `{"pix":[…]}` for each Pix received and for each devolução that ends (inside the Pix it
 * returns). One per store and environment, since the store has one Pix key (in single-account mode
 * the main account's, shared: each store still has its own webhook, and receives only its own Pix);
 * mTLS towards the merchant's URL is not done (the deliveries are signed as ours are).
 */
export function bcbWebhookRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const webhooks = clients.webhooks;
  const opts = (res: Response) => ({ principal: principalOf(res) });

  const bcbEndpoints = async (res: Response): Promise<Endpoint[]> =>
    ((await webhooks.call("ListWebhookEndpoints", {}, opts(res))).endpoints ?? []).filter((e) => e.format === FORMAT);

  /**
   * `{chave}` must be the store's key: the spec's "não corresponde a uma chave DICT pertencente a este usuário recebedor".
   * In single-account mode every store names the main account's key; the webhook is still the token's store's.
   */
  const ownChave = async (req: Request, res: Response, tipo: string, status = 400): Promise<string> => {
    const chave = String(req.params.chave);
    const own = await keyForChave(clients, principalOf(res));
    if (own === undefined || chave !== own) {
      throw new BcbProblem(tipo, status, "A chave não pertence a este usuário recebedor: use a da conta de recebimento (GET /receiving-account, pix_key)", [
        { razao: "Chave de outro recebedor, ou a loja não tem chave própria", propriedade: "chave", valor: chave.slice(0, 77) },
      ]);
    }
    return chave;
  };

  /** The store's CNPJ for WebhookCompleto (its `cnpj`): identity's store profile, when the store has one. */
  const cnpjOf = async (res: Response): Promise<string | undefined> => {
    const principal = principalOf(res);
    const doc = (await clients.identity.call("GetStoreProfile", { store_id: principal.storeId }, { principal })).document;
    return doc && /^[0-9A-Z]{14}$/.test(doc) ? doc : undefined;
  };

  const completo = (e: Endpoint, chave: string, cnpj: string | undefined) => ({
    webhookUrl: e.url.endsWith(CALLBACK) ? e.url.slice(0, -CALLBACK.length) : e.url, chave, ...(cnpj && { cnpj }), criacao: e.created_at,
  });

  router.put("/webhook/:chave", auth("webhook.write"), answersAs(WEBHOOK, "webhook"), async (req, res) => {
    const chave = await ownChave(req, res, "WebhookOperacaoInvalida");
    const { webhookUrl } = parseOrThrow(webhookBody, req.body);
    const url = webhookUrl.replace(/\/+$/, "") + CALLBACK;
    const [existing] = await bcbEndpoints(res);
    if (existing) {
      await webhooks.call("UpdateWebhookEndpoint", { id: existing.id, url, active: true, clear_name: false }, opts(res));
    } else {
      await webhooks.call("CreateWebhookEndpoint", { url, name: `API Pix (BCB): ${chave}`.slice(0, 100), events: [], format: FORMAT }, opts(res));
    }
    res.status(200).end();
  });

  router.get("/webhook/:chave", auth("webhook.read"), answersAs(WEBHOOK), async (req, res) => {
    const chave = await ownChave(req, res, "WebhookNaoEncontrado", 404);
    const [endpoint] = await bcbEndpoints(res);
    if (!endpoint) throw new BcbProblem("WebhookNaoEncontrado", 404, "Nenhum webhook configurado para esta chave");
    res.json(completo(endpoint, chave, await cnpjOf(res)));
  });

  router.delete("/webhook/:chave", auth("webhook.write", "webhooks:excluir"), answersAs(WEBHOOK), async (req, res) => {
    await ownChave(req, res, "WebhookNaoEncontrado", 404);
    const [endpoint] = await bcbEndpoints(res);
    if (!endpoint) throw new BcbProblem("WebhookNaoEncontrado", 404, "Nenhum webhook configurado para esta chave");
    await webhooks.call("DeleteWebhookEndpoint", { id: endpoint.id }, opts(res));
    res.status(204).end();
  });

  router.get("/webhook", auth("webhook.read"), answersAs(WEBHOOK), async (req, res) => {
    let q: { inicio?: string; fim?: string; "paginacao.paginaAtual": number; "paginacao.itensPorPagina": number };
    try {
      q = parseQuery(webhookListQuery, req);
    } catch (err) {
      const erros = (err as { extra?: { erros?: { campo?: string; mensagem?: string }[] } }).extra?.erros ?? [];
      throw new BcbProblem("WebhookConsultaInvalida", 400, "Parâmetros de consulta inválidos", erros.map((e) => ({ razao: e.mensagem ?? "inválido", propriedade: e.campo ?? "" })));
    }
    const own = (await storePixKey(clients, principalOf(res))) ?? "";
    const cnpj = await cnpjOf(res);
    const from = q.inicio ? Date.parse(q.inicio) : -Infinity;
    const to = q.fim ? Date.parse(q.fim) : Infinity;
    const found = (await bcbEndpoints(res)).filter((e) => Date.parse(e.created_at) >= from && Date.parse(e.created_at) <= to);
    const page = q["paginacao.paginaAtual"];
    const size = q["paginacao.itensPorPagina"];
    res.json({
      parametros: { ...(q.inicio && { inicio: q.inicio }), ...(q.fim && { fim: q.fim }), paginacao: paginacaoOf(page, size, found.length) },
      webhooks: found.slice(page * size, (page + 1) * size).map((e) => completo(e, own, cnpj)),
    });
  });

  return router;
}

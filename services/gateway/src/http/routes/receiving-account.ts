import type { Message } from "@pix/grpc";
import { Router, type Response } from "express";
import { z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";

/** No fields: the store and environment come from the credential. */
const emptyBody = z.object({}).strict();

const VIEW_KEYS = [
  "existe", "account_id", "wallet_id", "status", "environment", "webhook_registered", "pix_key", "pix_key_status", "fee_percent", "fee_fixed",
  "aprovacao", "conta_unica", "configuracao_pendente", "provedor_configurado", "modo", "mensagem",
] as const;
const APROVACAO_KEYS = ["aprovada", "conferida", "geral", "dados_comerciais", "conta_bancaria", "documentos", "conferida_em", "link_documentos", "motivos_recusa"] as const;

/**
 * Contract 2.5 and 4.13 (Account): the receiving account in the request's environment. Every key of
 * 2.5 is present, null where it does not apply; the subaccount's engine key never reaches here.
 */
export function receivingAccountRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);

  router.get("/receiving-account", auth("conta:ler"), async (_req, res) => {
    const view = await clients.onboarding.call("ViewReceivingAccount", {}, { principal: principalOf(res) });
    res.json({ data: await receivingAccountJson(clients, res, view) });
  });
  // Opening a subaccount is account management: a session, not an API key.
  router.post("/receiving-account", auth("account:write"), async (req, res) => {
    body(emptyBody, req);
    const view = await clients.onboarding.call("CreateReceivingAccount", {}, { principal: principalOf(res) });
    res.status(view.created ? 201 : 200).json({ data: await receivingAccountJson(clients, res, view) });
  });
  router.post("/receiving-account/approval", auth("conta:ler"), async (req, res) => {
    body(emptyBody, req);
    const view = await clients.onboarding.call("RefreshReceivingAccount", {}, { principal: principalOf(res) });
    res.json({ data: await receivingAccountJson(clients, res, view) });
  });
  // Test mode's stand-in for the engine's review (a session action, like opening the subaccount).
  router.post("/receiving-account/simulate-approval", auth("account:write"), async (req, res) => {
    body(emptyBody, req);
    const view = await clients.onboarding.call("SimulateReceivingAccountApproval", {}, { principal: principalOf(res) });
    res.json({ data: await receivingAccountJson(clients, res, view) });
  });
  return router;
}

async function receivingAccountJson(clients: Clients, res: Response, view: Message<"pix.onboarding.v1.ReceivingAccountView">) {
  const out: Record<string, unknown> = {};
  for (const k of VIEW_KEYS) out[k] = view[k] ?? null;
  if (view.aprovacao) {
    const a: Record<string, unknown> = {};
    for (const k of APROVACAO_KEYS) a[k] = view.aprovacao[k] ?? null;
    a.link_documentos_qr = a.link_documentos ? await qrOf(clients, res, a.link_documentos as string) : null;
    out.aprovacao = a;
  }
  return out;
}

/** The QR of the document link, rendered by charges (the service holding the QR renderer); null if it cannot. */
async function qrOf(clients: Clients, res: Response, link: string): Promise<string | null> {
  try {
    return (await clients.charges.call("RenderQrCode", { text: link }, { principal: principalOf(res) })).data_url;
  } catch (err) {
    res.req.log?.warn({ err }, "document link QR not rendered");
    return null;
  }
}

/** The request schemas, for the API document (src/openapi). */
export { emptyBody };

import type { Message } from "@pix/grpc";
import { present } from "../views";
import { Router } from "express";
import { centsToReais } from "@pix/money";
import { z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body, query } from "../validate";
import { refundBody, statusQuery } from "./charges-schemas";
import { idempotencyOf } from "./charges-views";
import { uuidParam } from "./params";

/**
 * Refunds (issue 24). POST /pix/refund answers the contract's 502 for a store the team has not
 * enabled (charges decides); for an enabled one 201 `{data: Refund}`. The team's switch lives under
 * /admin/lojistas/{id}/estornos; a store reads its own switch at GET /pix/refund-settings (panel).
 */
export const refundSettingsBody = z.strictObject({
  habilitado: z.boolean(),
  /** Subaccount mode: who bears the service's fee on a refund; unchanged when omitted (default lojista). */
  taxa_paga_por: z.enum(["lojista", "servico"]).optional(),
});

const nul = <T>(v: T | undefined | null): T | null => v ?? null;

/** pix.charges.v1.Refund → the API's Refund (money in reais). */
export function refundJson(refund: Message<"pix.charges.v1.Refund"> | null) {
  const r = present(refund);
  return {
    id: r.id,
    txid: r.txid,
    amount: centsToReais(Number(r.amount_cents)),
    status: r.status,
    motivo: nul(r.motivo),
    end_to_end_id: nul(r.end_to_end_id),
    created_at: r.created_at,
    completed_at: nul(r.completed_at),
    motivo_falha: nul(r.failure_reason),
    taxa_paga_por: r.fee_bearer,
    taxa_devolvida: centsToReais(Number(r.fee_refund_cents ?? 0)),
    /** BCB natureza (issue 25): ORIGINAL, or MED_* for an upheld infraction's return. */
    natureza: r.natureza || "ORIGINAL",
  };
}

export function refundSettingsJson(s: Message<"pix.charges.v1.RefundSettingsMessage">) {
  return { store_id: s.store_id, habilitado: Boolean(s.enabled), taxa_paga_por: s.fee_bearer, atualizado_em: nul(s.updated_at) };
}

/**
 * Charges asks the engine inside the request (up to 3 attempts of ENGINE_TIMEOUT_MS): the deadline covers
 * them, so the merchant is not told 503 about a refund that exists. (If it still runs out, the refund
 * is resumed by charges' worker, and a retry with the same Idempotency-Key answers it.)
 */
const REFUND_DEADLINE_MS = 20_000;

export function refundRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const charges = clients.charges;

  router.post("/pix/refund", auth("estornos:escrever"), async (req, res) => {
    const { txid, amount, motivo } = body(refundBody, req);
    const r = await charges.call("RefundPix", { txid, amount_cents: amount, motivo, idempotency: idempotencyOf(req) }, { principal: principalOf(res), deadlineMs: REFUND_DEADLINE_MS });
    if (r.replayed) res.set("Idempotent-Replayed", "true");
    res.status(201).json({ data: refundJson(r.refund) });
  });

  router.get("/pix/refunds", auth("estornos:ler"), async (req, res) => {
    const r = await charges.call("ListRefunds", query(statusQuery, req), { principal: principalOf(res) });
    res.json({ data: (r.refunds ?? []).map(refundJson) });
  });

  router.get("/pix/refund-settings", auth("estornos:ler"), async (_req, res) => {
    res.json({ data: refundSettingsJson(await charges.call("GetRefundSettings", {}, { principal: principalOf(res) })) });
  });

  router.get("/admin/lojistas/:id/estornos", auth("admin"), async (req, res) => {
    const r = await charges.call("GetRefundSettings", { store_id: uuidParam(req, "Lojista") }, { principal: principalOf(res) });
    res.json({ data: refundSettingsJson(r) });
  });

  router.post("/admin/lojistas/:id/estornos", auth("admin"), async (req, res) => {
    const id = uuidParam(req, "Lojista");
    const { habilitado, taxa_paga_por } = body(refundSettingsBody, req);
    const r = await charges.call("SetRefundSettings", { store_id: id, enabled: habilitado, fee_bearer: taxa_paga_por }, { principal: principalOf(res) });
    res.json({ data: refundSettingsJson(r) });
  });
  return router;
}

import type { Message } from "@pix/grpc";
import { Router } from "express";
import { centsToReais } from "@pix/money";
import { z } from "@pix/errors";
import type { Clients } from "../../clients";
import { idempotent } from "../idempotency";
import { authenticate, principalOf } from "../authenticate";
import { reais } from "../reais";
import { body, query } from "../validate";
import { uuidParam } from "./params";
import { receiveDefense } from "./infraction-defense";
import { idempotencyOf } from "./charges-views";

/**
 * MED infractions (issue 25): the payer's bank contested a Pix; the amount is blocked while the
 * merchant may defend itself. Owner and managers only (permission `infractions`); the defense is
 * audited by charges' audit rules. In test mode the same people simulate an infraction and its
 * decision (issue 32): those who see and defend infractions are those who try them.
 */
export const infractionsQuery = z.strictObject({
  status: z.enum(["open", "defended", "closed"]).optional(),
  cursor: z.string().min(1).max(400).optional(),
  /** Default 50, at most 100. */
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** Test mode's MED (issue 32): the test charge, optional amount (reais; default what is left of the payment) and reason. */
export const simulateInfractionBody = z.strictObject({
  txid: z.string().min(1).max(64),
  amount: reais
    .refine((cents) => cents > 0, { message: "deve ser maior que zero; sem amount, contesta o que resta do pagamento", params: { codigo: "VALOR_MINIMO" } })
    .optional()
    .describe("Valor contestado em reais; omitido, o que resta do pagamento (pago menos estornos e outras infrações)"),
  reason: z.enum(["fraude", "falha_operacional"]).optional().describe("`fraude` (padrão) ou `falha_operacional`, como o banco do pagador alegaria"),
});
/** upheld (procedente: the blocked amount returns to the payer) or rejected (improcedente: released). */
export const testDecisionBody = z.strictObject({
  outcome: z.enum(["upheld", "rejected"]).describe("`upheld` (procedente: o valor bloqueado volta ao pagador) ou `rejected` (improcedente: o bloqueio é liberado)"),
});

/**
 * The test engine answers after its notice went through the gateway to charges (the simulation waits
 * for the engine, ENGINE_TIMEOUT_MS, 5 s by default): longer than the default deadline.
 */
export const SIMULATION_DEADLINE_MS = 15_000;

const nul = <T>(v: T | undefined | null): T | null => v ?? null;

/** pix.charges.v1.InfractionMessage → the API's Infraction (money in reais). */
export function infractionJson(i: Message<"pix.charges.v1.InfractionMessage">) {
  return {
    id: i.id,
    txid: i.txid,
    end_to_end_id: i.end_to_end_id,
    amount: centsToReais(Number(i.amount_cents)),
    status: i.status,
    reason: i.reason,
    details: nul(i.details),
    defense_due_at: i.defense_due_at,
    created_at: i.created_at,
    closed_at: nul(i.closed_at),
    outcome: nul(i.outcome),
    debt: centsToReais(Number(i.debt_cents ?? 0)),
    blocked: centsToReais(Number(i.blocked_cents ?? 0)),
    defense: i.defense_sent_at
      ? {
          text: nul(i.defense_text),
          sent_at: i.defense_sent_at,
          files: (i.defense_files ?? []).map((f) => ({ id: f.id, name: f.name, type: f.type, size: Number(f.size), sha256: f.sha256 })),
        }
      : null,
    refund_id: nul(i.refund_id),
  };
}

export function infractionRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const charges = clients.charges;

  router.get("/infractions", auth("infracoes:ler"), async (req, res) => {
    const q = query(infractionsQuery, req);
    const r = await charges.call("ListInfractions", { status: q.status, cursor: q.cursor, limit: q.limit ?? 0 }, { principal: principalOf(res) });
    res.json({ data: (r.infractions ?? []).map(infractionJson), next_cursor: r.next_cursor ?? null });
  });

  router.get("/infractions/:id", auth("infracoes:ler"), async (req, res) => {
    const r = await charges.call("GetInfraction", { id: uuidParam(req, "Infração") }, { principal: principalOf(res) });
    res.json({ data: infractionJson(r) });
  });

  // Test mode (issue 32): 409 SOMENTE_EM_TESTE in live (charges decides).
  router.post("/pix/simulate-infraction", auth("infracoes:escrever"), async (req, res) => {
    const { txid, amount, reason } = body(simulateInfractionBody, req);
    // The Idempotency-Key travels to the test engine: a retry after a lost answer opens no second infraction.
    const key = idempotencyOf(req)?.key;
    const r = await charges.call("SimulateInfraction", { txid, amount_cents: amount, reason, ...(key && { idempotency_key: key }) }, { principal: principalOf(res), deadlineMs: SIMULATION_DEADLINE_MS });
    res.status(201).json({ data: infractionJson(r) });
  });

  router.post("/infractions/:id/simulate-decision", auth("infracoes:escrever"), async (req, res) => {
    const id = uuidParam(req, "Infração");
    const { outcome } = body(testDecisionBody, req);
    const r = await charges.call("DecideTestInfraction", { id, outcome }, { principal: principalOf(res), deadlineMs: SIMULATION_DEADLINE_MS });
    res.json({ data: infractionJson(r) });
  });

  router.post("/infractions/:id/defense", auth("infracoes:escrever"), idempotent(), async (req, res) => {
    const id = uuidParam(req, "Infração");
    const principal = principalOf(res);
    const r = await receiveDefense(clients, req, principal, id);
    res.json({ data: infractionJson(r) });
  });
  return router;
}

import type { Message } from "@pix/grpc";
import { Router } from "express";
import { z } from "@pix/errors";
import { centsToReais } from "@pix/money";
import { reais } from "../reais";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";
import { withNulls } from "../views";
import { idempotencyOf } from "./charges-views";

/** The one reais parser (number or string, two decimals); at least R$ 0,01. */
const amount = reais.refine((cents) => cents >= 1, { message: "deve ser no mínimo 0.01 (um centavo)", params: { codigo: "VALOR_MINIMO" } });

const createBody = z.strictObject({
  amount,
  pix_key: z.string().min(1).max(200),
  /** The DICT names; the key itself is validated by type in the onboarding service. */
  pix_key_type: z.enum(["CPF", "CNPJ", "EMAIL", "PHONE", "EVP"]),
});

/** `replayed` is CreateWithdrawal's, not the withdrawal's: a header (Idempotent-Replayed), never a field. */
function withdrawalJson({ replayed: _replayed, ...w }: Message<"pix.onboarding.v1.Withdrawal">) {
  const { amount_cents, ...rest } = withNulls(w, ["end_to_end_id", "failure_reason", "paid_at"]);
  return { ...rest, amount: centsToReais(Number(amount_cents)) };
}

/** POST/GET /withdrawals and GET /withdrawals/summary (onboarding owns withdrawals). */
export function withdrawalRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const onboarding = clients.onboarding;

  router.post("/withdrawals", auth("saques:escrever"), async (req, res) => {
    const b = body(createBody, req);
    // Idempotency-Key: onboarding's withdrawal row is the key's claim, in its own database (docs/idempotency).
    const idem = idempotencyOf(req);
    const request = { amount_cents: b.amount, pix_key: b.pix_key, pix_key_type: b.pix_key_type, ...(idem ? { idempotency_key: idem.key, request_hash: idem.request_hash } : {}) };
    const w = await onboarding.call("CreateWithdrawal", request, { principal: principalOf(res) });
    if (w.replayed) res.set("Idempotent-Replayed", "true");
    res.status(201).json({ data: withdrawalJson(w) });
  });
  router.get("/withdrawals", auth("saques:ler"), async (_req, res) => {
    const r = await onboarding.call("ListWithdrawals", {}, { principal: principalOf(res) });
    const aviso = r.truncated ? { aviso: `Lista limitada aos ${r.limit} saques mais recentes` } : {};
    res.json({ data: (r.withdrawals ?? []).map(withdrawalJson), ...aviso });
  });
  router.get("/withdrawals/summary", auth("saques:ler"), async (_req, res) => {
    // The balances of charges' ledger (issue 24); the contract's fields first, then the ledger's others.
    const s = await onboarding.call("GetWithdrawalSummary", {}, { principal: principalOf(res) });
    const r = (cents: number | undefined) => centsToReais(Number(cents ?? 0));
    res.json({
      data: {
        environment: s.environment,
        received: r(s.received_cents),
        fees: r(s.fees_cents),
        withdrawn: r(s.withdrawn_cents),
        pending_withdrawals: r(s.pending_cents),
        available: r(s.available_cents),
        blocked: r(s.blocked_cents),
        in_withdrawal: r(s.pending_cents),
        refunding: r(s.refunding_cents),
        refunded: r(s.refunded_cents),
      },
    });
  });
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { createBody as withdrawalCreateBody };

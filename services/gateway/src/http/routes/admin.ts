import { Router } from "express";
import { z } from "@pix/errors";
import { centsToReais } from "@pix/money";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { query } from "../validate";
import { userJson } from "../views";
import { uuidParam } from "./params";
import { answersJson, approvalJson, changeJson, productionReviewRoutes } from "./admin-production";
import { documentJson } from "./production";

const productionStatus = z.enum(["sandbox", "pending", "approved", "rejected"]).optional();
/** `production_status` (contract name); `status` kept as the older spelling of the same filter. */
const listQuery = z.strictObject({ production_status: productionStatus, status: productionStatus });

/** Internal group, team only (contract 4.13): the merchants and their production status. */
export function adminRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const identity = clients.identity;

  /** `{data: [User], aviso?}`: newest first, optionally by production status; capped at 5000. */
  router.get("/admin/lojistas", auth("admin"), async (req, res) => {
    const q = query(listQuery, req);
    const status = q.production_status ?? q.status;
    const r = await identity.call("ListMerchants", status ? { production_status: status } : {}, { principal: principalOf(res) });
    res.json({
      data: (r.users ?? []).map(userJson),
      ...(r.truncated && { aviso: `Mostrando os ${r.limit} lojistas mais recentes; há mais que não foram listados.` }),
    });
  });
  /**
   * The merchant (identity); from onboarding the answers and documents in force, an open change
   * request apart (`alteracao`), and every approval as it was made (`aprovacoes`, newest first).
   */
  router.get("/admin/lojistas/:id", auth("admin"), async (req, res) => {
    const id = uuidParam(req, "Lojista");
    const principal = principalOf(res);
    const user = await identity.call("GetMerchant", { id }, { principal });
    const r = await clients.onboarding.call("GetMerchantOnboarding", { store_id: id }, { principal });
    res.json({
      data: {
        ...userJson(user), onboarding: r.answers ? answersJson(r.answers) : null, documents: (r.documents ?? []).map(documentJson),
        alteracao: changeJson(r.change), aprovacoes: (r.approvals ?? []).map(approvalJson),
      },
    });
  });
  /** Issue 24: the ledger reconciliation's open differences (charges), amounts in reais. */
  router.get("/admin/conciliacao", auth("admin"), async (_req, res) => {
    const r = await clients.charges.call("ListLedgerDifferences", {}, { principal: principalOf(res) });
    const reaisOrNull = (cents: number | undefined | null) => (cents === undefined || cents === null ? null : centsToReais(Number(cents)));
    const run = r.last_run;
    res.json({
      data: {
        differences: (r.differences ?? []).map((d) => ({
          id: d.id, kind: d.kind, ref: d.ref, store_id: d.store_id ?? null, environment: d.environment ?? null,
          expected: reaisOrNull(d.expected_cents), ledger: reaisOrNull(d.ledger_cents), detail: d.detail,
          first_seen_at: d.first_seen_at, last_seen_at: d.last_seen_at,
        })),
        last_run: run ? { started_at: run.started_at, finished_at: run.finished_at, differences: run.differences ?? null, error: run.error ?? null } : null,
      },
      ...(r.truncated && { aviso: `Mostrando as ${r.limit} diferenças mais antigas; há mais.` }),
    });
  });
  router.use(...productionReviewRoutes(clients, auth));
  return router;
}

/** The request schemas, for the API document (src/openapi). */
export { listQuery as merchantListQuery };

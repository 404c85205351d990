import { Router } from "express";
import { z } from "@pix/errors";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { query } from "../validate";
import { userJson } from "../views";
import { uuidParam } from "./params";

const listQuery = z.strictObject({ status: z.enum(["sandbox", "pending", "approved", "rejected"]).optional() });

/** Internal group, team only (contract 4.13): the merchants and their production status. */
export function adminRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const identity = clients.identity;

  /** `{data: [User], aviso?}`: newest first, optionally by production status; capped at 5000. */
  router.get("/admin/lojistas", auth("admin"), async (req, res) => {
    const { status } = query(listQuery, req);
    const r = await identity.call("ListMerchants", status ? { production_status: status } : {}, { principal: principalOf(res) });
    res.json({
      data: (r.users ?? []).map(userJson),
      ...(r.truncated && { aviso: `Mostrando os ${r.limit} lojistas mais recentes; há mais que não foram listados.` }),
    });
  });
  router.get("/admin/lojistas/:id", auth("admin"), async (req, res) => {
    const r = await identity.call("GetMerchant", { id: uuidParam(req, "Lojista") }, { principal: principalOf(res) });
    res.json({ data: userJson(r) });
  });
  return router;
}

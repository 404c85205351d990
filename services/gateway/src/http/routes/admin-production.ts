import { Router } from "express";
import { z } from "@pix/errors";
import type { Clients } from "../../clients";
import { type authenticate, principalOf } from "../authenticate";
import { body } from "../validate";
import { userJson } from "../views";
import { uuidParam } from "./params";

const rejectBody = z.strictObject({ motivo: z.string() });

/**
 * The team queue's decisions and downloads (contract 3.2, 4.4). Onboarding decides the pending
 * request (it keeps the requests and the approvals' history) and has identity move production_status
 * for a first request; an approved store's change request leaves it approved. Documents are
 * streamed from onboarding. The answer is the merchant as identity has it after the decision.
 */
export function productionReviewRoutes(clients: Clients, auth: ReturnType<typeof authenticate>): Router[] {
  const router = Router();
  const review = async (id: string, decision: "approve" | "reject", principal: ReturnType<typeof principalOf>, reason?: string) => {
    await clients.onboarding.call("ReviewProductionRequest", { store_id: id, decision, reason }, { principal });
    return clients.identity.call("GetMerchant", { id }, { principal });
  };

  router.post("/admin/lojistas/:id/aprovar", auth("admin"), async (req, res) => {
    res.json({ data: userJson(await review(uuidParam(req, "Lojista"), "approve", principalOf(res))) });
  });
  router.post("/admin/lojistas/:id/recusar", auth("admin"), async (req, res) => {
    const id = uuidParam(req, "Lojista");
    const { motivo } = body(rejectBody, req);
    res.json({ data: userJson(await review(id, "reject", principalOf(res), motivo)) });
  });

  /** A stream end to end: onboarding reads the file in chunks and the gateway writes them as they come. */
  router.get("/admin/lojistas/:id/documentos/:docId", auth("admin"), async (req, res) => {
    const ref = { store_id: uuidParam(req, "Lojista"), document_id: uuidParam(req, "Documento", "docId") };
    const parts = clients.onboarding.serverStream("DownloadDocument", ref, { principal: principalOf(res), deadlineMs: 10 * 60_000 });
    const first = await parts.next();
    if (first.done || !first.value.info) throw new Error("download stream without its description");
    const info = first.value.info;
    res.status(200);
    res.set("content-type", info.content_type);
    res.set("content-length", String(info.size));
    res.set("content-disposition", contentDisposition(info.filename));
    res.set("x-content-type-options", "nosniff");
    try {
      for await (const part of parts) {
        if (!res.write(part.chunk)) await new Promise((r) => res.once("drain", r));
      }
      res.end();
    } catch (err) {
      req.log?.warn({ err }, "document download interrupted");
      res.destroy();
    }
  });
  return [router];
}

/** RFC 6266: an ASCII fallback and the UTF-8 name; always `attachment`, never rendered inline. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The request schemas, for the API document (src/openapi). */
export { rejectBody };
export { answersJson, approvalJson, changeJson } from "./production-views";

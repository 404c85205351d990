import { parseOrThrow, z } from "@pix/errors";
import { type HandlersOf, type CallContext, requirePrincipal } from "@pix/grpc";
import type { ProductionDeps } from "../usecases/production-deps";
import { submitOnboarding } from "../usecases/production-onboarding";
import { getMerchantOnboarding, getOwnProductionRequest, openDocument } from "../usecases/production-queue";
import { reviewProductionRequest } from "../usecases/production-review";
import { submitProductionRequest } from "../usecases/production-upload";
import { discardDefenseFiles, storeDefenseFiles } from "../usecases/defense-upload";

const merchantRef = z.object({ store_id: z.string().uuid() });
const documentRef = z.object({ store_id: z.string().uuid(), document_id: z.string().uuid() });
const reviewRef = z.object({ store_id: z.string().uuid(), decision: z.enum(["approve", "reject"]), reason: z.string().min(1).max(1000).optional() });
const CHUNK = 64 * 1024;

/** Going live: onboarding answers, the production request and its documents, the team's view of them. */
export function productionHandlers(deps: ProductionDeps) {
  return {
    SubmitOnboarding: async (req: unknown, ctx: CallContext) => submitOnboarding(deps, requirePrincipal(ctx), req),
    SubmitProductionRequest: async (messages: AsyncIterable<any>, ctx: CallContext) => submitProductionRequest(deps, requirePrincipal(ctx), messages),
    StoreDefenseFiles: async (messages: AsyncIterable<any>, ctx: CallContext) => storeDefenseFiles(deps, requirePrincipal(ctx), messages),
    DiscardDefenseFiles: async (req: unknown, ctx: CallContext) => {
      requirePrincipal(ctx);
      await discardDefenseFiles(deps, parseOrThrow(z.object({ ids: z.array(z.string().uuid()).max(5).default([]) }), req).ids);
      return {};
    },
    GetProductionRequest: async (_req: unknown, ctx: CallContext) => getOwnProductionRequest(deps, requirePrincipal(ctx)),
    ReviewProductionRequest: async (req: unknown, ctx: CallContext) => {
      const r = parseOrThrow(reviewRef, req);
      return reviewProductionRequest(deps, requirePrincipal(ctx), { storeId: r.store_id, decision: r.decision, reason: r.reason ?? null });
    },
    GetMerchantOnboarding: async (req: unknown, ctx: CallContext) => getMerchantOnboarding(deps, requirePrincipal(ctx), parseOrThrow(merchantRef, req).store_id),
    DownloadDocument: async (req: unknown, ctx: CallContext, send: (m: object) => Promise<void>) => {
      const { store_id, document_id } = parseOrThrow(documentRef, req);
      const doc = await openDocument(deps, requirePrincipal(ctx), store_id, document_id);
      try {
        await send({ info: doc.info });
        for await (const chunk of doc.bytes) {
          for (let i = 0; i < chunk.length; i += CHUNK) await send({ chunk: chunk.subarray(i, i + CHUNK) });
        }
      } finally {
        doc.bytes.destroy();
      }
    },
  } satisfies Partial<HandlersOf<"pix.onboarding.v1.OnboardingService">>;
}

import { uuidField } from "@pix/errors";
import { type HandlersOf, type CallContext, requirePrincipal } from "@pix/grpc";
import { defenseFileIds, reviewInput } from "../domain/request-input";
import type { ProductionDeps } from "../usecases/production-deps";
import { submitOnboarding } from "../usecases/production-onboarding";
import { getCompanyAddress, getMerchantOnboarding, getOwnProductionRequest, openDocument } from "../usecases/production-queue";
import { reviewProductionRequest } from "../usecases/production-review";
import { submitProductionRequest } from "../usecases/production-upload";
import { discardDefenseFiles, storeDefenseFiles } from "../usecases/defense-upload";

const CHUNK = 64 * 1024;

/** Going live: onboarding answers, the production request and its documents, the team's view of them. */
export function productionHandlers(deps: ProductionDeps) {
  return {
    SubmitOnboarding: async (req: unknown, ctx: CallContext) => submitOnboarding(deps, requirePrincipal(ctx), req),
    // any: proto-loader types a oneof as optional fields, not as the union the use cases narrow by `part`
    // (their Upload types), and they refuse a message whose part's field is missing.
    SubmitProductionRequest: async (messages: AsyncIterable<any>, ctx: CallContext) => submitProductionRequest(deps, requirePrincipal(ctx), messages),
    // any: as SubmitProductionRequest (a oneof stream the use case narrows by `part`).
    StoreDefenseFiles: async (messages: AsyncIterable<any>, ctx: CallContext) => storeDefenseFiles(deps, requirePrincipal(ctx), messages),
    DiscardDefenseFiles: async (req, ctx) => {
      requirePrincipal(ctx);
      await discardDefenseFiles(deps, defenseFileIds(req.ids));
      return {};
    },
    GetProductionRequest: async (_req: unknown, ctx: CallContext) => getOwnProductionRequest(deps, requirePrincipal(ctx)),
    GetCompanyAddress: async (_req: unknown, ctx: CallContext) => getCompanyAddress(deps, requirePrincipal(ctx)),
    ReviewProductionRequest: async (req, ctx) => reviewProductionRequest(deps, requirePrincipal(ctx), reviewInput(req)),
    GetMerchantOnboarding: async (req, ctx) => getMerchantOnboarding(deps, requirePrincipal(ctx), uuidField("store_id", req.store_id)),
    DownloadDocument: async (req, ctx: CallContext, send: (m: object) => Promise<void>) => {
      const doc = await openDocument(deps, requirePrincipal(ctx), uuidField("store_id", req.store_id), uuidField("document_id", req.document_id));
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

import { z } from "@pix/errors";
import { COBR_STATUSES } from "./cobr-views";
import { period, periodChecks } from "./schemas";

/** The spec's RecId: 29 letters or digits (ours: the engine's authorization id, RR… or RN…). */
export const REC_ID = /^[a-zA-Z0-9]{29}$/;

/** GET /cobr: the period (of the instruction's sending), the spec's filters and the page. */
export const cobrListQuery = z.strictObject({
  ...period,
  idRec: z.string().regex(REC_ID, { message: "idRec: 29 letras ou dígitos (o id da autorização, authorization.id da assinatura)" }).optional(),
  status: z.enum(COBR_STATUSES).optional(),
  convenio: z.string().max(60).optional(),
}).superRefine(periodChecks);
export type CobRListQuery = z.infer<typeof cobrListQuery>;

/** PATCH /cobr/{txid} (CobRRevisada): only `status: CANCELADA`. */
export const cobrPatchBody = z.strictObject({ status: z.literal("CANCELADA", { message: "só CANCELADA" }) });

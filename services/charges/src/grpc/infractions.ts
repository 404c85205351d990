/** gRPC of MED infractions (issue 25): the merchant's reads and its defense. */
import { parseOrThrow, z } from "@pix/errors";
import { requirePrincipal, type HandlersOf } from "@pix/grpc";
import { INFRACTION_STATUSES, MAX_DEFENSE_FILES, type DefenseFile, type Infraction } from "../domain/infraction";
import type { ChargesDeps } from "../usecases/deps";
import { getInfraction, listInfractions, submitDefense } from "../usecases/infractions";

const id = z.string().uuid("id de infração inválido");
const file = z.object({
  id: z.string().uuid(), name: z.string().min(1).max(255), type: z.enum(["application/pdf", "image/png", "image/jpeg"]),
  size: z.coerce.number().int().min(1).max(10 * 1024 * 1024), sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
const listRequest = z.object({
  status: z.enum(INFRACTION_STATUSES as [string, ...string[]]).optional().or(z.literal("").transform(() => undefined)),
  cursor: z.string().max(400).optional(), limit: z.number().int().min(0).max(100).optional(),
});
const defenseRequest = z.object({ id, text: z.string().trim().min(1, "texto da defesa é obrigatório").max(5000), files: z.array(file).max(MAX_DEFENSE_FILES).default([]) });

const opt = <T>(v: T | null | undefined) => v ?? undefined;

export function infractionMessage(i: Infraction) {
  return {
    id: i.id, txid: i.txid, end_to_end_id: i.endToEndId, amount_cents: i.amountCents, status: i.status, reason: i.reason,
    defense_due_at: i.defenseDueAt.toISOString(), created_at: i.createdAt.toISOString(), closed_at: opt(i.closedAt?.toISOString()),
    outcome: opt(i.outcome), debt_cents: i.debtCents, defense_text: opt(i.defenseText), defense_files: i.defenseFiles,
    defense_sent_at: opt(i.defenseSentAt?.toISOString()), refund_id: opt(i.refundId), details: opt(i.details),
  };
}

export function infractionHandlers(deps: ChargesDeps) {
  return {
    ListInfractions: async (req, ctx) => {
      const r = parseOrThrow(listRequest, req);
      const page = await listInfractions(deps, requirePrincipal(ctx), { status: r.status as Infraction["status"] | undefined, cursor: r.cursor || undefined, limit: r.limit });
      return { infractions: page.items.map(infractionMessage), next_cursor: opt(page.nextCursor) };
    },
    GetInfraction: async (req, ctx) => infractionMessage(await getInfraction(deps, requirePrincipal(ctx), parseOrThrow(z.object({ id }), req).id)),
    SubmitInfractionDefense: async (req, ctx) => {
      const r = parseOrThrow(defenseRequest, req);
      return infractionMessage(await submitDefense(deps, requirePrincipal(ctx), r.id, r.text, r.files as DefenseFile[]));
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesService">>;
}

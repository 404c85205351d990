/** gRPC of MED infractions (issue 25): the merchant's reads and its defense; test mode's simulations (issue 32). */
import { requirePrincipal, type HandlersOf } from "@pix/grpc";
import type { Infraction } from "../domain/infraction";
import { defenseInput, infractionId, infractionsQuery, simulateInfractionInput, testDecisionInput } from "../../ledger/domain/ledger-input";
import type { InfractionSimulationDeps } from "../usecases/deps";
import { getInfraction, listInfractions, submitDefense } from "../usecases/infractions";
import { decideTestInfraction, simulateInfraction } from "../usecases/simulate-infraction";

const opt = <T>(v: T | null | undefined) => v ?? undefined;

export function infractionMessage(i: Infraction) {
  return {
    id: i.id, txid: i.txid, end_to_end_id: i.endToEndId, amount_cents: i.amountCents, status: i.status, reason: i.reason,
    defense_due_at: i.defenseDueAt.toISOString(), created_at: i.createdAt.toISOString(), closed_at: opt(i.closedAt?.toISOString()),
    outcome: opt(i.outcome), debt_cents: i.debtCents, blocked_cents: i.blockedCents, defense_text: opt(i.defenseText), defense_files: i.defenseFiles,
    defense_sent_at: opt(i.defenseSentAt?.toISOString()), refund_id: opt(i.refundId), details: opt(i.details),
  };
}

export function infractionHandlers(deps: InfractionSimulationDeps) {
  return {
    ListInfractions: async (req, ctx) => {
      const page = await listInfractions(deps, requirePrincipal(ctx), infractionsQuery(req));
      return { infractions: page.items.map(infractionMessage), next_cursor: opt(page.nextCursor) };
    },
    GetInfraction: async (req, ctx) => infractionMessage(await getInfraction(deps, requirePrincipal(ctx), infractionId(req.id))),
    SubmitInfractionDefense: async (req, ctx) => {
      const r = defenseInput(req);
      return infractionMessage(await submitDefense(deps, requirePrincipal(ctx), r.id, r.text, r.files));
    },
    SimulateInfraction: async (req, ctx) => infractionMessage(await simulateInfraction(deps, requirePrincipal(ctx), simulateInfractionInput(req))),
    DecideTestInfraction: async (req, ctx) => {
      const r = testDecisionInput(req);
      return infractionMessage(await decideTestInfraction(deps, requirePrincipal(ctx), r.id, r.outcome));
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesService">>;
}

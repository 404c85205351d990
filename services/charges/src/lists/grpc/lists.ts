import { requirePrincipal, scopeOf, type HandlersOf } from "@pix/grpc";
import { refundMessage, rowChargeMessage } from "../../issuing/grpc/mappers";
import type { ChargeViewDeps } from "../../issuing/usecases/deps";
import type { RefundsRepository } from "../../refunds/repositories/refunds";
import { chargesFilterInput, pageInput, pixFilterInput, txidsInput } from "../domain/list-input";
import type { ListsRepository, PixRow } from "../repositories/lists";

export interface ListsDeps extends Pick<ChargeViewDeps, "settings"> {
  lists: ListsRepository;
  refunds: Pick<RefundsRepository, "listForTxids">;
}

/** The BCB API's GET /cob, GET /cobv and GET /pix (proto/charges/v1/lists.proto): the principal's store and environment only. */
export function listsHandlers(deps: ListsDeps) {
  const pixMessage = ({ pix_end_to_end_id, pix_amount_cents, pix_paid_at, ...charge }: PixRow) => ({
    charge: rowChargeMessage(deps, charge),
    payment: { end_to_end_id: pix_end_to_end_id, amount_cents: pix_amount_cents, paid_at: pix_paid_at },
  });
  return {
    ListChargesByPeriod: async (req, ctx) => {
      const scope = scopeOf(requirePrincipal(ctx));
      const { rows, total } = await deps.lists.charges(scope, chargesFilterInput(req), pageInput(req.page, req.page_size));
      return { charges: rows.map((r) => rowChargeMessage(deps, r)), total };
    },
    ListPixReceived: async (req, ctx) => {
      const scope = scopeOf(requirePrincipal(ctx));
      const { rows, total } = await deps.lists.pix(scope, pixFilterInput(req), pageInput(req.page, req.page_size));
      return { pix: rows.map(pixMessage), total };
    },
    ListRefundsOfCharges: async (req, ctx) => {
      const scope = scopeOf(requirePrincipal(ctx));
      return { refunds: (await deps.refunds.listForTxids(scope, txidsInput(req.txids))).map(refundMessage) };
    },
  } satisfies HandlersOf<"pix.charges.v1.ChargesLists">;
}

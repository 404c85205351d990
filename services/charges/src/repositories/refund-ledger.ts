/**
 * The refunds' ledger facts (README "Ledger"), posted through the ledger's one posting function in
 * the caller's transaction: `requested` reserves the amount (refused when the available balance is
 * short), `completed` moves it to the payer, `failed` gives it back. Each has its source key
 * (`refund:<id>:<stage>`), so posting it again posts nothing.
 */
import type { Refund } from "../domain/refund";
import type { Tx } from "./refunds";

export type RefundStage = "requested" | "completed" | "failed";

// PLACEHOLDER until the ledger core is merged: replaced by the ledger's post().
export async function postRefundFact(_tx: Tx, _stage: RefundStage, _refund: Refund): Promise<void> {}

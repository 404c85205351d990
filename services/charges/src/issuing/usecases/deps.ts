import type { ChargesDeps } from "../../shared/usecases/deps";
import type { InfractionDeps } from "../../infractions/usecases/deps";
import type { RefundNoticeDeps } from "../../refunds/usecases/deps";

/** Which engine a charge lives on: the main account's or the store's subaccount (refunds and MED ask it too). */
export type EngineOfDeps = Pick<ChargesDeps, "engines" | "receivingAccounts">;
/** A charge's gRPC view and its `charge.created` event: the checkout link and the QR image. */
export type ChargeViewDeps = Pick<ChargesDeps, "settings" | "qr">;
/** The production and subaccount gates before issuing (gates.ts). */
export type GateDeps = Pick<ChargesDeps, "engines" | "receivingAccounts" | "stores" | "settings" | "logger">;
/** Finishing an issue at the engine, by the request or the issue sweeper (complete-issue.ts). */
export type IssueCompletionDeps = EngineOfDeps & ChargeViewDeps & Pick<ChargesDeps, "charges" | "issues" | "wakeExpirySweeper">;
/** Issuing: POST /charges, POST /pix and its draft (payer, catalog), under an idempotency key. */
export type IssuingDeps = IssueCompletionDeps & GateDeps & Pick<ChargesDeps, "catalog" | "idempotency" | "wakeIssueSweeper">;
/** A payment confirmed (simulation or engine notice): the charge and the store it is paid to. */
export type PaymentDeps = Pick<ChargesDeps, "charges" | "stores">;
/** Simulating a payment (test mode), by the merchant's txid or the payer's checkout key: through the test engine (issue 32). */
export type SimulationDeps = PaymentDeps & EngineOfDeps & Pick<ChargesDeps, "crossStore" | "simulations" | "logger">;
/** After a payment: the payer's receipt and the store's mail (payment-followup.ts). */
export type FollowUpDeps = PaymentDeps & Pick<ChargesDeps, "logger" | "mailer" | "sentMails" | "settings" | "testReceipts">;
/** The issue sweeper: charges left `creating`, across stores. */
export type IssueSweeperDeps = IssueCompletionDeps & Pick<ChargesDeps, "crossStore" | "logger" | "settings">;
/** Engine notices and their confirmation: a notice may pay a charge, settle a refund or open or close an infraction. */
export type NoticeDeps = IssueCompletionDeps & PaymentDeps & RefundNoticeDeps & InfractionDeps
  & Pick<ChargesDeps, "crossStore" | "logger" | "notices" | "settings">;

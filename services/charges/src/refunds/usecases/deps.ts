import type { ChargesDeps } from "../../shared/usecases/deps";
import type { EngineOfDeps } from "../../issuing/usecases/deps";

/** Refunds (issue 24): the request under its idempotency key, the engine call, settings. */
export type RefundDeps = EngineOfDeps & Pick<ChargesDeps, "charges" | "refunds" | "idempotency" | "logger" | "settings" | "wakeRefundSweeper">;
/** The engine's refund notice settles a refund. */
export type RefundNoticeDeps = Pick<ChargesDeps, "refunds" | "logger">;
/** The resume worker: refunds left in processing, across stores. */
export type RefundSweeperDeps = RefundDeps & Pick<ChargesDeps, "crossStore">;

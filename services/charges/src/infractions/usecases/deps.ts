import type { ChargesDeps } from "../../shared/usecases/deps";
import type { EngineOfDeps } from "../../issuing/usecases/deps";

/** MED infractions (issue 25): the engine's notices, the merchant's reads and defense, the store's mail. */
export type InfractionDeps = EngineOfDeps & Pick<ChargesDeps, "charges" | "crossStore" | "infractions" | "logger" | "mailer" | "sentMails" | "settings" | "stores">;

/** Test mode's MED (issue 32): the test engine opens and decides; its answers are applied as its notices, after the call's audit entry. */
export type InfractionSimulationDeps = InfractionDeps & Pick<ChargesDeps, "simulations">;

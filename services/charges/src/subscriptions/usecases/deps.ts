import type { ChargesDeps } from "../../shared/usecases/deps";
import type { ChargeViewDeps, GateDeps } from "../../issuing/usecases/deps";

/** What the subscriptions service asks charges: Pix Automático at the engine (behind the gates), charges' views, the holder of charges.subscription_id. */
export type SubscriptionSupportDeps = GateDeps & ChargeViewDeps & Pick<ChargesDeps, "references">;

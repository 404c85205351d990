import { errors, producaoBlock, type ProductionFacts } from "@pix/errors";
import type { Principal } from "./principal";

/**
 * The one environment gate (issue 26): every live operation (issuing, subscriptions, withdrawals) needs
 * a store approved for production (contract 3.2). A merchant credential carries identity's answer of
 * this request; a service principal (link checkout, subscription job) is looked up, not trusted. The
 * `producao` block states the current situation, so the facts are asked whenever the answer is no.
 */
export async function assertLiveApproved(principal: Principal, factsOf: (storeId: string) => Promise<ProductionFacts>): Promise<void> {
  if (principal.environment === "test") return;
  if (principal.credential !== "service" && principal.productionApproved) return;
  const facts = await factsOf(principal.storeId);
  if (principal.credential === "service" && facts.productionStatus === "approved") return;
  throw errors.producaoNaoLiberada(producaoBlock(facts));
}

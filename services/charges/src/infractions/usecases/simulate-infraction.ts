/**
 * Test mode's MED (issue 32): a merchant tries an infraction on a test payment without the emulator.
 * The test engine opens it as the payer's bank would (and decides it as the analysis would); its answer
 * states the infraction exactly as its INFRACTION_UPDATED notice does, so it is applied through the
 * notice's own path (receiveInfractionNotice: block, return or release, events, e-mail) right away. The
 * notice itself, arriving before or after, is then a duplicate: the engine's infraction id is the key.
 * A failure after the engine acted leaves the notice (and its resends) to apply it.
 */
import { errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import { withCallAudit } from "@pix/messaging";
import type { Infraction } from "../domain/infraction";
import { PaymentEngineError } from "../../shared/payment-engine/payment-engine";
import { testControlsOf, type EngineInfraction, type TestEngineControls } from "../../shared/payment-engine/test-controls";
import type { InfractionSimulationDeps } from "./deps";
import { getInfraction, receiveInfractionNotice } from "./infractions";
import { findOwnCharge } from "../../issuing/usecases/read-charges";

export type SimulatedReason = "fraude" | "falha_operacional";
export type SimulatedOutcome = "upheld" | "rejected";

const WHAT = "a infração MED";

/** POST /pix/simulate-infraction: the payer's bank contests the test charge's Pix (amount in centavos; default what is left). */
export async function simulateInfraction(
  deps: InfractionSimulationDeps, principal: Principal, input: { txid: string; amountCents?: number; reason: SimulatedReason; idempotencyKey?: string },
): Promise<Infraction> {
  if (principal.environment !== "test") throw errors.somenteEmTeste("A infração MED simulada");
  const charge = await findOwnCharge(deps, principal, input.txid);
  if (charge.status !== "paid" && charge.status !== "refunded") throw errors.medSemPix("a cobrança ainda não foi paga; use Simular pagamento antes");
  if (!charge.endToEndId) throw errors.medSemPix("ela foi paga por simulação sem Pix (registrada sem código Pix, ou simulada antes do provedor de teste); emita uma cobrança Pix de teste (POST /pix) e use Simular pagamento");
  const controls = controlsOf(deps);
  const opened = await engineCall(deps, () =>
    controls.openInfraction({
      endToEndId: charge.endToEndId!, amountCents: input.amountCents, reason: input.reason === "fraude" ? "FRAUDE" : "FALHA_OPERACIONAL", idempotencyKey: input.idempotencyKey,
    }),
  );
  return applied(deps, principal, opened);
}

/** POST /infractions/{id}/simulate-decision: the analysis ends, upheld (the blocked amount returns to the payer) or rejected (released). */
export async function decideTestInfraction(deps: InfractionSimulationDeps, principal: Principal, id: string, outcome: SimulatedOutcome): Promise<Infraction> {
  if (principal.environment !== "test") throw errors.somenteEmTeste("A decisão simulada de uma infração MED");
  const infraction = await getInfraction(deps, principal, id);
  if (infraction.status === "closed") throw errors.infracaoJaDecidida();
  const controls = controlsOf(deps);
  const decided = await engineCall(deps, () => controls.decideInfraction(infraction.engineInfractionId, outcome === "upheld"));
  return applied(deps, principal, decided);
}

function controlsOf(deps: InfractionSimulationDeps): TestEngineControls {
  const controls = testControlsOf(deps.engines.main("test"));
  if (!controls) throw errors.motorDeTesteIndisponivel(WHAT);
  return controls;
}

/** The engine's refusals a merchant can act on, in our words; anything else is the test engine failing (503). */
async function engineCall(deps: InfractionSimulationDeps, call: () => Promise<EngineInfraction>): Promise<EngineInfraction> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof PaymentEngineError)) throw err;
    if (err.code === "invalid_amount") throw errors.medSemPix("o valor passa do que resta do pagamento a contestar (o pago menos estornos e outras infrações)");
    if (err.code === "infraction_closed") throw errors.infracaoJaDecidida();
    deps.logger.warn({ kind: err.kind, status: err.status, code: err.code }, "test engine refused or missed a simulated MED action");
    throw errors.motorDeTesteIndisponivel(WHAT);
  }
}

/** The engine's answer applied as its notice (idempotent by the engine's infraction id), with the call's audit entry; our infraction. */
async function applied(deps: InfractionSimulationDeps, principal: Principal, engineInfraction: EngineInfraction): Promise<Infraction> {
  await deps.simulations.recordRequest(withCallAudit([], {}));
  const notice = { id: `simulation:${engineInfraction.id}:${engineInfraction.status}`, event: "INFRACTION_UPDATED" as const, dateCreated: new Date().toISOString(), infraction: engineInfraction };
  await receiveInfractionNotice(deps, notice, "test");
  const ours = await deps.infractions.findByEngineId(scopeOf(principal), engineInfraction.id);
  if (!ours) throw new Error(`simulated infraction ${engineInfraction.id} was applied but is not the store's`);
  return ours;
}

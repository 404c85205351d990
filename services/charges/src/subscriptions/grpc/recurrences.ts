/**
 * Pix Automático at the engine, for the subscriptions service (issue 14): the store's engine account
 * (main account or its approved subaccount, as for its charges) creates the authorization (`rec`) and
 * sends each cycle (`cobr`). charges owns the engine; subscriptions owns the subscription's state.
 */
import { AppError, errors, invalidField } from "@pix/errors";
import { requirePrincipal, scopeOf, type Principal, type HandlersOf } from "@pix/grpc";
import { encodeBrCode } from "../../issuing/domain/brcode";
import { cycleInput, engineRef, recurrenceInput, retryInput, simulationInput } from "../domain/recurrence-input";
import { qrPngDataUrl } from "@pix/qr";
import { PaymentEngineError } from "../../shared/payment-engine/payment-engine";
import { recurrencesOf, type Cycle, type Recurrence, type RecurrenceEngine } from "../payment-engine/recurrences";
import type { SubscriptionRefsRepository } from "../repositories/subscription-refs";
import type { SubscriptionSupportDeps } from "../usecases/deps";
import { resolveIssuer } from "../../issuing/usecases/gates";

/** The engine's answer as the subscriptions service's error: a refusal is a conflict (409), an outage 503. */
function mapEngineError(err: unknown): never {
  if (err instanceof PaymentEngineError) {
    if (err.kind === "rejected") {
      if (err.status === 404) throw errors.notFound("Autorização Pix Automático");
      throw errors.conflict(`O provedor Pix recusou: ${err.message.replace(/^[A-Z]+ \S+: /, "")}`, "PROVEDOR_RECUSOU");
    }
    throw errors.unavailable("O provedor Pix não respondeu; tente novamente em instantes", "PROVEDOR_INDISPONIVEL");
  }
  throw err;
}

async function engineFor(deps: SubscriptionSupportDeps, principal: Principal): Promise<RecurrenceEngine> {
  const { engine } = await resolveIssuer(deps, principal);
  const rec = recurrencesOf(engine);
  if (!rec) throw errors.unavailable("Este provedor Pix não oferece Pix Automático", "PROVEDOR_INDISPONIVEL");
  return rec;
}

const recurrenceMessage = (r: Recurrence, extra: { pix_code?: string; qr_code_url?: string } = {}) => ({
  id: r.id, journey: r.journey, status: r.status, expires_at: r.expiresAt.toISOString(), ...(r.cancelledBy && { cancelled_by: r.cancelledBy }), ...extra,
});
const cycleMessage = (c: Cycle) => ({
  id: c.id, status: c.status, due_at: c.dueDate.toISOString(), attempt_at: c.attemptDate.toISOString(), retries: c.retries, failures: c.failures, txid: c.txid,
  attempt_status: c.attempts.at(-1)?.status ?? "", ...(c.rejectionCode && { rejection_code: c.rejectionCode }),
  attempts: c.attempts.map((a) => ({ date: a.date.toISOString(), status: a.status, ...(a.rejectionCode && { rejection_code: a.rejectionCode }) })),
});

export function recurrenceHandlers(deps: SubscriptionSupportDeps, refs: SubscriptionRefsRepository) {
  /** The engine charge behind a subscription charge's txid (the J3 first payment, a cycle). */
  const engineChargeOf = async (p: Principal, txid: string) => {
    const charge = await refs.findAnyByTxid(scopeOf(p), txid);
    if (!charge || charge.status === "creating" || charge.status === "failed" || !charge.engineChargeId) throw errors.notFound("Cobrança");
    return charge;
  };
  const run = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof AppError) throw err;
      return mapEngineError(err);
    }
  };
  return {
    CreateRecurrence: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const r = recurrenceInput(req);
      const first = r.firstChargeTxid ? await engineChargeOf(p, r.firstChargeTxid) : null;
      // BCB: J3 pays an immediate charge (cob), J4 one with a due date (cobv), with the same QR that authorizes.
      if (first && (r.journey === "J4") !== (first.dueDate !== null)) {
        throw invalidField("first_charge_txid", "VALOR_INVALIDO", r.journey === "J4" ? "J4 exige uma cobrança com vencimento (cobv)" : "J3 exige uma cobrança imediata, sem vencimento (use J4)");
      }
      const engine = await engineFor(deps, p);
      const rec = await run(() => engine.createRecurrence({
        journey: r.journey, amountCents: r.amountCents, periodicity: r.periodicity, firstDueDate: new Date(r.firstDueAt),
        retryPolicy: r.retryPolicy, payer: { name: r.payerName, cpfCnpj: r.payerCpf }, contract: r.contract, ...(r.endDate && { endDate: r.endDate }),
        ...(r.description && { description: r.description }), ...(first && { firstChargeId: first.engineChargeId! }),
      }, r.idempotencyKey));
      const { merchantName, merchantCity } = deps.settings;
      // J3 / J4: the first charge's dynamic location (J4: a cobv location, whose payload answers the amount of the
      // payment day) plus the recurrence (pay and authorize); J2: the recurrence only.
      const engineCharge = first ? await run(() => resolveIssuer(deps, p).then((i) => i.engine.getPixCharge(first.engineChargeId!))) : null;
      const pixCode = engineCharge
        ? encodeBrCode({ locationUrl: engineCharge.locationUrl, amountCents: first!.amountCents, merchantName, merchantCity, recurrenceUrl: rec.locationUrl })
        : encodeBrCode({ recurrenceUrl: rec.locationUrl, merchantName, merchantCity });
      return recurrenceMessage(rec, { pix_code: pixCode, qr_code_url: qrPngDataUrl(pixCode) });
    },
    GetRecurrence: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const engine = await engineFor(deps, p);
      return recurrenceMessage(await run(() => engine.getRecurrence(engineRef("id", req.id, 64))));
    },
    CancelRecurrence: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const engine = await engineFor(deps, p);
      return recurrenceMessage(await run(() => engine.cancelRecurrence(engineRef("id", req.id, 64))));
    },
    SendRecurringCharge: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const r = cycleInput(req);
      const charge = await engineChargeOf(p, r.txid);
      const engine = await engineFor(deps, p);
      return cycleMessage(await run(() => engine.sendCycle({ recurrenceId: r.recurrenceId, chargeId: charge.engineChargeId!, dueDate: new Date(r.dueAt) })));
    },
    GetRecurringCharge: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const engine = await engineFor(deps, p);
      return cycleMessage(await run(() => engine.getCycle(engineRef("id", req.id, 64))));
    },
    RetryRecurringCharge: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const r = retryInput(req);
      const engine = await engineFor(deps, p);
      return cycleMessage(await run(() => engine.retryCycle(r.id, new Date(r.date))));
    },
    SimulateRecurrence: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      if (p.environment !== "test") throw errors.conflict("Simulações de Pix Automático só valem no ambiente de teste", "SOMENTE_EM_TESTE");
      const r = simulationInput(req);
      const engine = await engineFor(deps, p);
      await run(() => engine.simulate(r.target, r.id, r.action, r.code));
      return {};
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesSubscriptionSupport">>;
}

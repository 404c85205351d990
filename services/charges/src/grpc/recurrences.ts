/**
 * Pix Automático at the engine, for the subscriptions service (issue 14): the store's engine account
 * (main account or its approved subaccount, as for its charges) creates the authorization (`rec`) and
 * sends each cycle (`cobr`). charges owns the engine; subscriptions owns the subscription's state.
 */
import { AppError, errors, parseOrThrow, z } from "@pix/errors";
import { requirePrincipal, scopeOf, type Principal, type HandlersOf } from "@pix/grpc";
import { encodeBrCode } from "../domain/brcode";
import { qrPngDataUrl } from "@pix/qr";
import { PaymentEngineError } from "../payment-engine/payment-engine";
import { recurrencesOf, type Cycle, type Recurrence, type RecurrenceEngine } from "../payment-engine/recurrences";
import type { SubscriptionRefsRepository } from "../repositories/subscription-refs";
import type { ChargesDeps } from "../usecases/deps";
import { resolveIssuer } from "../usecases/gates";

const iso = z.iso.datetime({ offset: true });
const createRequest = z.object({
  journey: z.enum(["J2", "J3"]),
  amount_cents: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  periodicity: z.enum(["SEMANAL", "MENSAL", "TRIMESTRAL", "SEMESTRAL", "ANUAL"]),
  first_due_at: iso,
  retry_policy: z.enum(["NAO_PERMITE", "PERMITE_3R_7D"]),
  payer_name: z.string().min(1).max(200),
  payer_cpf: z.string().regex(/^(\d{11}|\d{14})$/, "CPF ou CNPJ numérico"),
  contract: z.string().min(1).max(64),
  description: z.string().max(500).optional(),
  first_charge_txid: z.string().min(1).max(35).optional(),
  idempotency_key: z.string().min(1).max(200),
});
const idRequest = z.object({ id: z.string().min(1).max(64) });
const sendRequest = z.object({ recurrence_id: z.string().min(1).max(64), txid: z.string().min(1).max(35), due_at: iso });
const retryRequest = z.object({ id: z.string().min(1).max(64), date: iso });
const simulateRequest = z.object({
  target: z.enum(["recurrence", "cycle"]),
  id: z.string().min(1).max(64),
  action: z.enum(["approve", "reject", "cancel", "fail"]),
});

/** The engine's answer as the subscriptions service's error: a refusal is a conflict (409), an outage 503. */
function mapEngineError(err: unknown): never {
  if (err instanceof PaymentEngineError) {
    if (err.kind === "rejected") {
      if (err.status === 404) throw errors.notFound("Autorização Pix Automático");
      throw errors.conflict(`O provedor Pix recusou: ${err.message.replace(/^[A-Z]+ \S+: /, "")}`);
    }
    throw errors.unavailable("O provedor Pix não respondeu; tente novamente em instantes");
  }
  throw err;
}

async function engineFor(deps: ChargesDeps, principal: Principal): Promise<RecurrenceEngine> {
  const { engine } = await resolveIssuer(deps, principal);
  const rec = recurrencesOf(engine);
  if (!rec) throw errors.unavailable("Este provedor Pix não oferece Pix Automático");
  return rec;
}

const recurrenceMessage = (r: Recurrence, extra: { pix_code?: string; qr_code_url?: string } = {}) => ({
  id: r.id, journey: r.journey, status: r.status, expires_at: r.expiresAt.toISOString(), ...(r.cancelledBy && { cancelled_by: r.cancelledBy }), ...extra,
});
const cycleMessage = (c: Cycle) => ({
  id: c.id, status: c.status, due_at: c.dueDate.toISOString(), attempt_at: c.attemptDate.toISOString(), retries: c.retries, failures: c.failures, txid: c.txid,
});

export function recurrenceHandlers(deps: ChargesDeps, refs: SubscriptionRefsRepository) {
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
      const r = parseOrThrow(createRequest, req);
      if ((r.journey === "J3") !== (r.first_charge_txid !== undefined)) throw errors.validation("J3 exige first_charge_txid; J2 não o aceita");
      const first = r.first_charge_txid ? await engineChargeOf(p, r.first_charge_txid) : null;
      const engine = await engineFor(deps, p);
      const rec = await run(() => engine.createRecurrence({
        journey: r.journey, amountCents: r.amount_cents, periodicity: r.periodicity, firstDueDate: new Date(r.first_due_at),
        retryPolicy: r.retry_policy, payer: { name: r.payer_name, cpfCnpj: r.payer_cpf }, contract: r.contract.replace(/-/g, "").slice(0, 35),
        ...(r.description && { description: r.description.slice(0, 140) }), ...(first && { firstChargeId: first.engineChargeId! }),
      }, r.idempotency_key));
      const { merchantName, merchantCity } = deps.settings;
      // J3: the first charge's dynamic location plus the recurrence (pay now and authorize); J2: the recurrence only.
      const engineCharge = first ? await run(() => resolveIssuer(deps, p).then((i) => i.engine.getPixCharge(first.engineChargeId!))) : null;
      const pixCode = engineCharge
        ? encodeBrCode({ locationUrl: engineCharge.locationUrl, amountCents: first!.amountCents, merchantName, merchantCity, recurrenceUrl: rec.locationUrl })
        : encodeBrCode({ recurrenceUrl: rec.locationUrl, merchantName, merchantCity });
      return recurrenceMessage(rec, { pix_code: pixCode, qr_code_url: qrPngDataUrl(pixCode) });
    },
    GetRecurrence: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const engine = await engineFor(deps, p);
      return recurrenceMessage(await run(() => engine.getRecurrence(parseOrThrow(idRequest, req).id)));
    },
    CancelRecurrence: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const engine = await engineFor(deps, p);
      return recurrenceMessage(await run(() => engine.cancelRecurrence(parseOrThrow(idRequest, req).id)));
    },
    SendRecurringCharge: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const r = parseOrThrow(sendRequest, req);
      const charge = await engineChargeOf(p, r.txid);
      const engine = await engineFor(deps, p);
      return cycleMessage(await run(() => engine.sendCycle({ recurrenceId: r.recurrence_id, chargeId: charge.engineChargeId!, dueDate: new Date(r.due_at) })));
    },
    GetRecurringCharge: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const engine = await engineFor(deps, p);
      return cycleMessage(await run(() => engine.getCycle(parseOrThrow(idRequest, req).id)));
    },
    RetryRecurringCharge: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      const r = parseOrThrow(retryRequest, req);
      const engine = await engineFor(deps, p);
      return cycleMessage(await run(() => engine.retryCycle(r.id, new Date(r.date))));
    },
    SimulateRecurrence: async (req, ctx) => {
      const p = requirePrincipal(ctx);
      if (p.environment !== "test") throw errors.conflict("Simulações de Pix Automático só valem no ambiente de teste");
      const r = parseOrThrow(simulateRequest, req);
      if ((r.target === "cycle") !== (r.action === "fail")) throw errors.validation("recurrence: approve, reject ou cancel; cycle: fail");
      const engine = await engineFor(deps, p);
      await run(() => engine.simulate(r.target, r.id, r.action));
      return {};
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesSubscriptionSupport">>;
}

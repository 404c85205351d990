/**
 * The charges service as this service uses it: issuing a subscription's Pix charge as the store (a
 * service principal: charges looks up the store's production approval itself, so live billing still
 * needs an approved store), reading customers, asking for a subscription's pending charge, and the
 * delete-then-unlink holder of charges.subscription_id.
 */
import { AppError, invalidRequest, type ProblemaDeCampo } from "@pix/errors";
import { loadService, present, remoteReferenceHolder, servicePrincipal, ServiceClient, type Message, type MessageInput, type Principal, type StoreScope } from "@pix/grpc";
import type { ReferenceHolder } from "@pix/messaging";

export const ChargesService = loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesService");
export const ChargesSubscriptionSupport = loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesSubscriptionSupport");

/** A charge and a customer as charges' proto answers them (snake_case, centavos; longs as numbers). */
export type ChargeMessage = Message<"pix.charges.v1.Charge">;
export type CustomerMessage = Message<"pix.charges.v1.Customer">;

export interface SubscriptionChargeRequest {
  amountCents: number;
  description: string;
  customerId: string | null;
  customerName: string;
  customerEmail: string | null;
  customerCpf: string | null;
  subscriptionId: string;
  idempotency: { key: string; requestHash: string };
  /** The period's txid (billingTxid): a second charge of the period is refused by charges as a conflict. */
  txid: string;
  /** pix_automatico for a Pix Automático subscription's J3 first payment and cycles (charge.paid carries it). */
  method?: "pix" | "pix_automatico";
  /** A cycle's charge stays payable through its retry window; charges' default otherwise. */
  expiresAt?: Date;
  /** Pix Automático J4's first charge: a charge with a due date (cobv) — its date and the days it stays payable after it. */
  dueTerms?: { dueDate: string; validadeAposVencimento: number };
  /** Issue 37: the period's due-date terms (a subscription with due_terms). */
  vencimento?: MessageInput<"pix.charges.v1.DueDateTerms">;
}

/** The engine's authorization (BCB `rec`) as charges answers it. */
export interface RecurrenceMessage {
  id: string;
  journey: string;
  status: string;
  expires_at: string;
  pix_code?: string | null;
  qr_code_url?: string | null;
  cancelled_by?: string | null;
}

/** A cycle (BCB `cobr`). */
export interface RecurringChargeMessage {
  id: string;
  status: string;
  due_at: string;
  attempt_at: string;
  retries: number;
  failures: number;
  txid: string;
  /** The latest attempt: AGENDADA, PAGA, REJEITADA, CANCELADA ("" when none). */
  attempt_status: string;
  /** The latest rejection's code (an attempt's, or the instruction's when REJEITADA). */
  rejection_code?: string | null;
  attempts: { date: string; status: string; rejection_code?: string | null }[];
}

export interface CreateRecurrenceRequest {
  journey: string;
  amountCents: number;
  periodicity: string;
  firstDueAt: Date;
  retryPolicy: string;
  payerName: string;
  payerCpf: string;
  contract: string;
  /** BCB calendario.dataFinal (YYYY-MM-DD); absent: no fixed term. */
  endDate?: string;
  description?: string;
  firstChargeTxid?: string;
  idempotencyKey: string;
}

/** Pix Automático at the store's engine account, through charges (which owns the engine). */
export interface RecurrencesPort {
  createRecurrence(owner: StoreScope, req: CreateRecurrenceRequest): Promise<RecurrenceMessage>;
  getRecurrence(owner: StoreScope, id: string): Promise<RecurrenceMessage>;
  cancelRecurrence(owner: StoreScope, id: string): Promise<RecurrenceMessage>;
  sendRecurringCharge(owner: StoreScope, req: { recurrenceId: string; txid: string; dueAt: Date }): Promise<RecurringChargeMessage>;
  getRecurringCharge(owner: StoreScope, id: string): Promise<RecurringChargeMessage>;
  retryRecurringCharge(owner: StoreScope, id: string, at: Date): Promise<RecurringChargeMessage>;
  /** Test environment only: the payer's side (approve, reject, cancel an authorization; a cycle's debit failing). */
  simulateRecurrence(owner: StoreScope, target: "recurrence" | "cycle", id: string, action: string, code?: string): Promise<void>;
}

export interface ChargesPort extends RecurrencesPort {
  /** IssuePix as the store; the same idempotency key answers the same charge (a replay) for 24 h. */
  issueSubscriptionCharge(owner: StoreScope, req: SubscriptionChargeRequest): Promise<{ charge: ChargeMessage; replayed: boolean }>;
  /** The state of the charge holding this txid (any state; `charge` only when it is visible), or null status when none. */
  chargeByTxid(owner: StoreScope, txid: string): Promise<{ status: string | null; charge: ChargeMessage | null }>;
  /** The subscription's charge that is still payable (pending, not expired), or null. */
  pendingSubscriptionCharge(owner: StoreScope, subscriptionId: string): Promise<ChargeMessage | null>;
  /** The store's test charges as of `asOf` (issue 25): pending ones past expires_at expire now. Test only. */
  expireTestCharges(owner: StoreScope, asOf: Date): Promise<number>;
  getCustomer(principal: Principal, customerId: string): Promise<CustomerMessage>;
  /**
   * Issue 37: due-date terms checked by charges as POST /pix checks them (SimulateAmountOfDay, nothing
   * created); a refusal's field paths get `prefix` (`due_terms.multa.modalidade`).
   */
  checkDueTerms(principal: Principal, amountCents: number, vencimento: MessageInput<"pix.charges.v1.DueDateTerms">, prefix: string): Promise<void>;
  /** charges.subscription_id as a holder of contract 4.7, asked as the deleting merchant. */
  subscriptionHolder(principal: Principal): ReferenceHolder;
  close(): void;
}

/**
 * Issuing may retry the engine (up to 3 attempts of charges' ENGINE_TIMEOUT_MS): the deadline covers
 * them, so a run does not record a failure for a charge that charges goes on to create.
 */
export const ISSUE_DEADLINE_MS = 20_000;

const opt = <T>(v: T | null | undefined) => (v === null || v === undefined || v === "" ? undefined : v);

export function grpcCharges(addr: string, principalSecret: string, deadlineMs: number): ChargesPort {
  const client = new ServiceClient("charges", ChargesService, addr, principalSecret, deadlineMs);
  const support = new ServiceClient("charges", ChargesSubscriptionSupport, addr, principalSecret, deadlineMs);
  const asStore = (o: StoreScope) => servicePrincipal(o.storeId, o.environment);
  return {
    async issueSubscriptionCharge(owner, r) {
      const out = await client.call("IssuePix", {
        amount_cents: r.amountCents,
        description: opt(r.description),
        customer_id: opt(r.customerId),
        customer_name: opt(r.customerName),
        customer_email: opt(r.customerEmail),
        customer_cpf: opt(r.customerCpf),
        subscription_id: r.subscriptionId,
        idempotency: { key: r.idempotency.key, request_hash: r.idempotency.requestHash },
        txid: r.txid,
        method: r.method,
        expires_at: r.expiresAt?.toISOString(),
        ...(r.dueTerms && { vencimento: { due_date: r.dueTerms.dueDate, validade_apos_vencimento: r.dueTerms.validadeAposVencimento } }),
        ...(r.vencimento && { vencimento: r.vencimento }),
      }, { principal: asStore(owner), deadlineMs: Math.max(ISSUE_DEADLINE_MS, deadlineMs) });
      return { charge: present(out.charge, "a cobrança"), replayed: Boolean(out.replayed) };
    },
    async chargeByTxid(owner, txid) {
      const out = await support.call("FindSubscriptionChargeByTxid", { txid }, { principal: asStore(owner) });
      return { status: out.status ?? null, charge: out.charge ?? null };
    },
    async expireTestCharges(owner, asOf) {
      const out = await client.call("ExpireTestCharges", { as_of: asOf.toISOString() }, { principal: asStore(owner) });
      return Number(out.expired ?? 0);
    },
    async pendingSubscriptionCharge(owner, subscriptionId) {
      const out = await support.call("FindPendingSubscriptionCharge", { subscription_id: subscriptionId }, { principal: asStore(owner) });
      return out.charge ?? null;
    },
    createRecurrence: (owner, r) =>
      support.call("CreateRecurrence", {
        journey: r.journey, amount_cents: r.amountCents, periodicity: r.periodicity, first_due_at: r.firstDueAt.toISOString(),
        retry_policy: r.retryPolicy, payer_name: r.payerName, payer_cpf: r.payerCpf, contract: r.contract,
        description: opt(r.description), first_charge_txid: opt(r.firstChargeTxid), idempotency_key: r.idempotencyKey,
        end_date: opt(r.endDate),
      }, { principal: asStore(owner), deadlineMs: Math.max(ISSUE_DEADLINE_MS, deadlineMs) }),
    getRecurrence: (owner, id) => support.call("GetRecurrence", { id }, { principal: asStore(owner) }),
    cancelRecurrence: (owner, id) => support.call("CancelRecurrence", { id }, { principal: asStore(owner) }),
    sendRecurringCharge: (owner, r) =>
      support.call("SendRecurringCharge", { recurrence_id: r.recurrenceId, txid: r.txid, due_at: r.dueAt.toISOString() }, { principal: asStore(owner) }),
    getRecurringCharge: (owner, id) => support.call("GetRecurringCharge", { id }, { principal: asStore(owner) }),
    retryRecurringCharge: (owner, id, at) => support.call("RetryRecurringCharge", { id, date: at.toISOString() }, { principal: asStore(owner) }),
    simulateRecurrence: async (owner, target, id, action, code) =>
      void (await support.call("SimulateRecurrence", { target, id, action, ...(code && { code }) }, { principal: asStore(owner) })),
    getCustomer: (principal, customerId) => client.call("GetCustomer", { id: customerId }, { principal }),
    async checkDueTerms(principal, amountCents, vencimento, prefix) {
      try {
        await client.call("SimulateAmountOfDay", { amount_cents: amountCents, vencimento, datas: [vencimento.due_date!] }, { principal });
      } catch (err) {
        throw prefixedFields(err, prefix);
      }
    },
    subscriptionHolder: (principal) => remoteReferenceHolder(support, "charges.subscription_id", principal),
    close: () => {
      client.close();
      support.close();
    },
  };
}

/** A 400 of the charges service about the terms, its fields placed under `prefix` (the subscription's body). */
function prefixedFields(err: unknown, prefix: string): unknown {
  if (!(err instanceof AppError) || err.kind !== "validation") return err;
  const erros = (err.extra?.erros ?? []) as ProblemaDeCampo[];
  if (erros.length === 0) return err;
  return invalidRequest(erros.map((e) => ({ ...e, campo: e.campo && !e.campo.startsWith("customer_") && e.campo !== "amount" ? `${prefix}${e.campo}` : e.campo })));
}

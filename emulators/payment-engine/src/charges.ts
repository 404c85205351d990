import { type AmountOfDay, type DueDateTerms, amountOfDay } from "@pix/amount-of-day";
import { todayInBrasilia } from "@pix/business-days";
import { z } from "zod";
import type { AccountStore } from "./accounts";
import { badRequest, notFound } from "./errors";
import * as ids from "./ids";
import { computeSplit, parsePercent, toReais } from "./money";

const splitRuleSchema = z
  .object({
    walletId: z.string().min(1),
    percentualValue: z
      .string()
      .refine((v) => parsePercent(v) !== null, "decimal string between 0 and 100, up to 4 decimals")
      .optional(),
    fixedValueCents: z.int().min(0).optional(),
  })
  .refine((r) => r.percentualValue !== undefined || r.fixedValueCents !== undefined, "percentualValue or fixedValueCents is required");

const calendarDate = z.iso.date();
const valorPerc = z.int().min(1);
/**
 * A charge with a due date (the BCB's cobv): its terms as @pix/amount-of-day reads them (valorPerc ×100).
 * The engine checks their shape only; the gateway validated the BCB's rules before sending them.
 */
const dueTermsSchema: z.ZodType<DueDateTerms> = z.object({
  dueDate: calendarDate,
  validadeAposVencimento: z.int().min(0),
  multa: z.object({ modalidade: z.literal([1, 2]), valorPerc }).optional(),
  juros: z.object({ modalidade: z.literal([1, 2, 3, 4, 5, 6, 7, 8]), valorPerc }).optional(),
  abatimento: z.object({ modalidade: z.literal([1, 2]), valorPerc }).optional(),
  desconto: z.union([
    z.object({ modalidade: z.literal([1, 2]), descontosDataFixa: z.array(z.object({ data: calendarDate, valorPerc })).min(1).max(3) }),
    z.object({ modalidade: z.literal([3, 4, 5, 6]), valorPerc }),
  ]).optional(),
});

export const createChargeSchema = z.object({
  // BACEN txid rule for immediate charges (cob).
  txid: z.string().regex(/^[a-zA-Z0-9]{26,35}$/, "26 to 35 alphanumeric characters"),
  amountCents: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
  description: z.string().max(140).optional(),
  expiresAt: z.iso.datetime({ offset: true }),
  payer: z.object({ name: z.string().min(1), cpfCnpj: z.string().regex(/^(\d{11}|\d{14})$/) }).optional(),
  split: z.array(splitRuleSchema).max(10).optional(),
  /** Present for a charge with a due date: the payer owes the amount of the payment date. */
  dueTerms: dueTermsSchema.optional(),
});
export type CreateChargeInput = z.infer<typeof createChargeSchema>;

export type ChargeStatus = "PENDING" | "RECEIVED" | "EXPIRED";

export interface Charge extends Omit<CreateChargeInput, "split"> {
  id: string;
  accountId: string;
  locationId: string;
  feeCents: number;
  netValueCents: number;
  split: ReturnType<typeof computeSplit>;
  createdAt: string;
  paidAt?: string;
  endToEndId?: string;
  transactionId?: string;
  /** Later Pix to the same charge (a payer paying twice): each its own transaction and end-to-end id. */
  extraPayments?: ExtraPayment[];
  /**
   * What the payer paid when it was not the charge's amount: the amount of the day of a charge with a
   * due date (the payer's bank reads it from the gateway's terms; the test control passes it).
   */
  receivedCents?: number;
}

/** What a due-date charge asks on `date` (Brasília), null past its validity; immediate charges have none. */
export const amountOfDayOf = (charge: Pick<Charge, "amountCents" | "dueTerms">, date = todayInBrasilia()): AmountOfDay | null =>
  charge.dueTerms ? amountOfDay(charge.amountCents, charge.dueTerms, date) : null;

/** The amount the charge's Pix brought in (its first payment). */
export const receivedCentsOf = (charge: Charge): number => charge.receivedCents ?? charge.amountCents;

export interface ExtraPayment {
  endToEndId: string;
  transactionId: string;
  paidAt: string;
}

export class ChargeStore {
  private readonly byId = new Map<string, Charge>();
  // `${accountId}:${key}` -> charge id and the request it answered, to spot key reuse with another body.
  private readonly idempotency = new Map<string, { chargeId: string; request: string }>();
  // `${accountId}:${txid}`: the txid is unique per account, checked in O(1) (a scan made every create
  // cost grow with the number of charges, which showed in long benchmarks).
  private readonly txids = new Set<string>();
  // The other lookups, each a map (the engine is a stand-in; it must not become the bottleneck of a benchmark).
  private readonly byTxid = new Map<string, Charge[]>();
  private readonly byLocationId = new Map<string, Charge>();
  /** `${accountId}:${endToEndId}`, filled when a charge is paid. */
  private readonly byEndToEnd = new Map<string, Charge>();

  constructor(
    private readonly accounts: AccountStore,
    private readonly feeCents: number,
  ) {}

  create(accountId: string, input: CreateChargeInput, idempotencyKey?: string): Charge {
    const request = JSON.stringify(input);
    const slot = idempotencyKey ? `${accountId}:${idempotencyKey}` : undefined;
    const seen = slot ? this.idempotency.get(slot) : undefined;
    if (seen) {
      if (seen.request !== request) throw badRequest("invalid_idempotency_key", "Idempotency-Key was already used with a different request");
      return this.byId.get(seen.chargeId)!;
    }
    if (Date.parse(input.expiresAt) <= Date.now()) throw badRequest("invalid_expiresAt", "expiresAt must be in the future");
    if (this.txids.has(`${accountId}:${input.txid}`)) throw badRequest("invalid_txid", `txid ${input.txid} was already used`);

    // The fee never exceeds the charge, so tiny charges net zero instead of being refused.
    const feeCents = Math.min(this.feeCents, input.amountCents);
    const netValueCents = input.amountCents - feeCents;
    const split = computeSplit(netValueCents, input.split ?? []);
    for (const s of split) {
      const target = this.accounts.byWalletId(s.walletId);
      if (!target) throw badRequest("invalid_walletId", `wallet ${s.walletId} does not exist`);
      if (target.id === accountId) throw badRequest("invalid_walletId", "cannot split to the charging account's own wallet");
    }
    if (split.reduce((sum, s) => sum + s.totalValueCents, 0) > netValueCents) {
      throw badRequest("invalid_split", "split total exceeds the net value of the charge");
    }

    const charge: Charge = {
      ...input,
      id: ids.chargeId(),
      accountId,
      locationId: ids.uuid(),
      feeCents,
      netValueCents,
      split,
      createdAt: new Date().toISOString(),
    };
    this.byId.set(charge.id, charge);
    this.txids.add(`${accountId}:${charge.txid}`);
    const sameTxid = this.byTxid.get(charge.txid);
    if (sameTxid) sameTxid.push(charge);
    else this.byTxid.set(charge.txid, [charge]);
    this.byLocationId.set(charge.locationId, charge);
    if (slot) this.idempotency.set(slot, { chargeId: charge.id, request });
    return charge;
  }

  /** A charge of the given account; `accountId` undefined is for test routes, which act for anyone. */
  get(id: string, accountId?: string): Charge {
    const charge = this.byId.get(id);
    if (!charge || (accountId !== undefined && charge.accountId !== accountId)) throw notFound("charge");
    return charge;
  }

  withTxid(txid: string): Charge[] {
    return [...(this.byTxid.get(txid) ?? [])];
  }

  byLocation(locationId: string): Charge | undefined {
    return this.byLocationId.get(locationId);
  }

  byEndToEndId(endToEndId: string, accountId: string): Charge | undefined {
    return this.byEndToEnd.get(`${accountId}:${endToEndId}`);
  }

  /** A paid charge by its end-to-end id, whatever the account (the payer's bank only knows the Pix). */
  paidWithEndToEndId(endToEndId: string): Charge | undefined {
    for (const [key, charge] of this.byEndToEnd) if (key.endsWith(`:${endToEndId}`)) return charge;
    return undefined;
  }

  /**
   * What a payer's bank settling the Pix does. `late`: the settlement arrives after expiresAt (a Pix
   * started before the expiry and settled after it, or a test mode's simulation, which always pays).
   */
  pay(id: string, options: { late?: boolean; amountCents?: number } = {}): Charge {
    const charge = this.get(id);
    const status = statusOf(charge);
    if (status !== "PENDING" && !(status === "EXPIRED" && options.late)) throw badRequest("invalid_status", `charge is ${status}`);
    const now = new Date();
    charge.paidAt = now.toISOString();
    charge.endToEndId = ids.endToEndId(now);
    charge.transactionId = ids.transactionId();
    // A payer's bank pays what the location asks: the amount of today for a due-date charge.
    const paidCents = options.amountCents ?? amountOfDayOf(charge)?.final;
    if (paidCents !== undefined && paidCents !== charge.amountCents) charge.receivedCents = paidCents;
    this.byEndToEnd.set(`${charge.accountId}:${charge.endToEndId}`, charge);
    return charge;
  }

  /**
   * A payer's bank settling another Pix to an already paid charge (the same QR paid twice): a new
   * transaction with its own end-to-end id, for the charge's amount. The charge stays as it was.
   */
  payAgain(id: string): ExtraPayment {
    const charge = this.get(id);
    if (!charge.paidAt) throw badRequest("invalid_status", `charge is ${statusOf(charge)}; only a paid charge is paid again`);
    const now = new Date();
    const extra: ExtraPayment = { endToEndId: ids.endToEndId(now), transactionId: ids.transactionId(), paidAt: now.toISOString() };
    (charge.extraPayments ??= []).push(extra);
    this.byEndToEnd.set(`${charge.accountId}:${extra.endToEndId}`, charge);
    return extra;
  }
}

export function statusOf(charge: Charge, now = Date.now()): ChargeStatus {
  if (charge.paidAt) return "RECEIVED";
  return Date.parse(charge.expiresAt) <= now ? "EXPIRED" : "PENDING";
}

/** Public shape of a charge. `publicHost` is host:port, since Pix dynamic codes carry the location without scheme. */
export function chargeView(charge: Charge, publicHost: string) {
  const { accountId: _account, locationId, transactionId: _tx, extraPayments: _extra, ...rest } = charge;
  return { ...rest, ...(charge.paidAt && { receivedCents: receivedCentsOf(charge) }), status: statusOf(charge), locationUrl: `${publicHost}/qr/v2/${locationId}` };
}

/** The Pix transaction with this end-to-end id: the charge's first payment or one of its extra payments. */
export function transactionView(charge: Charge, endToEndId = charge.endToEndId) {
  const paid = charge.extraPayments?.find((p) => p.endToEndId === endToEndId) ?? { endToEndId: charge.endToEndId, transactionId: charge.transactionId, paidAt: charge.paidAt };
  return {
    id: paid.transactionId,
    endToEndId: paid.endToEndId,
    type: "CREDIT",
    status: "DONE",
    chargeId: charge.id,
    txid: charge.txid,
    amountCents: paid.endToEndId === charge.endToEndId ? receivedCentsOf(charge) : charge.amountCents,
    paidAt: paid.paidAt,
    payer: charge.payer ?? null,
  };
}

/**
 * What the payer's bank gets when it resolves the QR location (BACEN cob payload, unsigned here). A
 * due-date charge answers the cobv payload: its due date and validity, and the amount of the day the
 * location is read (Brasília) split into the BCB's components, the amount the payer's bank pays.
 */
export function locationView(charge: Charge, pixKey: string, today = todayInBrasilia()) {
  const status = statusOf(charge);
  const calendario = charge.dueTerms
    ? { criacao: charge.createdAt, apresentacao: new Date().toISOString(), dataDeVencimento: charge.dueTerms.dueDate, validadeAposVencimento: charge.dueTerms.validadeAposVencimento }
    : { criacao: charge.createdAt, apresentacao: new Date().toISOString(), expiracao: Math.max(0, Math.round((Date.parse(charge.expiresAt) - Date.parse(charge.createdAt)) / 1000)) };
  return {
    txid: charge.txid,
    revisao: 0,
    calendario,
    ...(charge.payer && { devedor: charge.payer.cpfCnpj.length === 11 ? { cpf: charge.payer.cpfCnpj, nome: charge.payer.name } : { cnpj: charge.payer.cpfCnpj, nome: charge.payer.name } }),
    valor: valorOf(charge, today),
    chave: pixKey,
    ...(charge.description && { solicitacaoPagador: charge.description }),
    status: status === "PENDING" ? "ATIVA" : status === "RECEIVED" ? "CONCLUIDA" : "REMOVIDA_PELO_PSP",
  };
}

/** The location's `valor`: the original for an immediate charge; the components of `today` for a due-date one. */
function valorOf(charge: Charge, today: string) {
  const day = amountOfDayOf(charge, today);
  if (!day) return { original: toReais(charge.amountCents) };
  return {
    original: toReais(day.original), multa: toReais(day.multa), juros: toReais(day.juros),
    abatimento: toReais(day.abatimento), desconto: toReais(day.desconto), final: toReais(day.final),
  };
}

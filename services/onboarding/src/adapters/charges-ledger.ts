/**
 * Charges' ledger (issue 24), asked as the store itself in that environment (a service principal
 * minted for it): withdrawal reservations and settlements (idempotent by withdrawal id) and the
 * balances the summary shows. Errors travel as AppErrors (SALDO_INSUFICIENTE, SAQUE_ANULADO, 503).
 */
import { servicePrincipal, type Environment, type ClientOf } from "@pix/grpc";

export interface LedgerWithdrawal {
  id: string;
  storeId: string;
  environment: Environment;
  amountCents: number;
}

/** Centavos (charges' LedgerBalancesResponse). */
export interface LedgerBalances {
  availableCents: number;
  blockedCents: number;
  inWithdrawalCents: number;
  refundingCents: number;
  feesCents: number;
  refundedCents: number;
  receivedCents: number;
  withdrawnCents: number;
}

export interface LedgerPort {
  /** `backfill`: a withdrawal accepted before the ledger existed (posted without the balance check). */
  reserve(w: LedgerWithdrawal, backfill?: boolean): Promise<void>;
  settle(w: LedgerWithdrawal, outcome: "paid" | "rejected"): Promise<void>;
  void(w: Pick<LedgerWithdrawal, "id" | "storeId" | "environment">): Promise<void>;
  balances(storeId: string, environment: Environment): Promise<LedgerBalances>;
}

export class GrpcLedger implements LedgerPort {
  constructor(private readonly charges: ClientOf<"pix.charges.v1.ChargesService">) {}

  private as(w: { storeId: string; environment: Environment }) {
    return { principal: servicePrincipal(w.storeId, w.environment) };
  }

  async reserve(w: LedgerWithdrawal, backfill = false): Promise<void> {
    await this.charges.call("ReserveWithdrawal", { withdrawal_id: w.id, amount_cents: w.amountCents, backfill }, this.as(w));
  }

  async settle(w: LedgerWithdrawal, outcome: "paid" | "rejected"): Promise<void> {
    await this.charges.call("SettleWithdrawal", { withdrawal_id: w.id, amount_cents: w.amountCents, outcome }, this.as(w));
  }

  async void(w: Pick<LedgerWithdrawal, "id" | "storeId" | "environment">): Promise<void> {
    await this.charges.call("VoidWithdrawal", { withdrawal_id: w.id }, this.as(w));
  }

  async balances(storeId: string, environment: Environment): Promise<LedgerBalances> {
    const r = await this.charges.call("LedgerBalances", {}, this.as({ storeId, environment }));
    const n = (v: number | undefined) => Number(v ?? 0);
    return {
      availableCents: n(r.available_cents), blockedCents: n(r.blocked_cents), inWithdrawalCents: n(r.in_withdrawal_cents),
      refundingCents: n(r.refunding_cents), feesCents: n(r.fees_cents), refundedCents: n(r.refunded_cents),
      receivedCents: n(r.received_cents), withdrawnCents: n(r.withdrawn_cents),
    };
  }
}

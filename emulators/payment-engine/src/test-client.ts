import type { statusView } from "./accounts";
import type { chargeView } from "./charges";
import type { FaultPlan } from "./faults";
import type { NoticeConfig, NoticeDelivery } from "./notices";
import { testCaller } from "./test-caller";

export type ChargeView = ReturnType<typeof chargeView>;
export type AccountStatusView = ReturnType<typeof statusView>;
export type NoticeConfigUpdate = { [K in keyof NoticeConfig]?: NoticeConfig[K] | null };

/** HTTP client for the emulator's /test routes, usable against an emulator in another process. */
export interface EngineTestClient {
  /** A payer pays the charge (`late`: even past its expiresAt); resolves after the PAYMENT_RECEIVED notice was attempted. */
  pay(chargeId: string, options?: { late?: boolean }): Promise<{ charge: ChargeView; delivery: NoticeDelivery }>;
  /** A payer pays the already paid charge again (an extra payment, its own end-to-end id); resolves after its notice was attempted. */
  payAgain(chargeId: string): Promise<{ endToEndId: string; delivery: NoticeDelivery }>;
  approveAccount(accountId: string): Promise<{ status: AccountStatusView; delivery: NoticeDelivery }>;
  /** What the subaccount was opened with. */
  account(accountId: string): Promise<{ id: string; name: string | null; email: string | null; cpfCnpj: string | null; companyType: string | null; postalCode: string | null }>;
  rejectAccount(accountId: string): Promise<{ status: AccountStatusView; delivery: NoticeDelivery }>;
  /** One front: geral, dados_comerciais, conta_bancaria or documentos; sends that front's notice. */
  approveFront(accountId: string, front: string): Promise<{ status: AccountStatusView; delivery: NoticeDelivery }>;
  rejectFront(accountId: string, front: string): Promise<{ status: AccountStatusView; delivery: NoticeDelivery }>;
  /** null clears a setting, undefined keeps it. */
  setNoticeConfig(config: NoticeConfigUpdate): Promise<void>;
  notices(subjectId?: string): Promise<NoticeDelivery[]>;
  /** Sends the charge's last notice again `times` times concurrently. */
  resendLastNotice(chargeId: string, times: number): Promise<NoticeDelivery[]>;
  /** Makes the next `count` /v3 requests fail with `status` (default 503) and/or wait `delayMs`; count 0 clears. */
  failNext(plan: FaultPlan): Promise<void>;
  /** Every charge the engine holds with this txid (any account). */
  chargesWithTxid(txid: string): Promise<ChargeView[]>;
  /**
   * Pix Automático (recurrences.ts): the payer approves (J3: pays the first charge too), rejects or cancels
   * in the bank. These resolve after the status notices (RECURRENCE_UPDATED, RECURRING_CHARGE_UPDATED) were attempted.
   */
  recurrence(id: string, action: "approve" | "reject" | "cancel"): Promise<{ recurrence: { id: string; status: string }; notices: NoticeDelivery[] }>;
  /** The scheduled debit attempt of a cycle is rejected with `code` (default AM02; a final code ends the cycle). */
  failRecurringCharge(id: string, code?: string): Promise<{ cycle: { id: string; status: string; retries: number }; notices: NoticeDelivery[] }>;
  /** Sets the engine's calendar (the send window and retry dates are checked against it; settle sets it too). */
  setRecurrenceClock(asOf: string): Promise<void>;
  /** The calendar reaches asOf: unanswered authorizations expire, cycles due by then are debited. */
  settleRecurringCharges(asOf: string): Promise<{ paid: string[]; expired: string[]; notices: NoticeDelivery[] }>;
}

export function engineTestClient(url: string): EngineTestClient {
  const call = testCaller(url);
  const id = encodeURIComponent;
  return {
    pay: (chargeId, options) => call("POST", `/charges/${id(chargeId)}/pay`, options ?? {}),
    payAgain: (chargeId) => call("POST", `/charges/${id(chargeId)}/pay-again`),
    approveAccount: (accountId) => call("POST", `/accounts/${id(accountId)}/approve`),
    account: (accountId) => call("GET", `/accounts/${id(accountId)}`),
    rejectAccount: (accountId) => call("POST", `/accounts/${id(accountId)}/reject`),
    approveFront: (accountId, front) => call("POST", `/accounts/${id(accountId)}/fronts/${id(front)}/approve`),
    rejectFront: (accountId, front) => call("POST", `/accounts/${id(accountId)}/fronts/${id(front)}/reject`),
    setNoticeConfig: async (config) => void (await call("POST", "/config", config)),
    notices: async (subjectId) => (await call<{ deliveries: NoticeDelivery[] }>("GET", `/notices${subjectId ? `?subjectId=${id(subjectId)}` : ""}`)).deliveries,
    resendLastNotice: async (chargeId, times) => (await call<{ deliveries: NoticeDelivery[] }>("POST", `/charges/${id(chargeId)}/resend-notice`, { times })).deliveries,
    failNext: (plan) => call("POST", "/fail-next", plan),
    chargesWithTxid: async (txid) => (await call<{ charges: ChargeView[] }>("GET", `/charges?txid=${id(txid)}`)).charges,
    recurrence: (recId, action) => call("POST", `/recurrences/${id(recId)}/${action}`),
    failRecurringCharge: (cycleId, code) => call("POST", `/recurring-charges/${id(cycleId)}/fail`, code ? { code } : {}),
    setRecurrenceClock: async (asOf) => void (await call("POST", "/clock", { asOf })),
    settleRecurringCharges: (asOf) => call("POST", "/recurring-charges/settle", { asOf }),
  };
}

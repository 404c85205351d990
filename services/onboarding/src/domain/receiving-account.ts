/**
 * Receiving account rules, pure: the account status derived from the engine's four approval
 * fronts, the company data a subaccount needs, and the status view of contract 2.5.
 */

export type Environment = "test" | "live";
export type AccountStatus = "creating" | "pending" | "approved" | "rejected";

/** The engine's four approval fronts (Asaas: general, commercial info, bank account info, documentation). */
export interface Fronts {
  general: string;
  commercialInfo: string;
  bankAccountInfo: string;
  documentation: string;
}

const DECIDED = new Set(["APPROVED", "REJECTED"]);
/** A front in one of these needs the merchant (or the engine's team) to act. */
const REFUSED = new Set(["REJECTED", "EXPIRED"]);

/**
 * The engine approves the account as a whole through its general front; a refused front makes the
 * account rejected until the merchant corrects it (the engine then moves that front again).
 */
export function statusOfFronts(f: Fronts): Exclude<AccountStatus, "creating"> {
  if (f.general === "APPROVED") return "approved";
  if ([f.general, f.commercialInfo, f.bankAccountInfo, f.documentation].some((v) => REFUSED.has(v))) return "rejected";
  return "pending";
}

/** Reviewed by the engine: its general front reached a decision. */
export const isReviewed = (f: Fronts) => DECIDED.has(f.general);

const FRONT_LABELS: [keyof Fronts, string][] = [
  ["general", "Aprovação geral"],
  ["commercialInfo", "Dados comerciais"],
  ["bankAccountInfo", "Conta bancária"],
  ["documentation", "Documentos"],
];

/** `motivos_recusa`: the refused fronts, in words; null when none is. */
export function refusalReasons(f: Fronts): string | null {
  const refused = FRONT_LABELS.filter(([k]) => REFUSED.has(f[k])).map(([k, label]) => `${label}: ${f[k] === "EXPIRED" ? "expirado" : "recusado"}`);
  return refused.length ? refused.join("; ") : null;
}

/**
 * What the test environment's simulated approval does with the stored account: refuse (live; single-account
 * mode, with no subaccount; no account opened yet, or one still being created), answer it unchanged
 * (already approved), or ask the test engine to approve it (pending or rejected, as its team could).
 */
export type SimulatedApproval =
  | { step: "live" | "conta_unica" | "no_account" | "already_approved" }
  | { step: "approve"; accountId: string };

export function simulatedApprovalStep(environment: Environment, contaUnica: boolean, account: { status: string; accountId: string | null } | null): SimulatedApproval {
  if (environment !== "test") return { step: "live" };
  if (contaUnica) return { step: "conta_unica" };
  if (!account?.accountId) return { step: "no_account" };
  return account.status === "approved" ? { step: "already_approved" } : { step: "approve", accountId: account.accountId };
}

/** What the engine needs to open a subaccount under the merchant's company (from the onboarding answers). */
export interface CompanyData {
  company: string;
  cnpj: string;
  company_type: "MEI" | "LIMITED" | "INDIVIDUAL" | "ASSOCIATION";
  email: string;
  phone: string;
  address: string;
  address_number: string;
  province: string;
  postal_code: string;
}

/** Fields named as the User fields of contract 2.1, so the 400 names what the merchant must fill. */
export const COMPANY_FIELDS: (keyof CompanyData)[] = ["company", "cnpj", "company_type", "email", "phone", "address", "address_number", "province", "postal_code"];

export function missingCompanyFields(data: Partial<Record<keyof CompanyData, string | null>> | null): (keyof CompanyData)[] {
  return COMPANY_FIELDS.filter((k) => !data?.[k]?.trim());
}

/** The stored account, as the view needs it. */
export interface StoredAccount extends Fronts {
  status: string;
  accountId: string | null;
  walletId: string | null;
  pixKey: string | null;
  pixKeyStatus: string | null;
  onboardingUrl: string | null;
  reviewedAt: Date | null;
}

/** A Pix key of an engine account, with the engine's status of it (`ACTIVE` once it receives). */
export interface PixKey {
  key: string;
  status: string;
}

/**
 * The key single-account mode receives into: the main account's first active key. None while the
 * engine lists no active one (a key being registered at the DICT is not yet usable).
 */
export function platformKeyOf(keys: PixKey[]): PixKey | null {
  return keys.find((k) => k.status === "ACTIVE") ?? null;
}

export interface ViewSettings {
  contaUnica: boolean;
  /** The environment's engine is configured on the server. */
  engineConfigured: boolean;
  /** The environment's engine notices can be received (its notice token is configured). */
  noticesConfigured: boolean;
  feePercent: string;
  feeFixedCents: number;
}

/**
 * Contract 2.5, every key present; null where a key does not apply. `link_documentos_qr` is rendered by the edge.
 * In single-account mode `pix_key` is the main account's key, every store's (`platformKey`; null while unknown).
 */
export function receivingAccountView(environment: Environment, account: StoredAccount | null, s: ViewSettings, platformKey: PixKey | null = null) {
  if (s.contaUnica) {
    return {
      existe: false, account_id: null, wallet_id: null, status: "approved", environment, webhook_registered: null,
      pix_key: platformKey?.key ?? null, pix_key_status: platformKey?.status ?? null,
      fee_percent: null, fee_fixed: null, aprovacao: null, conta_unica: true, configuracao_pendente: false, provedor_configurado: s.engineConfigured,
      modo: "conta_unica", mensagem: "Modo de conta única: as cobranças são recebidas na conta principal do serviço, sem subconta.",
    };
  }
  const fees = { fee_percent: Number(s.feePercent), fee_fixed: s.feeFixedCents / 100 };
  const base = { environment, ...fees, conta_unica: false, provedor_configurado: s.engineConfigured, modo: "subconta" };
  if (!account) {
    return {
      existe: false, account_id: null, wallet_id: null, status: null, webhook_registered: false, pix_key: null, pix_key_status: null, aprovacao: null,
      ...base, configuracao_pendente: true, mensagem: s.engineConfigured ? "Crie sua conta de recebimento para receber neste ambiente." : "O recebimento neste ambiente ainda não está disponível.",
    };
  }
  const status = account.status;
  return {
    existe: true, account_id: account.accountId, wallet_id: account.walletId, status, webhook_registered: s.noticesConfigured,
    pix_key: account.pixKey, pix_key_status: account.pixKeyStatus,
    aprovacao: {
      aprovada: status === "approved",
      conferida: isReviewed(account),
      geral: account.general,
      dados_comerciais: account.commercialInfo,
      conta_bancaria: account.bankAccountInfo,
      documentos: account.documentation,
      conferida_em: account.reviewedAt?.toISOString() ?? null,
      link_documentos: account.onboardingUrl,
      motivos_recusa: refusalReasons(account),
    },
    ...base, configuracao_pendente: status !== "approved",
    mensagem: status === "pending" && environment === "test" ? TEST_PENDING : MESSAGES[status] ?? MESSAGES.pending!,
  };
}

/** Test mode: no one reviews test documents, so the merchant approves the test account by a simulation. */
const TEST_PENDING = "Sua conta de recebimento de teste aguarda aprovação: no ambiente de teste, simule a aprovação do provedor (no painel, «Aprovar conta de teste (simulação)»; pela API, POST /receiving-account/simulate-approval).";
const MESSAGES: Record<string, string> = {
  creating: "Sua conta de recebimento está sendo criada.",
  pending: "Sua conta de recebimento aguarda a aprovação do provedor de pagamentos; envie os documentos pelo link indicado.",
  approved: "Sua conta de recebimento está aprovada.",
  rejected: "Sua conta de recebimento foi recusada pelo provedor de pagamentos; veja os motivos e corrija pelo link indicado.",
};

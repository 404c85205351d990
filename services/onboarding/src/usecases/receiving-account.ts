/**
 * The merchant's receiving account (subaccount at the environment's payment engine): its view,
 * its creation under the merchant's company, and its status, always as the engine reports it.
 *
 * The status is never taken from a notice's content: a notice (any of the 18 account-status
 * events, in any order, any number of times) or POST /receiving-account/approval makes the service
 * ask the engine now and store that answer, unless an answer asked later is already stored. So
 * repeated, late or out-of-order notices cannot move the status backwards.
 */
import { auditUnchanged } from "@pix/messaging";
import type { StoreScope } from "@pix/grpc";
import { errors } from "@pix/errors";
import type { Logger } from "@pix/logger";
import { AccountEngineError, type AccountEngine, type AccountEngines } from "../adapters/account-engine";
import { engineKeyContext, type SecretBox } from "../domain/secret-box";
import {
  isReviewed, missingCompanyFields, receivingAccountView, simulatedApprovalStep, statusOfFronts,
  type CompanyData, type Environment, type PixKey, type StoredAccount,
} from "../domain/receiving-account";
import type { ReceivingAccount } from "../repositories/prisma";
import type { ReceivingAccountsRepository } from "../repositories/receiving-accounts";
import type { CompanyDataSource } from "./company-data";
import type { PlatformPixKeys } from "./platform-pix-keys";

export interface AccountSettings {
  contaUnica: boolean;
  /** Shared secret of each environment's engine notices; null: that engine's notices are refused. */
  noticeTokens: Record<Environment, string | null>;
  feePercent: string;
  feeFixedCents: number;
}

export interface AccountDeps {
  receivingAccounts: ReceivingAccountsRepository;
  secretBox: SecretBox | null;
  engines: AccountEngines;
  companyData: CompanyDataSource;
  /** The main account's key per environment (single-account mode's pix_key). */
  platformKeys: Pick<PlatformPixKeys, "of">;
  settings: AccountSettings;
  logger: Logger;
}

export type AccountView = ReturnType<typeof receivingAccountView>;

/** Short plain sentences (contract 7): no setting names, no addresses. */
const notConfigured = () => errors.unavailable("A conta de recebimento está indisponível no momento.", "SERVICO_INDISPONIVEL");
const engineDown = () => errors.unavailable("O provedor de pagamentos não respondeu; tente novamente em instantes.", "PROVEDOR_INDISPONIVEL");

export async function viewReceivingAccount(deps: AccountDeps, scope: StoreScope): Promise<AccountView> {
  const { environment } = scope;
  if (deps.settings.contaUnica) return singleAccountView(deps, environment);
  return viewOf(deps, environment, await deps.receivingAccounts.find(scope));
}

/**
 * POST /receiving-account. Idempotent: an existing account (in any state) is answered as is. In
 * single-account mode nothing is created. `created`: this call opened the subaccount.
 */
export async function createReceivingAccount(deps: AccountDeps, scope: StoreScope): Promise<{ view: AccountView; created: boolean }> {
  const { storeId, environment } = scope;
  if (deps.settings.contaUnica) return unchanged({ view: await singleAccountView(deps, environment), created: false });
  const existing = await deps.receivingAccounts.find(scope);
  if (existing) return unchanged({ view: viewOf(deps, environment, existing), created: false });
  const engine = deps.engines[environment];
  if (!engine || !deps.secretBox) throw notConfigured();
  const company = await deps.companyData.companyDataOf(storeId);
  const missing = missingCompanyFields(company);
  if (missing.length) throw errors.validation("", "CAMPO_OBRIGATORIO", `Complete os dados da empresa antes de criar a conta de recebimento (no painel, Produção → 1. Dados da empresa; pela API, POST /auth/onboarding); faltam: ${missing.join(", ")}`, { extra: { campos: missing } });

  const { row, claimed } = await deps.receivingAccounts.claim(scope);
  if (!claimed) return unchanged({ view: viewOf(deps, environment, row), created: false }); // a concurrent request is creating it
  const done = await openSubaccount(deps, engine, deps.secretBox, row, company as CompanyData);
  deps.logger.info({ storeId, environment, accountId: done.accountId }, "receiving account created at the engine");
  // The fronts and the document link come from the status read; the account exists either way.
  await syncFromEngine(deps, done, environment).catch(() => undefined);
  return { view: viewOf(deps, environment, await deps.receivingAccounts.find(scope)), created: true };
}

async function openSubaccount(deps: AccountDeps, engine: AccountEngine, box: SecretBox, row: ReceivingAccount, c: CompanyData): Promise<ReceivingAccount> {
  try {
    const sub = await engine.createSubaccount({
      name: c.company, email: c.email, cpfCnpj: c.cnpj, companyType: c.company_type, mobilePhone: c.phone,
      address: c.address, addressNumber: c.address_number, province: c.province, postalCode: c.postal_code,
    });
    // Sealed at once: the plaintext key is never stored, returned or logged.
    const engineApiKeyEnc = box.seal(sub.apiKey, engineKeyContext(row.storeId, row.environment));
    return await deps.receivingAccounts.completeCreation(row.id, { accountId: sub.id, walletId: sub.walletId, engineApiKeyEnc, pixKey: sub.pixKey, pixKeyStatus: sub.pixKeyStatus });
  } catch (err) {
    await deps.receivingAccounts.release(row.id);
    if (!(err instanceof AccountEngineError)) throw err;
    deps.logger.error({ storeId: row.storeId, environment: row.environment, kind: err.kind, status: err.status, reason: err.message }, "engine did not create the subaccount");
    throw err.kind === "rejected" ? errors.badGateway("O provedor de pagamentos recusou a abertura da conta; confira os dados da empresa.", "PROVEDOR_RECUSOU") : engineDown();
  }
}

/** POST /receiving-account/approval: asks the engine now and stores its answer. */
export async function refreshReceivingAccount(deps: AccountDeps, scope: StoreScope): Promise<AccountView> {
  const { environment } = scope;
  if (deps.settings.contaUnica) return unchanged(await singleAccountView(deps, environment));
  const row = await deps.receivingAccounts.find(scope);
  if (!row || !row.accountId) throw errors.notFound("Conta de recebimento");
  await syncFromEngine(deps, row, environment);
  return viewOf(deps, environment, await deps.receivingAccounts.find(scope));
}

/**
 * POST /receiving-account/simulate-approval, test mode only: what the engine's team does in production
 * after reviewing the documents (approve the subaccount), asked of the test engine, so a merchant can
 * issue test charges as a subaccount without the engine's tools. Then the same refresh as
 * RefreshReceivingAccount: the status, fronts and Pix key are the engine's, as after a real approval.
 */
export async function simulateReceivingAccountApproval(deps: AccountDeps, scope: StoreScope): Promise<AccountView> {
  const { environment } = scope;
  const { contaUnica } = deps.settings;
  const row = environment === "test" && !contaUnica ? await deps.receivingAccounts.find(scope) : null;
  const next = simulatedApprovalStep(environment, contaUnica, row);
  switch (next.step) {
    case "live": throw errors.somenteEmTeste("A aprovação simulada da conta de recebimento", "o provedor de pagamentos aprova a conta ao conferir os documentos enviados pelo link da conta");
    case "conta_unica": throw simulationInSingleAccountMode();
    case "no_account": throw errors.notFound("Conta de recebimento", "crie-a primeiro (POST /receiving-account, ou no painel, na página da conta de recebimento) e então simule a aprovação");
    case "already_approved": return unchanged(viewOf(deps, environment, row));
  }
  const engine = deps.engines[environment];
  if (!engine) throw notConfigured();
  try {
    await engine.approveForTest(next.accountId);
  } catch (err) {
    if (!(err instanceof AccountEngineError)) throw err;
    deps.logger.warn({ accountId: next.accountId, environment, kind: err.kind, status: err.status }, "test engine did not approve the subaccount");
    throw errors.motorDeTesteIndisponivel("a aprovação da conta de recebimento");
  }
  return refreshReceivingAccount(deps, scope);
}

const simulationInSingleAccountMode = () =>
  errors.conflict(
    "Não há conta de recebimento a aprovar: no modo de conta única os recebimentos vão para a conta principal do serviço, e as cobranças já podem ser emitidas.",
    "CONTA_UNICA_SEM_SUBCONTA",
  );

/** A call that found the account already there (or none to have) changed nothing: no audit entry. */
function unchanged<T>(answer: T): T {
  auditUnchanged();
  return answer;
}

export async function syncFromEngine(deps: AccountDeps, row: ReceivingAccount, environment: Environment): Promise<void> {
  const engine = deps.engines[environment];
  if (!engine) throw notConfigured();
  const checkedAt = new Date(); // before asking: of two concurrent asks, the later-asked answer wins
  let s;
  try {
    s = await engine.getStatus(row.accountId!);
  } catch (err) {
    if (!(err instanceof AccountEngineError)) throw err;
    deps.logger.warn({ accountId: row.accountId, environment, kind: err.kind, status: err.status }, "engine did not report the subaccount's status");
    throw engineDown();
  }
  await deps.receivingAccounts.applyStatus(row.id, { ...s, status: statusOfFronts(s), reviewed: isReviewed(s), checkedAt });
}

/** Single-account mode: no subaccount; the Pix key is the main account's. */
async function singleAccountView(deps: AccountDeps, environment: Environment): Promise<AccountView> {
  return viewOf(deps, environment, null, await deps.platformKeys.of(environment));
}

function viewOf(deps: AccountDeps, environment: Environment, row: ReceivingAccount | null, platformKey: PixKey | null = null): AccountView {
  const { settings } = deps;
  return receivingAccountView(environment, row && storedOf(row), {
    contaUnica: settings.contaUnica,
    engineConfigured: deps.engines[environment] !== null,
    noticesConfigured: settings.noticeTokens[environment] !== null,
    feePercent: settings.feePercent,
    feeFixedCents: settings.feeFixedCents,
  }, platformKey);
}

function storedOf(r: ReceivingAccount): StoredAccount {
  return {
    status: r.status, accountId: r.accountId, walletId: r.walletId, pixKey: r.pixKey, pixKeyStatus: r.pixKeyStatus, onboardingUrl: r.onboardingUrl,
    reviewedAt: r.reviewedAt, general: r.frontGeneral, commercialInfo: r.frontCommercialInfo, bankAccountInfo: r.frontBankAccountInfo, documentation: r.frontDocumentation,
  };
}

import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { startOnboarding } from "@pix/onboarding";
import { onboardingEnv } from "@pix/onboarding/src/config";
import { engineKeyContext, SecretBox } from "@pix/onboarding/src/domain/secret-box";
import type { CompanyData } from "@pix/onboarding/src/domain/receiving-account";
import type { CompanyDataSource } from "@pix/onboarding/src/usecases/company-data";
import type { ServiceStarter } from "./context";
import { stackEngines } from "./engines";
import { startTcpProxy } from "./tcp-proxy";

/** The stack's secret of sealed subaccount keys (tests open a sealed key with it). */
export const ENGINE_KEY_SECRET = "test-engine-key-secret-0123456789abcdef";

export interface ReceivingAccountRow {
  storeId: string;
  environment: "test" | "live";
  status: "creating" | "pending" | "approved" | "rejected";
  accountId?: string;
  walletId?: string;
  /** The subaccount's engine key; stored sealed, as the service stores it. */
  engineApiKey?: string;
}

export interface OnboardingExtras {
  databaseUrl: string;
  /** This run's document storage directory (removed at close). */
  documentsDir: string;
  /** Writes a receiving account straight into onboarding's database (its merchant routes come with a later issue). */
  insertReceivingAccount(row: ReceivingAccountRow): Promise<void>;
  /**
   * Points onboarding at charges (withdrawal balance). Onboarding starts before charges (charges
   * asks it about receiving accounts), so it is given a forwarder at start and the charges starter
   * calls this once it runs.
   */
  linkCharges(chargesAddress: string): void;
  /** Cuts (down) and restores (up) onboarding's connection to charges, e.g. to lose a ledger call. */
  chargesLink: { down(): void; up(): void };
  /**
   * The store's company data, as the onboarding answers will provide it: written through the
   * service's CompanyDataSource port (the answers' own table belongs to POST /auth/onboarding).
   */
  setCompanyData(storeId: string, data: Partial<CompanyData>): void;
  /** A query on onboarding's database, for assertions the API does not expose. */
  query<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Company data of a store that completed onboarding, valid for the engine. */
export function companyDataFor(tag: string | number): CompanyData {
  return {
    company: `Loja ${tag} Ltda`, cnpj: "11222333000181", company_type: "LIMITED", email: `empresa.${tag}.${Date.now().toString(36)}@loja.test`,
    phone: "11987654321", address: "Avenida Paulista", address_number: "1000", province: "Bela Vista", postal_code: "01310100",
  };
}

/**
 * Onboarding in single-account mode by default, as `npm start` runs it; a test switches to
 * subaccount mode with env { onboarding: { CONTA_UNICA: "false" } }.
 */
export const startOnboardingForTest: ServiceStarter = async (ctx) => {
  const databaseUrl = await ctx.database("onboarding");
  const engines = await stackEngines(ctx);
  const toCharges = await startTcpProxy();
  ctx.onClose(() => toCharges.close());
  const documentsDir = await mkdtemp(join(tmpdir(), "pix-documents-"));
  ctx.onClose(() => rm(documentsDir, { recursive: true, force: true }));
  const companies = new Map<string, Partial<CompanyData>>();
  // Company data set by a test wins; otherwise the store's real onboarding answers (as in production).
  const companyData: CompanyDataSource = { companyDataOf: async (storeId) => companies.get(storeId) ?? null };
  const app = await startOnboarding(
    onboardingEnv.parse({
      DATABASE_URL: databaseUrl, GRPC_ADDR: "127.0.0.1:0", AMQP_URL: ctx.amqpUrl, AMQP_EXCHANGE: ctx.exchange,
      PRINCIPAL_SECRET: ctx.principalSecret, CONTA_UNICA: "true", ENGINE_KEY_SECRET, ...engines.serviceEnv, FEE_PERCENT: "1.99", FEE_FIXED_CENTS: "0",
      IDENTITY_ADDR: ctx.addresses.identity, CHARGES_ADDR: `127.0.0.1:${toCharges.port}`, GRPC_DEADLINE_MS: "3000",
      WITHDRAWAL_POLL_MS: "50", WITHDRAWAL_RETRY_BASE_MS: "50", DOCUMENTS_DIR: documentsDir,
      ...ctx.env,
    }),
    ctx.logger,
    { companyData },
  );
  ctx.onClose(() => app.close());
  const box = new SecretBox(ENGINE_KEY_SECRET);
  const query = async (sql: string, params?: unknown[]) => {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      return (await db.query(sql, params)).rows;
    } finally {
      await db.end();
    }
  };
  const extras: OnboardingExtras = {
    databaseUrl,
    query,
    documentsDir,
    setCompanyData: (storeId, data) => void companies.set(storeId, data),
    chargesLink: { down: () => toCharges.down(), up: () => toCharges.up() },
    linkCharges(chargesAddress) {
      const [host, port] = chargesAddress.split(":");
      toCharges.target(host, Number(port));
    },
    async insertReceivingAccount(row) {
      const db = new Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const sealed = row.engineApiKey ? box.seal(row.engineApiKey, engineKeyContext(row.storeId, row.environment)) : null;
        await db.query(
          `INSERT INTO receiving_accounts (id, store_id, environment, account_id, wallet_id, status, engine_api_key_enc, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, now())`,
          [randomUUID(), row.storeId, row.environment, row.accountId ?? null, row.walletId ?? null, row.status, sealed],
        );
      } finally {
        await db.end();
      }
    },
  };
  ctx.extras.onboarding = extras;
  return { address: `127.0.0.1:${app.port}`, gatewayEnv: engines.gatewayEnv };
};

import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { startOnboarding } from "@pix/onboarding";
import { onboardingEnv } from "@pix/onboarding/src/config";
import { engineKeyContext, SecretBox } from "@pix/onboarding/src/domain/secret-box";
import type { ServiceStarter } from "./context";

const ENGINE_KEY_SECRET = "test-engine-key-secret-0123456789abcdef";

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
}

/**
 * Onboarding in single-account mode by default, as `npm start` runs it; a test switches to
 * subaccount mode with env { onboarding: { CONTA_UNICA: "false" } }.
 */
export const startOnboardingForTest: ServiceStarter = async (ctx) => {
  const databaseUrl = await ctx.database("onboarding");
  const documentsDir = await mkdtemp(join(tmpdir(), "pix-documents-"));
  ctx.onClose(() => rm(documentsDir, { recursive: true, force: true }));
  const app = await startOnboarding(
    onboardingEnv.parse({
      DATABASE_URL: databaseUrl, GRPC_ADDR: "127.0.0.1:0", AMQP_URL: ctx.amqpUrl, AMQP_EXCHANGE: ctx.exchange,
      PRINCIPAL_SECRET: ctx.principalSecret, CONTA_UNICA: "true", ENGINE_KEY_SECRET,
      IDENTITY_ADDR: ctx.addresses.identity, DOCUMENTS_DIR: documentsDir,
      ...ctx.env,
    }),
    ctx.logger,
  );
  ctx.onClose(() => app.close());
  const box = new SecretBox(ENGINE_KEY_SECRET);
  const extras: OnboardingExtras = {
    databaseUrl,
    documentsDir,
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
  return { address: `127.0.0.1:${app.port}` };
};

import { randomUUID } from "node:crypto";
import { Client, Pool } from "pg";
import { generateApiKey } from "@pix/identity/src/domain/api-key";
import { startIdentity } from "@pix/identity";
import { identityEnv } from "@pix/identity/src/config";
import { EmailVerificationRepository } from "@pix/identity/src/repositories/email-verification";
import { createPrisma } from "@pix/identity/src/repositories/prisma";
import { TeamRepository } from "@pix/identity/src/repositories/team";
import { UsersRepository } from "@pix/identity/src/repositories/users";
import { grantTeam } from "@pix/identity/src/usecases/team";
import { uniqueName } from "@pix/testing";
import { deleteQueues } from "./charges";
import { JWT_SECRET, ServiceStarter } from "./context";
import { Mailbox, startSmtp } from "./smtp";

export type ProductionStatus = "sandbox" | "pending" | "approved" | "rejected";

/** The panel's public address in tests: invite and verification e-mails link to its pages. */
export const PANEL_PUBLIC_URL = "http://painel.pix.test";

export interface IdentityExtras {
  /**
   * Sets a merchant's production status in this run's identity database (the team's approval
   * routes arrive with the onboarding issue).
   */
  setProductionStatus(userId: string, status: ProductionStatus): Promise<void>;
  /** Verification e-mails identity sent, received by a real SMTP server. */
  smtp: Mailbox;
  /**
   * Grants team power through the use case the operator command runs (`team grant`): the account
   * must exist and its e-mail be verified, else it throws the service's AppError.
   */
  grantTeam(email: string): Promise<void>;
  /** A query on the identity database (token rows, send times), for what the API does not expose. */
  query<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * A test key written straight to the table, as an unconfirmed account could make one before issue 33
   * (the API now answers 403 EMAIL_NAO_VERIFICADO): such keys still exist, and a confirmation from
   * outside the account's session must still revoke them.
   */
  legacyApiKey(storeId: string, createdBy?: string): Promise<{ id: string; key: string }>;
}

export const startIdentityForTest: ServiceStarter = async (ctx) => {
  const databaseUrl = await ctx.database("identity");
  const smtp = await startSmtp(ctx);
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const prisma = createPrisma(pool);
  ctx.onClose(async () => {
    await prisma.$disconnect();
    await pool.end();
  });
  const queuePrefix = uniqueName("identity");
  ctx.onClose(() => deleteQueues(ctx.amqpUrl, [`${queuePrefix}.audit`]));
  const teamDeps = { users: new UsersRepository(prisma, pool), team: new TeamRepository(prisma), emailVerification: new EmailVerificationRepository(prisma) };
  const extras: IdentityExtras = {
    setProductionStatus: (userId, status) => setProductionStatus(databaseUrl, userId, status),
    smtp,
    grantTeam: async (email) => void (await grantTeam(teamDeps, { email, grantedBy: "test" })),
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    legacyApiKey: async (storeId, createdBy = storeId) => {
      const k = generateApiKey("test");
      const id = randomUUID();
      await pool.query(
        "INSERT INTO api_keys (id, user_id, name, environment, key_hash, prefix, last_four, created_by) VALUES ($1, $2, 'chave', 'test', $3, $4, $5, $6)",
        [id, storeId, k.hash, k.prefix, k.lastFour, createdBy],
      );
      return { id, key: k.key };
    },
  };
  ctx.extras.identity = extras;
  const app = await startIdentity(
    identityEnv.parse({
      DATABASE_URL: databaseUrl, GRPC_ADDR: "127.0.0.1:0", AMQP_URL: ctx.amqpUrl, AMQP_EXCHANGE: ctx.exchange,
      PRINCIPAL_SECRET: ctx.principalSecret, JWT_SECRET, SMTP_URL: smtp.url, PANEL_PUBLIC_URL, IDENTITY_QUEUE_PREFIX: queuePrefix,
      ...(ctx.env.IDP === "off" ? {} : { IDP_JWKS_URL: ctx.idp.jwksUrl, IDP_ISSUER: ctx.idp.issuer, IDP_AUDIENCE: "pix-gateway" }),
      ...Object.fromEntries(Object.entries(ctx.env).filter(([k]) => k !== "IDP")),
    }),
    ctx.logger,
  );
  ctx.onClose(() => app.close());
  return { address: `127.0.0.1:${app.port}` };
};

async function setProductionStatus(databaseUrl: string, userId: string, status: ProductionStatus): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const r = await db.query(
      `UPDATE users SET production_status = $2, production_requested_at = COALESCE(production_requested_at, now()), production_reviewed_at = now() WHERE id = $1`,
      [userId, status],
    );
    if (r.rowCount !== 1) throw new Error(`user ${userId} not found`);
  } finally {
    await db.end();
  }
}

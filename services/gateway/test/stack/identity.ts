import { Client } from "pg";
import { startIdentity } from "@pix/identity";
import { identityEnv } from "@pix/identity/src/config";
import { ADMIN_EMAIL, JWT_SECRET, ServiceStarter } from "./context";

export type ProductionStatus = "sandbox" | "pending" | "approved" | "rejected";

export interface IdentityExtras {
  /**
   * Sets a merchant's production status in this run's identity database (the team's approval
   * routes arrive with the onboarding issue).
   */
  setProductionStatus(userId: string, status: ProductionStatus): Promise<void>;
}

export const startIdentityForTest: ServiceStarter = async (ctx) => {
  const databaseUrl = await ctx.database("identity");
  const extras: IdentityExtras = { setProductionStatus: (userId, status) => setProductionStatus(databaseUrl, userId, status) };
  ctx.extras.identity = extras;
  const app = await startIdentity(
    identityEnv.parse({
      DATABASE_URL: databaseUrl, GRPC_ADDR: "127.0.0.1:0", AMQP_URL: ctx.amqpUrl, AMQP_EXCHANGE: ctx.exchange,
      PRINCIPAL_SECRET: ctx.principalSecret, JWT_SECRET, ADMIN_EMAILS: ADMIN_EMAIL,
      ...(ctx.env.IDP === "off" ? {} : { IDP_JWKS_URL: ctx.idp.jwksUrl, IDP_ISSUER: ctx.idp.issuer, IDP_AUDIENCE: "pix-gateway" }),
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

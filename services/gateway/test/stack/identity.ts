import { startIdentity } from "@pix/identity";
import { identityEnv } from "@pix/identity/src/config";
import { ADMIN_EMAIL, JWT_SECRET, ServiceStarter } from "./context";

export const startIdentityForTest: ServiceStarter = async (ctx) => {
  const app = await startIdentity(
    identityEnv.parse({
      DATABASE_URL: await ctx.database("identity"), GRPC_ADDR: "127.0.0.1:0", AMQP_URL: ctx.amqpUrl, AMQP_EXCHANGE: ctx.exchange,
      PRINCIPAL_SECRET: ctx.principalSecret, JWT_SECRET, ADMIN_EMAILS: ADMIN_EMAIL,
      ...(ctx.env.IDP === "off" ? {} : { IDP_JWKS_URL: ctx.idp.jwksUrl, IDP_ISSUER: ctx.idp.issuer, IDP_AUDIENCE: "pix-gateway" }),
    }),
    ctx.logger,
  );
  ctx.onClose(() => app.close());
  return { address: `127.0.0.1:${app.port}` };
};

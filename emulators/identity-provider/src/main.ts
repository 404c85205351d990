import { startIdentityProvider } from "./server";

// Standalone run. Env: PORT (default 4020), HOST, ISSUER, AUDIENCE, KID.
startIdentityProvider({
  port: process.env.PORT ? Number(process.env.PORT) : 4020,
  host: process.env.HOST || undefined,
  issuer: process.env.ISSUER || undefined,
  audience: process.env.AUDIENCE || undefined,
  kid: process.env.KID || undefined,
}).then(
  (idp) => {
    console.log(`identity-provider emulator on ${idp.url} (issuer ${idp.issuer}, jwks ${idp.jwksUrl})`);
    const stop = () => void idp.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  },
  (err) => {
    console.error("identity-provider emulator failed to start", err);
    process.exit(1);
  },
);

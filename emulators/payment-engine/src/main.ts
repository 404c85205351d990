import { startPaymentEngine } from "./server";

// Standalone run. Env: PORT (default 4010), HOST, PUBLIC_HOST, API_KEY, WALLET_ID, FEE_CENTS,
// NOTICE_URL, NOTICE_TOKEN, NOTICE_TIMEOUT_MS, INFRACTION_DEADLINE_MS (MED defense deadline).
const num = (v: string | undefined) => (v === undefined || v === "" ? undefined : Number(v));

startPaymentEngine({
  port: num(process.env.PORT) ?? 4010,
  host: process.env.HOST || undefined,
  publicHost: process.env.PUBLIC_HOST || undefined,
  apiKey: process.env.API_KEY || undefined,
  walletId: process.env.WALLET_ID || undefined,
  feeCents: num(process.env.FEE_CENTS),
  noticeUrl: process.env.NOTICE_URL || undefined,
  noticeToken: process.env.NOTICE_TOKEN || undefined,
  noticeTimeoutMs: num(process.env.NOTICE_TIMEOUT_MS),
  infractionDeadlineMs: num(process.env.INFRACTION_DEADLINE_MS),
}).then(
  (engine) => {
    // The key is printed only when it is the well-known default; a configured one is a secret.
    console.log(`payment-engine emulator on ${engine.url}${process.env.API_KEY ? "" : ` (api key ${engine.apiKey})`}`);
    const stop = () => void engine.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  },
  (err) => {
    console.error("payment-engine emulator failed to start", err);
    process.exit(1);
  },
);

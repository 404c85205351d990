import pino, { Logger } from "pino";
import { logContext } from "./request-context";

export type { Logger };

/** Secrets never reach the log: anything under these paths is censored before serialisation. */
export const REDACT_PATHS = [
  "password",
  "*.password",
  "secret",
  "*.secret",
  "token",
  "*.token",
  "apiKey",
  "*.apiKey",
  "api_key",
  "*.api_key",
  "key",
  "*.key",
  "accessToken",
  "*.accessToken",
  "refreshToken",
  "*.refreshToken",
  "idpJwt",
  "*.idpJwt",
  "authorization",
  "*.authorization",
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  'req.headers["asaas-access-token"]',
  'headers["asaas-access-token"]',
  "noticeToken",
  "*.noticeToken",
  "secretCiphertext",
  "*.secretCiphertext",
  "WEBHOOK_SECRET_KEY",
  "*.WEBHOOK_SECRET_KEY",
  "engine_api_key",
  "*.engine_api_key",
  "engineApiKey",
  "*.engineApiKey",
];

export function createLogger(name: string, level = "info", destination?: pino.DestinationStream): Logger {
  // mixin: every line carries the request id (and trace ids) of the work it is written for.
  return pino({ name, level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, mixin: logContext }, destination);
}
export { withRequestId, currentRequestId, isWellFormedRequestId, logContext } from "./request-context";
export { requestLogger } from "./request-logger";

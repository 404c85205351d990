import pino, { Logger } from "pino";
import { logContext } from "./request-context";

export type { Logger };

/** Secrets never reach the log: anything under these paths is censored before serialisation. */
export const REDACT_PATHS = [
  "password",
  "*.password",
  "secret",
  "*.secret",
  // The gateway's answer that shows a webhook secret once (creation, rotation): {data: {…, secret}}.
  "data.secret",
  "*.data.secret",
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

let stdout: pino.DestinationStream & { flushSync(): void } | undefined;

/**
 * The process's log stream: stdout through sonic-boom, asynchronously (issue 28). A line is buffered
 * and written by the event loop, not by a write(2) per line inside the request that logs it; lines
 * logged while a write is in flight go out together in the next one. The price: a process killed
 * with SIGKILL loses what was still buffered (README "Benchmarks" measures how much). A normal exit,
 * a graceful stop and a fatal error flush it (flushLogs; pino also flushes on process exit).
 */
function processStdout() {
  return (stdout ??= pino.destination({ dest: 1, sync: false }));
}

/** Writes every buffered log line now, synchronously: before process.exit, and in a fatal error's handler. */
export function flushLogs(): void {
  try {
    stdout?.flushSync();
  } catch {
    // Not open yet (nothing buffered), or stdout is gone: nothing more can be written.
  }
}

export function createLogger(name: string, level = "info", destination?: pino.DestinationStream): Logger {
  // mixin: every line carries the request id (and trace ids) of the work it is written for.
  return pino({ name, level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, mixin: logContext }, destination ?? processStdout());
}
export { withRequestId, currentRequestId, isWellFormedRequestId, logContext } from "./request-context";
export { requestLogger } from "./request-logger";

/**
 * A process that logs through the default (asynchronous) destination, for async-logs.int.spec.ts:
 * `LINES` lines, then per `END`: "exit" (process.exit), "throw" (an uncaught exception, through
 * runService's fatal handler), or "wait" (keeps running until it is killed).
 */
import { createLogger } from "@pix/logger";
import { runService } from "../src";

const lines = Number(process.env.LINES ?? "1000");
const end = process.env.END ?? "exit";
runService("log-child", { level: "info", ops: { host: "127.0.0.1", port: 0 }, shutdownTimeoutMs: 1000 }, async () => {
  const logger = createLogger("log-child");
  logger.info({ password: "hunter2", nested: { apiKey: "service_test_secret" } }, "secret-bearing line");
  for (let i = 0; i < lines; i++) logger.info({ i }, "line");
  if (end === "exit") process.exit(0);
  if (end === "throw") setImmediate(() => { throw new Error("boom after logging"); });
  return { close: async () => undefined };
});

import { loadConfig } from "@pix/config";
import { runService } from "@pix/observability";
import { startSubscriptions } from "./app";
import { subscriptionsEnv } from "./config";

const config = loadConfig(subscriptionsEnv);
runService("subscriptions", { level: config.LOG_LEVEL, ops: { host: config.OPS_HOST, port: config.OPS_PORT }, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS }, (logger) => startSubscriptions(config, logger));

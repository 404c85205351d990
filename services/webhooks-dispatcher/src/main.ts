import { loadConfig } from "@pix/config";
import { runService } from "@pix/observability";
import { startWebhooksDispatcher } from "./app";
import { webhooksDispatcherEnv } from "./config";

const config = loadConfig(webhooksDispatcherEnv);
runService("webhooks-dispatcher", { level: config.LOG_LEVEL, ops: { host: config.OPS_HOST, port: config.OPS_PORT }, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS }, (logger) => startWebhooksDispatcher(config, logger));

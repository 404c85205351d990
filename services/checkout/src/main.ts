import { loadConfig } from "@pix/config";
import { runService } from "@pix/observability";
import { startCheckout } from "./app";
import { checkoutEnv } from "./config";

const config = loadConfig(checkoutEnv);
runService("checkout", { level: config.LOG_LEVEL, ops: { host: config.OPS_HOST, port: config.OPS_PORT }, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS }, (logger) => startCheckout(config, logger));

import { loadConfig } from "@pix/config";
import { runService } from "@pix/observability";
import { startGateway } from "./app";
import { gatewayEnv } from "./config";

const config = loadConfig(gatewayEnv);
runService("gateway", { level: config.LOG_LEVEL, ops: { host: config.OPS_HOST, port: config.OPS_PORT }, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS }, (logger) => startGateway(config, logger));

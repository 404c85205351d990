import { loadConfig } from "@pix/config";
import { runService } from "@pix/observability";
import { startPanel } from "./app";
import { panelEnv } from "./config";

const config = loadConfig(panelEnv);
runService("panel", { level: config.LOG_LEVEL, ops: { host: config.OPS_HOST, port: config.OPS_PORT }, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS }, (logger) => startPanel(config, logger));

import { loadConfig } from "@pix/config";
import { runService } from "@pix/observability";
import { startCharges } from "./app";
import { chargesEnv } from "./config";

const config = loadConfig(chargesEnv);
runService("charges", { level: config.LOG_LEVEL, ops: { host: config.OPS_HOST, port: config.OPS_PORT }, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS }, (logger) => startCharges(config, logger));

import { loadConfig } from "@pix/config";
import { runService } from "@pix/observability";
import { startIdentity } from "./app";
import { identityEnv } from "./config";

const config = loadConfig(identityEnv);
runService("identity", { level: config.LOG_LEVEL, ops: { host: config.OPS_HOST, port: config.OPS_PORT }, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS }, (logger) => startIdentity(config, logger));

import { loadConfig } from "@pix/config";
import { runService } from "@pix/logger";
import { startGateway } from "./app";
import { gatewayEnv } from "./config";

const config = loadConfig(gatewayEnv);
runService("gateway", config.LOG_LEVEL, (logger) => startGateway(config, logger));

import { loadConfig } from "@pix/config";
import { runService } from "@pix/logger";
import { startIdentity } from "./app";
import { identityEnv } from "./config";

const config = loadConfig(identityEnv);
runService("identity", config.LOG_LEVEL, (logger) => startIdentity(config, logger));

import { loadConfig } from "@pix/config";
import { runService } from "@pix/logger";
import { startCharges } from "./app";
import { chargesEnv } from "./config";

const config = loadConfig(chargesEnv);
runService("charges", config.LOG_LEVEL, (logger) => startCharges(config, logger));

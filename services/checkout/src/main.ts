import { loadConfig } from "@pix/config";
import { runService } from "@pix/logger";
import { startCheckout } from "./app";
import { checkoutEnv } from "./config";

const config = loadConfig(checkoutEnv);
runService("checkout", config.LOG_LEVEL, (logger) => startCheckout(config, logger));

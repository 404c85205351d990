import { loadConfig } from "@pix/config";
import { runService } from "@pix/logger";
import { startSubscriptions } from "./app";
import { subscriptionsEnv } from "./config";

const config = loadConfig(subscriptionsEnv);
runService("subscriptions", config.LOG_LEVEL, (logger) => startSubscriptions(config, logger));

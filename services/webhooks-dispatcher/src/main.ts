import { loadConfig } from "@pix/config";
import { runService } from "@pix/logger";
import { startWebhooksDispatcher } from "./app";
import { webhooksDispatcherEnv } from "./config";

const config = loadConfig(webhooksDispatcherEnv);
runService("webhooks-dispatcher", config.LOG_LEVEL, (logger) => startWebhooksDispatcher(config, logger));

import { loadConfig } from "@pix/config";
import { runService } from "@pix/observability";
import { startOnboarding } from "./app";
import { onboardingEnv } from "./config";

const config = loadConfig(onboardingEnv);
runService("onboarding", { level: config.LOG_LEVEL, ops: { host: config.OPS_HOST, port: config.OPS_PORT }, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS }, (logger) => startOnboarding(config, logger));

import { loadConfig } from "@pix/config";
import { runService } from "@pix/logger";
import { startOnboarding } from "./app";
import { onboardingEnv } from "./config";

const config = loadConfig(onboardingEnv);
runService("onboarding", config.LOG_LEVEL, (logger) => startOnboarding(config, logger));

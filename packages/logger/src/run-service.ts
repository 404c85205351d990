import type { Logger } from "pino";
import { createLogger } from "./index";

export interface Running {
  close(): Promise<void>;
}

/** Boots one service process: logs a failed start and exits 1; stops cleanly on SIGINT/SIGTERM. */
export function runService(name: string, level: string, start: (logger: Logger) => Promise<Running>): void {
  const logger = createLogger(name, level);
  start(logger).then(
    (app) => {
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        logger.info("stopping");
        app.close().then(() => process.exit(0), (err) => { logger.error({ err }, "unclean stop"); process.exit(1); });
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    },
    (err) => {
      logger.fatal({ err }, `${name} failed to start`);
      process.exit(1);
    },
  );
}

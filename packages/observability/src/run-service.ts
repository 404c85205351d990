import { createLogger, flushLogs, type Logger } from "@pix/logger";
import { startTracing } from "@pix/tracing";
import { collectProcessMetrics } from "./metrics";
import { startOpsServer, type OpsServer, type ProcessState, type Readiness } from "./ops-server";

export interface RunningService {
  /** Graceful stop: stop accepting, finish what is in flight (requests, RPCs, messages), close pools. */
  close(): Promise<void>;
  /** The dependencies /readyz reports; absent → ready once started. */
  readiness?(): Promise<Readiness> | Readiness;
}

export interface RunServiceOptions {
  level: string;
  /** The operator port (/metrics, /livez, /readyz); port 0 picks a free one. */
  ops: { host: string; port: number };
  /** Bound of a graceful stop: past it the process exits with code 1 whatever is still running. */
  shutdownTimeoutMs: number;
  /** Test hook: replaces process.exit. */
  exit?: (code: number) => void;
}

/**
 * Boots one service process: the operator port first (so /livez answers and /readyz says
 * `starting` during boot), then the service. On SIGTERM or SIGINT: /readyz turns 503 at once, the
 * service closes gracefully, and the process exits 0, or 1 when the stop failed or took longer
 * than `shutdownTimeoutMs`. A failed start, or an uncaught exception (an unhandled rejection
 * included), logs it and exits 1. Buffered log lines are flushed before each exit.
 */
export function runService(name: string, opts: RunServiceOptions, start: (logger: Logger) => Promise<RunningService>): void {
  const logger = createLogger(name, opts.level);
  // Logs are written asynchronously (packages/logger): every way out writes what is still buffered first.
  const exit = (code: number) => {
    flushLogs();
    (opts.exit ?? ((c: number) => process.exit(c)))(code);
  };
  // A fatal error: its line and everything before it reach stdout before the process ends.
  process.on("uncaughtException", (err) => {
    logger.fatal({ err }, `${name}: uncaught exception; exiting`);
    exit(1);
  });
  let state: ProcessState = "starting";
  let app: RunningService | null = null;
  collectProcessMetrics();
  // OTLP export of traces when OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT is set; off otherwise.
  const tracing = startTracing(name);
  if (tracing) logger.info("tracing: exporting spans over OTLP");

  let stopRequested: string | null = null;
  let stopping = false;
  let ops: OpsServer | null = null;
  const stop = (signal: string) => {
    if (!app) {
      stopRequested = signal; // still booting: stop as soon as the service is up
      state = "stopping";
      return;
    }
    if (stopping) return;
    stopping = true;
    state = "stopping";
    logger.info({ signal, timeoutMs: opts.shutdownTimeoutMs }, "stopping gracefully");
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<"timeout">((resolve) => { timer = setTimeout(() => resolve("timeout"), opts.shutdownTimeoutMs); });
    Promise.race([app.close().then(() => "closed" as const), bound]).then(
      async (how) => {
        clearTimeout(timer);
        await ops?.close().catch(() => undefined);
        await tracing?.shutdown().catch(() => undefined);
        if (how === "timeout") logger.error({ timeoutMs: opts.shutdownTimeoutMs }, "graceful stop took too long; exiting");
        else logger.info("stopped");
        exit(how === "timeout" ? 1 : 0);
      },
      (err) => {
        clearTimeout(timer);
        logger.error({ err }, "unclean stop");
        exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));

  const boot = async () => {
    ops = await startOpsServer({
      host: opts.ops.host, port: opts.ops.port, logger,
      state: () => state,
      readiness: () => app?.readiness?.() ?? { ready: true, checks: {} },
    });
    logger.info({ port: ops.port }, "operator port listening (/metrics, /livez, /readyz)");
    const started = await start(logger);
    app = started;
    if (stopRequested) return stop(stopRequested);
    state = "running";
  };
  boot().catch((err) => {
    logger.fatal({ err }, `${name} failed to start`);
    exit(1);
  });
}

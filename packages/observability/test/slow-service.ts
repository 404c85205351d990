/**
 * A service process for the shutdown spec: runService with an HTTP server whose GET /slow answers only
 * when a line arrives on stdin, closed with closeHttpServer (what gateway and checkout do).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { closeHttpServer, metrics, runService } from "../src";

runService("slow-service", { level: "info", ops: { host: "127.0.0.1", port: 0 }, shutdownTimeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS) }, async (logger) => {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  process.stdin.on("data", () => release());
  const server = createServer((req, res) => {
    if (req.url === "/slow") {
      logger.info("slow request received");
      void released.then(() => {
        metrics.httpDuration.observe({ method: "GET", route: "/slow", code: "200" }, 0.1);
        res.writeHead(200, { "content-type": "text/plain" }).end("done");
      });
      return;
    }
    res.writeHead(404).end();
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  logger.info({ httpPort: (server.address() as AddressInfo).port }, "slow service listening");
  return { close: () => closeHttpServer(server, 60_000) };
});

import type { Server } from "node:http";

/**
 * Stops an HTTP server gracefully: no new connections, idle keep-alive connections closed at once,
 * requests in flight answered and their connections closed as soon as they are idle (a request that
 * arrives meanwhile on a kept-alive connection is answered with `Connection: close`). Resolves when
 * every connection is gone; after `timeoutMs` the remaining ones are cut.
 */
export function closeHttpServer(server: Server, timeoutMs: number): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.on("request", (_req, res) => {
      if (!res.headersSent) res.setHeader("connection", "close");
    });
    const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
    // A connection whose response just ended is idle: close it then rather than after keepAliveTimeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 25);
    server.close(() => {
      clearTimeout(cut);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

// A loopback TCP proxy the fault suite controls, placed between one service replica and PostgreSQL or
// the broker: `cut()` resets every connection through it at once (what a dropped network path or a
// middlebox timing out does to a long-lived connection), while new connections keep passing. Small and
// our own (tested in tcp-proxy.spec.ts): the maintained proxy packages (http-proxy and its forks) are
// HTTP proxies; this needs raw TCP and an abrupt reset on demand.
import { createConnection, createServer } from "node:net";

/** Listens on 127.0.0.1 (port 0 picks one) and forwards each connection to `target` ({host, port}). */
export async function startTcpProxy(target, port = 0) {
  const pairs = new Set();
  const server = createServer((client) => {
    const upstream = createConnection(target);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    /** Connections open through the proxy now. */
    get open() {
      return pairs.size;
    },
    /** Resets every open connection (RST to both ends); returns how many were cut. */
    cut() {
      const n = pairs.size;
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
      pairs.clear();
      return n;
    },
    close: () => new Promise((resolve) => {
      for (const { client, upstream } of pairs) { client.destroy(); upstream.destroy(); }
      server.close(() => resolve());
    }),
  };
}

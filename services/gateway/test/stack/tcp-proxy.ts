import { createServer, connect, type Server, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Connections refused while down: evidence that the client tried (and will retry). */
  refused(): number;
  /** Where connections go; set once the target is known (stacks start services in order). */
  target(host: string, port: number): void;
  /** An outage: open connections are cut and new ones are closed at once, as a crashed peer would. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

/** A TCP forwarder that tests switch off and on to take a dependency down and bring it back. */
export async function startTcpProxy(): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let to: { host: string; port: number } | null = null;
  let isDown = false;
  let refused = 0;
  const server: Server = createServer((client) => {
    client.on("error", () => undefined);
    if (isDown || !to) {
      refused++;
      return void client.destroy();
    }
    const upstream = connect(to.port, to.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => undefined);
      s.on("close", () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const cut = () => sockets.forEach((s) => s.destroy());
  return {
    port: (server.address() as { port: number }).port,
    refused: () => refused,
    target: (host, port) => void (to = { host, port }),
    down: () => {
      isDown = true;
      cut();
    },
    up: () => void (isDown = false),
    close: () => (cut(), new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

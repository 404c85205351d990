import { once } from "node:events";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { startTcpProxy } from "./tcp-proxy.mjs";

/** The fault suite's TCP proxy: forwards both ways, and cut() resets every open connection while new ones still pass. */
let echo: Server;
let echoPort: number;
beforeAll(async () => {
  echo = createServer((s) => s.on("error", () => undefined).pipe(s)).listen(0, "127.0.0.1"); // a reset reaches the echo end too
  await once(echo, "listening");
  echoPort = (echo.address() as { port: number }).port;
});
afterAll(() => new Promise((r) => echo.close(r)));

async function connected(port: number): Promise<Socket> {
  const s = createConnection({ host: "127.0.0.1", port });
  await once(s, "connect");
  return s;
}
async function roundTrip(s: Socket, text: string): Promise<string> {
  s.write(text);
  const [data] = await once(s, "data");
  return String(data);
}

it("forwards bytes both ways, cuts every open connection with a reset, and lets new connections through after", async () => {
  const proxy = await startTcpProxy({ host: "127.0.0.1", port: echoPort });
  try {
    const a = await connected(proxy.port);
    const b = await connected(proxy.port);
    expect(await roundTrip(a, "ping")).toBe("ping");
    expect(await roundTrip(b, "pong")).toBe("pong");
    expect(proxy.open).toBe(2);
    const errors = [once(a, "error"), once(b, "error")];
    expect(proxy.cut()).toBe(2);
    for (const [err] of await Promise.all(errors)) expect((err as NodeJS.ErrnoException).code).toBe("ECONNRESET");
    expect(proxy.open).toBe(0);
    const c = await connected(proxy.port);
    expect(await roundTrip(c, "again")).toBe("again");
    c.destroy();
  } finally {
    await proxy.close();
  }
});

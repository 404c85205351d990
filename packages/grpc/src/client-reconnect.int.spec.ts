import { createLogger } from "@pix/logger";
import { ServiceClient } from "./client";
import { loadService } from "./proto";
import { createServiceServer, type ServiceServer } from "./server";

/**
 * Issue 23 item 8: a service killed and started again on the same address is reached as soon as it
 * listens. grpc-js's default reconnect backoff (1 s, × 1.6 per failure, up to 120 s) left callers
 * answering 503 for seconds after the service was back; the client's channel options bound it.
 * A real server on a real port, stopped for 6.4 s (the default backoff has then grown past 4 s) and
 * started again on the same port.
 */
const SECRET = "grpc-spec-secret-0123456789";
const Checkout = loadService("checkout/v1/checkout.proto", "pix.checkout.v1.CheckoutService");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startServer(address: string): { server: ServiceServer; port: Promise<number> } {
  const server = createServiceServer({ logger: createLogger("test", "silent"), principalSecret: SECRET });
  const stub = async () => ({ count: 7 });
  server.add(Checkout, Object.fromEntries(Object.keys(Checkout.service).map((m) => [m, stub])) as Record<string, any>);
  return { server, port: server.listen(address) };
}

describe("ServiceClient reconnects promptly to a restarted service", () => {
  jest.setTimeout(30_000);
  let client: ServiceClient | undefined;
  let server: ServiceServer | undefined;
  afterEach(async () => {
    client?.close();
    await server?.close(0);
  });

  it("a call succeeds within 1 s of the service listening again, after 6.4 s down with calls failing meanwhile", async () => {
    const first = startServer("127.0.0.1:0");
    const port = await first.port;
    server = first.server;
    client = new ServiceClient("checkout", Checkout, `127.0.0.1:${port}`, SECRET, 1000);
    const ask = () => client!.call("CountReferences", { field: "f", id: "x" });
    expect((await ask()).count).toBe(7);

    await server.close(0);
    server = undefined;
    // Down: every call fails (503 at the edge), and each failed connection attempt grows the backoff.
    // 6.4 s: with grpc-js's defaults (1 s × 1.6, ±20 % jitter) the 4th retry has happened by 6.2 s and
    // the 5th waits until ≥ 7.4 s, so the default client needs > 1 s once the service is back.
    const downUntil = Date.now() + 6_400;
    while (Date.now() < downUntil) {
      await expect(ask()).rejects.toMatchObject({ kind: "unavailable" });
      await sleep(50);
    }

    const again = startServer(`127.0.0.1:${port}`);
    expect(await again.port).toBe(port);
    server = again.server;
    const backAt = Date.now();
    let reachedAt = 0;
    while (!reachedAt && Date.now() - backAt < 10_000) {
      try {
        if ((await ask()).count === 7) reachedAt = Date.now();
      } catch {
        await sleep(20);
      }
    }
    expect(reachedAt).toBeGreaterThan(0);
    expect(reachedAt - backAt).toBeLessThan(1_000);
  });
});

import { createLogger } from "@pix/logger";
import { ServiceClient, type ClientOf } from "./client";
import { checkHealth } from "./health";
import { loadService } from "./proto";
import { createServiceServer, type ServiceServer, type HandlersOf } from "./server";

/**
 * Issue 23 item 8: a service killed and started again on the same address is reached as soon as it
 * listens. grpc-js's default reconnect backoff (1 s, × 1.6 per failure, up to 120 s) left callers
 * answering 503 for seconds after the service was back; the client's channel options bound it.
 * A real server on a real port, stopped for 6.4 s (the default backoff has then grown past 4 s) and
 * started again on the same port. The health check (the gateway's /health) opens a fresh channel per
 * check, so it never waited on a backoff; it is asserted beside the call as a guard.
 */
const SECRET = "grpc-spec-secret-0123456789";
const Checkout = loadService("checkout/v1/checkout.proto", "pix.checkout.v1.CheckoutService");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startServer(address: string): { server: ServiceServer; port: Promise<number> } {
  const server = createServiceServer({ logger: createLogger("test", "silent"), principalSecret: SECRET });
  const stub = async () => ({ count: 7 });
  server.add(Checkout, Object.fromEntries(Object.keys(Checkout.service).map((m) => [m, stub])) as unknown as HandlersOf<"pix.checkout.v1.CheckoutService">);
  const port = server.listen(address).then((p) => (server.health.setStatus("", "SERVING"), p));
  return { server, port };
}

/** When `probe` first holds (polled every 20 ms, errors counting as not yet), or Infinity after 10 s. */
async function reached(probe: () => Promise<boolean>): Promise<number> {
  for (const until = Date.now() + 10_000; Date.now() < until; await sleep(20)) {
    if (await probe().catch(() => false)) return Date.now();
  }
  return Number.POSITIVE_INFINITY;
}

describe("ServiceClient reconnects promptly to a restarted service", () => {
  jest.setTimeout(30_000);
  let client: ClientOf<"pix.checkout.v1.CheckoutService"> | undefined;
  let server: ServiceServer | undefined;
  afterEach(async () => {
    client?.close();
    await server?.close(0);
  });

  it("a call and the health check (the gateway's /health) succeed within 1 s of the service listening again, after 6.4 s down with calls failing meanwhile", async () => {
    const first = startServer("127.0.0.1:0");
    const port = await first.port;
    server = first.server;
    client = new ServiceClient("checkout", Checkout, `127.0.0.1:${port}`, SECRET, 1000);
    const ask = () => client!.call("CountReferences", { field: "f", id: "x" });
    // 3 s deadline: a refused connection answers at once, and a busy CI machine may take
    // longer than 500 ms to open a fresh channel to a live server.
    const health = () => checkHealth(`127.0.0.1:${port}`, 3_000);
    expect((await ask()).count).toBe(7);
    expect(await health()).toBe("SERVING");

    await server.close(0);
    server = undefined;
    // Down: every call fails (503 at the edge), and each failed connection attempt grows the backoff.
    // 6.4 s: with grpc-js's defaults (1 s × 1.6, ±20 % jitter) the 4th retry has happened by 6.2 s and
    // the 5th waits until ≥ 7.4 s, so the default client needs > 1 s once the service is back.
    const downUntil = Date.now() + 6_400;
    while (Date.now() < downUntil) {
      await expect(ask()).rejects.toMatchObject({ kind: "unavailable" });
      expect(await health()).toBe("UNREACHABLE");
      await sleep(50);
    }

    const again = startServer(`127.0.0.1:${port}`);
    expect(await again.port).toBe(port);
    server = again.server;
    const backAt = Date.now();
    const [called, checked] = await Promise.all([
      reached(async () => (await ask()).count === 7),
      reached(async () => (await health()) === "SERVING"),
    ]);
    expect(called - backAt).toBeLessThan(1_000);
    expect(checked - backAt).toBeLessThan(1_000);
  });
});

import { createLogger } from "@pix/logger";
import { ServiceClient } from "./client";
import { checkHealth } from "./health";
import { loadService } from "./proto";
import { createServiceServer, type ServiceServer, type HandlersOf } from "./server";
import { channelTarget } from "./target";

const SECRET = "grpc-target-secret-0123456789";
const Checkout = loadService("checkout/v1/checkout.proto", "pix.checkout.v1.CheckoutService");
const STORE = "11111111-1111-4111-8111-111111111111";

describe("channelTarget", () => {
  it("passes one address and anything with a scheme through, and turns lists into round-robin targets", () => {
    expect(channelTarget("127.0.0.1:50052")).toBe("127.0.0.1:50052");
    expect(channelTarget("charges:50052")).toBe("charges:50052");
    expect(channelTarget("unix:/run/charges.sock")).toBe("unix:/run/charges.sock");
    expect(channelTarget("dns:///charges.pix.svc.cluster.local:50052")).toBe("dns:///charges.pix.svc.cluster.local:50052");
    expect(channelTarget("ipv4:10.0.0.1:1,10.0.0.2:1")).toBe("ipv4:10.0.0.1:1,10.0.0.2:1");
    expect(channelTarget(" 127.0.0.1:1 , 127.0.0.1:2 ,")).toBe("ipv4:127.0.0.1:1,127.0.0.1:2");
    expect(channelTarget("[::1]:1,[::1]:2")).toBe("ipv6:[::1]:1,[::1]:2");
    expect(channelTarget("charges-0:50052,charges-1:50052")).toBe("pix-list:charges-0:50052,charges-1:50052");
    expect(() => channelTarget(" , ")).toThrow(/empty gRPC address list/);
  });
});

/** Two replicas of a service behind one client: calls spread over both, and a stopped replica is routed around. */
describe("client-side round robin", () => {
  const replicas: { server: ServiceServer; port: number; calls: number }[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const server = createServiceServer({ logger: createLogger("test", "silent"), principalSecret: SECRET });
      const replica = { server, port: 0, calls: 0 };
      const stub = async () => { throw new Error("not used"); };
      const handlers = Object.fromEntries(Object.keys(Checkout.service).map((m) => [m, stub])) as unknown as HandlersOf<"pix.checkout.v1.CheckoutService">;
      handlers.CountReferences = async () => ({ count: (replica.calls++, i) });
      server.add(Checkout, handlers);
      replica.port = await server.listen("127.0.0.1:0");
      server.health.setStatus("", "SERVING");
      replicas.push(replica);
    }
  });
  afterAll(async () => {
    for (const r of replicas) await r.server.close().catch(() => undefined);
  });

  it.each([
    ["IP literals", (p: number[]) => `127.0.0.1:${p[0]},127.0.0.1:${p[1]}`],
    ["host names (each looked up)", (p: number[]) => `localhost:${p[0]},localhost:${p[1]}`],
  ])("spreads calls over every replica of a list of %s", async (_label, list) => {
    for (const r of replicas) r.calls = 0;
    const client = new ServiceClient("checkout", Checkout, list(replicas.map((r) => r.port)), SECRET);
    try {
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push((await client.call("CountReferences", { field: "f", id: STORE })).count);
      expect(new Set(answers)).toEqual(new Set([0, 1]));
      // Round robin once both are connected (the first calls may all go to whichever connected first).
      expect(replicas.map((r) => r.calls >= 5)).toEqual([true, true]);
      expect(replicas[0].calls + replicas[1].calls).toBe(20);
      expect(await checkHealth(list(replicas.map((r) => r.port)))).toBe("SERVING");
    } finally {
      client.close();
    }
  });

  it("sends every call to the replica left once the other one is gone", async () => {
    const client = new ServiceClient("checkout", Checkout, replicas.map((r) => `127.0.0.1:${r.port}`).join(","), SECRET);
    try {
      for (let i = 0; i < 4; i++) await client.call("CountReferences", { field: "f", id: STORE }); // both connected
      await replicas[0].server.close();
      for (const r of replicas) r.calls = 0;
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push((await client.call("CountReferences", { field: "f", id: STORE })).count);
      expect(answers).toEqual(Array(10).fill(1));
      expect(await checkHealth(replicas.map((r) => `127.0.0.1:${r.port}`).join(","))).toBe("SERVING");
    } finally {
      client.close();
    }
  });
});

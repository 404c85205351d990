import { createLogger } from "@pix/logger";
import { ServiceClient, type ClientOf } from "./client";
import { servicePrincipal } from "./principal";
import { loadService } from "./proto";
import { withRequestId } from "./request-id";
import { createServiceServer, type CallContext, type HandlersOf } from "./server";

const SECRET = "grpc-spec-secret-0123456789";
const Checkout = loadService("checkout/v1/checkout.proto", "pix.checkout.v1.CheckoutService");
const STORE = "11111111-1111-4111-8111-111111111111";

/** The call context a handler gets (verified principal, the request id carried in metadata) and the error mapping. */
describe("service server", () => {
  const seen: { request: unknown; principal: CallContext["principal"]; requestId: string | null }[] = [];
  const server = createServiceServer({ logger: createLogger("test", "silent"), principalSecret: SECRET });
  const stub = async () => { throw new Error("not used"); };
  const handlers = Object.fromEntries(Object.keys(Checkout.service).map((m) => [m, stub])) as unknown as HandlersOf<"pix.checkout.v1.CheckoutService">;
  handlers.CountReferences = async (req: { field: string }, ctx: CallContext) => {
    seen.push({ request: req, principal: ctx.principal, requestId: ctx.requestId });
    if (req.field === "boom") throw new Error("handler failed");
    // What pg throws when PostgreSQL refuses a connection (max_connections reached).
    if (req.field === "full") throw Object.assign(new Error("sorry, too many clients already"), { code: "53300" });
    return { count: 7 };
  };
  server.add(Checkout, handlers);
  let client: ClientOf<"pix.checkout.v1.CheckoutService">;
  beforeAll(async () => {
    const port = await server.listen("127.0.0.1:0");
    server.health.setStatus("", "SERVING");
    client = new ServiceClient("checkout", Checkout, `127.0.0.1:${port}`, SECRET);
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });
  beforeEach(() => { seen.length = 0; });

  it("hands the handler the request, the verified principal and the caller's request id", async () => {
    const principal = servicePrincipal(STORE, "test");
    const r = await withRequestId("req-abcdef12", () => client.call("CountReferences", { field: "f", id: STORE }, { principal }));
    expect(r.count).toBe(7);
    expect(seen).toEqual([{ request: { field: "f", id: STORE }, principal, requestId: "req-abcdef12" }]);
  });

  it("gives null request id and principal when the caller had none, and ignores a malformed id", async () => {
    await client.call("CountReferences", { field: "f", id: STORE });
    await withRequestId("bad id with spaces", () => client.call("CountReferences", { field: "f", id: STORE }));
    expect(seen.map((c) => [c.principal, c.requestId])).toEqual([[null, null], [null, null]]);
  });

  it("answers a database that cannot serve now as unavailable (503, retry), anything else as an opaque internal error", async () => {
    await expect(client.call("CountReferences", { field: "full", id: STORE })).rejects.toMatchObject({ kind: "unavailable" });
    await expect(client.call("CountReferences", { field: "boom", id: STORE })).rejects.toMatchObject({ kind: "internal" });
  });
});

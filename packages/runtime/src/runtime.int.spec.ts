import { sampleEventData } from "@pix/messaging/src/event-fixtures";
/**
 * The runtime every gRPC service shares, against the real PostgreSQL and RabbitMQ: the operator port
 * (/livez, /readyz with migrations, /metrics whose series move after an RPC and an outbox event) and
 * the graceful stop (an RPC in flight finishes, new ones are refused, then the runtime is closed).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as protoLoader from "@grpc/proto-loader";
import { applyMigrations } from "@pix/db";
import { createLogger } from "@pix/logger";
import { buildEnvelope, enqueueSql, INBOX_MIGRATION_SQL, MESSAGING_MAINTENANCE_MIGRATION_SQL, OUTBOX_MIGRATION_SQL } from "@pix/messaging";
import { startOpsServer, type OpsServer } from "@pix/observability";
import { createTestDatabase, TEST_AMQP_URL, uniqueName, type TestDatabase } from "@pix/testing";
import { startRuntime, type Runtime } from "./index";

const PROTO = `syntax = "proto3";
package pix.test.v1;
message Ping { string text = 1; }
service Probe { rpc Echo (Ping) returns (Ping); rpc Slow (Ping) returns (Ping); }
`;
const SECRET = "a-principal-secret-of-tests";

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The value of one series line of the Prometheus text, or 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const body = line.slice(name.length + 1, line.lastIndexOf("}"));
    if (Object.entries(labels).every(([k, v]) => body.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return 0;
}

describe("runtime: operator port and graceful stop", () => {
  const dir = mkdtempSync(join(tmpdir(), "runtime-migrations-"));
  const service = uniqueName("rt");
  let db: TestDatabase;
  let runtime: Runtime;
  let ops: OpsServer;
  let client: any;
  const slowReleased = deferred();
  const slowStarted = deferred();
  const logger = createLogger("runtime-spec", process.env.TEST_LOG_LEVEL ?? "silent");
  const get = (path: string) => fetch(`http://127.0.0.1:${ops.port}${path}`);

  beforeAll(async () => {
    // The service's migrations: the three messaging blocks are applied now, a fourth only later.
    for (const [name, sql] of [["0001_outbox", OUTBOX_MIGRATION_SQL], ["0002_inbox", INBOX_MIGRATION_SQL], ["0003_maintenance", MESSAGING_MAINTENANCE_MIGRATION_SQL]]) {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, "migration.sql"), sql);
    }
    db = await createTestDatabase("runtime", dir);
    mkdirSync(join(dir, "0004_later"));
    writeFileSync(join(dir, "0004_later", "migration.sql"), "CREATE TABLE later (id int);");

    writeFileSync(join(dir, "probe.proto"), PROTO);
    const pkg = grpc.loadPackageDefinition(protoLoader.loadSync(join(dir, "probe.proto"))) as any;
    const Probe: grpc.ServiceClientConstructor = pkg.pix.test.v1.Probe;
    runtime = await startRuntime({
      name: service,
      logger,
      config: {
        DATABASE_URL: db.url, GRPC_ADDR: "127.0.0.1:0", PRINCIPAL_SECRET: SECRET, AMQP_URL: TEST_AMQP_URL,
        AMQP_EXCHANGE: uniqueName("pix_events"), SHUTDOWN_TIMEOUT_MS: 20_000,
      },
      migrationsDir: dir,
      register(server) {
        // A test-only proto outside proto/: no generated types, so it is added untyped.
        server.add(Probe as never, {
          Echo: async (req: { text: string }) => ({ text: req.text }),
          Slow: async (req: { text: string }) => {
            slowStarted.resolve();
            await slowReleased.promise;
            return { text: `slow ${req.text}` };
          },
        } as never);
      },
    });
    ops = await startOpsServer({ host: "127.0.0.1", port: 0, logger, state: () => "running", readiness: () => runtime.readiness() });
    client = new Probe(`127.0.0.1:${runtime.port}`, grpc.credentials.createInsecure());
  });

  afterAll(async () => {
    client?.close();
    await ops?.close();
    await runtime?.close().catch(() => undefined);
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = (method: "Echo" | "Slow", text: string) =>
    new Promise<{ text: string }>((resolve, reject) => client[method]({ text }, (err: Error | null, res: { text: string }) => (err ? reject(err) : resolve(res))));

  it("answers /livez, and /readyz only once every migration of the service is applied", async () => {
    expect((await get("/livez")).status).toBe(200);
    const notYet = await get("/readyz");
    expect(notYet.status).toBe(503);
    expect(await notYet.json()).toEqual({ status: "not_ready", checks: { database: true, broker: true, migrations: false } });

    await applyMigrations(db.url, dir);
    const ready = await waitFor("readiness", async () => {
      const res = await get("/readyz");
      return res.status === 200 && (await res.json());
    });
    expect(ready).toEqual({ status: "ready", checks: { database: true, broker: true, migrations: true } });
  });

  it("serves /metrics whose gRPC and outbox series move after an RPC and an event", async () => {
    const before = await (await get("/metrics")).text();
    expect(before).toContain("# TYPE grpc_server_handling_seconds histogram");
    expect(sample(before, "outbox_pending_events", { service })).toBe(0);

    await expect(call("Echo", "oi")).resolves.toEqual({ text: "oi" });
    const env = buildEnvelope("charge.created", { store_id: "00000000-0000-4000-8000-000000000009", environment: "test" }, sampleEventData("charge.created", { txid: "x" }));
    await enqueueSql(runtime.pool, env); // one statement: its own transaction, whose commit NOTIFYs the relay

    const after = await waitFor("the event published", async () => {
      const text = await (await get("/metrics")).text();
      return sample(text, "outbox_published_total", { service }) >= 1 && text;
    });
    expect(sample(after, "grpc_server_handling_seconds_count", { route: "Echo", code: "OK" }))
      .toBe(sample(before, "grpc_server_handling_seconds_count", { route: "Echo", code: "OK" }) + 1);
    expect(after).toMatch(new RegExp(`outbox_lag_seconds\\{service="${service}"\\} 0`));
    expect(sample(after, "outbox_parked_events", { service })).toBe(0);
  });

  it("stops gracefully: the RPC in flight completes, new RPCs are refused, then the runtime closes", async () => {
    const order: string[] = [];
    const slow = call("Slow", "oi").then((res) => (order.push("slow answered"), res));
    await slowStarted.promise;
    const closing = runtime.close().then(() => order.push("closed"));
    // Health turns NOT_SERVING and the server stops taking calls while the slow one is still running.
    const refused = await waitFor("a refused call", () => call("Echo", "x").then(() => null, (err: grpc.ServiceError) => err));
    expect(refused.code).toBe(grpc.status.UNAVAILABLE);
    expect(order).toEqual([]);
    slowReleased.resolve();
    await expect(slow).resolves.toEqual({ text: "slow oi" });
    await closing;
    expect(order).toEqual(["slow answered", "closed"]);
    await expect(runtime.pool.query("SELECT 1")).rejects.toThrow(); // the pool is closed
  });
});

import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { writeFileSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseReplicas, PORTS, processes, replicaLines } from "./services.mjs";

/**
 * Issue 36: `npm start` runs several replicas of a service (`PIX_REPLICAS=2`, `--replicas charges=2,…`),
 * each on its own ports, every `*_ADDR` naming them all; the gateway's replicas share one entry port as
 * workers of a Node `cluster` primary (scripts/cluster.mjs) that forks a killed worker again.
 */
const secrets = { principal: "p", jwt: "j", engineKey: "e", engineKeyLive: "el", noticeToken: "n", noticeTokenLive: "nl", engineKeySecret: "s", webhookKey: "w" };
type Proc = { name: string; env: Record<string, string>; workers?: Record<string, string>[] };

describe("npm start's replicas", () => {
  it("reads a count for every scalable process, or a list; the argument wins; unknown names and bad counts are refused", () => {
    expect(parseReplicas("2", [])).toEqual({ identity: 2, charges: 2, checkout: 2, subscriptions: 2, "webhooks-dispatcher": 2, onboarding: 2, gateway: 2 });
    expect(parseReplicas("3", ["--replicas", "charges=2,gateway=2"])).toMatchObject({ identity: 3, charges: 2, gateway: 2 });
    expect(parseReplicas(undefined, ["--replicas=webhooks-dispatcher=2"])).toMatchObject({ charges: 1, "webhooks-dispatcher": 2 });
    expect(() => parseReplicas("panel=2", [])).toThrow(/"panel" is not a process npm start can replicate/);
    expect(() => parseReplicas(undefined, ["--replicas", "charges=0"])).toThrow(/charges=0 must be a whole number from 1 to 9/);
  });

  it("gives each replica its own gRPC and operator port and names them all in every *_ADDR", () => {
    const all: Proc[] = processes(secrets, { charges: 2, "webhooks-dispatcher": 2, gateway: 2 });
    const byName = new Map(all.map((p) => [p.name, p]));
    expect([byName.get("charges.1")?.env.GRPC_ADDR, byName.get("charges.2")?.env.GRPC_ADDR]).toEqual(["127.0.0.1:50052", "127.0.0.1:50152"]);
    expect([byName.get("charges.1")?.env.OPS_PORT, byName.get("charges.2")?.env.OPS_PORT]).toEqual(["9052", "9152"]);
    expect(byName.has("charges")).toBe(false);
    for (const p of all.filter((q) => q.env.CHARGES_ADDR)) {
      expect([p.name, p.env.CHARGES_ADDR, p.env.WEBHOOKS_ADDR]).toEqual([p.name, "127.0.0.1:50052,127.0.0.1:50152", "127.0.0.1:50055,127.0.0.1:50155"]);
    }
    const gateway = byName.get("gateway")!;
    expect([gateway.env.HTTP_PORT, gateway.workers]).toEqual([String(PORTS.gateway), [{ OPS_PORT: "9080" }, { OPS_PORT: "9180" }]]);
    expect(replicaLines({ charges: 2, gateway: 2 })).toEqual([
      "charges ×2 (1: gRPC 50052, ops 9052; 2: gRPC 50152, ops 9152)",
      "gateway ×2 behind 8080 (1: ops 9080; 2: ops 9180)",
    ]);
  });

  it("runs one process per service, as before, when nothing asks for replicas", () => {
    const all: Proc[] = processes(secrets);
    const charges = all.find((p) => p.name === "charges")!;
    expect([charges.env.GRPC_ADDR, charges.env.OPS_PORT, all.find((p) => p.name === "gateway")?.workers]).toEqual(["127.0.0.1:50052", "9052", undefined]);
  });
});

/** A free loopback port (closed again before use: the cluster's primary binds it). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** One GET on a connection of its own (`agent: false`): the pid that answered, or null on a refused or reset connection. */
function pidOnce(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const req = get({ host: "127.0.0.1", port, path: "/", agent: false, timeout: 2_000 }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve(res.statusCode === 200 ? Number(body) : null));
      res.on("error", () => resolve(null));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(null));
  });
}

async function pidsAnswering(port: number, tries: number): Promise<Set<number>> {
  // A new connection each time: the primary hands connections (not requests) round robin. fetch's
  // pooled keep-alive connection would stay with one worker (and fail on a killed one).
  const seen = new Set<number>();
  for (let i = 0; i < tries; i++) {
    const pid = await pidOnce(port);
    if (pid !== null) seen.add(pid);
  }
  return seen;
}

describe("scripts/cluster.mjs: replicas behind one entry port", () => {
  let primary: ChildProcess;
  let port: number;
  const lines: string[] = [];
  beforeAll(async () => {
    port = await freePort();
    const worker = join(tmpdir(), `pix-cluster-worker-${process.pid}.cjs`);
    // Each worker answers its pid on the shared port.
    writeFileSync(worker, `require("node:http").createServer((q, s) => s.end(String(process.pid))).listen(${port}, "127.0.0.1");`);
    primary = fork(join(__dirname, "cluster.mjs"), [], {
      env: { PATH: process.env.PATH, CLUSTER_EXEC: worker, CLUSTER_EXEC_ARGV: "[]", CLUSTER_WORKERS: JSON.stringify([{ OPS_PORT: "1" }, { OPS_PORT: "2" }]) },
      stdio: ["ignore", "ignore", "pipe", "ipc"],
    });
    primary.stderr!.on("data", (d: Buffer) => lines.push(...d.toString().trim().split("\n")));
  });
  afterAll(async () => {
    if (primary.exitCode === null) {
      primary.kill("SIGTERM");
      await once(primary, "exit");
    }
  });

  it("spreads connections over every worker, forks a worker killed with SIGKILL again, and the entry port keeps answering meanwhile", async () => {
    let pids = new Set<number>();
    for (let round = 0; pids.size < 2 && round < 200; round++) pids = new Set([...pids, ...(await pidsAnswering(port, 4))]);
    expect(pids.size).toBe(2);
    const [victim, survivor] = [...pids];
    process.kill(victim, "SIGKILL");
    // Served by the survivor while the victim is down and until its replacement listens.
    expect((await pidsAnswering(port, 3)).has(survivor)).toBe(true);
    let after = new Set<number>();
    for (let round = 0; after.size < 2 && round < 300; round++) {
      after = new Set([...after, ...(await pidsAnswering(port, 4))].filter((p) => p !== victim));
    }
    expect(after.size).toBe(2);
    expect(after.has(survivor)).toBe(true);
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^replica [12] exited \(SIGKILL\); restarting it in 0\.5 s/)]));
  });

  it("stops every worker and then itself on SIGTERM", async () => {
    const workers = await pidsAnswering(port, 8);
    primary.kill("SIGTERM");
    const [code] = await once(primary, "exit");
    expect(code).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});

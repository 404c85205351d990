import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadService, ServiceClient, type Principal } from "@pix/grpc";
import { uniqueName } from "@pix/testing";
import { client, PRINCIPAL_SECRET, signUp, startStack, type Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import { freePorts, sleep, startReplica, untilServing, type Replica } from "./scale/replicas";

/**
 * Issue 28: a change and its audit entry commit together. A charges replica (its own OS process) dies
 * by SIGKILL right after POST /pix's transaction committed (PIX_FAILPOINT=after-change-commit), before
 * answering: where the entry was written after the commit (the old after-success hook), it was lost.
 * The charge must be there with its `audit.recorded` event in the outbox, and once the replica is
 * back the entry reaches identity's audit log, once.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
const replicas: Replica[] = [];
const logDir = join(tmpdir(), uniqueName("pix-audit-crash"));

beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
}, 60_000);
afterAll(async () => {
  for (const r of replicas) await r.stop(5000);
  await stack.close();
});

const charges = () => stack.extras.charges as ChargesExtras;

async function startChargesProcess(index: number, extra: Record<string, string>): Promise<Replica> {
  const [grpcPort, opsPort] = await freePorts(2);
  const replica = startReplica("charges", index, `127.0.0.1:${grpcPort}`, { ...charges().env, OPS_PORT: String(opsPort), ...extra }, logDir);
  replicas.push(replica);
  await untilServing(replica);
  return replica;
}

it("kill -9 right after POST /pix committed: the charge has its audit entry once the service is back", async () => {
  const owner = await signUp(http);
  const principal: Principal = {
    userId: owner.user.id, storeId: owner.user.id, role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false,
  };
  const doomed = await startChargesProcess(0, { PIX_FAILPOINT: "after-change-commit" });
  const grpc = new ServiceClient("charges", loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesService"), doomed.grpcAddress, PRINCIPAL_SECRET);
  try {
    await expect(grpc.call("IssuePix", { amount_cents: 4321, description: "Antes da queda" }, { principal })).rejects.toBeDefined();
  } finally {
    grpc.close();
  }
  expect(await doomed.exited).toBe("SIGKILL");

  // The change committed, and its audit event with it, in the replica's last transaction.
  const [charge] = await charges().query<{ txid: string; status: string }>(`SELECT txid, status FROM charges WHERE store_id = $1`, [owner.user.id]);
  expect(charge).toMatchObject({ status: "pending" });
  const audits = await charges().query(
    `SELECT payload FROM outbox_events WHERE event = 'audit.recorded' AND payload->'data'->'target'->>'id' = $1`, [charge.txid],
  );
  expect(audits).toHaveLength(1);

  await startChargesProcess(1, {});
  const entries = await untilAudited(owner.accessToken, charge.txid);
  expect(entries).toEqual([
    expect.objectContaining({ action: "charge.created", actor: { type: "user", id: owner.user.id }, target: { type: "charge", id: charge.txid }, summary: { amount_cents: 4321 } }),
  ]);
}, 120_000);

/** The store's audit entries about the charge, once there is one (the relay and identity's consumer are asynchronous). */
async function untilAudited(token: string, txid: string): Promise<any[]> {
  for (;;) {
    const res = await http("GET", "/audit?limit=100", { token });
    const found = (res.body.data as any[]).filter((e) => e.target?.id === txid);
    if (found.length) {
      await sleep(300); // a duplicate, if any, would land by now
      const again = ((await http("GET", "/audit?limit=100", { token })).body.data as any[]).filter((e) => e.target?.id === txid);
      return again;
    }
    await sleep(100);
  }
}

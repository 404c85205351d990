import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadService, ServiceClient, type Principal } from "@pix/grpc";
import { uniqueName } from "@pix/testing";
import { client, PRINCIPAL_SECRET, signUp, startStack, type Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { WebhooksDispatcherExtras } from "./stack/webhooks-dispatcher";
import { freePorts, sleep, startReplica, untilServing, type Replica } from "./scale/replicas";

/**
 * Issue 28: a change and its audit entry commit together. A service replica (its own OS process) dies
 * by SIGKILL right after the change's transaction committed (PIX_FAILPOINT=after-change-commit), before
 * answering: where the entry was written after the commit (the old after-success hook), it was lost.
 * The change must be there with its `audit.recorded` event in the outbox, and once the replica is
 * back the entry reaches identity's audit log, once. Charges (POST /pix) and webhooks-dispatcher
 * (a webhook endpoint's creation): the same mechanism in two services.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
const replicas: Replica[] = [];
const logDir = join(tmpdir(), uniqueName("pix-audit-crash"));

beforeAll(async () => {
  stack = await startStack({ services: ["charges", "webhooks-dispatcher"] });
  http = client(stack.url);
}, 60_000);
afterAll(async () => {
  for (const r of replicas) await r.stop(5000);
  await stack.close();
});

const charges = () => stack.extras.charges as ChargesExtras;
const webhooks = () => stack.extras["webhooks-dispatcher"] as WebhooksDispatcherExtras;
const ownerPrincipal = (id: string): Principal => ({
  userId: id, storeId: id, role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false,
});

async function startProcess(service: string, env: Record<string, string>, index: number, extra: Record<string, string>): Promise<Replica> {
  const [grpcPort, opsPort] = await freePorts(2);
  const replica = startReplica(service, index, `127.0.0.1:${grpcPort}`, { ...env, OPS_PORT: String(opsPort), ...extra }, logDir);
  replicas.push(replica);
  await untilServing(replica);
  return replica;
}
const startChargesProcess = (index: number, extra: Record<string, string>) => startProcess("charges", charges().env, index, extra);

it("kill -9 right after POST /pix committed: the charge has its audit entry once the service is back", async () => {
  const owner = await signUp(http);
  const principal = ownerPrincipal(owner.user.id);
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

it("kill -9 right after a webhook endpoint's creation committed: the endpoint has its audit entry once the service is back", async () => {
  const owner = await signUp(http);
  const doomed = await startProcess("webhooks-dispatcher", webhooks().env, 10, { PIX_FAILPOINT: "after-change-commit" });
  const grpc = new ServiceClient("webhooks-dispatcher", loadService("webhooks/v1/webhooks.proto", "pix.webhooks.v1.WebhooksService"), doomed.grpcAddress, PRINCIPAL_SECRET);
  try {
    const created = grpc.call("CreateWebhookEndpoint", { url: "http://127.0.0.1:9/queda", name: "Antes da queda" }, { principal: ownerPrincipal(owner.user.id) });
    await expect(created).rejects.toBeDefined();
  } finally {
    grpc.close();
  }
  expect(await doomed.exited).toBe("SIGKILL");

  const [endpoint] = await webhooks().query<{ id: string }>(`SELECT id FROM webhook_endpoints WHERE store_id = $1`, [owner.user.id]);
  expect(endpoint).toBeDefined();
  const audits = await webhooks().query(
    `SELECT payload FROM outbox_events WHERE event = 'audit.recorded' AND payload->'data'->'target'->>'id' = $1`, [endpoint.id],
  );
  expect(audits).toHaveLength(1);

  await startProcess("webhooks-dispatcher", webhooks().env, 11, {});
  expect(await untilAudited(owner.accessToken, endpoint.id)).toEqual([
    expect.objectContaining({
      action: "webhook_endpoint.created", actor: { type: "user", id: owner.user.id },
      target: { type: "webhook_endpoint", id: endpoint.id }, summary: { name: "Antes da queda", active: true },
    }),
  ]);
}, 120_000);

/** The store's audit entries about a target, once there is one (the relay and identity's consumer are asynchronous). */
async function untilAudited(token: string, targetId: string): Promise<any[]> {
  for (;;) {
    const res = await http("GET", "/audit?limit=100", { token });
    const found = (res.body.data as any[]).filter((e) => e.target?.id === targetId);
    if (found.length) {
      await sleep(300); // a duplicate, if any, would land by now
      const again = ((await http("GET", "/audit?limit=100", { token })).body.data as any[]).filter((e) => e.target?.id === targetId);
      return again;
    }
    await sleep(100);
  }
}

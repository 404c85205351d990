import { scopeOfRow } from "@pix/grpc";
import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { createTestDatabase, type TestDatabase } from "@pix/testing";
import { Prisma } from "../src/generated/prisma/client";
import { DeliveriesRepository, txidPageQuery } from "../src/repositories/deliveries";
import { createPrisma, type PrismaClient } from "../src/repositories/prisma";
import { MIGRATIONS } from "./harness";

/**
 * One charge's deliveries to one endpoint (`?txid=` of the delivery log), against a real database
 * holding 30,000 deliveries: the right rows, newest first, page by page, read on the partial index
 * over the `txid` column (EXPLAIN); an automatic retry keeps its charge's txid.
 */
describe("the deliveries of one txid", () => {
  let db: TestDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let repo: DeliveriesRepository;
  const owner = scopeOfRow({ storeId: randomUUID(), environment: "test" });
  const endpoints = [randomUUID(), randomUUID(), randomUUID()];

  beforeAll(async () => {
    db = await createTestDatabase("webhooks_txid", MIGRATIONS);
    pool = new Pool({ connectionString: db.url, max: 4 });
    pool.on("error", () => undefined);
    prisma = createPrisma(pool);
    repo = new DeliveriesRepository(prisma, pool);
    for (const id of endpoints) {
      await prisma.webhookEndpoint.create({ data: { id, ...owner, url: "http://x.example", secretCiphertext: Uint8Array.from([1]) } });
    }
    // Row g: endpoint g % 3, charge "Pedido<g / 3>" (so each charge has one delivery per endpoint);
    // every tenth a `test` event, which carries no txid.
    await pool.query(
      `INSERT INTO webhook_deliveries (id, endpoint_id, store_id, environment, event, event_id, body, txid, status, created_at)
       SELECT gen_random_uuid(), ($1::uuid[])[g % 3 + 1], $2::uuid, 'test',
              CASE WHEN g % 10 = 0 THEN 'test' ELSE 'charge.paid' END, gen_random_uuid(),
              CASE WHEN g % 10 = 0 THEN '{"event":"test","data":{"message":"x"}}'
                   ELSE json_build_object('event', 'charge.paid', 'data', json_build_object('txid', 'Pedido' || (g / 3), 'amount', 10))::text END,
              CASE WHEN g % 10 = 0 THEN NULL ELSE 'Pedido' || (g / 3) END,
              'succeeded', now() - make_interval(secs => g)
       FROM generate_series(1, 30000) g`,
      [endpoints, owner.storeId],
    );
    await pool.query("ANALYZE webhook_deliveries");
  });
  afterAll(async () => {
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  it("reads one endpoint's deliveries of the txid on the partial index", async () => {
    const [row] = await prisma.$queryRaw<{ "QUERY PLAN": unknown }[]>(Prisma.sql`EXPLAIN (FORMAT JSON) ${txidPageQuery(owner, endpoints[0], "Pedido4001", 21, null)}`);
    expect(JSON.stringify(row["QUERY PLAN"])).toContain('"Index Name":"webhook_deliveries_txid_idx"');
  });

  it("answers only that txid's deliveries to that endpoint, newest first, page by page", async () => {
    // A second delivery of Pedido4001 to the first endpoint (a redelivery), newer than the first.
    await prisma.webhookDelivery.create({
      data: { id: randomUUID(), endpointId: endpoints[0], ...owner, event: "charge.paid", eventId: randomUUID(), body: JSON.stringify({ event: "charge.paid", data: { txid: "Pedido4001" } }), txid: "Pedido4001" },
    });
    const all = await repo.pageForTxid(owner, endpoints[0], "Pedido4001", 20, null);
    expect(all.more).toBe(false);
    expect(all.rows).toHaveLength(2);
    expect(all.rows.every((d) => d.endpointId === endpoints[0] && JSON.parse(d.body).data.txid === "Pedido4001")).toBe(true);
    expect(all.rows[0].createdAt.getTime()).toBeGreaterThan(all.rows[1].createdAt.getTime());

    const first = await repo.pageForTxid(owner, endpoints[0], "Pedido4001", 1, null);
    expect(first).toEqual({ rows: [all.rows[0]], more: true });
    const second = await repo.pageForTxid(owner, endpoints[0], "Pedido4001", 1, { createdAt: first.rows[0].createdAt, id: first.rows[0].id });
    expect(second).toEqual({ rows: [all.rows[1]], more: false });

    expect((await repo.pageForTxid({ ...owner, storeId: randomUUID() }, endpoints[0], "Pedido4001", 20, null)).rows).toEqual([]);
    expect((await repo.pageForTxid({ ...owner, environment: "live" }, endpoints[0], "Pedido4001", 20, null)).rows).toEqual([]);
    expect((await repo.pageForTxid(owner, endpoints[0], "Ninguem", 20, null)).rows).toEqual([]);
  });

  it("an automatic retry of a charge's delivery keeps its txid, so it shows under the charge too", async () => {
    await prisma.webhookEndpoint.update({ where: { id: endpoints[1] }, data: { retryPolicy: "exponential" } });
    const failed = await prisma.webhookDelivery.create({
      data: {
        id: randomUUID(), endpointId: endpoints[1], ...owner, event: "charge.paid", eventId: randomUUID(), txid: "PedidoRetry",
        body: JSON.stringify({ event: "charge.paid", data: { txid: "PedidoRetry" } }), status: "failed", nextAttemptAt: new Date(Date.now() - 1000),
      },
    });
    const retried = await repo.startDueRetries(10);
    expect(retried.map((r) => r.endpointId)).toContain(endpoints[1]);
    const page = await repo.pageForTxid(owner, endpoints[1], "PedidoRetry", 20, null);
    expect(page.rows.map((d) => d.retryOf ?? d.id)).toEqual([failed.id, failed.id]);
    expect(page.rows[0]).toMatchObject({ attempt: 2, status: "pending", txid: "PedidoRetry" });
  });
});

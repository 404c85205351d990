import { join } from "node:path";
import { analyzeDatabase } from "@pix/db";
import { scopeOfRow } from "@pix/grpc";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import { chargesFilterInput, pageInput, pixFilterInput, txidsInput } from "../src/lists/domain/list-input";
import { chargesParams, chargesSql, ListsRepository, PIX_PAGE_SQL, pixParams } from "../src/lists/repositories/lists";
import { RefundsRepository } from "../src/refunds/repositories/refunds";
import { createPrisma, type PrismaClient } from "../src/shared/repositories/prisma";

/**
 * The BCB API's lists (GET /cob, GET /cobv, GET /pix) read in PostgreSQL: each filter, the period's
 * bounds (both inclusive), the page and the total, and the store and environment of the caller only,
 * over a store with 50,000 newer charges (the old in-memory lists saw only the newest 5,000) and
 * another store with 20,000. The small hand-made set lives in January 2020, the bulk in 2026.
 */
let db: PooledTestDatabase;
let prisma: PrismaClient;
let lists: ListsRepository;
let refunds: RefundsRepository;
const STORE = "0b0e7b7c-1111-4111-8111-111111111111";
const OTHER = "0b0e7b7c-2222-4222-8222-222222222222";
const scope = scopeOfRow({ storeId: STORE, environment: "test" });
const BULK = 50_000;

const DYNAMIC = "00020101021226800014br.gov.bcb.pix2558127.0.0.1:42021/qr/v2/ad3c9aac-12f4-4df6-a60c-0dfa5dbaaa055204000053039865802BR5911PIX GATEWAY6009SAO PAULO62070503***6304CB79";
const STATIC = "00020126330014br.gov.bcb.pix0111123456789015204000053039865802BR5901N6001C62070503***6304ABCD";
const TERMS = JSON.stringify({ dueDate: "2020-02-01", validadeAposVencimento: 30 });

interface Row { txid: string; store?: string; environment?: string; status: string; created: string; cpf?: string; code?: string; terms?: boolean }
const ROWS: Row[] = [
  { txid: "txA", status: "pending", created: "2020-01-01T00:00:00.000Z", cpf: "11111111111" }, // exactly `from`
  { txid: "txB", status: "paid", created: "2020-01-01T12:00:00.000Z", cpf: "22222222222", code: STATIC }, // paid twice
  { txid: "txC", status: "expired", created: "2020-01-02T00:00:00.000Z", cpf: "12345678000199", terms: true }, // exactly `to`, a cobv of lote 7
  { txid: "txD", status: "refunded", created: "2020-01-01T06:00:00.000Z", cpf: "22222222222" },
  { txid: "txE", status: "pending", created: "2020-01-02T00:00:00.001Z", cpf: "11111111111" }, // just after `to`
  { txid: "txF", store: OTHER, status: "paid", created: "2020-01-01T10:00:00.000Z", cpf: "11111111111" },
  { txid: "txG", environment: "live", status: "paid", created: "2020-01-01T10:00:00.000Z", cpf: "11111111111" },
  { txid: "txH", status: "creating", created: "2020-01-01T10:00:00.000Z", cpf: "11111111111" }, // never shown
];
/** [txid, end-to-end id, paid at] */
const PAYMENTS = [
  ["txB", "EB1", "2020-01-01T12:05:00.000Z"], ["txB", "EB2", "2020-01-01T13:00:00.000Z"],
  ["txD", "ED1", "2020-01-01T06:01:00.000Z"], ["txF", "EF1", "2020-01-01T10:01:00.000Z"], ["txG", "EG1", "2020-01-01T10:01:00.000Z"],
] as const;
const PERIOD = { from: "2020-01-01T00:00:00.000Z", to: "2020-01-02T00:00:00.000Z" };

async function insertFixture() {
  for (const r of ROWS) {
    await db.pool.query(
      `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status, pix_code, created_at, customer_cpf, due_terms)
       VALUES (gen_random_uuid(), $1::uuid, $2, $3, 'pub' || $3 || $1::text, '', 1000, $4, $5, $6::timestamptz, $7, $8::jsonb)`,
      [r.store ?? STORE, r.environment ?? "test", r.txid, r.status, r.code ?? DYNAMIC, r.created, r.cpf ?? null, r.terms ? TERMS : null],
    );
  }
  for (const [txid, e2e, paidAt] of PAYMENTS) {
    // As the payment path writes them: no store or environment (the trigger copies the charge's).
    await db.pool.query(
      `INSERT INTO payments (id, charge_id, end_to_end_id, amount_cents, paid_at) SELECT gen_random_uuid(), id, $2, 1000, $3 FROM charges WHERE txid = $1`,
      [txid, e2e, paidAt],
    );
  }
  // The first payment is the charge's own end-to-end id; EB2 is an extra payment of txB.
  await db.pool.query(`UPDATE charges c SET end_to_end_id = p.end_to_end_id, paid_at = p.paid_at FROM payments p
    WHERE p.charge_id = c.id AND p.end_to_end_id IN ('EB1', 'ED1', 'EF1', 'EG1')`);
  // Refunds: one returning EB2 (not EB1), one returning ED1.
  await db.pool.query(`INSERT INTO refunds (id, store_id, environment, charge_id, txid, amount_cents, payment_end_to_end_id, fee_bearer, created_at)
    SELECT gen_random_uuid(), store_id, environment, id, txid, 500, v.e2e, 'lojista', v.at::timestamptz FROM charges
    JOIN (VALUES ('txB', 'EB2', '2020-01-03T00:00:00Z'), ('txD', 'ED1', '2020-01-02T00:00:00Z')) AS v(txid, e2e, at) USING (txid)`);
  // Lote 7 created txC; its refused item names no charge.
  await db.pool.query(`INSERT INTO charge_batches (id, store_id, environment, descricao, status, total, external_id)
    VALUES ('0b0e7b7c-7777-4777-8777-777777777777', $1, 'test', 'Lote 7', 'CONCLUIDO', 2, '7')`, [STORE]);
  await db.pool.query(`INSERT INTO charge_batch_items (batch_id, indice, status, txid, charge_id)
    SELECT '0b0e7b7c-7777-4777-8777-777777777777'::uuid, 0, 'CRIADA', txid, id FROM charges WHERE txid = 'txC'
    UNION ALL SELECT '0b0e7b7c-7777-4777-8777-777777777777'::uuid, 1, 'NEGADA', NULL, NULL`);
}

/** Newer charges in bulk: one a minute from June 2026, a tenth with a due date, a third paid (a payment each). */
async function insertBulk(store: string, n: number) {
  await db.pool.query(
    `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, status, pix_code, created_at, customer_cpf, due_terms, end_to_end_id, paid_at)
     SELECT gen_random_uuid(), $1::uuid, 'test', 'bulk' || i, 'pub' || i || $1::text, '', 1000 + i,
            CASE WHEN i % 3 = 0 THEN 'paid' WHEN i % 3 = 1 THEN 'pending' ELSE 'expired' END, $3,
            '2026-06-01T00:00:00Z'::timestamptz + make_interval(mins => i), lpad((i % 1000)::text, 11, '0'),
            CASE WHEN i % 10 = 0 THEN $4::jsonb END,
            CASE WHEN i % 3 = 0 THEN 'E' || i || $1::text END, CASE WHEN i % 3 = 0 THEN '2026-06-01T00:00:30Z'::timestamptz + make_interval(mins => i) END
     FROM generate_series(1, $2::int) AS i`,
    [store, n, DYNAMIC, TERMS],
  );
  await db.pool.query(
    `INSERT INTO payments (id, charge_id, end_to_end_id, amount_cents, paid_at)
     SELECT gen_random_uuid(), id, end_to_end_id, amount_cents, paid_at FROM charges WHERE store_id = $1::uuid AND end_to_end_id LIKE 'E%' AND txid LIKE 'bulk%'`,
    [store],
  );
}

beforeAll(async () => {
  db = await createPooledTestDatabase("charges_bcb_lists", join(__dirname, "../prisma/migrations"));
  prisma = createPrisma(db.pool);
  lists = new ListsRepository(db.pool);
  refunds = new RefundsRepository(prisma);
  await insertFixture();
  await insertBulk(STORE, BULK);
  await insertBulk(OTHER, 20_000);
  await analyzeDatabase(db.url);
}, 120_000);
afterAll(async () => {
  await prisma.$disconnect();
  await db.drop();
});

type ChargesRequest = Parameters<typeof chargesFilterInput>[0];
const cobs = async (extra: Partial<ChargesRequest> = {}, page = 0, size = 100) => {
  const r = await lists.charges(scope, chargesFilterInput({ ...PERIOD, with_due_date: false, status: null, ...extra }), pageInput(page, size));
  return { txids: r.rows.map((c) => c.txid), total: r.total };
};
const pix = async (extra: Partial<Parameters<typeof pixFilterInput>[0]> = {}, page = 0, size = 100) => {
  const r = await lists.pix(scope, pixFilterInput({ ...PERIOD, ...extra }), pageInput(page, size));
  return { e2e: r.rows.map((p) => p.pix_end_to_end_id), total: r.total, rows: r.rows };
};

describe("charges by period (GET /cob, GET /cobv)", () => {
  it("lists the immediate charges created within the period, both bounds included, newest first: the store's and environment's only", async () => {
    expect(await cobs()).toEqual({ txids: ["txB", "txD", "txA"], total: 3 });
    expect(await cobs({ with_due_date: true })).toEqual({ txids: ["txC"], total: 1 });
    expect(await cobs({ from: "2020-01-01T00:00:00.001Z", to: "2020-01-02T00:00:00.001Z" })).toEqual({ txids: ["txE", "txB", "txD"], total: 3 });
  });

  it("finds a charge older than 50,000 newer ones, and counts every match of a wide period", async () => {
    expect(await cobs({ from: "2019-01-01T00:00:00Z", to: "2020-01-01T00:00:00Z" })).toEqual({ txids: ["txA"], total: 1 });
    const all = await cobs({ from: "2019-01-01T00:00:00Z", to: "2030-01-01T00:00:00Z" }, 0, 1);
    expect(all).toEqual({ txids: [`bulk${BULK - 1}`], total: 4 + BULK - BULK / 10 }); // txA, txB, txD, txE and the bulk's cob
  });

  it("filters by document, status set and location", async () => {
    expect(await cobs({ customer_document: "22222222222" })).toEqual({ txids: ["txB", "txD"], total: 2 });
    expect(await cobs({ customer_document: "12345678000199", with_due_date: true })).toEqual({ txids: ["txC"], total: 1 });
    expect(await cobs({ status: { statuses: ["pending"] } })).toEqual({ txids: ["txA"], total: 1 });
    expect(await cobs({ status: { statuses: ["paid", "refunded"] } })).toEqual({ txids: ["txB", "txD"], total: 2 });
    expect(await cobs({ status: { statuses: [] } })).toEqual({ txids: [], total: 0 });
    expect(await cobs({ location_present: true })).toEqual({ txids: ["txD", "txA"], total: 2 });
    expect(await cobs({ location_present: false })).toEqual({ txids: ["txB"], total: 1 });
  });

  it("filters by the lote's own id: its created cobv only; an id the store has no lote with lists nothing", async () => {
    expect(await cobs({ with_due_date: true, batch_external_id: "7" })).toEqual({ txids: ["txC"], total: 1 });
    expect(await cobs({ with_due_date: true, batch_external_id: "8" })).toEqual({ txids: [], total: 0 });
  });

  it("pages with the total of every page, a page past the end empty", async () => {
    expect(await cobs({}, 0, 2)).toEqual({ txids: ["txB", "txD"], total: 3 });
    expect(await cobs({}, 1, 2)).toEqual({ txids: ["txA"], total: 3 });
    expect(await cobs({}, 5, 2)).toEqual({ txids: [], total: 3 });
    // Deep in the bulk: pages of 1,000 neither overlap nor skip.
    const wide = { from: "2026-01-01T00:00:00Z", to: "2030-01-01T00:00:00Z" };
    const [p40, p41] = [await cobs(wide, 40, 1000), await cobs(wide, 41, 1000)];
    expect(p40.txids).toHaveLength(1000);
    expect(new Set([...p40.txids, ...p41.txids]).size).toBe(p40.txids.length + p41.txids.length);
    expect(p40.total).toBe(BULK - BULK / 10);
  });

  it("refuses a period whose end precedes its start, and pages beyond the bounds", () => {
    expect(() => chargesFilterInput({ from: PERIOD.to, to: PERIOD.from, with_due_date: false, status: null })).toThrow(/Período inválido/);
    expect(() => pageInput(0, 1001)).toThrow(/no máximo 1000/);
    expect(() => chargesFilterInput({ ...PERIOD, with_due_date: false, status: { statuses: ["creating"] } })).toThrow();
  });
});

describe("Pix received by period (GET /pix)", () => {
  it("lists each Pix received within the period (a charge paid twice is two), newest first, the store's and environment's only", async () => {
    const r = await pix();
    expect(r.e2e).toEqual(["EB2", "EB1", "ED1"]);
    expect(r.total).toBe(3);
    expect(r.rows.map((p) => [p.txid, p.pix_paid_at, p.pix_amount_cents, p.end_to_end_id])).toEqual([
      ["txB", "2020-01-01T13:00:00.000Z", 1000, "EB1"], ["txB", "2020-01-01T12:05:00.000Z", 1000, "EB1"], ["txD", "2020-01-01T06:01:00.000Z", 1000, "ED1"],
    ]);
  });

  it("reads the period by when each Pix was received, both bounds included", async () => {
    expect((await pix({ from: "2020-01-01T12:05:00.000Z", to: "2020-01-01T13:00:00.000Z" })).e2e).toEqual(["EB2", "EB1"]);
    expect((await pix({ from: "2020-01-01T12:05:00.001Z", to: "2020-01-01T12:59:59.999Z" })).e2e).toEqual([]);
  });

  it("filters by txid, document and whether a refund returns that very Pix", async () => {
    expect(await pix({ txid: "txB" })).toMatchObject({ e2e: ["EB2", "EB1"], total: 2 });
    expect(await pix({ txid: "txF" })).toMatchObject({ e2e: [], total: 0 }); // another store's
    expect(await pix({ customer_document: "22222222222" })).toMatchObject({ e2e: ["EB2", "EB1", "ED1"], total: 3 });
    expect(await pix({ has_refunds: true })).toMatchObject({ e2e: ["EB2", "ED1"], total: 2 });
    expect(await pix({ has_refunds: false })).toMatchObject({ e2e: ["EB1"], total: 1 });
  });

  it("pages the Pix with the total", async () => {
    expect(await pix({}, 1, 2)).toMatchObject({ e2e: ["ED1"], total: 3 });
    const bulk = await pix({ from: "2026-01-01T00:00:00Z", to: "2030-01-01T00:00:00Z" }, 3, 500);
    expect(bulk.total).toBe(Math.floor(BULK / 3));
    expect(bulk.e2e).toHaveLength(500);
  });
});

it("reads the refunds of a page's charges in one call: the scope's only, oldest first", async () => {
  const found = await refunds.listForTxids(scope, txidsInput(["txB", "txD", "txF", "nope"]));
  expect(found.map((r) => [r.txid, r.paymentEndToEndId])).toEqual([["txD", "ED1"], ["txB", "EB2"]]);
  expect(await refunds.listForTxids(scope, [])).toEqual([]);
  expect(() => txidsInput(Array.from({ length: 1001 }, (_, i) => `t${i}`))).toThrow(/no máximo 1000/);
});

/** Every node of a JSON plan, depth first. */
function nodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  return [plan, ...((plan.Plans ?? []) as Record<string, unknown>[]).flatMap(nodes)];
}
async function explain(sql: string, params: unknown[]) {
  const { rows } = await db.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
  const [out] = rows[0]["QUERY PLAN"] as { Plan: Record<string, unknown>; "Execution Time": number }[];
  const all = nodes(out.Plan);
  return { ms: out["Execution Time"], indexes: all.map((n) => n["Index Name"]).filter(Boolean), seqScans: all.filter((n) => n["Node Type"] === "Seq Scan").map((n) => n["Relation Name"]) };
}

describe("plans over 50,000 charges of the store and 20,000 of another", () => {
  const wide = { from: "2026-01-01T00:00:00Z", to: "2030-01-01T00:00:00Z" };
  const page = (size: number, n: number) => [size, n * size];

  it("reads a page of a period by the store's (created_at) index, never scanning the table", async () => {
    const p = await explain(chargesSql({ batchExternalId: null }).page, [...chargesParams(scope, chargesFilterInput({ ...wide, with_due_date: false, status: null })), ...page(100, 10)]);
    expect(p.seqScans).toEqual([]);
    expect(p.indexes).toContain("charges_store_id_environment_created_at_idx");
    expect(p.ms).toBeLessThan(500);
  });

  it("reads a payer's charges by the (customer_cpf, created_at) index", async () => {
    const p = await explain(chargesSql({ batchExternalId: null }).page, [...chargesParams(scope, chargesFilterInput({ ...wide, with_due_date: false, status: null, customer_document: "00000000042" })), ...page(100, 0)]);
    expect(p.seqScans).toEqual([]);
    expect(p.indexes).toContain("charges_store_id_environment_customer_cpf_created_at_idx");
  });

  it("counts a week by the index, and every charge of the store (most of this table: a scan is the plan) in bounded time", async () => {
    const week = { from: "2026-06-10T00:00:00Z", to: "2026-06-17T00:00:00Z" };
    const p = await explain(chargesSql({ batchExternalId: null }).count, chargesParams(scope, chargesFilterInput({ ...week, with_due_date: false, status: null })));
    expect(p.seqScans).toEqual([]);
    expect(p.indexes).toContain("charges_store_id_environment_created_at_idx");
    expect((await explain(chargesSql({ batchExternalId: null }).count, chargesParams(scope, chargesFilterInput({ ...wide, with_due_date: false, status: null })))).ms).toBeLessThan(2000);
  });

  it("reads a lote's cobv from the lote's items, not by testing every charge of the store", async () => {
    const filter = chargesFilterInput({ ...wide, from: "2019-01-01T00:00:00Z", with_due_date: true, status: null, batch_external_id: "7" });
    const p = await explain(chargesSql(filter).count, chargesParams(scope, filter));
    expect(p.seqScans).not.toContain("charges");
    expect(p.indexes).toContain("charges_pkey");
  });

  it("reads a page of Pix by the payments' (store, environment, paid_at) index", async () => {
    const p = await explain(PIX_PAGE_SQL, [...pixParams(scope, pixFilterInput(wide)), ...page(100, 10)]);
    expect(p.seqScans).toEqual([]);
    expect(p.indexes).toContain("payments_store_id_environment_paid_at_id_idx");
    expect(p.ms).toBeLessThan(500);
  });
});

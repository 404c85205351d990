import { join } from "node:path";
import { createLogger } from "@pix/logger";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import { ReconciliationRepository } from "../src/ledger/repositories/reconciliation";
import { runReconciliation, type ReconcileDeps } from "../src/ledger/usecases/reconcile";

/** The reconciliation's run claim and record on PostgreSQL (the comparisons: ledger-reconciliation.int.spec.ts, end to end). */
let db: PooledTestDatabase;
let repo: ReconciliationRepository;
beforeAll(async () => {
  db = await createPooledTestDatabase("charges_reconcile", join(__dirname, "../prisma/migrations"));
  repo = new ReconciliationRepository(db.pool);
});
afterAll(() => db.drop());

const DAY = 24 * 60 * 60_000;
const deps = (): ReconcileDeps => ({
  repo, withdrawals: { page: async () => [] }, engines: { main: () => null, asSubaccount: () => null },
  receivingAccounts: { get: async () => { throw new Error("not asked"); } }, logger: createLogger("t", "silent"), engineWindowMs: DAY, engineLimit: 10,
});

it("runs once per period on one replica: concurrent claims get one run, a finished run blocks the period, the command's claim does not", async () => {
  const claims = await Promise.all(Array.from({ length: 6 }, () => repo.claimRun(DAY)));
  const ids = claims.filter((c) => c !== null);
  expect(ids).toHaveLength(1);
  expect(await repo.claimRun(0)).toBeNull(); // a run in progress (its replica may still be working)
  await repo.finishRun(ids[0]!, []);
  expect(await repo.claimRun(DAY)).toBeNull(); // done for the period
  expect(await runReconciliation(deps(), DAY)).toBeNull();
  expect(await runReconciliation(deps(), 0)).toEqual({ runId: expect.any(String), differences: 0 });
});

it("keeps one open row per difference across runs and resolves what a run no longer finds", async () => {
  const d = (ref: string) => ({ kind: "payment_missing" as const, ref, storeId: null, environment: null, expectedCents: 100, ledgerCents: null, detail: "x" });
  const run = async (found: ReturnType<typeof d>[]) => repo.finishRun((await repo.claimRun(0))!, found);
  await run([d("a"), d("b")]);
  await run([d("a"), d("b")]);
  await run([d("b")]);
  const rows = (await db.pool.query("SELECT ref, resolved_at IS NOT NULL AS resolved FROM ledger_differences ORDER BY ref")).rows;
  expect(rows).toEqual([{ ref: "a", resolved: true }, { ref: "b", resolved: false }]);
  expect((await repo.open(10)).differences.map((x) => x.ref)).toEqual(["b"]);
  await run([d("a")]); // found again after it was resolved: a new open row
  expect((await repo.open(10)).differences.map((x) => x.ref)).toEqual(["a"]);
});

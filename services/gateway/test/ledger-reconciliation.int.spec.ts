import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { signUpTeam, startStack, type Stack } from "./stack";
import { withdrawalKit, type WithdrawalKit } from "./withdrawal-support";

/**
 * Issue 24, the ledger's reconciliation: `pnpm --filter @pix/charges reconcile` (the same run as the
 * daily job) compares the ledger with charges' payments and fees, onboarding's withdrawals (gRPC) and
 * the payment-engine emulator, records each difference, and the team's console route lists the open
 * ones; a difference that is gone is resolved by the next run. Real stack in subaccount mode.
 */
let stack: Stack;
let kit: WithdrawalKit;
let team: { accessToken: string };
const ROOT = join(__dirname, "../../..");

beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges", "webhooks-dispatcher"], env: { onboarding: { CONTA_UNICA: "false", LEDGER_SYNC_MS: "200" } } });
  kit = withdrawalKit(stack);
  await kit.charges.connectNotices(stack.url);
  team = await signUpTeam(stack, kit.http);
}, 60_000);
afterAll(async () => {
  await kit.close();
  await stack.close();
});

/** The command, as an operator runs it, with the service's environment. */
async function reconcileCommand() {
  const { stdout } = await promisify(execFile)("pnpm", ["--silent", "--filter", "@pix/charges", "reconcile"], {
    cwd: ROOT, env: { ...process.env, ...kit.charges.env, LOG_LEVEL: "silent" }, timeout: 60_000,
  });
  return JSON.parse(stdout) as { run: { runId: string; differences: number }; open: { kind: string; ref: string }[] };
}
const open = async () => (await kit.http("GET", "/admin/conciliacao", { token: team.accessToken })).body;

it("records each difference between the ledger and its sources, lists them to the team, and resolves the ones gone", async () => {
  const m = await kit.merchant();
  const charge = await kit.paidCharge(m.token, 40);
  const w = (await kit.withdraw(m.token, 5)).body.data;
  await kit.transfers.complete((await kit.attempt(w.id, 1)).id);
  await kit.settledWithdrawal(m.token, w.id);

  // Everything posted as it happened: nothing to report, and the engine knows the payment.
  expect(await reconcileCommand()).toMatchObject({ run: { differences: 0 }, open: [] });
  expect((await open()).data).toMatchObject({ differences: [], last_run: { differences: 0, error: null } });

  // Three ways to disagree: a payment recorded without its posting (and unknown to the engine), a
  // withdrawal onboarding paid that the ledger never saw, a balance that drifted from its postings.
  const [c] = await kit.charges.query("SELECT id FROM charges WHERE txid = $1", [charge.txid]);
  const e2e = "E18236120202611261300ReconcX001";
  await kit.charges.query("INSERT INTO payments (id, charge_id, end_to_end_id, amount_cents, paid_at) VALUES (gen_random_uuid(), $1, $2, 4000, now())", [c.id, e2e]);
  const [ghost] = await kit.onboarding.query(
    `INSERT INTO withdrawals (id, store_id, environment, amount_cents, pix_key, pix_key_type, status, attempts, updated_at)
     VALUES (gen_random_uuid(), $1, 'test', 700, '52998224725', 'CPF', 'completed', 1, now()) RETURNING id`, [m.storeId]);
  await kit.charges.query("UPDATE ledger_balances SET balance_cents = balance_cents + 1 WHERE store_id = $1 AND account = 'bank_out'", [m.storeId]);

  const run = await reconcileCommand();
  const found = run.open.map((d) => [d.kind, d.ref]).sort();
  expect(found).toEqual([
    ["balance_drift", `${m.storeId}:test:bank_out`],
    ["engine_missing", e2e],
    ["payment_missing", `payment:${e2e}`],
    ["withdrawal_missing", ghost.id],
  ]);
  const listed = (await open()).data;
  expect(listed.differences.find((d: any) => d.kind === "payment_missing")).toEqual({
    id: expect.any(String), kind: "payment_missing", ref: `payment:${e2e}`, store_id: m.storeId, environment: "test",
    expected: 40, ledger: null, detail: "Pagamento sem lançamento no livro-razão", first_seen_at: expect.any(String), last_seen_at: expect.any(String),
  });
  expect(listed.differences.find((d: any) => d.kind === "withdrawal_missing")).toMatchObject({ expected: 7, ledger: null });
  expect(listed.last_run).toMatchObject({ differences: 4, error: null });

  // Only the team: a merchant (even the store's owner) is refused.
  const merchant = await kit.http("GET", "/admin/conciliacao", { token: m.token });
  expect(merchant.status).toBe(403);
  expect(merchant.body.error.codigo).toBe("SOMENTE_ADMIN");

  // The same differences found again stay one row each; the one gone is resolved.
  await kit.onboarding.query("DELETE FROM withdrawals WHERE id = $1", [ghost.id]);
  const again = await reconcileCommand();
  expect(again.open.map((d) => d.kind).sort()).toEqual(["balance_drift", "engine_missing", "payment_missing"]);
  const rows = await kit.charges.query("SELECT kind, resolved_at FROM ledger_differences ORDER BY kind");
  expect(rows.map((r) => [r.kind, r.resolved_at !== null])).toEqual([
    ["balance_drift", false], ["engine_missing", false], ["payment_missing", false], ["withdrawal_missing", true],
  ]);
}, 120_000);

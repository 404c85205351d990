/**
 * The real side of the money model test (issue 32, money-model.int.spec.ts): one stack per mode
 * (refund-support's world: gateway, charges with the payment-engine emulator, webhooks-dispatcher,
 * onboarding in subaccount mode when asked), a fresh merchant per run, the actions the commands take,
 * and the invariants checked after every command. The invariants read our APIs and databases and the
 * emulator's books; they never recompute the ledger.
 */
import { loadService, ServiceClient } from "@pix/grpc";
import { createLogger } from "@pix/logger";
import { transferTestClient } from "@pix/emulator-payment-engine";
import { httpEngines } from "@pix/charges/src/shared/adapters/engines";
import { GrpcReceivingAccounts } from "@pix/charges/src/shared/adapters/receiving-accounts";
import { chargesEnv } from "@pix/charges/src/config";
import { reconcile } from "@pix/charges/src/ledger/usecases/reconcile";
import { reconcileDeps } from "@pix/charges/src/ledger/usecases/reconcile-deps";
import { derivationErrors, unbalancedTransactions } from "@pix/charges/test/ledger-support";
import { enable, merchantOf, startRefundWorld, until, type Merchant, type Mode, type RefundWorld } from "./refund-support";

export type { Mode } from "./refund-support";

/** Reais (the API's numbers) to centavos. */
export const cents = (reais: number | null | undefined) => Math.round(Number(reais ?? 0) * 100);
export const brl = (c: number) => `R$ ${(c / 100).toFixed(2).replace(".", ",")}`;

export interface ModelWorld {
  mode: Mode;
  w: RefundWorld;
  transfers: ReturnType<typeof transferTestClient>;
  /**
   * The reconciliation job's comparison (the daily job's code: charges' records, onboarding's withdrawals,
   * the engine's payments since `since`), the differences of one store.
   */
  reconcile(storeId: string, since: Date): Promise<unknown[]>;
  close(): Promise<void>;
}

/** The stack of one mode, shared by every run of the property (each run has its own merchant). */
export async function startModelWorld(mode: Mode): Promise<ModelWorld> {
  const w = await startRefundWorld(mode);
  const config = chargesEnv.parse(w.extras.env);
  const onboarding = new ServiceClient("onboarding", loadService("onboarding/v1/onboarding.proto", "pix.onboarding.v1.OnboardingService"),
    config.ONBOARDING_ADDR, config.PRINCIPAL_SECRET, config.GRPC_DEADLINE_MS);
  const engines = httpEngines({
    test: { url: config.ENGINE_URL, apiKey: config.ENGINE_API_KEY }, live: { url: config.ENGINE_LIVE_URL, apiKey: config.ENGINE_LIVE_API_KEY }, timeoutMs: 5_000,
  });
  const deps = reconcileDeps(config, w.db, engines, onboarding, new GrpcReceivingAccounts(onboarding), createLogger("money-model", "silent"));
  return {
    mode, w, transfers: transferTestClient(w.extras.engine.url),
    // Not recorded in ledger_differences: another run's (a failing seed's) differences stay out of this run's.
    reconcile: async (storeId, since) =>
      (await reconcile({ ...deps, engineWindowMs: Date.now() - since.getTime() + 60_000 })).filter((d) => d.storeId === storeId || d.storeId === null),
    close: async () => {
      onboarding.close();
      await engines.close();
      await w.close();
    },
  };
}

export interface RunStore {
  m: Merchant;
  /** When this run's merchant was made: the reconciliation asks the engine about payments since then. */
  since: Date;
}

/** A fresh merchant with refunds enabled (subaccount mode: the service bears its fee, so everything received can go back). */
export async function freshStore(world: ModelWorld): Promise<RunStore> {
  // The emulator's switches are global: a run cut short by a failure may have left refunds held.
  const engine = world.w.extras.engine;
  await engine.refunds.hold(false);
  await engine.refunds.failNext(0);
  await engine.infractions.setDeadline(7 * 24 * 3600_000);
  const since = new Date();
  const m = await merchantOf(world.w, world.mode);
  await enable(world.w, m.storeId, world.mode === "subaccount" ? { habilitado: true, taxa_paga_por: "servico" } : { habilitado: true });
  return { m, since };
}

/** GET /withdrawals/summary in centavos. */
export async function summaryOf(m: Merchant) {
  const r = await m.call("GET", "/withdrawals/summary");
  if (r.status !== 200) throw new Error(`GET /withdrawals/summary: ${r.status} ${JSON.stringify(r.body)}`);
  const s = r.body.data;
  return {
    received: cents(s.received), fees: cents(s.fees), withdrawn: cents(s.withdrawn), pending_withdrawals: cents(s.pending_withdrawals),
    available: cents(s.available), blocked: cents(s.blocked), in_withdrawal: cents(s.in_withdrawal), refunding: cents(s.refunding), refunded: cents(s.refunded),
  };
}
export type Summary = Awaited<ReturnType<typeof summaryOf>>;

/** The summary as GET /statement/totals of the store's whole life implies it (centavos). */
async function summaryFromStatement(m: Merchant): Promise<Summary & { opening: number; movement: number }> {
  const r = await m.call("GET", "/statement/totals?from=2020-01-01T00:00:00Z&to=2099-01-01T00:00:00Z");
  if (r.status !== 200) throw new Error(`GET /statement/totals: ${r.status} ${JSON.stringify(r.body)}`);
  const t = r.body.data;
  const of = (type: string) => t.by_type.find((b: any) => b.type === type) ?? { amount: 0, blocked_amount: 0, in_withdrawal_amount: 0, refunding_amount: 0 };
  // A refund's reservation takes the service's fee share from service_fee (fee_bearer servico): what moved
  // into refund_pending beyond what left available; a failed refund puts it back.
  const feeShare = (type: string) => cents(of(type).refunding_amount) + cents(of(type).amount);
  return {
    opening: cents(t.opening_balance),
    movement: cents(t.credits) + cents(t.debits),
    received: cents(of("payment").amount),
    fees: -cents(of("fee").amount) - feeShare("refund_requested") - feeShare("refund_failed"),
    withdrawn: -cents(of("withdrawal_paid").in_withdrawal_amount),
    pending_withdrawals: cents(t.in_withdrawal_amount),
    available: cents(t.closing_balance),
    blocked: cents(t.blocked_amount),
    in_withdrawal: cents(t.in_withdrawal_amount),
    refunding: cents(t.refunding_amount),
    refunded: -cents(of("refund_completed").refunding_amount) - cents(of("med_returned").blocked_amount),
  };
}

/** Per charge of the store, from the ledger's postings: paid (payer_in), returned (payer_out), blocked, refunding. */
export async function perCharge(world: ModelWorld, storeId: string) {
  const { rows } = await world.w.db.query(
    `SELECT t.charge_id::text AS charge_id, c.txid,
            COALESCE(-SUM(p.amount_cents) FILTER (WHERE p.account = 'payer_in'), 0)::text AS paid,
            COALESCE(SUM(p.amount_cents) FILTER (WHERE p.account = 'payer_out'), 0)::text AS returned,
            COALESCE(SUM(p.amount_cents) FILTER (WHERE p.account = 'blocked'), 0)::text AS blocked,
            COALESCE(SUM(p.amount_cents) FILTER (WHERE p.account = 'refund_pending'), 0)::text AS refunding, c.end_to_end_id,
            (SELECT COALESCE(SUM(r.amount_cents), 0) FROM refunds r WHERE r.charge_id = t.charge_id AND r.status = 'DEVOLVIDO')::text AS refunds_devolvido,
            (SELECT array_agg(py.end_to_end_id) FROM payments py WHERE py.charge_id = t.charge_id) AS pix
       FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id JOIN charges c ON c.id = t.charge_id
      WHERE t.store_id = $1 AND t.environment = 'test'
      GROUP BY t.charge_id, c.txid, c.end_to_end_id`,
    [storeId],
  );
  return rows.map((r) => ({
    chargeId: r.charge_id as string, txid: r.txid as string, paid: Number(r.paid), returned: Number(r.returned), blocked: Number(r.blocked),
    refunding: Number(r.refunding), refundsDevolvido: Number(r.refunds_devolvido), endToEndId: r.end_to_end_id as string | null,
    /** Every Pix of the charge (first and extra payments) by end-to-end id. */
    endToEndIds: (r.pix ?? []) as string[],
  }));
}

/** The emulator's devoluções (merchant refunds and MED returns) DEVOLVIDO per payment's end-to-end id. */
async function engineReturned(world: ModelWorld, endToEndId: string): Promise<number> {
  return (await world.w.extras.engine.refunds.list(endToEndId)).filter((r) => r.status === "DEVOLVIDO").reduce((s, r) => s + r.valueCents, 0);
}

/**
 * Every invariant, strict, read from the system: answers the violations (empty when none).
 * 1. The ledger: every transaction balanced, every balance the sum of its postings.
 * 2. Per payment (charge, extra payments included): returned + blocked + refunding ≤ paid, and the
 *    refunds DEVOLVIDO equal what the ledger returned.
 * 3. GET /withdrawals/summary equals what GET /statement/totals implies.
 * 4. The engine's books equal ours: the reconciliation job finds no difference, and per payment the
 *    emulator's devoluções DEVOLVIDO equal what our ledger returned.
 */
export async function invariantViolations(world: ModelWorld, store: RunStore): Promise<string[]> {
  const out: string[] = [];
  const rows = async (sql: string) => (await world.w.db.query(sql)).rows;
  const unbalanced = await unbalancedTransactions(rows, store.m.storeId);
  if (unbalanced.length) out.push(`unbalanced ledger transactions: ${JSON.stringify(unbalanced)}`);
  const drift = await derivationErrors(rows, store.m.storeId);
  if (drift.length) out.push(`balances differ from their postings: ${JSON.stringify(drift)}`);

  const charges = await perCharge(world, store.m.storeId);
  for (const c of charges) {
    const used = c.returned + c.blocked + c.refunding;
    if (used > c.paid) {
      out.push(`payment ${c.txid}: returned ${brl(c.returned)} + blocked ${brl(c.blocked)} + refunding ${brl(c.refunding)} = ${brl(used)} > paid ${brl(c.paid)}`);
    }
    if (c.refundsDevolvido !== c.returned) out.push(`payment ${c.txid}: refunds DEVOLVIDO ${brl(c.refundsDevolvido)} but the ledger returned ${brl(c.returned)}`);
    // Each devolução returns one Pix (an extra payment's on its own end-to-end id): the engine's, over all of them.
    if (c.endToEndIds.length) {
      let atEngine = 0;
      for (const e2e of c.endToEndIds) atEngine += await engineReturned(world, e2e);
      if (atEngine !== c.returned) out.push(`payment ${c.txid}: the engine returned ${brl(atEngine)}, our ledger ${brl(c.returned)}`);
    }
  }

  const summary = await summaryOf(store.m);
  const implied = await summaryFromStatement(store.m);
  const { opening, movement, ...fromStatement } = implied;
  if (opening !== 0) out.push(`statement: opening balance ${brl(opening)} before the store existed`);
  if (movement !== fromStatement.available) out.push(`statement: credits + debits ${brl(movement)} ≠ closing balance ${brl(fromStatement.available)}`);
  for (const k of Object.keys(summary) as (keyof Summary)[]) {
    if (summary[k] !== fromStatement[k]) out.push(`summary.${k} ${brl(summary[k])} ≠ ${brl(fromStatement[k])} implied by the statement`);
  }

  const differences = await world.reconcile(store.m.storeId, store.since);
  if (differences.length) out.push(`reconciliation found ${differences.length} difference(s): ${JSON.stringify(differences)}`);
  return out;
}

export { until };

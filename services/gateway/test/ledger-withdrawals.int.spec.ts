import { Pool } from "pg";
import { derivationErrors, storeInvariantErrors, unbalancedTransactions } from "@pix/charges/test/ledger-support";
import { LedgerWithdrawals } from "@pix/charges/src/ledger/repositories/ledger-withdrawals";
import { startStack, type Stack } from "./stack";
import { withdrawalKit, type WithdrawalKit } from "./withdrawal-support";

/**
 * Issue 24, the ledger under withdrawals, through the gateway in subaccount mode (CONTA_UNICA=false)
 * on the full stack: the summary reads charges' ledger (extra payments count; new balance fields),
 * withdrawals reserve their amount in the ledger by gRPC so that 50 concurrent ones (and 50 fired
 * 5 ms apart) whose sum exceeds the balance never overdraw, withdrawals older than the ledger are
 * posted by onboarding's ledger sync, and a withdrawal whose reservation was not answered leaves
 * nothing behind. Every test ends with the ledger's invariants, read from charges' database.
 */
let stack: Stack;
let kit: WithdrawalKit;
let chargesDb: Pool;

beforeAll(async () => {
  stack = await startStack({
    services: ["onboarding", "charges", "webhooks-dispatcher"],
    // Correctness here, not latency. The 50-request bursts queue on the store's balance lock; on a loaded
    // machine the last ones take longer than the stack's 3 s / 5 s gRPC deadlines (503 "Serviço charges
    // indisponível") and than a short reserving grace (the ledger sync voided withdrawals mid-request).
    // So the deadlines are long, and the grace stays at its default (60 s): the sync voids only the
    // rows a test makes stale itself (created an hour ago).
    env: { onboarding: { CONTA_UNICA: "false", LEDGER_SYNC_MS: "200", GRPC_DEADLINE_MS: "60000" } },
    gatewayEnv: { GRPC_DEADLINE_MS: "60000" },
  });
  kit = withdrawalKit(stack);
  await kit.charges.connectNotices(stack.url);
  chargesDb = new Pool({ connectionString: kit.charges.databaseUrl, max: 2 });
}, 60_000);
afterAll(async () => {
  await chargesDb.end();
  await kit.close();
  await stack.close();
});

const rows = (sql: string) => kit.charges.query(sql);
const cents = (reais: number) => Math.round(reais * 100);
async function expectInvariants(storeId: string) {
  expect(await unbalancedTransactions(rows)).toEqual([]);
  expect(await derivationErrors(rows)).toEqual([]);
  expect(await storeInvariantErrors(rows, storeId, "test")).toEqual([]);
}

/** A second payment (another end-to-end id; the engine's notices carry the charge's value) of a paid charge. */
async function extraPayment(txid: string, value: string, e2e: string) {
  const [c] = await kit.charges.query("SELECT id, engine_charge_id FROM charges WHERE txid = $1", [txid]);
  const paidAt = new Date().toISOString();
  const body = JSON.stringify({
    id: `evt_${e2e}`, event: "PAYMENT_RECEIVED", dateCreated: paidAt,
    payment: { id: c.engine_charge_id, txid: c.id.replace(/-/g, ""), status: "RECEIVED", value, netValue: value, endToEndIdentifier: e2e, paymentDate: paidAt },
  });
  const post = () => kit.http("POST", "/notices/payment-engine", { raw: body, headers: { "asaas-access-token": kit.charges.noticeToken } });
  expect((await post()).status).toBe(200);
  await kit.until("the extra payment", async () => {
    const [n] = await kit.charges.query("SELECT outcome FROM engine_notices WHERE notice_id = $1", [`evt_${e2e}`]);
    return n?.outcome ? n : undefined;
  });
  return post; // for a redelivery
}

describe("GET /withdrawals/summary reads the ledger", () => {
  it("counts extra payments in received, ignores redelivered notices, and answers the ledger's balances", async () => {
    const m = await kit.merchant();
    const charge = await kit.paidCharge(m.token, 50);
    const redeliver = await extraPayment(charge.txid, "50.00", "E18236120202611261200LedgerXtra1");
    expect((await redeliver()).status).toBe(200); // the same notice again
    const fee = cents(charge.fee_amount);
    const s = await kit.summaryOf(m.token);
    expect(s).toEqual({
      environment: "test", received: 100, fees: fee / 100, withdrawn: 0, pending_withdrawals: 0, available: (10_000 - fee) / 100,
      blocked: 0, in_withdrawal: 0, refunding: 0, refunded: 0,
    });

    const w = (await kit.withdraw(m.token, 10)).body.data;
    expect(await kit.summaryOf(m.token)).toMatchObject({ in_withdrawal: 10, pending_withdrawals: 10, available: (9000 - fee) / 100 });
    await kit.transfers.complete((await kit.attempt(w.id, 1)).id);
    await kit.settledWithdrawal(m.token, w.id);
    expect(await kit.summaryOf(m.token)).toMatchObject({ withdrawn: 10, in_withdrawal: 0, available: (9000 - fee) / 100 });
    await expectInvariants(m.storeId);
  });
});

describe("POST /withdrawals reserves in the ledger", () => {
  it("never overdraws: 50 concurrent withdrawals, then 50 fired 5 ms apart, whose sum exceeds the balance", async () => {
    const m = await kit.merchant();
    const paid = await kit.paidCharge(m.token, 100);
    const available = cents((await kit.summaryOf(m.token)).available);
    expect(available).toBe(10_000 - cents(paid.fee_amount));

    const burst = await Promise.all(Array.from({ length: 50 }, () => kit.withdraw(m.token, 3)));
    const spread = await Promise.all(Array.from({ length: 50 }, (_, i) => new Promise<Awaited<ReturnType<typeof kit.withdraw>>>((resolve) => {
      setTimeout(() => resolve(kit.withdraw(m.token, 1)), i * 5);
    })));
    const all = [...burst, ...spread];
    expect(all.map((r) => r.status).filter((s) => s !== 201 && s !== 400)).toEqual([]); // no 5xx, no other answer
    for (const r of all.filter((a) => a.status === 400)) {
      expect(r.body.error).toMatchObject({ message: expect.stringMatching(/^Saldo insuficiente/), disponivel: expect.any(Number) });
    }
    const acceptedBurst = burst.filter((r) => r.status === 201).length;
    const acceptedSpread = spread.filter((r) => r.status === 201).length;
    // Serialized on the ledger's balance lock: exactly as many as fit, in either wave.
    expect(acceptedBurst).toBe(Math.floor(available / 300));
    expect(acceptedSpread).toBe(Math.floor((available - acceptedBurst * 300) / 100));
    const s = await kit.summaryOf(m.token);
    const reserved = acceptedBurst * 300 + acceptedSpread * 100;
    expect(cents(s.in_withdrawal) + cents(s.withdrawn)).toBe(reserved);
    expect(cents(s.available)).toBe(available - reserved);
    expect(cents(s.available)).toBeGreaterThanOrEqual(0);
    expect(cents(s.available)).toBeLessThan(100);
    // Every accepted withdrawal is listed and reserved once; no refused one left a row.
    const listed = (await kit.http("GET", "/withdrawals", { token: m.token })).body.data;
    expect(listed).toHaveLength(acceptedBurst + acceptedSpread);
    const [{ n }] = await kit.charges.query("SELECT count(*)::int AS n FROM ledger_transactions WHERE store_id = $1 AND kind = 'withdrawal_requested'", [m.storeId]);
    expect(n).toBe(acceptedBurst + acceptedSpread);
    const [{ left }] = await kit.onboarding.query("SELECT count(*)::int AS left FROM withdrawals WHERE store_id = $1 AND status = 'reserving'", [m.storeId]);
    expect(left).toBe(0);
    await expectInvariants(m.storeId);
  }, 120_000); // 100 withdrawals queued on one balance lock: half a minute on a loaded 2-core runner

  it("answers 503 when charges does not answer, and leaves no withdrawal and no reservation behind", async () => {
    const m = await kit.merchant();
    await kit.paidCharge(m.token, 20);
    const before = await kit.summaryOf(m.token);
    kit.onboarding.chargesLink.down();
    let r;
    try {
      r = await kit.withdraw(m.token, 5);
    } finally {
      kit.onboarding.chargesLink.up();
    }
    expect(r.status).toBe(503);
    expect((await kit.http("GET", "/withdrawals", { token: m.token })).body.data).toEqual([]); // never listed
    // The grace (60 s) passes: the request died, its row is an hour old.
    await kit.onboarding.query("UPDATE withdrawals SET created_at = now() - interval '1 hour' WHERE store_id = $1 AND status = 'reserving'", [m.storeId]);
    await kit.until("the reserving row voided", async () => {
      const [{ n }] = await kit.onboarding.query("SELECT count(*)::int AS n FROM withdrawals WHERE store_id = $1", [m.storeId]);
      return n === 0 ? true : undefined;
    });
    expect(await kit.summaryOf(m.token)).toEqual(before);
    await expectInvariants(m.storeId);
  });

  it("voids a withdrawal whose reservation landed but was never answered: reversed, and never reservable again", async () => {
    const m = await kit.merchant();
    await kit.paidCharge(m.token, 20);
    const before = await kit.summaryOf(m.token);
    const id = crypto.randomUUID();
    // An onboarding that died after charges reserved: the row is still `reserving`, past the grace.
    await kit.onboarding.query(
      `INSERT INTO withdrawals (id, store_id, environment, amount_cents, pix_key, pix_key_type, status, updated_at, created_at)
       VALUES ($1, $2, 'test', 700, '52998224725', 'CPF', 'reserving', now(), now() - interval '1 hour')`,
      [id, m.storeId],
    );
    const ledger = new LedgerWithdrawals(chargesDb);
    const ref = { storeId: m.storeId, environment: "test" as const, withdrawalId: id };
    // (The sync may void it first; then the late reservation is refused, which is the point.)
    await ledger.reserve(ref, 700, false).catch((err) => expect(err).toMatchObject({ codigo: "SAQUE_ANULADO" }));
    await kit.until("the reserving row voided", async () => {
      const [{ n }] = await kit.onboarding.query("SELECT count(*)::int AS n FROM withdrawals WHERE id = $1", [id]);
      return n === 0 ? true : undefined;
    });
    expect(await kit.summaryOf(m.token)).toEqual(before);
    await expect(ledger.reserve(ref, 700, false)).rejects.toMatchObject({ codigo: "SAQUE_ANULADO" });
    await expectInvariants(m.storeId);
  });
});

describe("withdrawals made before the ledger", () => {
  it("are posted once by onboarding's ledger sync: completed, pending and rejected", async () => {
    const m = await kit.merchant();
    await kit.paidCharge(m.token, 30);
    const before = await kit.summaryOf(m.token);
    const insert = (status: string, amountCents: number) => kit.onboarding.query(
      `INSERT INTO withdrawals (id, store_id, environment, amount_cents, pix_key, pix_key_type, status, attempts, next_attempt_at, updated_at, ledger_posted)
       VALUES (gen_random_uuid(), $1, 'test', $2, '52998224725', 'CPF', $3, 1, now() + interval '1 day', now(), false) RETURNING id`,
      [m.storeId, amountCents, status],
    );
    await insert("completed", 500);
    await insert("pending", 200);
    await insert("rejected", 100);
    await kit.until("the backfill", async () => {
      const [{ n }] = await kit.onboarding.query("SELECT count(*)::int AS n FROM withdrawals WHERE store_id = $1 AND NOT ledger_posted", [m.storeId]);
      return n === 0 ? true : undefined;
    });
    expect(await kit.summaryOf(m.token)).toMatchObject({
      withdrawn: 5, in_withdrawal: 2, pending_withdrawals: 2, available: (cents(before.available) - 700) / 100,
    });
    const [{ n }] = await kit.charges.query("SELECT count(*)::int AS n FROM ledger_transactions WHERE store_id = $1 AND kind LIKE 'withdrawal%'", [m.storeId]);
    expect(n).toBe(5); // requested ×3, paid, rejected
    await expectInvariants(m.storeId);
  });
});

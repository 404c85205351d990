/**
 * Test mode that can try everything (issue 32), end to end through the gateway in subaccount mode: a
 * simulated payment is paid by the test engine as a payer would (an end-to-end id, a Payment row, the
 * ledger's `payment:<e2e>`), so it is refundable and shows in the statement; a merchant opens a MED
 * infraction on it and decides it without the emulator's controls (POST /pix/simulate-infraction,
 * POST /infractions/{id}/simulate-decision), and the normal notice flow blocks, returns or releases.
 * Before issue 32 the refund answered 409 ESTORNO_DE_SIMULACAO and no MED could be tried in test.
 */
import { loadService, ServiceClient, type Principal } from "@pix/grpc";
import { derivationErrors, storeInvariantErrors, unbalancedTransactions } from "@pix/charges/test/ledger-support";
import { PRINCIPAL_SECRET } from "./stack";
import { balances, enable, merchantOf, settledRefund, startRefundWorld, until, type Merchant, type RefundWorld } from "./refund-support";

let w: RefundWorld;
beforeAll(async () => {
  w = await startRefundWorld("subaccount");
}, 120_000);
afterEach(async () => {
  const rows = (sql: string) => w.extras.query(sql);
  expect(await unbalancedTransactions(rows)).toEqual([]);
  expect(await derivationErrors(rows)).toEqual([]);
  const stores = await w.extras.query<{ store_id: string }>("SELECT DISTINCT store_id FROM charges");
  for (const { store_id } of stores) expect(await storeInvariantErrors(rows, store_id, "test")).toEqual([]);
});
afterAll(async () => {
  await w?.close();
});

const E2E = /^E\d{20}[a-zA-Z0-9]{11}$/;

/** A merchant whose refunds are enabled (the service bears its fee: a store can return all it received). */
async function refundingMerchant(): Promise<Merchant> {
  const m = await merchantOf(w, "subaccount");
  await enable(w, m.storeId, { habilitado: true, taxa_paga_por: "servico" });
  return m;
}

/** A test charge paid by "Simular pagamento", as the panel does it. */
async function simulatedCharge(m: Merchant, amount: number) {
  const issued = await m.call("POST", "/pix", { amount, description: "Pedido de teste" });
  expect(issued.status).toBe(201);
  const paid = await m.call("POST", "/pix/simulate-payment", { txid: issued.body.data.txid });
  expect(paid.status).toBe(200);
  return paid.body.data;
}

describe("a simulated test payment", () => {
  it("is a Pix at the test engine: its end-to-end id on the charge and the Payment row, payment:<e2e> in the ledger, charge.paid simulado, the statement row", async () => {
    const m = await refundingMerchant();
    const charge = await simulatedCharge(m, 30);
    expect(charge).toMatchObject({ status: "paid", end_to_end_id: expect.stringMatching(E2E), paid_at: expect.any(String) });
    const e2e: string = charge.end_to_end_id;

    const [engineCharge] = await w.extras.engine.chargesWithTxid((await w.extras.query("SELECT replace(id::text, '-', '') AS t FROM charges WHERE txid = $1", [charge.txid]))[0].t);
    expect(engineCharge).toMatchObject({ status: "RECEIVED", endToEndId: e2e });
    expect(await w.extras.query("SELECT p.amount_cents::int AS cents, p.end_to_end_id AS e2e FROM payments p JOIN charges c ON c.id = p.charge_id WHERE c.txid = $1", [charge.txid]))
      .toEqual([{ cents: 3000, e2e }]);
    expect(await w.extras.query("SELECT count(*)::int AS n FROM ledger_transactions WHERE source_key = $1", [`payment:${e2e}`])).toEqual([{ n: 1 }]);
    expect(await w.extras.query("SELECT count(*)::int AS n FROM ledger_transactions WHERE source_key = $1", [`payment:charge:${charge.id}`])).toEqual([{ n: 0 }]);
    const [paidEvent] = await w.extras.query("SELECT payload->'data' AS data FROM outbox_events WHERE event = 'charge.paid' AND payload->'data'->>'txid' = $1", [charge.txid]);
    expect(paidEvent.data).toMatchObject({ simulado: true, end_to_end_id: e2e, amount: 30 });

    const statement = await m.call("GET", "/statement");
    expect(statement.status).toBe(200);
    expect(statement.body.data).toContainEqual(expect.objectContaining({ type: "payment", txid: charge.txid, end_to_end_id: e2e, amount: 30 }));
  });

  it("is refundable: POST /pix/refund answers 201, the engine returns it (DEVOLVIDO) and the charge is refunded", async () => {
    const m = await refundingMerchant();
    const charge = await simulatedCharge(m, 25);
    const refund = await m.call("POST", "/pix/refund", { txid: charge.txid, motivo: "Teste de estorno" });
    expect(refund.status).toBe(201);
    expect(refund.body.data).toMatchObject({ txid: charge.txid, amount: 25, status: "EM_PROCESSAMENTO" });
    expect(await settledRefund(m, charge.txid, refund.body.data.id)).toMatchObject({ status: "DEVOLVIDO", amount: 25 });
    const after = await until(async () => {
      const c = (await m.call("GET", `/pix/status?txid=${charge.txid}`)).body.data;
      return c.status === "refunded" ? c : null;
    });
    expect(after).toMatchObject({ refunded_amount: 25, end_to_end_id: charge.end_to_end_id });
    expect(await w.extras.engine.refunds.list()).toContainEqual(expect.objectContaining({ endToEndId: charge.end_to_end_id, valueCents: 2500, status: "DEVOLVIDO" }));
  });

  it("pays once however many simulations arrive (5 ms apart and at once): one engine payment, one Payment row, one charge.paid", async () => {
    const m = await refundingMerchant();
    const issued = (await m.call("POST", "/pix", { amount: 12 })).body.data;
    const spread = Array.from({ length: 5 }, (_, i) => new Promise((r) => setTimeout(r, i * 5)).then(() => m.call("POST", "/pix/simulate-payment", { txid: issued.txid })));
    const together = Array.from({ length: 3 }, () => m.call("POST", "/pix/simulate-payment", { txid: issued.txid }));
    const answers = await Promise.all([...spread, ...together]);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.data.end_to_end_id)).size).toBe(1);
    expect(answers.every((a) => a.body.data.status === "paid")).toBe(true);
    const count = (sql: string) => w.extras.query(sql, [issued.txid]);
    expect(await count("SELECT count(*)::int AS n FROM payments p JOIN charges c ON c.id = p.charge_id WHERE c.txid = $1")).toEqual([{ n: 1 }]);
    expect(await count("SELECT count(*)::int AS n FROM outbox_events WHERE event = 'charge.paid' AND payload->'data'->>'txid' = $1")).toEqual([{ n: 1 }]);
  });
});

describe("a charge registered without a Pix (POST /charges)", () => {
  it("is still paid by simulation (contract 3.1), without an end-to-end id: its refund is 409 ESTORNO_DE_SIMULACAO and its MED 409 MED_SEM_PIX, saying what to do", async () => {
    const m = await refundingMerchant();
    const registered = (await m.call("POST", "/charges", { amount: 15 })).body.data;
    const paid = await m.call("POST", "/pix/simulate-payment", { txid: registered.txid });
    expect(paid.body.data).toMatchObject({ status: "paid", end_to_end_id: null });
    const refund = await m.call("POST", "/pix/refund", { txid: registered.txid });
    expect(refund).toMatchObject({ status: 409, body: { error: { codigo: "ESTORNO_DE_SIMULACAO", message: expect.stringMatching(/POST \/pix.*Simular pagamento/) } } });
    const med = await m.call("POST", "/pix/simulate-infraction", { txid: registered.txid });
    expect(med).toMatchObject({ status: 409, body: { error: { codigo: "MED_SEM_PIX" } } });
  });
});

describe("MED in test, without the emulator", () => {
  it("opens an infraction on a simulated payment (blocked), then upheld: the amount returns to the payer (MED refund)", async () => {
    const m = await refundingMerchant();
    const charge = await simulatedCharge(m, 40);
    const before = await balances(w, m.storeId);

    const opened = await m.call("POST", "/pix/simulate-infraction", { txid: charge.txid, amount: 15, reason: "fraude" });
    expect(opened.status).toBe(201);
    expect(opened.body.data).toMatchObject({ txid: charge.txid, end_to_end_id: charge.end_to_end_id, amount: 15, status: "open", reason: "fraude", outcome: null });
    const blocked = await balances(w, m.storeId);
    expect(blocked.blocked - before.blocked).toBe(1500);
    expect(before.available - blocked.available).toBe(1500);
    expect((await m.call("GET", `/infractions/${opened.body.data.id}`)).body.data).toMatchObject({ id: opened.body.data.id, status: "open" });

    const decided = await m.call("POST", `/infractions/${opened.body.data.id}/simulate-decision`, { outcome: "upheld" });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({ id: opened.body.data.id, status: "closed", outcome: "upheld", refund_id: expect.any(String) });
    const after = await balances(w, m.storeId);
    expect(after.blocked).toBe(before.blocked);
    expect(after.available).toBe(before.available - 1500);
    expect(after.payer_out - before.payer_out).toBe(1500);
    const refunds = (await m.call("GET", `/pix/refunds?txid=${charge.txid}`)).body.data;
    expect(refunds).toContainEqual(expect.objectContaining({ id: decided.body.data.refund_id, amount: 15, status: "DEVOLVIDO" }));

    // Decided once: a second decision is refused, nothing moves.
    const again = await m.call("POST", `/infractions/${opened.body.data.id}/simulate-decision`, { outcome: "rejected" });
    expect(again.status).toBe(409);
    expect(again.body.error.codigo).toBe("INFRACAO_ENCERRADA");
    expect(await balances(w, m.storeId)).toEqual(after);
  });

  it("rejected: the block is released to the available balance; the infraction is listed closed", async () => {
    const m = await refundingMerchant();
    const charge = await simulatedCharge(m, 20);
    const before = await balances(w, m.storeId);
    const opened = (await m.call("POST", "/pix/simulate-infraction", { txid: charge.txid })).body.data;
    expect(opened).toMatchObject({ amount: 20, reason: "fraude", status: "open" });
    expect((await balances(w, m.storeId)).blocked - before.blocked).toBe(2000);

    const decided = await m.call("POST", `/infractions/${opened.id}/simulate-decision`, { outcome: "rejected" });
    expect(decided.body.data).toMatchObject({ status: "closed", outcome: "rejected", refund_id: null });
    expect(await balances(w, m.storeId)).toMatchObject({ available: before.available, blocked: before.blocked });
    expect((await m.call("GET", "/infractions?status=closed")).body.data).toContainEqual(expect.objectContaining({ id: opened.id, outcome: "rejected" }));
  });

  it("with an Idempotency-Key, a retry (after an answer lost, or a double click 5 ms apart) opens no second infraction; another key opens another", async () => {
    const m = await refundingMerchant();
    const charge = await simulatedCharge(m, 30);
    const key = { "Idempotency-Key": `med-${charge.txid}` };
    const first = await m.call("POST", "/pix/simulate-infraction", { txid: charge.txid, amount: 5 }, key);
    expect(first.status).toBe(201);
    const retried = await m.call("POST", "/pix/simulate-infraction", { txid: charge.txid, amount: 5 }, key);
    expect(retried.status).toBe(201);
    expect(retried.body.data.id).toBe(first.body.data.id);
    // A double click: the same key twice, 5 ms apart.
    const clickKey = { "Idempotency-Key": `click-${charge.txid}` };
    const clicks = await Promise.all([
      m.call("POST", "/pix/simulate-infraction", { txid: charge.txid, amount: 5 }, clickKey),
      new Promise((r) => setTimeout(r, 5)).then(() => m.call("POST", "/pix/simulate-infraction", { txid: charge.txid, amount: 5 }, clickKey)),
    ]);
    expect(clicks.map((c) => c.status)).toEqual([201, 201]);
    expect(clicks[1].body.data.id).toBe(clicks[0].body.data.id);
    expect(clicks[0].body.data.id).not.toBe(first.body.data.id);
    const rows = await w.extras.query<{ n: number }>("SELECT count(*)::int AS n FROM infractions i JOIN charges c ON c.id = i.charge_id WHERE c.txid = $1", [charge.txid]);
    expect(rows).toEqual([{ n: 2 }]);
    // Each blocked once: 5 + 5.
    expect(await w.extras.query("SELECT amount_cents::int AS cents FROM infractions WHERE txid = $1", [charge.txid])).toEqual([{ cents: 500 }, { cents: 500 }]);
    expect((await balances(w, m.storeId)).blocked).toBeGreaterThanOrEqual(1000);
  });

  it("refuses what cannot be contested, in Portuguese with a codigo: an unpaid charge, more than what is left, a bad body", async () => {
    const m = await refundingMerchant();
    const pending = (await m.call("POST", "/pix", { amount: 10 })).body.data;
    const unpaid = await m.call("POST", "/pix/simulate-infraction", { txid: pending.txid });
    expect(unpaid).toMatchObject({ status: 409, body: { error: { codigo: "MED_SEM_PIX", message: expect.stringMatching(/Simular pagamento/) } } });

    const charge = await simulatedCharge(m, 10);
    expect((await m.call("POST", "/pix/simulate-infraction", { txid: charge.txid, amount: 6 })).status).toBe(201);
    const tooMuch = await m.call("POST", "/pix/simulate-infraction", { txid: charge.txid, amount: 5 });
    expect(tooMuch).toMatchObject({ status: 409, body: { error: { codigo: "MED_SEM_PIX", message: expect.stringMatching(/resta/) } } });

    expect((await m.call("POST", "/pix/simulate-infraction", { txid: charge.txid, reason: "golpe" })).status).toBe(400);
    expect((await m.call("POST", "/pix/simulate-infraction", { txid: charge.txid, amount: 0 })).status).toBe(400);
    expect((await m.call("POST", "/pix/simulate-infraction", { txid: "NaoExiste123" })).status).toBe(404);
    expect((await m.call("POST", `/infractions/${charge.id}/simulate-decision`, { outcome: "talvez" })).status).toBe(400);
    // Another store's infraction (or any unknown id) is not found, never decided.
    const other = await refundingMerchant();
    const theirs = (await other.call("POST", "/pix/simulate-infraction", { txid: (await simulatedCharge(other, 10)).txid, amount: 5 })).body.data;
    for (const id of [theirs.id, charge.id]) {
      expect(await m.call("POST", `/infractions/${id}/simulate-decision`, { outcome: "upheld" })).toMatchObject({ status: 404, body: { error: { message: "Infração não encontrada" } } });
    }
    expect((await other.call("GET", `/infractions/${theirs.id}`)).body.data).toMatchObject({ status: "open" });
  });

  it("is test mode only: a live principal gets 409 SOMENTE_EM_TESTE for the simulated payment, infraction and decision", async () => {
    const m = await merchantOf(w, "subaccount");
    const charges = new ServiceClient("charges", loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesService"), w.stack.addresses.charges!, PRINCIPAL_SECRET);
    try {
      const live: Principal = { userId: m.storeId, storeId: m.storeId, role: "owner", environment: "live", isAdmin: false, credential: "session", productionApproved: true };
      const refused = expect.objectContaining({ kind: "conflict", codigo: "SOMENTE_EM_TESTE" });
      await expect(charges.call("SimulateInfraction", { txid: "QualquerTxid123" }, { principal: live })).rejects.toEqual(refused);
      await expect(charges.call("DecideTestInfraction", { id: "00000000-0000-4000-8000-000000000000", outcome: "upheld" }, { principal: live })).rejects.toEqual(refused);
      const issued = await charges.call("CreateCharge", { amount_cents: 1000 }, { principal: live });
      await expect(charges.call("SimulatePayment", { txid: issued.charge!.txid }, { principal: live })).rejects.toEqual(refused);
    } finally {
      charges.close();
    }
  });
});

// After the load: wait for the stack to drain, then compare the client's record with the servers' rows.
// Lost: a 2xx whose effect is missing, a paid charge without its payment, a store event the receiver never
// got. Doubled: two effects for one request (one Idempotency-Key, one payment). Stuck: a row still in a
// transitional state (creating, sending/pending, reserving, EM_PROCESSAMENTO) after the drain.
import pg from "pg";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function rows(url, sql, params) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

/** Rows still in a transitional state, per table. */
async function stuck(stack, storeId) {
  const [charges] = await rows(stack.databaseUrl("charges"), "SELECT count(*) FILTER (WHERE status = 'creating')::int AS creating FROM charges WHERE store_id = $1", [storeId]);
  const [refunds] = await rows(stack.databaseUrl("charges"), "SELECT count(*) FILTER (WHERE status = 'EM_PROCESSAMENTO')::int AS em_processamento FROM refunds WHERE store_id = $1", [storeId]);
  const [deliveries] = await rows(stack.databaseUrl("webhooks-dispatcher"),
    "SELECT count(*) FILTER (WHERE status = 'sending')::int AS sending, count(*) FILTER (WHERE status = 'pending')::int AS pending FROM webhook_deliveries WHERE store_id = $1", [storeId]);
  const [withdrawals] = await rows(stack.databaseUrl("onboarding"), "SELECT count(*) FILTER (WHERE status = 'reserving')::int AS reserving FROM withdrawals WHERE store_id = $1", [storeId]);
  const [outbox] = await rows(stack.databaseUrl("charges"), "SELECT count(*)::int AS unpublished FROM outbox_events WHERE published_at IS NULL", []).catch(() => [{ unpublished: null }]);
  return { "charges creating": charges.creating, "refunds EM_PROCESSAMENTO": refunds.em_processamento, "deliveries sending": deliveries.sending, "deliveries pending": deliveries.pending, "withdrawals reserving": withdrawals.reserving, "charges outbox unpublished": outbox.unpublished ?? 0 };
}

/** Polls until nothing is transitional (and the outbox is empty) or `ms` pass; returns how long it took and what is left. */
export async function drain(stack, storeId, ms) {
  const start = Date.now();
  let left = {};
  for (const until = start + ms; Date.now() < until; await sleep(2000)) {
    left = await stuck(stack, storeId).catch((err) => ({ error: String(err) }));
    if (Object.values(left).every((n) => n === 0)) break;
  }
  return { ms: Date.now() - start, left };
}

const ok2xx = (s) => s >= 200 && s < 300;

export async function reconcile({ stack, client, storeId, receiver, ledger, drained }) {
  const problems = [];
  const charges = stack.databaseUrl("charges");
  const dbCharges = await rows(charges, "SELECT c.id, c.txid, c.status, c.created_at, (SELECT count(*)::int FROM payments p WHERE p.charge_id = c.id) AS payments FROM charges c WHERE c.store_id = $1", [storeId]);
  const keys = await rows(charges, "SELECT key, charge_id FROM idempotency_keys WHERE store_id = $1", [storeId]);
  const byTxid = new Map(dbCharges.map((c) => [c.txid, c]));
  const keyCharge = new Map(keys.map((k) => [k.key, k.charge_id]));

  // Charges: every 2xx once, every retried key one effect, no charge without a request.
  const answered = client.ops.charge.filter((o) => ok2xx(o.status));
  const lostCharges = answered.filter((o) => !byTxid.has(o.txid));
  const keyMismatch = answered.filter((o) => keyCharge.get(o.key) !== undefined && byTxid.get(o.txid) && keyCharge.get(o.key) !== byTxid.get(o.txid).id);
  const unresolved = client.ops.charge.filter((o) => !ok2xx(o.status));
  const extra = dbCharges.length - answered.length;
  if (lostCharges.length) problems.push(`${lostCharges.length} charges answered 2xx are missing`);
  if (keyMismatch.length) problems.push(`${keyMismatch.length} Idempotency-Keys map to another charge than their answer`);
  if (extra > unresolved.length) problems.push(`${extra - unresolved.length} charges more than requests (doubled)`);
  // Charges no Idempotency-Key points at: the second effects of a key (the key names one charge only), for the report.
  const keyed = new Set(keys.map((k) => k.charge_id));
  const orphans = dbCharges.filter((c) => !keyed.has(c.id)).slice(0, 20).map((c) => ({ txid: c.txid, status: c.status, created_at: c.created_at }));

  // Payments: every charge paid exactly once.
  const paidByUs = [...client.charges.entries()].filter(([, c]) => c.paidVia);
  const unpaid = paidByUs.filter(([txid]) => (byTxid.get(txid)?.payments ?? 0) === 0);
  const doubledPay = dbCharges.filter((c) => c.payments > 1);
  if (unpaid.length) problems.push(`${unpaid.length} charges paid by the client have no payment`);
  if (doubledPay.length) problems.push(`${doubledPay.length} charges with more than one payment`);

  // Refunds: one row per key that got a 2xx; the ids answered exist.
  const dbRefunds = await rows(charges, "SELECT id, status, natureza FROM refunds WHERE store_id = $1", [storeId]);
  const original = dbRefunds.filter((r) => r.natureza === "ORIGINAL");
  const refundsOk = client.ops.refund.filter((o) => ok2xx(o.status));
  const refundIds = new Set(dbRefunds.map((r) => r.id));
  const lostRefunds = refundsOk.filter((o) => o.id && !refundIds.has(o.id));
  const refundUnresolved = client.ops.refund.filter((o) => !ok2xx(o.status) && o.status >= 500).length;
  if (lostRefunds.length) problems.push(`${lostRefunds.length} refunds answered 2xx are missing`);
  if (original.length - refundsOk.length > refundUnresolved) problems.push(`${original.length - refundsOk.length - refundUnresolved} refunds more than requests (doubled)`);

  // MED: one infraction per opened request.
  const dbInfractions = await rows(charges, "SELECT id, status FROM infractions WHERE store_id = $1", [storeId]).catch(() => []);
  const infractionsOk = client.ops.infraction.filter((o) => ok2xx(o.status));
  if (dbInfractions.length < infractionsOk.length) problems.push(`${infractionsOk.length - dbInfractions.length} infractions answered 2xx are missing`);
  // Each is sent with an Idempotency-Key: a retry after a lost answer must open no second one.
  const infractionsUnresolved = client.ops.infraction.filter((o) => !ok2xx(o.status) && (o.status === 0 || o.status >= 500)).length;
  if (dbInfractions.length - infractionsOk.length > infractionsUnresolved) problems.push(`${dbInfractions.length - infractionsOk.length - infractionsUnresolved} infractions more than requests (doubled)`);

  // Withdrawals (subaccount mode): one row per 2xx, none beyond the requests, at most one payout done per
  // withdrawal at the engine, and every one the payer's bank completed shows completed after the drain.
  const withdrawalsCheck = await checkWithdrawals(stack, client, storeId);
  problems.push(...withdrawalsCheck.problems);

  // Webhooks: every store event reached the receiver (deduplicated by id; duplicates counted).
  // The dispatcher's record of what it owes: every event a delivery row names (store_events is kept only while a
  // store listens with `pix listen`, so it is not the list of events).
  const storeEvents = await rows(stack.databaseUrl("webhooks-dispatcher"), "SELECT DISTINCT event_id, event FROM webhook_deliveries WHERE store_id = $1", [storeId]);
  const missingEvents = storeEvents.filter((e) => !receiver.seen.has(e.event_id));
  const duplicates = [...receiver.seen.values()].reduce((n, e) => n + e.times - 1, 0);
  const paidEvents = new Set([...receiver.seen.values()].filter((e) => e.event === "charge.paid").map((e) => e.txid));
  const paidWithoutEvent = paidByUs.filter(([txid]) => byTxid.get(txid)?.payments > 0 && !paidEvents.has(txid));
  if (missingEvents.length) problems.push(`${missingEvents.length} store events never reached the receiver`);
  if (paidWithoutEvent.length) problems.push(`${paidWithoutEvent.length} paid charges without charge.paid at the receiver`);

  // Ledger: balances equal their postings; the ledger equals the engine's books (charges' reconciliation).
  const unbalanced = await rows(charges, `SELECT b.account, b.balance_cents::text, COALESCE((SELECT sum(p.amount_cents) FROM ledger_postings p
      WHERE p.store_id = b.store_id AND p.environment = b.environment AND p.account = b.account), 0)::text AS postings
    FROM ledger_balances b WHERE b.store_id = $1 AND b.balance_cents <> COALESCE((SELECT sum(p.amount_cents) FROM ledger_postings p
      WHERE p.store_id = b.store_id AND p.environment = b.environment AND p.account = b.account), 0)`, [storeId]);
  const [txCheck] = await rows(charges, `SELECT count(*)::int AS unbalanced FROM (SELECT t.id FROM ledger_transactions t JOIN ledger_postings p ON p.transaction_id = t.id
    WHERE t.store_id = $1 GROUP BY t.id HAVING sum(p.amount_cents) <> 0) x`, [storeId]);
  if (unbalanced.length) problems.push(`${unbalanced.length} balances differ from their postings`);
  if (txCheck.unbalanced) problems.push(`${txCheck.unbalanced} ledger transactions do not sum to zero`);
  const differences = (ledger.open ?? []).filter((d) => !d.store_id || d.store_id === storeId);
  if (ledger.run?.error) problems.push(`ledger reconciliation failed: ${ledger.run.error}`);
  if (differences.length) problems.push(`${differences.length} differences between the ledger and the engine's books`);

  // A dependency outage answers 503 with Retry-After, never an opaque 500 (issue 36's finding).
  const answered500 = client.attempts.filter((a) => a.status === 500).length;
  if (answered500) problems.push(`${answered500} answers were 500 (an outage must be 503 with Retry-After)`);

  // Stuck after the drain.
  for (const [what, n] of Object.entries(drained.left)) if (n) problems.push(`${n} ${what} after the drain`);

  return {
    ok: problems.length === 0,
    problems,
    counts: {
      charges: { orphans, keysWithoutCharge: keys.filter((k) => !k.charge_id).length, requests: client.ops.charge.length, answered2xx: answered.length, unresolved: unresolved.length, rows: dbCharges.length, lost: lostCharges.length, doubled: Math.max(0, extra - unresolved.length), retried: client.ops.charge.filter((o) => o.tries > 1).length },
      withdrawals: withdrawalsCheck.counts,
      payments: { paidByClient: paidByUs.length, viaEngine: paidByUs.filter(([, c]) => c.paidVia === "engine").length, viaSimulation: paidByUs.filter(([, c]) => c.paidVia === "simulation").length, unpaid: unpaid.length, doubled: doubledPay.length },
      refunds: { requests: client.ops.refund.length, answered2xx: refundsOk.length, rows: original.length, lost: lostRefunds.length, settled: dbRefunds.filter((r) => r.status === "DEVOLVIDO").length, failed: dbRefunds.filter((r) => r.status === "NAO_REALIZADO").length },
      infractions: { requests: client.ops.infraction.length, answered2xx: infractionsOk.length, rows: dbInfractions.length, defenses2xx: client.ops.infraction.filter((o) => ok2xx(o.defense ?? 0)).length, decisions2xx: client.ops.infraction.filter((o) => ok2xx(o.decision?.status ?? 0)).length },
      webhooks: { storeEvents: storeEvents.length, receivedDistinct: receiver.seen.size, duplicates, missing: missingEvents.length },
      ledger: { unbalancedBalances: unbalanced.length, unbalancedTransactions: txCheck.unbalanced, engineDifferences: differences.length, run: ledger.run ?? null },
      drain: drained,
      attempts: client.attempts.length,
      clientErrors: client.attempts.filter((a) => a.status === 0 || a.status >= 500).length,
      status500: client.attempts.filter((a) => a.status === 500).length,
    },
  };
}

async function checkWithdrawals(stack, client, storeId) {
  const ops = client.ops.withdrawal ?? [];
  if (!ops.length) return { problems: [], counts: null };
  const problems = [];
  const dbRows = await rows(stack.databaseUrl("onboarding"), "SELECT id, status FROM withdrawals WHERE store_id = $1 AND status <> 'reserving'", [storeId]);
  const byId = new Map(dbRows.map((w) => [w.id, w]));
  const answered = ops.filter((o) => ok2xx(o.status));
  const unresolved = ops.filter((o) => !ok2xx(o.status) && (o.status === 0 || o.status >= 500)).length;
  const lost = answered.filter((o) => !byId.has(o.id));
  if (lost.length) problems.push(`${lost.length} withdrawals answered 2xx are missing`);
  if (dbRows.length - answered.length > unresolved) problems.push(`${dbRows.length - answered.length - unresolved} withdrawals more than requests (doubled)`);
  // The engine's books: a withdrawal paid out twice is money sent twice.
  let paidTwice = 0;
  let notCompleted = 0;
  for (const w of dbRows) {
    const res = await fetch(`${stack.engine}/test/transfers?externalReference=${encodeURIComponent(w.id)}`).catch(() => null);
    const transfers = res?.ok ? (await res.json()).transfers : [];
    const done = transfers.filter((t) => t.status === "DONE").length;
    if (done > 1) paidTwice++;
    if (done === 1 && w.status !== "completed") notCompleted++;
  }
  if (paidTwice) problems.push(`${paidTwice} withdrawals paid out more than once at the engine`);
  if (notCompleted) problems.push(`${notCompleted} withdrawals paid out at the engine but not completed`);
  const status = (s) => dbRows.filter((w) => w.status === s).length;
  return {
    problems,
    counts: {
      requests: ops.length, answered2xx: answered.length, refused4xx: ops.filter((o) => o.status >= 400 && o.status < 500).length, rows: dbRows.length,
      completed: status("completed"), rejected: status("rejected"), pending: status("pending"), failedFirstAttempt: ops.filter((o) => o.failedFirst).length,
      lost: lost.length, paidTwice, notCompleted,
    },
  };
}

import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { startStack, Stack } from "./stack";
import { withdrawalKit, type WithdrawalKit } from "./withdrawal-support";

/**
 * Payouts are durable: the withdrawal row is written before the engine is called, each attempt is
 * recorded before its call and carries the idempotency key `<id>:<attempt>`, and the worker finds
 * its work in the table (FOR UPDATE SKIP LOCKED). These tests put the table in the state a crash or
 * an outage leaves and check that the running service finishes the payout without paying twice.
 */
let stack: Stack;
let kit: WithdrawalKit;
beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges"], env: { onboarding: { CONTA_UNICA: "false" } } });
  kit = withdrawalKit(stack);
  await kit.charges.connectNotices(stack.url);
}, 60_000);
afterAll(async () => {
  await kit.close();
  await stack.close();
});

async function onboardingDb<T = any>(sql: string, params: unknown[]): Promise<T[]> {
  const db = new Client({ connectionString: kit.onboarding.databaseUrl });
  await db.connect();
  try {
    return (await db.query(sql, params)).rows;
  } finally {
    await db.end();
  }
}

it("resumes an attempt a crash left open with the same idempotency key: the engine pays out once", async () => {
  const m = await kit.merchant();
  const id = randomUUID();
  // The state after a crash between "attempt 1 recorded, engine called" and "transfer id recorded".
  await onboardingDb(
    `INSERT INTO withdrawals (id, store_id, environment, amount_cents, pix_key, pix_key_type, attempts, attempt_open, next_attempt_at, updated_at)
     VALUES ($1, $2, 'test', 2500, '52998224725', 'CPF', 1, true, now() + interval '1 hour', now())`,
    [id, m.storeId],
  );
  const res = await fetch(`${kit.charges.engine.url}/v3/transfers`, {
    method: "POST",
    headers: { "content-type": "application/json", access_token: m.sub.apiKey, "idempotency-key": `${id}:1` },
    body: JSON.stringify({ valueCents: 2500, pixAddressKey: "52998224725", pixAddressKeyType: "CPF", externalReference: id }),
  });
  const sent: any = await res.json();
  await onboardingDb(`UPDATE withdrawals SET next_attempt_at = now() WHERE id = $1`, [id]); // the restarted worker's turn

  await kit.until("the worker to record the transfer", async () => {
    const [row] = await onboardingDb(`SELECT engine_transfer_id FROM withdrawals WHERE id = $1`, [id]);
    return row.engine_transfer_id ?? undefined;
  });
  expect(await kit.transfers.attempts(id)).toEqual([expect.objectContaining({ id: sent.id })]);
  await kit.transfers.complete(sent.id);
  expect(await kit.settledWithdrawal(m.token, id)).toMatchObject({ status: "completed", attempts: 1 });
  expect(await kit.transfers.attempts(id)).toHaveLength(1);
  const events = await onboardingDb(`SELECT event, payload FROM outbox_events WHERE payload->'data'->>'withdrawal_id' = $1`, [id]);
  expect(events.map((e) => e.event)).toEqual(["withdrawal.completed"]);
});

it("does not count an unreachable engine as a failed attempt, and retries it with the same key", async () => {
  const m = await kit.merchant();
  await kit.paidCharge(m.token, 30);
  await kit.charges.engine.failNext({ count: 3, status: 503 });
  const w = (await kit.withdraw(m.token, 5)).body.data;
  const t = await kit.attempt(w.id, 1);
  await kit.transfers.complete(t.id);
  expect(await kit.settledWithdrawal(m.token, w.id)).toMatchObject({ status: "completed", attempts: 1 });
  expect(await kit.transfers.attempts(w.id)).toHaveLength(1);
});

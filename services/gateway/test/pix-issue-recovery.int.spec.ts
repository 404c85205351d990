import { loadService, ServiceClient, type ClientOf } from "@pix/grpc";
import { TEST_AMQP_URL } from "@pix/testing";
import { client, PRINCIPAL_SECRET, signUp, startStack, Stack } from "./stack";
import { captureEvents, type ChargesExtras } from "./stack/charges";

/**
 * Issue 8, item 14, against the real payment-engine emulator: POST /pix writes the charge
 * (`creating`) before calling the engine, with the charge id as the engine's idempotency key; a
 * failure leaves the row to a retry with the same Idempotency-Key or to the sweeper, which completes
 * it exactly once (one engine charge, one charge.created) or, after ISSUE_MAX_ATTEMPTS, fails it.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let extras: ChargesExtras;
let events: Awaited<ReturnType<typeof captureEvents>>;
let grpc: ClientOf<"pix.charges.v1.ChargesService">;
beforeAll(async () => {
  stack = await startStack({
    services: ["charges"],
    env: {
      // The first sweep comes after the request's own attempts are over (3 attempts, ≤ 3.3 s with the timeouts below).
      // The fallback poll is 10 min away: every sweep here comes when its row falls due (wake, next due time).
      charges: { ISSUE_RETRY_AFTER_MS: "4000", ISSUE_SWEEP_INTERVAL_MS: "600000", ISSUE_MAX_ATTEMPTS: "2", ENGINE_TIMEOUT_MS: "300" },
    },
  });
  http = client(stack.url);
  extras = stack.extras.charges as ChargesExtras;
  events = await captureEvents(TEST_AMQP_URL, stack.exchange);
  grpc = new ServiceClient("charges", loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesService"), stack.addresses.charges!, PRINCIPAL_SECRET);
});
afterEach(() => extras.engine.failNext({ count: 0 }));
afterAll(async () => {
  grpc.close();
  await events.close();
  await stack.close();
});

interface Row { id: string; txid: string; status: string; pix_code: string | null; engine_charge_id: string | null }
const rowsOf = (storeId: string) => extras.query<Row>("SELECT id, txid, status, pix_code, engine_charge_id FROM charges WHERE store_id = $1", [storeId]);
const engineChargesOf = (chargeId: string) => extras.engine.chargesWithTxid(chargeId.replace(/-/g, ""));
const outboxCreated = async (txid: string) =>
  (await extras.query("SELECT count(*)::int AS n FROM outbox_events WHERE event = 'charge.created' AND payload->'data'->>'txid' = $1", [txid]))[0].n;
const issueRows = async (chargeId: string) => (await extras.query("SELECT count(*)::int AS n FROM charge_issues WHERE charge_id = $1", [chargeId]))[0].n;

async function waitFor<T>(probe: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  for (const until = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 50))) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
  }
}

/** The merchant and the payer see nothing of a charge that is not issued yet. */
async function expectHidden(token: string, row: Row) {
  expect((await http("GET", `/pix/status?txid=${row.txid}`, { token })).status).toBe(404);
  expect((await http("GET", "/pix/list", { token })).body.data).toEqual([]);
  await expect(grpc.call("GetPublicCharge", { checkout_key: row.txid })).rejects.toMatchObject({ kind: "not_found" });
}

it("engine down at issue: 503 and a hidden `creating` row; engine back: the sweeper completes it exactly once", async () => {
  const { user, accessToken } = await signUp(http);
  await extras.engine.failNext({ count: 100_000 });
  const res = await http("POST", "/pix", { token: accessToken, body: { amount: 10, description: "Pedido 7" } });
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ error: { message: expect.any(String), codigo: "PROVEDOR_INDISPONIVEL" } });
  const [row] = await rowsOf(user.id);
  expect(row).toMatchObject({ status: "creating", pix_code: null, engine_charge_id: null });
  await expectHidden(accessToken, row);

  await extras.engine.failNext({ count: 0 });
  const [done] = await waitFor(() => rowsOf(user.id), ([r]) => r.status === "pending");
  const engineCharges = await engineChargesOf(row.id);
  expect(engineCharges.map((c) => c.id)).toEqual([done.engine_charge_id]);
  const status = await http("GET", `/pix/status?txid=${row.txid}`, { token: accessToken });
  expect(status.body.data).toMatchObject({ id: row.id, status: "pending", pix_code: expect.stringMatching(/^000201/), qr_code_url: expect.stringMatching(/^data:image\/png/) });
  const event = await events.waitFor((e) => e.event === "charge.created" && e.data.txid === row.txid);
  expect(event.data).toMatchObject({ status: "pending", pix_code: status.body.data.pix_code, amount: 10 });
  expect(await outboxCreated(row.txid)).toBe(1);
  expect(await issueRows(row.id)).toBe(0); // nothing left for another sweep
});

it("a lost answer: the engine created the charge but the call timed out; the sweeper gets the same charge back", async () => {
  const { user, accessToken } = await signUp(http);
  // Every attempt of the request times out (300 ms) while the engine, 1.2 s later, acts on it anyway.
  await extras.engine.failNext({ count: 3, delayMs: 1_200 });
  const res = await http("POST", "/pix", { token: accessToken, body: { amount: 25 } });
  expect(res.status).toBe(503);
  const [row] = await rowsOf(user.id);
  const [engineCharge] = await waitFor(() => engineChargesOf(row.id), (cs) => cs.length > 0);

  const [done] = await waitFor(() => rowsOf(user.id), ([r]) => r.status === "pending");
  expect(done.engine_charge_id).toBe(engineCharge.id);
  expect(await engineChargesOf(row.id)).toHaveLength(1); // three delayed attempts and the sweep: one engine charge
  expect(await outboxCreated(row.txid)).toBe(1);
});

it("a retry with the same Idempotency-Key resumes the same charge instead of issuing another", async () => {
  const { user, accessToken } = await signUp(http);
  const headers = { "idempotency-key": `retoma-${Date.now()}` };
  const body = { amount: 30, description: "Retentativa" };
  await extras.engine.failNext({ count: 100_000 });
  expect((await http("POST", "/pix", { token: accessToken, body, headers })).status).toBe(503);
  expect((await http("POST", "/pix", { token: accessToken, body, headers })).status).toBe(503);
  const rows = await rowsOf(user.id);
  expect(rows).toHaveLength(1);
  expect(rows[0].status).toBe("creating");

  await extras.engine.failNext({ count: 0 });
  const resumed = await http("POST", "/pix", { token: accessToken, body, headers });
  expect(resumed.status).toBe(201);
  expect(resumed.body.data).toMatchObject({ id: rows[0].id, txid: rows[0].txid, status: "pending", pix_code: expect.any(String) });
  const replay = await http("POST", "/pix", { token: accessToken, body, headers });
  expect(replay.headers.get("idempotent-replayed")).toBe("true");
  expect(replay.body.data.id).toBe(rows[0].id);
  expect(await rowsOf(user.id)).toHaveLength(1);
  expect(await engineChargesOf(rows[0].id)).toHaveLength(1);
  expect(await outboxCreated(rows[0].txid)).toBe(1);
});

it("gives up after ISSUE_MAX_ATTEMPTS sweeps: the charge is `failed`, never shown, without an event", async () => {
  const { user, accessToken } = await signUp(http);
  await extras.engine.failNext({ count: 100_000 });
  expect((await http("POST", "/pix", { token: accessToken, body: { amount: 12 } })).status).toBe(503);
  const [failed] = await waitFor(() => rowsOf(user.id), ([r]) => r.status === "failed", 20_000);
  await expectHidden(accessToken, failed);
  expect(await outboxCreated(failed.txid)).toBe(0);
  expect(await issueRows(failed.id)).toBe(0);
  expect(await engineChargesOf(failed.id)).toHaveLength(0);
});

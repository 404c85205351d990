// The fault suite's client: a mixed load started at a fixed rate (an open loop: a slow answer does not slow
// the next start), behaving as a real client does. Every write carries an Idempotency-Key and is sent
// again with the same key after a 5xx, a 409 IDEMPOTENCIA_EM_ANDAMENTO or a network error, until it gets
// an answer that settles it (2xx or another 4xx) or its time runs out. Every attempt is recorded (time,
// status), so the report can say, per fault, when clients saw errors and which.
import { randomBytes, randomUUID } from "node:crypto";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** How long a client keeps retrying one request (longer than any fault's recovery, shorter than a run). */
const GIVE_UP_MS = 90_000;
const CPF = "52998224725";

export function createClient({ gateway, engine, key, team, storeId, chargesDb, withdrawals = false }) {
  const attempts = []; // { at, op, status } for every attempt (status 0: no answer)
  const ops = { charge: [], refund: [], pay: [], simulate: [], infraction: [], withdrawal: [] }; // settled logical requests
  const charges = new Map(); // txid → { id, amountCents, paidVia, refundedCents, contested }
  let inFlight = 0;

  async function attempt(op, method, url, { body, headers = {}, form } = {}) {
    const at = Date.now();
    try {
      const res = await fetch(url, {
        method, signal: AbortSignal.timeout(30_000),
        headers: { ...(body ? { "content-type": "application/json" } : {}), authorization: `Bearer ${key}`, ...headers },
        body: form ?? (body ? JSON.stringify(body) : undefined),
      });
      const text = await res.text();
      let json = null;
      try { json = JSON.parse(text); } catch { /* not JSON */ }
      // A 5xx is recorded with its codigo and the start of its message (which names the service that could not serve).
      const error = res.status >= 500 ? `${json?.error?.codigo ?? ""} ${String(json?.error?.message ?? json?.error?.id ?? text).split(" ").slice(0, 3).join(" ")}`.trim() : undefined;
      attempts.push({ at, op, status: res.status, ...(error ? { error } : {}) });
      return { status: res.status, body: json, retryAfterS: Number(res.headers.get("retry-after")) || 0 };
    } catch (err) {
      attempts.push({ at, op, status: 0, error: String(err?.cause?.code ?? err?.name ?? err) });
      return { status: 0, body: null };
    }
  }

  /** Sends until settled: 2xx or a 4xx other than 409 IDEMPOTENCIA_EM_ANDAMENTO / 429; null after GIVE_UP_MS. */
  async function settle(op, method, url, options) {
    const until = Date.now() + GIVE_UP_MS;
    let tries = 0;
    for (;;) {
      tries++;
      const res = await attempt(op, method, url, options);
      const retry = res.status === 0 || res.status >= 500 || res.status === 429 || (res.status === 409 && res.body?.error?.codigo === "IDEMPOTENCIA_EM_ANDAMENTO");
      if (!retry) return { ...res, tries };
      if (Date.now() > until) return { status: res.status, body: res.body, tries, gaveUp: true };
      // Backoff up to 2 s, and never sooner than the answer's Retry-After.
      await sleep(Math.max(res.retryAfterS * 1000, Math.min(2000, 200 * tries)));
    }
  }

  const api = (path) => `${gateway}${path}`;

  async function issue() {
    const idempotencyKey = randomUUID();
    const amountCents = 1000 + Math.floor(Math.random() * 4000);
    const res = await settle("charge", "POST", api("/pix"), {
      body: { amount: amountCents / 100, description: "Chaos", customer_cpf: CPF }, headers: { "idempotency-key": idempotencyKey },
    });
    ops.charge.push({ key: idempotencyKey, status: res.status, tries: res.tries, gaveUp: Boolean(res.gaveUp), txid: res.body?.data?.txid ?? null, id: res.body?.data?.id ?? null });
    if (res.status >= 200 && res.status < 300) {
      const txid = res.body.data.txid;
      charges.set(txid, { id: res.body.data.id, amountCents, paidVia: null, refundedCents: 0, contested: false });
      // Half are paid by a payer at the engine (its notice reaches the gateway), half by the test-mode simulation.
      if (Math.random() < 0.5) await payAtEngine(txid);
      else await simulatePayment(txid);
    }
  }

  async function engineChargeId(txid) {
    for (let i = 0; i < 100; i++) {
      const { rows } = await chargesDb.query("SELECT engine_charge_id FROM charges WHERE txid = $1 AND store_id = $2", [txid, storeId]).catch(() => ({ rows: [] }));
      if (rows[0]?.engine_charge_id) return rows[0].engine_charge_id;
      await sleep(500);
    }
    return null;
  }

  /** The payer pays at the engine; a notice the gateway did not accept is sent again, as the engine's retries would. */
  async function payAtEngine(txid) {
    const engineId = await engineChargeId(txid);
    const c = charges.get(txid);
    let delivered = false;
    const until = Date.now() + GIVE_UP_MS;
    const first = await fetch(`${engine}/test/charges/${engineId}/pay`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }).then((r) => r.json()).catch(() => null);
    delivered = first?.delivery?.ok === true || (first?.delivery?.status >= 200 && first?.delivery?.status < 300);
    while (!delivered && Date.now() < until) {
      await sleep(1000);
      const again = await fetch(`${engine}/test/charges/${engineId}/resend-notice`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }).then((r) => r.json()).catch(() => null);
      const d = again?.deliveries?.at(-1);
      delivered = d?.ok === true || (d?.status >= 200 && d?.status < 300);
    }
    // Paid as far as the client knows once the engine's notice was accepted (the engine holds the payment either way).
    if (delivered) c.paidVia = "engine";
    ops.pay.push({ txid, delivered });
  }

  async function simulatePayment(txid) {
    const res = await settle("simulate", "POST", api("/pix/simulate-payment"), { body: { txid } });
    if (res.status >= 200 && res.status < 300) charges.get(txid).paidVia = "simulation";
    ops.simulate.push({ txid, status: res.status, tries: res.tries, gaveUp: Boolean(res.gaveUp) });
  }

  /** A partial refund of R$ 1,00 of a paid charge with enough left (one at a time per charge). */
  async function refund() {
    const entry = [...charges.entries()].find(([, c]) => c.paidVia && !c.busy && !c.contested && c.amountCents - c.refundedCents >= 300);
    if (!entry) return;
    const [txid, c] = entry;
    c.busy = true;
    const idempotencyKey = randomUUID();
    const res = await settle("refund", "POST", api("/pix/refund"), { body: { txid, amount: 1, motivo: "Chaos" }, headers: { "idempotency-key": idempotencyKey } });
    c.busy = false;
    if (res.status >= 200 && res.status < 300) c.refundedCents += 100;
    ops.refund.push({ key: idempotencyKey, txid, status: res.status, tries: res.tries, gaveUp: Boolean(res.gaveUp), id: res.body?.data?.id ?? null, codigo: res.body?.error?.codigo ?? null });
  }

  /** MED: an infraction of R$ 1,00 on a paid, untouched charge, a defense, and the test decision. */
  async function infraction() {
    const entry = [...charges.entries()].find(([, c]) => c.paidVia && !c.busy && !c.contested && c.refundedCents === 0);
    if (!entry) return;
    const [txid, c] = entry;
    c.busy = true;
    c.contested = true;
    const opened = await settle("infraction", "POST", api("/pix/simulate-infraction"), { body: { txid, amount: 1 }, headers: { "idempotency-key": randomUUID() } });
    const id = opened.body?.data?.id;
    const record = { txid, status: opened.status, tries: opened.tries, id: id ?? null, defense: null, decision: null };
    if (id) {
      const form = new FormData();
      form.append("text", `Defesa de teste ${randomBytes(4).toString("hex")}: o pagamento foi legítimo.`);
      record.defense = (await settle("defense", "POST", api(`/infractions/${id}/defense`), { form })).status;
      const outcome = Math.random() < 0.5 ? "upheld" : "rejected";
      record.decision = { outcome, status: (await settle("decision", "POST", api(`/infractions/${id}/simulate-decision`), { body: { outcome } })).status };
    }
    c.busy = false;
    ops.infraction.push(record);
  }

  /** The engine's payout attempts of a withdrawal (each attempt is a transfer under its externalReference). */
  async function transfersOf(withdrawalId) {
    const res = await fetch(`${engine}/test/transfers?externalReference=${encodeURIComponent(withdrawalId)}`).catch(() => null);
    return res?.ok ? (await res.json()).transfers : [];
  }
  async function nthTransfer(withdrawalId, n) {
    for (const end = Date.now() + GIVE_UP_MS; Date.now() < end; await sleep(500)) {
      const list = await transfersOf(withdrawalId);
      if (list.length >= n) return list[n - 1];
    }
    return null;
  }
  const settleTransfer = (id, action) =>
    fetch(`${engine}/test/transfers/${encodeURIComponent(id)}/${action}`, { method: "POST", headers: { "content-type": "application/json" }, body: action === "fail" ? '{"reason":"Caos"}' : "{}" }).then((r) => r.ok).catch(() => false);

  /**
   * Subaccount mode: a withdrawal of R$ 1,00 to a Pix key; the payer bank (the engine's test controls)
   * completes its payout, or fails the first attempt and completes the worker's second.
   */
  async function withdraw() {
    const idempotencyKey = randomUUID();
    const res = await settle("withdrawal", "POST", api("/withdrawals"), { body: { amount: 1, pix_key: CPF, pix_key_type: "CPF" }, headers: { "idempotency-key": idempotencyKey } });
    const record = { key: idempotencyKey, status: res.status, tries: res.tries, gaveUp: Boolean(res.gaveUp), id: res.body?.data?.id ?? null, codigo: res.body?.error?.codigo ?? null, failedFirst: false, completed: false };
    ops.withdrawal.push(record);
    if (!record.id) return;
    const first = await nthTransfer(record.id, 1);
    if (!first) return;
    if (Math.random() < 0.3) {
      record.failedFirst = await settleTransfer(first.id, "fail");
      const second = record.failedFirst ? await nthTransfer(record.id, 2) : null;
      if (second) record.completed = await settleTransfer(second.id, "complete");
    } else record.completed = await settleTransfer(first.id, "complete");
  }

  const mix = withdrawals ? [[issue, 0.45], [refund, 0.2], [infraction, 0.15], [withdraw, 0.2]] : [[issue, 0.5], [refund, 0.3], [infraction, 0.2]];
  const pick = () => {
    let x = Math.random();
    for (const [fn, w] of mix) if ((x -= w) < 0) return fn;
    return issue;
  };

  return {
    attempts, ops, charges, team,
    get inFlight() { return inFlight; },
    /** Starts `rate` operations a second until `stopAt`; resolves when every started one has settled. */
    async run(rate, stopAt) {
      const started = [];
      for (let next = Date.now(); next < stopAt; next += 1000 / rate) {
        await sleep(Math.max(0, next - Date.now()));
        inFlight++;
        started.push(pick()().catch((err) => attempts.push({ at: Date.now(), op: "client", status: -1, error: String(err) })).finally(() => inFlight--));
      }
      await Promise.all(started);
    },
  };
}

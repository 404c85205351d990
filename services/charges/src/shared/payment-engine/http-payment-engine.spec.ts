import { inspect } from "node:util";
import { startPaymentEngine, type RunningPaymentEngine } from "@pix/emulator-payment-engine";
import { HttpPaymentEngine, type HttpPaymentEngineOptions } from "./http-payment-engine";
import { PaymentEngineError, type CreatePixChargeInput } from "./payment-engine";

let seq = 0;
const unique = () => `${Date.now()}${String(seq++).padStart(4, "0")}`;
const chargeInput = (over: Partial<CreatePixChargeInput> = {}): CreatePixChargeInput => ({
  txid: `gw${unique()}abcdefghijklmnop`.slice(0, 30),
  amountCents: 10_000,
  description: "Pedido",
  expiresAt: new Date(Date.now() + 3_600_000),
  ...over,
});
const subaccountInput = () => ({ name: "Loja", email: `loja${unique()}@example.com`, cpfCnpj: "12345678000199", companyType: "LIMITED" as const });

/** Awaits a rejection and returns it as a PaymentEngineError. */
async function failure(promise: Promise<unknown>): Promise<PaymentEngineError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentEngineError);
  return err as PaymentEngineError;
}

describe("HttpPaymentEngine against the payment-engine emulator", () => {
  let emulator: RunningPaymentEngine;
  let engine: HttpPaymentEngine;
  const extra: HttpPaymentEngine[] = [];
  const adapter = (over: Partial<HttpPaymentEngineOptions> = {}) => {
    const a = new HttpPaymentEngine({ baseUrl: emulator.url, apiKey: emulator.apiKey, retryDelayMs: 10, ...over });
    extra.push(a);
    return a;
  };
  // Raw call that bypasses the adapter, to see whether injected faults are still armed.
  const rawStatus = async () => (await fetch(`${emulator.url}/v3/pix/transactions?endToEndId=x`, { headers: { access_token: emulator.apiKey } })).status;

  beforeAll(async () => {
    emulator = await startPaymentEngine({ port: 0, feeCents: 99 });
    engine = adapter();
  });
  afterAll(async () => {
    await Promise.all(extra.map((a) => a.close()));
    await emulator.close();
  });

  it("creates a subaccount and follows its approval", async () => {
    const sub = await engine.createSubaccount(subaccountInput());
    expect(sub).toEqual({ id: expect.any(String), walletId: expect.any(String), apiKey: expect.any(String), status: "PENDING" });
    expect(await engine.getSubaccountStatus(sub.id)).toMatchObject({ id: sub.id, general: "PENDING", documentation: "PENDING", onboardingUrl: expect.any(String) });

    await emulator.approveAccount(sub.id);
    expect(await engine.getSubaccountStatus(sub.id)).toEqual({
      id: sub.id,
      general: "APPROVED",
      commercialInfo: "APPROVED",
      bankAccountInfo: "APPROVED",
      documentation: "APPROVED",
      onboardingUrl: null,
    });
  });

  it("creates an idempotent Pix charge with the split computed on the net amount", async () => {
    const [a, b] = [await engine.createSubaccount(subaccountInput()), await engine.createSubaccount(subaccountInput())];
    const input = chargeInput({
      amountCents: 10_000,
      payer: { name: "Ana", cpfCnpj: "12345678901" },
      split: [{ walletId: a.walletId, percentualValue: "1.99" }, { walletId: b.walletId, fixedValueCents: 150 }],
    });
    const charge = await engine.createPixCharge(input, "order-1");
    expect(charge).toMatchObject({
      txid: input.txid,
      status: "PENDING",
      amountCents: 10_000,
      netValueCents: 9_901, // 10_000 - 99 fee
      expiresAt: input.expiresAt,
      split: [
        { walletId: a.walletId, totalValueCents: 197 }, // floor(9_901 * 1.99 / 100), not 199 on the gross
        { walletId: b.walletId, totalValueCents: 150 },
      ],
    });
    expect(charge.locationUrl).toMatch(/^127\.0\.0\.1:\d+\/qr\/v2\/[0-9a-f-]{36}$/);
    expect((await engine.createPixCharge(input, "order-1")).id).toBe(charge.id);
  });

  it("reads a charge before and after payment, and finds its transaction", async () => {
    const created = await engine.createPixCharge(chargeInput({ amountCents: 2_550 }), `k-${unique()}`);
    expect(await engine.getPixCharge(created.id)).toMatchObject({ id: created.id, status: "PENDING" });
    expect((await engine.getPixCharge(created.id)).endToEndId).toBeUndefined();

    await emulator.pay(created.id);
    const paid = await engine.getPixCharge(created.id);
    expect(paid).toMatchObject({ status: "RECEIVED", endToEndId: expect.stringMatching(/^E\d{20}[A-Za-z0-9]{11}$/), paidAt: expect.any(Date) });

    expect(await engine.findTransaction(paid.endToEndId!)).toEqual({
      id: expect.any(String),
      endToEndId: paid.endToEndId,
      chargeId: created.id,
      txid: created.txid,
      amountCents: 2_550,
      paidAt: paid.paidAt,
    });
    expect(await engine.findTransaction("E00000000202501010000AAAAAAAAAAA")).toBeNull();
  });

  it("maps refusals to 'rejected' with the engine's code", async () => {
    const zero = await failure(engine.createPixCharge(chargeInput({ amountCents: 0 }), `k-${unique()}`));
    expect(zero).toMatchObject({ kind: "rejected", status: 400, code: "invalid_amountCents" });
    expect(zero.transient).toBe(false);
    expect(await failure(engine.getPixCharge("pay_nope"))).toMatchObject({ kind: "rejected", status: 404, code: "not_found" });
    expect(await failure(engine.createSubaccount({ ...subaccountInput(), email: "bad" }))).toMatchObject({ kind: "rejected", status: 400, code: "invalid_email" });
  });

  it("acts as a subaccount with withApiKey, whose charges the main account cannot read", async () => {
    const sub = await engine.createSubaccount(subaccountInput());
    const asSub = engine.withApiKey(sub.apiKey);
    const charge = await asSub.createPixCharge(chargeInput(), `k-${unique()}`);
    expect((await asSub.getPixCharge(charge.id)).id).toBe(charge.id);
    expect(await failure(engine.getPixCharge(charge.id))).toMatchObject({ kind: "rejected", status: 404 });
  });

  it("never exposes the api key", async () => {
    const secret = "super-secret-key";
    const bad = adapter({ apiKey: secret });
    const err = await failure(bad.getPixCharge("x"));
    expect(err).toMatchObject({ kind: "rejected", status: 401 });
    for (const text of [err.message, String(err.stack), inspect(err), inspect(bad, { showHidden: true, depth: 5 }), JSON.stringify(bad)]) {
      expect(text).not.toContain(secret);
    }
  });

  describe("retries", () => {
    it("retries idempotent reads on transient failures", async () => {
      const { id } = await engine.createPixCharge(chargeInput(), `k-${unique()}`);
      await emulator.failNext({ count: 2, status: 503 });
      expect((await engine.getPixCharge(id)).id).toBe(id);
      const sub = await engine.createSubaccount(subaccountInput());
      await emulator.failNext({ count: 1, status: 429 });
      expect((await engine.getSubaccountStatus(sub.id)).general).toBe("PENDING");
    });

    it("gives up after maxRetries", async () => {
      await emulator.failNext({ count: 3, status: 502 });
      const err = await failure(engine.getPixCharge("x"));
      expect(err).toMatchObject({ kind: "unavailable", status: 502 });
      expect(await rawStatus()).toBe(404); // exactly 1 + 2 attempts consumed the 3 faults
    });

    it("retries createPixCharge thanks to its idempotency key", async () => {
      await emulator.failNext({ count: 2 });
      const input = chargeInput();
      const charge = await engine.createPixCharge(input, "retry-key");
      expect(charge.status).toBe("PENDING");
      expect((await engine.createPixCharge(input, "retry-key")).id).toBe(charge.id);
    });

    it("does not retry createSubaccount", async () => {
      await emulator.failNext({ count: 2 });
      expect(await failure(engine.createSubaccount(subaccountInput()))).toMatchObject({ kind: "unavailable", status: 503 });
      expect(await rawStatus()).toBe(503); // the second fault is still armed: one attempt only
    });

    it("does not retry refusals", async () => {
      await emulator.failNext({ count: 1, status: 400 });
      expect(await failure(engine.getPixCharge("x"))).toMatchObject({ kind: "rejected", status: 400 });
    });
  });

  describe("timeouts", () => {
    // undici's headers timer ticks every ~0.5 s, so a 200 ms timeout fires within ~1 s.
    it("reports 'timeout' when the engine is too slow", async () => {
      const impatient = adapter({ timeoutMs: 200, maxRetries: 0 });
      await emulator.failNext({ count: 1, delayMs: 3_000 });
      const started = Date.now();
      const err = await failure(impatient.getPixCharge("x"));
      expect(err.kind).toBe("timeout");
      expect(err.transient).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_500);
    });

    it("retries a timed-out createPixCharge without creating a second charge", async () => {
      const impatient = adapter({ timeoutMs: 200 });
      const input = chargeInput();
      // The first attempt times out; the engine still handles it after 2 s, once the retry created the charge.
      await emulator.failNext({ count: 1, delayMs: 2_000 });
      const started = Date.now();
      const charge = await impatient.createPixCharge(input, "slow-key");
      expect(Date.now() - started).toBeLessThan(2_000);
      await new Promise((r) => setTimeout(r, 2_300 - (Date.now() - started)));
      expect((await engine.createPixCharge(input, "slow-key")).id).toBe(charge.id);
      expect((await emulator.chargesWithTxid(input.txid)).map((c) => c.id)).toEqual([charge.id]);
    });
  });

  it("reports an unreachable engine as 'unavailable'", async () => {
    const down = adapter({ baseUrl: "http://127.0.0.1:1", maxRetries: 1 });
    const err = await failure(down.getPixCharge("x"));
    expect(err).toMatchObject({ kind: "unavailable", status: undefined });
    expect(err.transient).toBe(true);
  });

  it("tolerates a trailing slash in the base URL", async () => {
    const prefixed = adapter({ baseUrl: `${emulator.url}/` });
    expect((await prefixed.createPixCharge(chargeInput(), `k-${unique()}`)).status).toBe("PENDING");
  });
});

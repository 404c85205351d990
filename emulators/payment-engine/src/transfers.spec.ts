import { startPaymentEngine, transferTestClient, type RunningPaymentEngine } from "./index";

describe("payment-engine emulator: transfers (payouts)", () => {
  let engine: RunningPaymentEngine;
  let seq = 0;
  beforeAll(async () => {
    engine = await startPaymentEngine({ port: 0 });
  });
  afterAll(() => engine.close());

  async function api(method: string, path: string, key: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${engine.url}${path}`, {
      method,
      headers: { "content-type": "application/json", access_token: key, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  }
  const subaccount = async () =>
    (await api("POST", "/v3/accounts", engine.apiKey, { name: "Loja", email: `t${seq++}@loja.test`, cpfCnpj: "11222333000181" })).body;
  const transfer = { valueCents: 1234, pixAddressKey: "52998224725", pixAddressKeyType: "CPF", externalReference: "w-1" };

  it("creates a PENDING transfer as the calling account; the same idempotency key answers the same transfer", async () => {
    const sub = await subaccount();
    const first = await api("POST", "/v3/transfers", sub.apiKey, transfer, { "idempotency-key": "w-1:1" });
    expect(first).toMatchObject({ status: 200, body: { status: "PENDING", value: "12.34", valueCents: 1234, pixAddressKeyType: "CPF", endToEndIdentifier: null } });
    const again = await api("POST", "/v3/transfers", sub.apiKey, transfer, { "idempotency-key": "w-1:1" });
    expect(again.body.id).toBe(first.body.id);
    const other = await api("POST", "/v3/transfers", sub.apiKey, transfer, { "idempotency-key": "w-1:2" });
    expect(other.body.id).not.toBe(first.body.id);

    expect((await api("GET", `/v3/transfers/${first.body.id}`, sub.apiKey)).body.id).toBe(first.body.id);
    const stranger = await subaccount();
    expect((await api("GET", `/v3/transfers/${first.body.id}`, stranger.apiKey)).status).toBe(404);
    expect((await api("POST", "/v3/transfers", "wrong", transfer)).status).toBe(401);
    expect((await api("POST", "/v3/transfers", sub.apiKey, { ...transfer, pixAddressKeyType: "RANDOM" })).status).toBe(400);
  });

  it("lets a test see the attempts of a payout and fail or complete each one once", async () => {
    const sub = await subaccount();
    const t = transferTestClient(engine.url);
    const ref = { ...transfer, externalReference: "w-2" };
    const a1 = (await api("POST", "/v3/transfers", sub.apiKey, ref, { "idempotency-key": "w-2:1" })).body;
    const failed = await t.fail(a1.id, "Chave inexistente");
    expect(failed).toMatchObject({ status: "FAILED", failReason: "Chave inexistente", endToEndIdentifier: null });
    await expect(t.complete(a1.id)).rejects.toThrow(/409/);

    const a2 = (await api("POST", "/v3/transfers", sub.apiKey, ref, { "idempotency-key": "w-2:2" })).body;
    const done = await t.complete(a2.id);
    expect(done.status).toBe("DONE");
    expect(done.endToEndIdentifier).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
    expect((await api("GET", `/v3/transfers/${a2.id}`, sub.apiKey)).body).toMatchObject({ status: "DONE", effectiveDate: done.effectiveDate });
    expect((await t.attempts("w-2")).map((x) => [x.id, x.status])).toEqual([[a1.id, "FAILED"], [a2.id, "DONE"]]);
  });
});

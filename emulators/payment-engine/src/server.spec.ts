import { startNoticeSink } from "./notice-sink";
import { accountStatusNoticeSchema, paymentNoticeSchema, startPaymentEngine, type RunningPaymentEngine } from "./index";

const E2E = /^E\d{8}\d{12}[A-Za-z0-9]{11}$/;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
let seq = 0;
const txid = () => `tx${Date.now()}${String(seq++).padStart(6, "0")}abcdefghijkl`.slice(0, 32);

describe("payment-engine emulator", () => {
  let engine: RunningPaymentEngine;
  let sink: Awaited<ReturnType<typeof startNoticeSink>>;

  beforeAll(async () => {
    sink = await startNoticeSink();
    engine = await startPaymentEngine({ port: 0, noticeUrl: sink.url, noticeToken: "notice-secret" });
  });
  afterAll(async () => {
    await engine.close();
    await sink.close();
  });
  beforeEach(() => {
    sink.status = 200;
  });

  async function api(method: string, path: string, opts: { body?: unknown; key?: string | null; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { "content-type": "application/json", ...opts.headers };
    if (opts.key !== null) headers.access_token = opts.key ?? engine.apiKey;
    const res = await fetch(`${engine.url}${path}`, { method, headers, body: opts.body === undefined ? undefined : typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  const newAccount = async (email = `m${seq++}@example.com`) =>
    (await api("POST", "/v3/accounts", { body: { name: "Loja", email, cpfCnpj: "12345678000199", companyType: "LIMITED", postalCode: "01310100" } })).body;
  const newCharge = async (body: Record<string, unknown> = {}, opts: { key?: string; headers?: Record<string, string> } = {}) =>
    api("POST", "/v3/pix/charges", { ...opts, body: { txid: txid(), amountCents: 10_000, expiresAt: inAnHour(), ...body } });

  describe("authentication", () => {
    it("refuses calls without a valid access_token", async () => {
      for (const key of [null, "wrong"]) {
        const res = await api("GET", "/v3/pix/charges/x", { key });
        expect(res).toEqual({ status: 401, body: { errors: [{ code: "invalid_access_token", description: expect.any(String) }] } });
      }
    });
  });

  describe("subaccounts", () => {
    it("creates a pending subaccount with its own key and wallet", async () => {
      const acc = await newAccount();
      expect(acc).toMatchObject({ id: expect.any(String), walletId: expect.any(String), apiKey: expect.stringMatching(/^\$aact_/), status: "PENDING" });
      const status = await api("GET", `/v3/accounts/${acc.id}/status`);
      expect(status.body).toEqual({ id: acc.id, general: "PENDING", commercialInfo: "PENDING", bankAccountInfo: "PENDING", documentation: "PENDING", onboardingUrl: `${engine.url}/onboarding/${acc.id}` });
      const page = await fetch(status.body.onboardingUrl);
      expect(page.status).toBe(200);
    });

    it("validates input, refuses duplicate e-mails and subaccount keys", async () => {
      expect((await api("POST", "/v3/accounts", { body: { name: "X", email: "bad", cpfCnpj: "1" } })).body.errors[0].code).toBe("invalid_email");
      const acc = await newAccount("dup@example.com");
      const dup = await api("POST", "/v3/accounts", { body: { name: "X", email: "dup@example.com", cpfCnpj: "12345678901" } });
      expect(dup).toMatchObject({ status: 400, body: { errors: [{ code: "invalid_email" }] } });
      expect((await api("POST", "/v3/accounts", { key: acc.apiKey, body: {} })).status).toBe(403);
      expect((await api("GET", "/v3/accounts/nope/status")).status).toBe(404);
    });

    it("approves and rejects through test routes, sending account notices", async () => {
      const [a, b] = [await newAccount(), await newAccount()];
      const approved = await engine.approveAccount(a.id);
      expect(approved.status).toMatchObject({ general: "APPROVED", documentation: "APPROVED", onboardingUrl: null });
      expect(approved.delivery).toMatchObject({ event: "ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED", subjectId: a.id, status: 200 });
      expect((await api("GET", `/v3/accounts/${a.id}/status`)).body.general).toBe("APPROVED");

      await engine.rejectAccount(b.id);
      expect((await api("GET", `/v3/accounts/${b.id}/status`)).body.general).toBe("REJECTED");
      const notice = accountStatusNoticeSchema.parse(sink.received.at(-1)!.body);
      expect(notice).toMatchObject({ event: "ACCOUNT_STATUS_GENERAL_APPROVAL_REJECTED", accountStatus: { id: b.id, general: "REJECTED" } });
      await expect(engine.approveAccount("nope")).rejects.toThrow(/404/);
    });

    it("creates the subaccount with an active Pix key", async () => {
      const acc = await newAccount();
      expect(acc).toMatchObject({ pixKey: expect.stringMatching(/^[0-9a-f-]{36}$/), pixKeyStatus: "ACTIVE" });
    });

    it("lists each account's own Pix key, the main account's included, and that key receives its charges", async () => {
      const acc = await newAccount();
      const own = await api("GET", "/v3/pix/addressKeys", { key: acc.apiKey });
      expect(own).toEqual({ status: 200, body: { object: "list", hasMore: false, totalCount: 1, limit: 100, offset: 0, data: [{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), key: acc.pixKey, type: "EVP", status: "ACTIVE", dateCreated: expect.any(String) }] } });
      const main = await api("GET", "/v3/pix/addressKeys");
      expect(main.status).toBe(200);
      const mainKey = main.body.data[0].key;
      expect(mainKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(mainKey).not.toBe(acc.pixKey);
      // The same key on every read: it is the account's, not made per call.
      expect((await api("GET", "/v3/pix/addressKeys")).body.data[0]).toEqual(main.body.data[0]);
      // The key the payer's bank reads from a main-account charge's location is the listed one.
      const charge = (await newCharge()).body;
      const location = (await (await fetch(`http://${charge.locationUrl}`)).json()) as { chave: string };
      expect(location.chave).toBe(mainKey);
      expect((await api("GET", "/v3/pix/addressKeys", { key: "wrong" })).status).toBe(401);
    });

    it("approves and rejects each of the four fronts, sending that front's notice", async () => {
      const acc = await newAccount();
      const cases = [
        ["geral", "approve", "general", "ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED"],
        ["dados_comerciais", "reject", "commercialInfo", "ACCOUNT_STATUS_COMMERCIAL_INFO_REJECTED"],
        ["conta_bancaria", "approve", "bankAccountInfo", "ACCOUNT_STATUS_BANK_ACCOUNT_INFO_APPROVED"],
        ["documentos", "reject", "documentation", "ACCOUNT_STATUS_DOCUMENT_REJECTED"],
      ] as const;
      for (const [front, action, item, event] of cases) {
        const r = action === "approve" ? await engine.approveFront(acc.id, front) : await engine.rejectFront(acc.id, front);
        expect(r.status[item]).toBe(action === "approve" ? "APPROVED" : "REJECTED");
        expect(r.delivery).toMatchObject({ event, subjectId: acc.id, status: 200 });
        expect(accountStatusNoticeSchema.parse(sink.received.at(-1)!.body)).toMatchObject({ event, accountStatus: { id: acc.id, [item]: r.status[item] } });
      }
      expect((await api("GET", `/v3/accounts/${acc.id}/status`)).body).toMatchObject({ general: "APPROVED", commercialInfo: "REJECTED", bankAccountInfo: "APPROVED", documentation: "REJECTED" });
      await expect(engine.approveFront(acc.id, "outra")).rejects.toThrow(/400/);
    });
  });

  describe("pix charges", () => {
    it("takes a fixed wallet id for the main account (the service's fee wallet of `npm start`)", async () => {
      const other = await startPaymentEngine({ walletId: "00000000-0000-4000-8000-000000000009" });
      try {
        const headers = { "content-type": "application/json", access_token: other.apiKey };
        const sub: any = await (await fetch(`${other.url}/v3/accounts`, { method: "POST", headers, body: JSON.stringify({ name: "L", email: "l@x.test", cpfCnpj: "12345678000199" }) })).json();
        const body = { txid: txid(), amountCents: 10_000, expiresAt: inAnHour(), split: [{ walletId: "00000000-0000-4000-8000-000000000009", percentualValue: "1.99" }] };
        const charge = await fetch(`${other.url}/v3/pix/charges`, { method: "POST", headers: { ...headers, access_token: sub.apiKey }, body: JSON.stringify(body) });
        expect(charge.status).toBe(200);
        expect(((await charge.json()) as any).split).toEqual([{ walletId: "00000000-0000-4000-8000-000000000009", percentualValue: "1.99", totalValueCents: 197 }]);
      } finally {
        await other.close();
      }
    });

    it("creates a charge with fee and split computed on the net amount", async () => {
      const [a, b] = [await newAccount(), await newAccount()];
      const res = await newCharge({
        description: "Pedido 1",
        payer: { name: "Ana", cpfCnpj: "12345678901" },
        split: [{ walletId: a.walletId, percentualValue: "1.99" }, { walletId: b.walletId, percentualValue: "10", fixedValueCents: 5 }],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: expect.stringMatching(/^pay_/),
        status: "PENDING",
        amountCents: 10_000,
        netValueCents: 9_901,
        split: [
          { walletId: a.walletId, totalValueCents: 197 }, // floor(9901 * 1.99%)
          { walletId: b.walletId, totalValueCents: 995 },
        ],
      });
      expect(res.body.locationUrl).toMatch(new RegExp(`^${engine.url.replace("http://", "")}/qr/v2/[0-9a-f-]{36}$`));
    });

    it("resolves the QR location without authentication", async () => {
      const { body } = await newCharge({ description: "Café", amountCents: 1_050 });
      const loc = await fetch(`http://${body.locationUrl}`);
      expect(await loc.json()).toMatchObject({ txid: body.txid, valor: { original: "10.50" }, chave: expect.any(String), solicitacaoPagador: "Café", status: "ATIVA" });
      expect((await fetch(`${engine.url}/qr/v2/unknown`)).status).toBe(404);
    });

    it("is idempotent per Idempotency-Key", async () => {
      const body = { txid: txid(), amountCents: 500, expiresAt: inAnHour() };
      const first = await api("POST", "/v3/pix/charges", { body, headers: { "Idempotency-Key": "k-1" } });
      const again = await api("POST", "/v3/pix/charges", { body, headers: { "Idempotency-Key": "k-1" } });
      expect(again.body.id).toBe(first.body.id);
      expect((await engine.chargesWithTxid(body.txid)).map((c) => c.id)).toEqual([first.body.id]);
      const conflict = await api("POST", "/v3/pix/charges", { body: { ...body, amountCents: 501 }, headers: { "Idempotency-Key": "k-1" } });
      expect(conflict.body.errors[0].code).toBe("invalid_idempotency_key");
      const sameTxid = await api("POST", "/v3/pix/charges", { body });
      expect(sameTxid.body.errors[0].code).toBe("invalid_txid");
    });

    it("rejects invalid charges in the provider's error style", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ amountCents: 0 }, "invalid_amountCents"],
        [{ amountCents: 10.5 }, "invalid_amountCents"],
        [{ amountCents: "100" }, "invalid_amountCents"],
        [{ txid: "short" }, "invalid_txid"],
        [{ expiresAt: "tomorrow" }, "invalid_expiresAt"],
        [{ expiresAt: new Date(Date.now() - 1000).toISOString() }, "invalid_expiresAt"],
        [{ split: [{ walletId: "nope", fixedValueCents: 1 }] }, "invalid_walletId"],
        [{ split: [{ walletId: "w", percentualValue: "1,5" }] }, "invalid_split"],
        [{ split: [{ walletId: "w" }] }, "invalid_split"],
      ];
      for (const [body, code] of cases) {
        const res = await newCharge(body);
        expect([res.status, res.body.errors[0].code, body]).toEqual([400, code, body]);
      }
      const acc = await newAccount();
      const tooMuch = await newCharge({ amountCents: 1_000, split: [{ walletId: acc.walletId, percentualValue: "100", fixedValueCents: 1 }] });
      expect(tooMuch.body.errors[0].code).toBe("invalid_split");
      const bad = await api("POST", "/v3/pix/charges", { body: "{not json" });
      expect(bad).toEqual({ status: 400, body: { errors: [{ code: "invalid_json", description: expect.any(String) }] } });
    });

    it("caps the fee at the amount", async () => {
      expect((await newCharge({ amountCents: 50 })).body).toMatchObject({ amountCents: 50, feeCents: 50, netValueCents: 0 });
    });

    it("scopes charges to the account that created them", async () => {
      const acc = await newAccount();
      const own = await newCharge({}, { key: acc.apiKey });
      expect((await api("GET", `/v3/pix/charges/${own.body.id}`, { key: acc.apiKey })).body.id).toBe(own.body.id);
      expect((await api("GET", `/v3/pix/charges/${own.body.id}`)).status).toBe(404);
      const self = await newCharge({ split: [{ walletId: acc.walletId, fixedValueCents: 1 }] }, { key: acc.apiKey });
      expect(self.body.errors[0].code).toBe("invalid_walletId");
    });

    it("expires unpaid charges", async () => {
      const { body } = await newCharge({ expiresAt: new Date(Date.now() + 300).toISOString() });
      await new Promise((r) => setTimeout(r, 400));
      expect((await api("GET", `/v3/pix/charges/${body.id}`)).body.status).toBe("EXPIRED");
      expect(((await (await fetch(`http://${body.locationUrl}`)).json()) as { status: string }).status).toBe("REMOVIDA_PELO_PSP");
      await expect(engine.pay(body.id)).rejects.toThrow(/invalid_status/);
    });

    it("settles an expired charge only when asked for a late settlement (test mode's simulation), once", async () => {
      const { body } = await newCharge({ expiresAt: new Date(Date.now() + 300).toISOString() });
      await new Promise((r) => setTimeout(r, 400));
      const { charge } = await engine.pay(body.id, { late: true });
      expect(charge).toMatchObject({ id: body.id, status: "RECEIVED", endToEndId: expect.stringMatching(/^E\d{20}/) });
      await expect(engine.pay(body.id, { late: true })).rejects.toThrow(/invalid_status.*RECEIVED/);
    });
  });

  describe("payment", () => {
    it("marks the charge received, notifies, and exposes the transaction", async () => {
      const { body: created } = await newCharge({ amountCents: 12_345 });
      const { charge, delivery } = await engine.pay(created.id);
      expect(charge).toMatchObject({ id: created.id, status: "RECEIVED", endToEndId: expect.stringMatching(E2E), paidAt: expect.any(String) });
      expect(charge.endToEndId).toHaveLength(32);
      expect(delivery).toMatchObject({ event: "PAYMENT_RECEIVED", subjectId: created.id, url: sink.url, status: 200 });

      const got = await api("GET", `/v3/pix/charges/${created.id}`);
      expect(got.body).toMatchObject({ status: "RECEIVED", endToEndId: charge.endToEndId, paidAt: charge.paidAt });

      const last = sink.received.at(-1)!;
      expect(last.headers["asaas-access-token"]).toBe("notice-secret");
      const notice = paymentNoticeSchema.parse(last.body);
      expect(notice).toEqual({
        id: delivery.eventId,
        event: "PAYMENT_RECEIVED",
        dateCreated: expect.any(String),
        payment: { id: created.id, txid: created.txid, status: "RECEIVED", value: "123.45", netValue: "122.46", endToEndIdentifier: charge.endToEndId, paymentDate: charge.paidAt },
      });

      const tx = await api("GET", `/v3/pix/transactions?endToEndId=${charge.endToEndId}`);
      expect(tx.body).toMatchObject({ endToEndId: charge.endToEndId, chargeId: created.id, txid: created.txid, amountCents: 12_345, status: "DONE", type: "CREDIT" });
      expect((await api("GET", "/v3/pix/transactions?endToEndId=E00000000202501010000AAAAAAAAAAA")).status).toBe(404);
      expect((await api("GET", "/v3/pix/transactions")).body.errors[0].code).toBe("invalid_endToEndId");
      expect(((await (await fetch(`http://${created.locationUrl}`)).json()) as { status: string }).status).toBe("CONCLUIDA");

      await expect(engine.pay(created.id)).rejects.toThrow(/invalid_status/);
      await expect(engine.pay("pay_nope")).rejects.toThrow(/404/);
    });

    it("pays a paid charge again: its own end-to-end id, transaction and notice (resent as the charge's last); an unpaid one is refused", async () => {
      const { body: created } = await newCharge({ amountCents: 2_500 });
      await expect(engine.payAgain(created.id)).rejects.toThrow(/invalid_status/);
      const { charge } = await engine.pay(created.id);
      const extra = await engine.payAgain(created.id);
      expect(extra.endToEndId).toMatch(E2E);
      expect(extra.endToEndId).not.toBe(charge.endToEndId);
      expect(extra.delivery).toMatchObject({ event: "PAYMENT_RECEIVED", subjectId: created.id, status: 200 });
      const notice = paymentNoticeSchema.parse(sink.received.at(-1)!.body);
      expect(notice.payment).toMatchObject({ id: created.id, value: "25.00", endToEndIdentifier: extra.endToEndId });
      const tx = await api("GET", `/v3/pix/transactions?endToEndId=${extra.endToEndId}`);
      expect(tx.body).toMatchObject({ endToEndId: extra.endToEndId, chargeId: created.id, amountCents: 2_500 });
      expect((await api("GET", `/v3/pix/transactions?endToEndId=${charge.endToEndId}`)).body.endToEndId).toBe(charge.endToEndId);
      // The charge itself is unchanged: first payment's end-to-end id, no extra fields.
      expect((await api("GET", `/v3/pix/charges/${created.id}`)).body).toMatchObject({ endToEndId: charge.endToEndId, status: "RECEIVED" });
      expect((await api("GET", `/v3/pix/charges/${created.id}`)).body.extraPayments).toBeUndefined();
      const [resent] = await engine.resendLastNotice(created.id, 1);
      expect(resent!.eventId).toBe(extra.delivery.eventId);
      await expect(engine.payAgain("pay_nope")).rejects.toThrow(/404/);
    });

    it("resends the same notice concurrently and records deliveries", async () => {
      const { body } = await newCharge();
      const { delivery } = await engine.pay(body.id);
      const before = sink.received.length;
      const deliveries = await engine.resendLastNotice(body.id, 3);
      expect(deliveries).toHaveLength(3);
      expect(deliveries.every((d) => d.eventId === delivery.eventId && d.status === 200)).toBe(true);
      const resent = sink.received.slice(before).map((r) => r.body);
      expect(resent).toEqual([resent[0], resent[0], resent[0]]);
      expect(resent[0].id).toBe(delivery.eventId);

      expect(await engine.notices(body.id)).toHaveLength(4);
      expect((await engine.notices()).length).toBeGreaterThanOrEqual(4);
      const unpaid = await newCharge();
      await expect(engine.resendLastNotice(unpaid.body.id, 2)).rejects.toThrow(/404/);
    });

    it("records failed deliveries and follows runtime notice config", async () => {
      sink.status = 500;
      const a = await newCharge();
      expect((await engine.pay(a.body.id)).delivery.status).toBe(500);

      await engine.setNoticeConfig({ noticeUrl: "http://127.0.0.1:1/closed" });
      const b = await newCharge();
      expect((await engine.pay(b.body.id)).delivery).toMatchObject({ url: "http://127.0.0.1:1/closed", error: expect.any(String) });

      sink.status = 200;
      await engine.setNoticeConfig({ noticeUrl: null });
      const c = await newCharge();
      expect((await engine.pay(c.body.id)).delivery).toMatchObject({ url: null, error: "noticeUrl not configured" });

      await engine.setNoticeConfig({ noticeUrl: sink.url, noticeToken: "rotated" });
      expect((await engine.resendLastNotice(c.body.id, 1))[0].status).toBe(200);
      expect(sink.received.at(-1)!.headers["asaas-access-token"]).toBe("rotated");
      await engine.setNoticeConfig({ noticeToken: "notice-secret" });
      await expect(engine.setNoticeConfig({ noticeUrl: "not a url" })).rejects.toThrow(/400/);
    });
  });

  describe("fault injection", () => {
    it("fails the next requests with the given status", async () => {
      await engine.failNext({ count: 2 });
      expect((await api("GET", "/v3/pix/charges/x")).status).toBe(503);
      expect((await api("GET", "/v3/pix/charges/x")).body.errors[0].code).toBe("service_unavailable");
      expect((await api("GET", "/v3/pix/charges/x")).status).toBe(404);
      await engine.failNext({ count: 1, status: 429 });
      expect((await api("GET", "/v3/pix/charges/x")).status).toBe(429);
    });

    it("delays requests, then serves them normally", async () => {
      await engine.failNext({ count: 1, delayMs: 300 });
      const started = Date.now();
      expect((await newCharge()).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      await expect(engine.failNext({ count: -1 })).rejects.toThrow(/400/);
    });

    it("clears the plan with count 0: an outage ends", async () => {
      await engine.failNext({ count: 1000 });
      expect((await api("GET", "/v3/pix/charges/x")).status).toBe(503);
      await engine.failNext({ count: 0 });
      expect((await api("GET", "/v3/pix/charges/x")).status).toBe(404);
    });
  });

  it("answers unknown routes with 404 in the provider's style", async () => {
    expect(await api("GET", "/v3/nope")).toMatchObject({ status: 404, body: { errors: [{ code: "not_found" }] } });
    expect((await api("GET", "/nope")).status).toBe(404);
    expect((await api("POST", "/test/nope")).status).toBe(404);
  });
});

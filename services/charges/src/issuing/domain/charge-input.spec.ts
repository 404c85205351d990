import { chargeKey, createInput, idempotencyInput, issueInput, listedStatus, locationIdInput, locationsInput, noticeInput, qrLink, refundInput, refundSettingsInput, testClockInstant } from "./charge-input";

const HASH = "a".repeat(64);

/** The rules the removed zod schemas of charges' gRPC requests enforced, now plain domain checks. */
describe("charge input rules", () => {
  it("bounds the texts of a charge and checks the payer's e-mail and centavos", () => {
    expect(issueInput({ amount_cents: 500, customer_email: " ana@exemplo.com " })).toMatchObject({ amountCents: 500, customerEmail: "ana@exemplo.com" });
    expect(() => issueInput({ description: "x".repeat(501) })).toThrow(/`description`.*500/);
    expect(() => issueInput({ customer_email: "ana" })).toThrow(/`customer_email`/);
    expect(() => issueInput({ amount_cents: -1 })).toThrow(/`amount_cents`/);
    expect(() => issueInput({ subscription_id: "sub-1" })).toThrow(/`subscription_id`.*UUID/);
    expect(() => issueInput({ txid: "x".repeat(36) })).toThrow(/`txid`.*35/);
    expect(createInput({ txid: "x".repeat(64) }).txid).toHaveLength(64);
    expect(() => createInput({ due_date: "x".repeat(41) })).toThrow(/`due_date`/);
  });

  it("takes an Idempotency-Key with the request's sha256", () => {
    expect(idempotencyInput(null)).toBeUndefined();
    expect(idempotencyInput({ key: "k", request_hash: HASH })).toEqual({ key: "k", requestHash: HASH });
    expect(() => idempotencyInput({ key: "", request_hash: HASH })).toThrow(/idempotency.key/);
    expect(() => idempotencyInput({ key: "k", request_hash: "A".repeat(64) })).toThrow(/idempotency.request_hash/);
  });

  it("needs a charge's key, bounds a refund's reason and knows fee bearers and statuses", () => {
    expect(() => chargeKey("txid", "")).toThrow(/txid é obrigatório/);
    expect(() => chargeKey("checkout_key", "x".repeat(65))).toThrow(/`checkout_key`/);
    expect(() => refundInput({ txid: "t", motivo: "x".repeat(141) })).toThrow(/`motivo`.*140/);
    expect(refundSettingsInput({ store_id: "6f1c2a9e-0b1d-4c2e-9f3a-1b2c3d4e5f60", enabled: true })).toMatchObject({ feeBearer: undefined });
    expect(() => refundSettingsInput({ store_id: "6f1c2a9e-0b1d-4c2e-9f3a-1b2c3d4e5f60", enabled: true, fee_bearer: "banco" })).toThrow(/lojista, servico/);
    expect(listedStatus("paid")).toBe("paid");
    expect(() => listedStatus("failed")).toThrow(/`status`/);
  });

  it("bounds an engine notice, takes only links for a QR code and instants with an offset", () => {
    expect(noticeInput({ token: "t", body: "{}", body_bytes: new Uint8Array() }).body).toBe("{}");
    expect(noticeInput({ token: "t", body: "", body_bytes: new Uint8Array([123, 125]) }).body).toEqual(new Uint8Array([123, 125]));
    expect(() => noticeInput({ token: "t", body: "", body_bytes: new Uint8Array(64 * 1024 + 1) })).toThrow(/64 KiB/);
    expect(qrLink("https://loja.com/x")).toBe("https://loja.com/x");
    expect(() => qrLink("00020101021226")).toThrow(/`text`/);
    expect(() => testClockInstant("2026-12-01")).toThrow(/`as_of`.*com fuso/);
  });
});

describe("the BCB's location reads (issue 39)", () => {
  const q = { inicio: "2026-11-01T00:00:00Z", fim: "2026-11-30T23:59:59-03:00", pagina_atual: 2, itens_por_pagina: 50 };
  it("take a location id that is a positive integer exact as a JSON number", () => {
    expect(locationIdInput(123456789012345)).toBe(123456789012345);
    expect(() => locationIdInput(0)).toThrow(/`loc_id`/);
    expect(() => locationIdInput(2 ** 53)).toThrow(/`loc_id`/);
  });
  it("read the period as instants, the kind of charge and the page as limit and offset", () => {
    expect(locationsInput({ ...q, tipo_cob: "cobv", txid_presente: true })).toEqual({
      from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-12-01T02:59:59Z"), tipoCob: "cobv", txidPresente: true, limit: 50, offset: 100,
    });
    expect(() => locationsInput({ ...q, tipo_cob: "rec" })).toThrow(/`tipo_cob`/);
    expect(() => locationsInput({ ...q, inicio: "ontem" })).toThrow(/`inicio`/);
    expect(() => locationsInput({ ...q, itens_por_pagina: 0 })).toThrow(/`itens_por_pagina`/);
    expect(() => locationsInput({ ...q, pagina_atual: -1 })).toThrow(/`pagina_atual`/);
  });
});

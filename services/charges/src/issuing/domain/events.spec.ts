import type { Charge } from "./charge";
import { chargeCreatedData, chargeExpiredData, chargeExtraPaymentData, chargePaidData } from "./events";

const charge: Charge = {
  id: "5a3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f", storeId: "0b0e7b7c-1111-4111-8111-111111111111", environment: "test",
  txid: "AbC123", publicId: "AbC123", customerId: null, description: "Pedido 1", amountCents: 1999, customerName: "Ana", customerEmail: "ana@x.test",
  customerCpf: "52998224725", customerPhone: null, productId: null, couponId: null, subscriptionId: null, successUrl: null,
  cancelUrl: null, expiresAt: new Date("2026-11-22T12:00:00.000Z"), dueDate: null, pixCode: "000201…", status: "pending",
  engineChargeId: "pay_1", engineAccountId: null, feeAmountCents: 39, endToEndId: null, paidAt: null, simulated: false,
  storeName: null, storeDocument: null, createdAt: new Date("2026-11-21T12:00:00.000Z"),
};

describe("charge events carry exactly the data fields of contract section 6", () => {
  it("charge.created, without the QR image (webhooks-dispatcher renders qr_code_url from pix_code)", () => {
    expect(chargeCreatedData(charge, "https://pay.test/")).toStrictEqual({
      txid: "AbC123", amount: 19.99, description: "Pedido 1", status: "pending", environment: "test", customer_name: "Ana",
      customer_email: "ana@x.test", customer_phone: null, subscription_id: null, pix_code: "000201…",
      checkout_url: "https://pay.test/checkout/AbC123",
      expires_at: "2026-11-22T12:00:00.000Z", created_at: "2026-11-21T12:00:00.000Z",
    });
  });

  it("charge.created points checkout_url at the public id, not at a merchant-chosen txid", () => {
    const chosen = { ...charge, txid: "RG4C", publicId: "Zq8Lw3Xn5Rt7Yp1Kd9Hs2Vb4M" };
    expect(chargeCreatedData(chosen, "https://pay.test").checkout_url).toBe("https://pay.test/checkout/Zq8Lw3Xn5Rt7Yp1Kd9Hs2Vb4M");
  });

  it("charge.paid, with simulado only for simulated payments", () => {
    const paid = { ...charge, status: "paid" as const, paidAt: new Date("2026-11-21T12:30:00.000Z"), endToEndId: "E123" };
    const expected = {
      txid: "AbC123", amount: 19.99, description: "Pedido 1", customer_name: "Ana", customer_email: "ana@x.test",
      paid_at: "2026-11-21T12:30:00.000Z", end_to_end_id: "E123", subscription_id: null, method: "pix",
    };
    expect(chargePaidData(paid)).toStrictEqual(expected);
    // Pix Automático (issue 14): a subscription's cycle names its method.
    expect(chargePaidData({ ...paid, method: "pix_automatico" }).method).toBe("pix_automatico");
    expect(chargePaidData({ ...paid, endToEndId: null, simulated: true })).toStrictEqual({ ...expected, end_to_end_id: null, simulado: true });
  });

  it("charge.extra_payment (beyond the contract): the txid and the new extra_payments entry, amount in reais", () => {
    const extra = { endToEndId: "E999", amountCents: 1999, paidAt: new Date("2026-11-21T13:00:00.000Z") };
    expect(chargeExtraPaymentData({ ...charge, status: "paid" }, extra)).toStrictEqual({
      txid: "AbC123", end_to_end_id: "E999", amount: 19.99, paid_at: "2026-11-21T13:00:00.000Z",
    });
  });

  it("charge.paid of a charge that had expired (a late payment, issue 25) says late: true", () => {
    const late = { ...charge, status: "paid" as const, paidAt: new Date("2026-11-22T12:05:00.000Z"), endToEndId: "E7", expiredAt: new Date("2026-11-22T12:00:03.000Z") };
    expect(chargePaidData(late).late).toBe(true);
    expect(chargePaidData({ ...late, expiredAt: null })).not.toHaveProperty("late");
  });

  it("charge.expired (issue 25): the charge's identity, expires_at, when it expired, and qr_code_url null", () => {
    const expired = { ...charge, status: "expired" as const, expiredAt: new Date("2026-11-22T12:00:03.000Z") };
    expect(chargeExpiredData(expired)).toStrictEqual({
      txid: "AbC123", amount: 19.99, description: "Pedido 1", status: "expired", environment: "test", customer_name: "Ana",
      customer_email: "ana@x.test", subscription_id: null, method: "pix", expires_at: "2026-11-22T12:00:00.000Z", qr_code_url: null,
      expired_at: "2026-11-22T12:00:03.000Z",
    });
  });
});

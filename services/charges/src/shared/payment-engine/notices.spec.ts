import { accountStatusNoticeSchema, infractionNoticeSchema, paymentNoticeSchema, refundNoticeSchema } from "@pix/emulator-payment-engine";
import { engineNoticeSchema, isInfractionUpdated, isPaymentReceived, isRefundUpdated } from "./notices";

// The emulator's own schemas describe what it sends; these samples satisfy them, so the adapter's
// schema is checked against the emulator's wire format, not against itself.
const payment = paymentNoticeSchema.parse({
  id: "evt_1",
  event: "PAYMENT_RECEIVED",
  dateCreated: "2026-11-21T10:00:00.000Z",
  payment: {
    id: "pay_0123456789abcdef",
    txid: "0123456789abcdef0123456789abcdef",
    status: "RECEIVED",
    value: "10.00",
    netValue: "9.01",
    endToEndIdentifier: "E60701190202611211000AbCdEfGhIjK",
    paymentDate: "2026-11-21T10:00:00.000Z",
  },
});
const account = accountStatusNoticeSchema.parse({
  id: "evt_2",
  event: "ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED",
  dateCreated: "2026-11-21T10:00:00.000Z",
  accountStatus: { id: "acc", general: "APPROVED", commercialInfo: "APPROVED", bankAccountInfo: "APPROVED", documentation: "APPROVED" },
});

describe("engineNoticeSchema", () => {
  it("accepts the emulator's payment notice as a payment, with extra fields stripped", () => {
    const parsed = engineNoticeSchema.parse({ ...payment, payment: { ...payment.payment, billingType: "PIX" } });
    expect(isPaymentReceived(parsed)).toBe(true);
    expect(parsed).toEqual(payment);
  });

  it("accepts other events as not-a-payment", () => {
    const parsed = engineNoticeSchema.parse(account);
    expect(isPaymentReceived(parsed)).toBe(false);
    expect(parsed.event).toBe("ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED");
  });

  it.each<[string, unknown]>([
    ["not an object", "PAYMENT_RECEIVED"],
    ["no event", { id: "evt" }],
    ["payment without its payment", { id: "evt", event: "PAYMENT_RECEIVED", dateCreated: payment.dateCreated }],
    ["a float amount", { ...payment, payment: { ...payment.payment, value: 10 } }],
    ["a malformed end-to-end id", { ...payment, payment: { ...payment.payment, endToEndIdentifier: "E123" } }],
    ["a bad date", { ...payment, payment: { ...payment.payment, paymentDate: "yesterday" } }],
  ])("rejects %s", (_name, body) => {
    expect(engineNoticeSchema.safeParse(body).success).toBe(false);
  });
});

describe("engineNoticeSchema: devoluções (issue 24)", () => {
  const refund = refundNoticeSchema.parse({
    id: "evt_3",
    event: "PIX_REFUND_UPDATED",
    dateCreated: "2026-11-21T10:00:00.000Z",
    refund: { id: "0123456789abcdef0123456789abcdef", endToEndId: "E60701190202611211000AbCdEfGhIjK", rtrId: "D60701190202611211000AbCdEfGhIjK", status: "NAO_REALIZADO", value: "10.00", motivo: "Conta encerrada" },
  });

  it("accepts the emulator's refund notice as a refund update", () => {
    const parsed = engineNoticeSchema.parse(refund);
    expect(isRefundUpdated(parsed)).toBe(true);
    expect(isPaymentReceived(parsed)).toBe(false);
  });

  it("refuses a refund notice whose id is not one of ours (a uuid without hyphens)", () => {
    expect(engineNoticeSchema.safeParse({ ...refund, refund: { ...refund.refund, id: "r1" } }).success).toBe(false);
  });
});

describe("engineNoticeSchema: MED infractions (issue 25)", () => {
  const infraction = infractionNoticeSchema.parse({
    id: "evt_4",
    event: "INFRACTION_UPDATED",
    dateCreated: "2026-11-21T10:00:00.000Z",
    infraction: {
      id: "inf_0123456789abcdef0123456789abcdef", paymentId: "pay_0123456789abcdef", txid: "t".repeat(32), endToEndId: "E60701190202611211000AbCdEfGhIjK",
      value: "10.00", reason: "FRAUDE", details: null, status: "ENCERRADA", outcome: "PROCEDENTE", defenseDueAt: "2026-11-28T10:00:00.000Z",
      createdAt: "2026-11-21T10:00:00.000Z", closedAt: "2026-11-22T10:00:00.000Z",
      refund: { id: "evt1", rtrId: "D60701190202611211000AbCdEfGhIjK", natureza: "MED_FRAUDE", value: "10.00" },
    },
  });

  it("accepts the emulator's infraction notice as an infraction update", () => {
    const parsed = engineNoticeSchema.parse(infraction);
    expect(isInfractionUpdated(parsed)).toBe(true);
    expect(isRefundUpdated(parsed) || isPaymentReceived(parsed)).toBe(false);
  });

  it("refuses one with an unknown natureza or a malformed end-to-end id", () => {
    expect(engineNoticeSchema.safeParse({ ...infraction, infraction: { ...infraction.infraction, refund: { ...infraction.infraction.refund!, natureza: "ORIGINAL" } } }).success).toBe(false);
    expect(engineNoticeSchema.safeParse({ ...infraction, infraction: { ...infraction.infraction, endToEndId: "x" } }).success).toBe(false);
  });
});

import type { Charge } from "../domain/charge";
import { paymentMails } from "./payment-mails";
import type { StoreProfile } from "../../shared/usecases/ports";

const paid = {
  txid: "AbC123", amountCents: 1_050, description: "Pedido", environment: "live", customerName: "Ana", customerEmail: "ana@x.test",
  storeName: "Loja da Ana", storeDocument: "11222333000181", paidAt: new Date("2026-11-21T12:00:00.000Z"), endToEndId: "E1", simulated: false,
} as Charge;
const profile = (over: Partial<StoreProfile> = {}) => ({ email: "loja@x.test", notifyPaymentEmail: true, receiptEmail: true, ...over }) as StoreProfile;
const recipients = (charge: Charge, p: StoreProfile, inTest = false) => paymentMails(charge, p, inTest).map((m) => m.to);

describe("paymentMails", () => {
  it("sends the payer's receipt and the merchant's notice for a live charge", () => {
    const mails = paymentMails(paid, profile(), false);
    expect(mails.map((m) => m.to)).toEqual(["ana@x.test", "loja@x.test"]);
    expect(mails[0]).toMatchObject({ subject: expect.stringContaining("R$ 10,50"), text: expect.stringContaining("Loja da Ana (11222333000181)") });
    expect(mails[0].text).toContain("E1");
    // Brasília time, never the UTC ISO string: 12:00Z is 09:00 in São Paulo.
    for (const m of mails) {
      expect(m.text).toContain("Pago em: 21/11/2026 às 09:00 (horário de Brasília)");
      expect(m.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    }
  });

  it("sends no payer receipt for a test charge unless the server enables it", () => {
    const test = { ...paid, environment: "test" } as Charge;
    expect(recipients(test, profile())).toEqual(["loja@x.test"]);
    expect(recipients(test, profile(), true)).toEqual(["ana@x.test", "loja@x.test"]);
  });

  it("follows the store's switches and skips a payer without e-mail", () => {
    expect(recipients(paid, profile({ receiptEmail: false }))).toEqual(["loja@x.test"]);
    expect(recipients(paid, profile({ notifyPaymentEmail: false }))).toEqual(["ana@x.test"]);
    expect(recipients({ ...paid, customerEmail: null }, profile())).toEqual(["loja@x.test"]);
  });
});

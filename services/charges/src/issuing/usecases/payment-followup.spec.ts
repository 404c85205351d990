import { sampleEventData } from "@pix/messaging/src/event-fixtures";
import { createLogger } from "@pix/logger";
import { buildEnvelope } from "@pix/messaging";
import type { Charge } from "../domain/charge";
import type { ChargesDeps } from "../../shared/usecases/deps";
import { followUpPayment } from "./payment-followup";
import type { Mail } from "../../shared/usecases/ports";

const paid = {
  id: "c1", storeId: "0b0e7b7c-1111-4111-8111-111111111111", environment: "live", txid: "AbC123", amountCents: 1_050, description: "Pedido",
  customerName: "Ana", customerEmail: "ana@x.test", storeName: null, storeDocument: null, paidAt: new Date("2026-11-21T12:00:00.000Z"),
  endToEndId: "E1", simulated: false,
} as Charge;
const profile = { name: "Loja da Ana", document: "11222333000181", email: "loja@x.test", notifyPaymentEmail: true, receiptEmail: true };

/** The sent-mail records (a table in charges; the e2e tests use the real one). */
function memorySentMails() {
  const done = new Set<string>();
  return {
    sentAmong: async (keys: string[], id: string) => new Set(keys.filter((k) => done.has(`${k}/${id}`))),
    markSent: async (key: string, id: string) => void done.add(`${key}/${id}`),
  };
}

function setup(fail: { identity?: number; smtpTo?: string; smtp?: number }, charge: Charge = paid, receiptRoom = true) {
  const sent: Mail[] = [];
  const snapshots: unknown[] = [];
  let identityFailures = fail.identity ?? 0;
  let smtpFailures = fail.smtp ?? 0;
  const deps = {
    logger: createLogger("t", "silent"),
    settings: { receiptEmailInTest: true },
    testReceipts: { claim: async () => receiptRoom },
    charges: {
      findByTxid: async () => charge,
      setStoreSnapshot: async (...args: unknown[]) => void snapshots.push(args),
    },
    stores: { get: async () => (identityFailures-- > 0 ? Promise.reject(new Error("identity down")) : profile) },
    sentMails: memorySentMails(),
    mailer: {
      send: async (mail: Mail) => {
        if (mail.to === fail.smtpTo && smtpFailures-- > 0) throw new Error("smtp down");
        sent.push(mail);
      },
    },
  } as unknown as ChargesDeps;
  return { deps, sent, snapshots };
}

const event = buildEnvelope("charge.paid", { store_id: paid.storeId, environment: "live" }, sampleEventData("charge.paid", { txid: "AbC123" }));

describe("followUpPayment (charge.paid consumer)", () => {
  it("names the store on the charge, then sends the receipt with that name and the merchant's notice", async () => {
    const { deps, sent, snapshots } = setup({});
    await followUpPayment(deps, "q", event);
    expect(snapshots).toEqual([["c1", "Loja da Ana", "11222333000181"]]);
    expect(sent.map((m) => m.to)).toEqual(["ana@x.test", "loja@x.test"]);
    expect(sent[0].text).toContain("Loja da Ana (11222333000181)");
  });

  it("throws while identity is down (the queue retries), sending nothing", async () => {
    const { deps, sent } = setup({ identity: 1 });
    await expect(followUpPayment(deps, "q", event)).rejects.toThrow("identity down");
    expect(sent).toEqual([]);
    await followUpPayment(deps, "q", event);
    expect(sent).toHaveLength(2);
  });

  it("on a retry after the merchant's mail failed, does not send the payer's receipt again", async () => {
    const { deps, sent } = setup({ smtpTo: "loja@x.test", smtp: 2 });
    for (let i = 0; i < 2; i++) await expect(followUpPayment(deps, "q", event)).rejects.toThrow("smtp down");
    await followUpPayment(deps, "q", event);
    expect(sent.map((m) => m.to)).toEqual(["ana@x.test", "loja@x.test"]);
  });

  it("a test charge's receipt past its bounds is not sent, and not tried again; the merchant's notice goes", async () => {
    const { deps, sent } = setup({}, { ...paid, environment: "test" } as Charge, false);
    const testEvent = buildEnvelope("charge.paid", { store_id: paid.storeId, environment: "test" }, sampleEventData("charge.paid", { txid: "AbC123" }));
    await followUpPayment(deps, "q", testEvent);
    await followUpPayment(deps, "q", testEvent);
    expect(sent.map((m) => m.to)).toEqual(["loja@x.test"]);
  });
});

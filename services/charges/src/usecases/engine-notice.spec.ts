import { AppError } from "@pix/errors";
import { createLogger } from "@pix/logger";
import type { Charge, Payment } from "../domain/charge";
import type { PixTransaction } from "../payment-engine/payment-engine";
import type { ChargesDeps } from "./deps";
import { handleEngineNotice } from "./engine-notice";

const TOKEN = "notice-token-0123456789";
const CHARGE_ID = "5a3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f";
const NOTICE_E2E = "E60701190202611211000AbCdEfGhIjK";
const ENGINE_E2E = "E00360305202611211000ZzZzZzZzZzZ";
const pending = { id: CHARGE_ID, storeId: "s", environment: "test", txid: "Tx1", amountCents: 1000, status: "pending", engineChargeId: "pay_1", engineAccountId: null } as Charge;

const notice = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: "evt_1", event: "PAYMENT_RECEIVED", dateCreated: "2026-11-21T10:00:00.000Z",
    payment: { id: "pay_1", txid: CHARGE_ID.replace(/-/g, ""), status: "RECEIVED", value: "10.00", netValue: "9.01", endToEndIdentifier: NOTICE_E2E, paymentDate: "2026-11-21T10:00:00.000Z", ...over },
  });

function deps(opts: { charge?: Charge | null; tx?: PixTransaction | null | Error } = {}) {
  const payments: Payment[] = [];
  const charge = opts.charge === undefined ? pending : opts.charge;
  const engine = {
    findTransaction: async () => {
      if (opts.tx instanceof Error) throw opts.tx;
      return opts.tx === undefined ? { endToEndId: ENGINE_E2E, chargeId: "pay_1" } : opts.tx;
    },
  };
  const d = {
    settings: { noticeToken: TOKEN },
    logger: createLogger("t", "silent"),
    charges: {
      findByEngineChargeId: async (id: string) => (charge && charge.engineChargeId === id ? charge : null),
      markPaid: async (_id: string, p: Payment) => (payments.push(p), { ...charge, ...p, status: "paid" }),
    },
    stores: { get: async () => ({ name: "Loja", document: "11222333000181", email: "", notifyPaymentEmail: false, receiptEmail: false }) },
    engines: { main: () => engine },
    mailer: null,
  };
  return { deps: d as unknown as ChargesDeps, payments };
}

async function failure(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("handleEngineNotice", () => {
  it("pays with the end-to-end id of the engine's transaction, and the store's name and document", async () => {
    const { deps: d, payments } = deps();
    expect(await handleEngineNotice(d, TOKEN, notice())).toBe("paid");
    expect(payments).toEqual([{ endToEndId: ENGINE_E2E, paidAt: new Date("2026-11-21T10:00:00.000Z"), simulated: false, storeName: "Loja", storeDocument: "11222333000181" }]);
  });

  it.each<[string, PixTransaction | null | Error]>([
    ["the engine knows no such transaction", null],
    ["the lookup fails", new Error("engine down")],
  ])("keeps the notice's end-to-end id when %s", async (_name, tx) => {
    const { deps: d, payments } = deps({ tx });
    expect(await handleEngineNotice(d, TOKEN, notice())).toBe("paid");
    expect(payments[0].endToEndId).toBe(NOTICE_E2E);
  });

  it("refuses a wrong or missing token with 401, whatever the body", async () => {
    for (const token of ["", "notice-token-0123456780", `${TOKEN}x`]) {
      expect((await failure(handleEngineNotice(deps().deps, token, notice()))).kind).toBe("unauthenticated");
    }
    const unconfigured = { ...deps().deps, settings: { noticeToken: null } } as unknown as ChargesDeps;
    expect((await failure(handleEngineNotice(unconfigured, "", notice()))).kind).toBe("unauthenticated");
  });

  it.each<[string, string, string]>([
    ["a body that is not JSON", "{", "validation"],
    ["an unexpected shape", JSON.stringify({ event: "PAYMENT_RECEIVED" }), "validation"],
    ["an unknown charge", notice({ id: "pay_other" }), "not_found"],
    ["a txid that is not the charge's", notice({ txid: "0".repeat(32) }), "not_found"],
    ["an amount other than the charge's", notice({ value: "9.99" }), "validation"],
  ])("refuses %s with a 4xx and changes nothing", async (_name, body, kind) => {
    const { deps: d, payments } = deps();
    expect((await failure(handleEngineNotice(d, TOKEN, body))).kind).toBe(kind);
    expect(payments).toEqual([]);
  });

  it("ignores other events and reports a paid charge's notice as a duplicate", async () => {
    const other = JSON.stringify({ id: "evt_2", event: "ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED", accountStatus: {} });
    expect(await handleEngineNotice(deps().deps, TOKEN, other)).toBe("ignored");
    const { deps: d, payments } = deps({ charge: { ...pending, status: "paid" } });
    expect(await handleEngineNotice(d, TOKEN, notice())).toBe("duplicate");
    expect(payments).toEqual([]);
  });
});

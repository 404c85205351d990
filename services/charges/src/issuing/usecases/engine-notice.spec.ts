import { AppError } from "@pix/errors";
import { createLogger } from "@pix/logger";
import type { Envelope } from "@pix/messaging";
import type { Charge } from "../domain/charge";
import type { PixTransaction } from "../../shared/payment-engine/payment-engine";
import type { ReceivedPayment } from "../repositories/engine-notices";
import { confirmEngineNotice } from "./confirm-notice";
import type { ChargesDeps } from "../../shared/usecases/deps";
import { receiveEngineNotice } from "./engine-notice";

const TOKEN = "notice-token-0123456789";
const LIVE_TOKEN = "live-notice-token-0123456789";
const CHARGE_ID = "5a3f0b1e-3b7c-4c1e-9a57-1a2b3c4d5e6f";
const NOTICE_E2E = "E60701190202611211000AbCdEfGhIjK";
const ENGINE_E2E = "E00360305202611211000ZzZzZzZzZzZ";
const pending = { id: CHARGE_ID, storeId: "s", environment: "test", txid: "Tx1", amountCents: 1000, status: "pending", engineChargeId: "pay_1", engineAccountId: null } as Charge;

const notice = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: "evt_1", event: "PAYMENT_RECEIVED", dateCreated: "2026-11-21T10:00:00.000Z",
    payment: { id: "pay_1", txid: CHARGE_ID.replace(/-/g, ""), status: "RECEIVED", value: "10.00", netValue: "9.01", endToEndIdentifier: NOTICE_E2E, paymentDate: "2026-11-21T10:00:00.000Z", ...over },
  });

/** Use-case level fakes; the repositories' transactions are covered against PostgreSQL in test/. */
function deps(opts: { charge?: Charge | null; tx?: PixTransaction | null | Error } = {}) {
  const recorded: { noticeId: string; rawBody: string; message: Envelope }[] = [];
  const applied: ReceivedPayment[] = [];
  const failures: string[] = [];
  const charge = opts.charge === undefined ? pending : opts.charge;
  let lookups = 0;
  const engine = {
    findTransaction: async () => {
      lookups++;
      if (opts.tx instanceof Error) throw opts.tx;
      return opts.tx === undefined ? { endToEndId: ENGINE_E2E, chargeId: "pay_1" } : opts.tx;
    },
  };
  const d = {
    settings: { noticeTokens: { test: TOKEN, live: LIVE_TOKEN } },
    logger: createLogger("t", "silent"),
    crossStore: { findByEngineChargeId: async (id: string) => (charge && charge.engineChargeId === id ? charge : null) },
    notices: {
      record: async (n: { noticeId: string; rawBody: string }, messageOf: (id: string) => Envelope) => {
        if (recorded.some((r) => r.noticeId === n.noticeId)) return false;
        recorded.push({ ...n, message: messageOf("row-1") });
        return true;
      },
      find: async () => (recorded[0] ? { id: "row-1", rawBody: recorded[0].rawBody, processedAt: null } : null),
      applyPayment: async (_row: string, _charge: Charge, p: ReceivedPayment) => (applied.push(p), "paid"),
      noteFailure: async (_id: string, error: string) => void failures.push(error),
    },
    stores: { get: async () => Promise.reject(new Error("identity is not on this path")) },
    engines: { main: () => engine },
  };
  return { deps: d as unknown as ChargesDeps, recorded, applied, failures, lookups: () => lookups };
}

async function failure(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("receiveEngineNotice", () => {
  it("records the notice with its exact bytes and a queue message, without calling the engine or identity", async () => {
    const f = deps();
    const body = notice().replace("{", "{ ");
    expect(await receiveEngineNotice(f.deps, TOKEN, Buffer.from(body))).toBe("received");
    expect(f.recorded).toEqual([{ noticeId: "evt_1", chargeId: CHARGE_ID, rawBody: body, message: expect.objectContaining({ event: "engine.notice_received", data: { notice_row_id: "row-1" } }) }]);
    expect(f.lookups()).toBe(0);
    expect(await receiveEngineNotice(f.deps, TOKEN, body)).toBe("duplicate");
    expect(f.recorded).toHaveLength(1);
  });

  it("refuses a wrong or missing token with 401, whatever the body", async () => {
    for (const token of ["", "notice-token-0123456780", `${TOKEN}x`]) {
      expect((await failure(receiveEngineNotice(deps().deps, token, "{"))).kind).toBe("unauthenticated");
    }
    const unconfigured = { ...deps().deps, settings: { noticeTokens: { test: null, live: null } } } as unknown as ChargesDeps;
    expect((await failure(receiveEngineNotice(unconfigured, "", notice()))).kind).toBe("unauthenticated");
  });

  it.each<[string, string | Buffer, string]>([
    ["a body that is not JSON", "{", "validation"],
    ["bytes that are not UTF-8", Buffer.from([0x7b, 0xff, 0x7d]), "validation"],
    ["deeply nested JSON", "[".repeat(100_000) + "]".repeat(100_000), "validation"],
    ["an unexpected shape", JSON.stringify({ event: "PAYMENT_RECEIVED" }), "validation"],
    ["an unknown charge", notice({ id: "pay_other" }), "not_found"],
    ["a txid that is not the charge's", notice({ txid: "0".repeat(32) }), "not_found"],
    ["an amount other than the charge's", notice({ value: "9.99" }), "validation"],
  ])("refuses %s with a 4xx and records nothing", async (_name, body, kind) => {
    const f = deps();
    expect((await failure(receiveEngineNotice(f.deps, TOKEN, body))).kind).toBe(kind);
    expect(f.recorded).toEqual([]);
  });

  it("attributes a notice to the environment of the token it carries: the other engine's token does not settle this charge", async () => {
    const f = deps();
    expect((await failure(receiveEngineNotice(f.deps, LIVE_TOKEN, notice()))).kind).toBe("not_found");
    expect(f.recorded).toEqual([]);
    const live = deps({ charge: { ...pending, environment: "live" } });
    expect(await receiveEngineNotice(live.deps, LIVE_TOKEN, notice())).toBe("received");
    expect((await failure(receiveEngineNotice(deps({ charge: { ...pending, environment: "live" } }).deps, TOKEN, notice()))).kind).toBe("not_found");
  });

  it("ignores other events", async () => {
    const other = JSON.stringify({ id: "evt_2", event: "ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED", accountStatus: {} });
    const f = deps();
    expect(await receiveEngineNotice(f.deps, TOKEN, other)).toBe("ignored");
    expect(f.recorded).toEqual([]);
  });
});

describe("confirmEngineNotice", () => {
  async function received(opts: Parameters<typeof deps>[0] = {}) {
    const f = deps(opts);
    await receiveEngineNotice(f.deps, TOKEN, notice());
    return f;
  }

  it("applies the payment with the end-to-end id of the engine's transaction", async () => {
    const f = await received();
    expect(await confirmEngineNotice(f.deps, "row-1")).toBe("paid");
    expect(f.applied).toEqual([{ endToEndId: ENGINE_E2E, amountCents: 1000, paidAt: new Date("2026-11-21T10:00:00.000Z") }]);
  });

  it("keeps the notice's end-to-end id when the engine knows no such transaction", async () => {
    const f = await received({ tx: null });
    await confirmEngineNotice(f.deps, "row-1");
    expect(f.applied[0].endToEndId).toBe(NOTICE_E2E);
  });

  it("throws when the lookup fails, so the queue retries, and records the failure on the notice", async () => {
    const f = await received({ tx: new Error("engine down") });
    await expect(confirmEngineNotice(f.deps, "row-1")).rejects.toThrow("engine down");
    expect(f.applied).toEqual([]);
    expect(f.failures).toEqual(["engine down"]);
  });
});

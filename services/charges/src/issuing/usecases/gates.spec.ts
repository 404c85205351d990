import { AppError } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { createLogger } from "@pix/logger";
import type { PaymentEngine } from "../../shared/payment-engine/payment-engine";
import type { ChargesDeps } from "../../shared/usecases/deps";
import { assertMayIssue, resolveIssuer } from "./gates";
import type { Receiver, StoreProfile } from "../../shared/usecases/ports";

const STORE = "0b0e7b7c-1111-4111-8111-111111111111";
const principal = (over: Partial<Principal> = {}): Principal => ({
  userId: STORE, storeId: STORE, role: "owner", environment: "live", isAdmin: false, credential: "session", productionApproved: false, ...over,
});
const profile = (productionStatus: string): StoreProfile => ({
  storeId: STORE, name: "Loja", document: null, email: "l@x.test", notifyPaymentEmail: false, receiptEmail: false,
  productionStatus, productionRequestedAt: "2026-11-01T00:00:00.000Z", productionReviewedAt: null, productionRejectReason: null,
});
const main = { name: "main" } as unknown as PaymentEngine;
const sub = { name: "sub" } as unknown as PaymentEngine;

function deps(opts: { status?: string; receiver?: Receiver; engine?: boolean; wallet?: string | null } = {}) {
  const asked: string[] = [];
  const d = {
    stores: { get: async (id: string) => (asked.push(id), profile(opts.status ?? "sandbox")) },
    engines: { main: () => (opts.engine === false ? null : main), asSubaccount: (_env: string, key: string) => (key === "sub-key" ? sub : null) },
    receivingAccounts: { get: async () => opts.receiver ?? { mode: "conta_unica" } },
    logger: createLogger("test", "silent"),
    settings: { serviceWalletIds: { test: "wallet-test", live: opts.wallet === undefined ? "wallet-service" : opts.wallet }, feePercent: "1.99", feeFixedCents: 0 },
  };
  return { deps: d as unknown as ChargesDeps, asked };
}

async function failure(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("assertMayIssue (production gate)", () => {
  it("lets test issue without asking anyone", async () => {
    const { deps: d, asked } = deps();
    await assertMayIssue(d, principal({ environment: "test" }));
    expect(asked).toEqual([]);
  });

  it("trusts an approved merchant credential", async () => {
    const { deps: d, asked } = deps({ status: "sandbox" });
    await assertMayIssue(d, principal({ productionApproved: true }));
    expect(asked).toEqual([]);
  });

  it("refuses an unapproved merchant credential with 409 PRODUCAO_NAO_LIBERADA and the current situation", async () => {
    const { deps: d } = deps({ status: "pending" });
    const err = await failure(assertMayIssue(d, principal()));
    expect(err).toMatchObject({ kind: "conflict", codigo: "PRODUCAO_NAO_LIBERADA", extra: { producao: { status: "pending", liberada: false, solicitada_em: "2026-11-01T00:00:00.000Z" } } });
  });

  it("looks a service principal up instead of trusting it", async () => {
    const approved = deps({ status: "approved" });
    await assertMayIssue(approved.deps, principal({ credential: "service", productionApproved: false }));
    expect(approved.asked).toEqual([STORE]);
    const sandbox = deps({ status: "sandbox" });
    const err = await failure(assertMayIssue(sandbox.deps, principal({ credential: "service", productionApproved: true })));
    expect(err).toMatchObject({ codigo: "PRODUCAO_NAO_LIBERADA", extra: { producao: { status: "sandbox" } } });
  });
});

describe("resolveIssuer (receiving account gate)", () => {
  const approved: Receiver = { mode: "subconta", exists: true, status: "approved", accountId: "acc", walletId: "wallet-store", engineApiKey: "sub-key" };

  it("issues with the main account and no split in single-account mode", async () => {
    expect(await resolveIssuer(deps().deps, principal())).toEqual({ engine: main, accountId: null });
  });

  it("issues as the approved subaccount with the service's fee split", async () => {
    expect(await resolveIssuer(deps({ receiver: approved }).deps, principal())).toEqual({
      engine: sub, accountId: "acc", split: [{ walletId: "wallet-service", percentualValue: "1.99" }],
    });
  });

  it.each<[string, Receiver, string]>([
    ["missing", { mode: "subconta", exists: false }, "SUBCONTA_INEXISTENTE"],
    ["pending", { ...approved, status: "pending" }, "SUBCONTA_NAO_APROVADA"],
    ["rejected", { ...approved, status: "rejected" }, "SUBCONTA_NAO_APROVADA"],
    ["approved without its key", { ...approved, engineApiKey: null }, "SUBCONTA_NAO_APROVADA"],
  ])("refuses a %s subaccount with 409 %s", async (_name, receiver, codigo) => {
    expect(await failure(resolveIssuer(deps({ receiver }).deps, principal()))).toMatchObject({ kind: "conflict", codigo });
  });

  it("answers a plain 503 sentence when the engine or the fee wallet is not configured", async () => {
    for (const d of [deps({ engine: false }), deps({ receiver: approved, wallet: null })]) {
      const err = await failure(resolveIssuer(d.deps, principal()));
      expect(err.kind).toBe("unavailable");
      expect(err.message).toBe("A emissão de Pix está indisponível no momento.");
    }
  });

  it("uses the engine and the fee wallet of the request's environment", async () => {
    const d = deps({ receiver: approved });
    const liveOnly = { ...d.deps, engines: { main: (env: string) => (env === "live" ? main : null), asSubaccount: (env: string) => (env === "live" ? sub : null) } } as unknown as ChargesDeps;
    expect(await resolveIssuer(liveOnly, principal({ environment: "live" }))).toMatchObject({ engine: sub, split: [{ walletId: "wallet-service" }] });
    expect((await failure(resolveIssuer(liveOnly, principal({ environment: "test" })))).kind).toBe("unavailable");
    expect(await resolveIssuer(d.deps, principal({ environment: "test" }))).toMatchObject({ split: [{ walletId: "wallet-test" }] });
  });
});

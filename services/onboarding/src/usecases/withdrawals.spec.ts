import { servicePrincipal, type Principal } from "@pix/grpc";
import type { ProductionFacts } from "@pix/errors";
import { assertMayWithdraw } from "./withdrawals";

const pending: ProductionFacts = { productionStatus: "pending", productionRequestedAt: "2026-11-01T00:00:00.000Z", productionReviewedAt: null, productionRejectReason: null };
const facts = (f: ProductionFacts) => ({ production: { get: async () => f } });
const merchant = (environment: "test" | "live", productionApproved: boolean): Principal => ({
  userId: "u", storeId: "u", role: "owner", environment, isAdmin: false, credential: "session", productionApproved,
});

describe("assertMayWithdraw (the live gate of withdrawals)", () => {
  it("lets test withdrawals and approved merchants through", async () => {
    await expect(assertMayWithdraw(facts(pending), merchant("test", false))).resolves.toBeUndefined();
    await expect(assertMayWithdraw(facts(pending), merchant("live", true))).resolves.toBeUndefined();
  });

  it("refuses live before approval with 409 PRODUCAO_NAO_LIBERADA and the current producao block", async () => {
    const err = await assertMayWithdraw(facts(pending), merchant("live", false)).catch((e) => e);
    expect(err).toMatchObject({ kind: "conflict", codigo: "PRODUCAO_NAO_LIBERADA", extra: { producao: { status: "pending", liberada: false, solicitada_em: "2026-11-01T00:00:00.000Z" } } });
  });

  it("looks a service principal's approval up instead of trusting it", async () => {
    await expect(assertMayWithdraw(facts({ ...pending, productionStatus: "approved" }), servicePrincipal("s", "live"))).resolves.toBeUndefined();
    const err = await assertMayWithdraw(facts({ ...pending, productionStatus: null }), servicePrincipal("s", "live")).catch((e) => e);
    expect(err).toMatchObject({ codigo: "PRODUCAO_NAO_LIBERADA", extra: { producao: { status: "sandbox" } } });
  });
});

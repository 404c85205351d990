import { scopeOf, servicePrincipal, type Principal } from "@pix/grpc";
import type { ProductionFacts } from "@pix/errors";
import type { WithdrawalRecord } from "../domain/withdrawal";
import { assertMayWithdraw, KEY_RETENTION_MS, withdrawalOfKey } from "./withdrawals";

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

describe("withdrawalOfKey (POST /withdrawals' Idempotency-Key: the row is the claim)", () => {
  const T0 = Date.parse("2026-11-28T12:00:00Z");
  const row = (status: string, createdAt = new Date(T0)) => ({ id: "w1", status, createdAt } as unknown as WithdrawalRecord);
  const scope = scopeOf(servicePrincipal("s", "test"));
  const depsWith = (found: { withdrawal: WithdrawalRecord; requestHash: string | null } | null) => {
    const released: string[] = [];
    return {
      released,
      deps: {
        settings: { pollMs: 1, retryBaseMs: 1, leaseMs: 1, reservingGraceMs: 60_000 },
        withdrawals: { findByIdempotencyKey: async () => found, releaseIdempotencyKey: async (id: string) => void released.push(id) },
      } as unknown as Parameters<typeof withdrawalOfKey>[0],
    };
  };
  const key = { key: "k", requestHash: "h" };

  it("answers the earlier withdrawal for the same request; a free key is null", async () => {
    expect(await withdrawalOfKey(depsWith(null).deps, scope, key, () => T0)).toBeNull();
    const done = row("pending");
    expect(await withdrawalOfKey(depsWith({ withdrawal: done, requestHash: "h" }).deps, scope, key, () => T0 + 1000)).toBe(done);
  });

  it("refuses the key with another request: 409 IDEMPOTENCIA_CONFLITO", async () => {
    await expect(withdrawalOfKey(depsWith({ withdrawal: row("pending"), requestHash: "other" }).deps, scope, key, () => T0)).rejects.toMatchObject({ codigo: "IDEMPOTENCIA_CONFLITO" });
  });

  it("waits on a reserving row, then answers IDEMPOTENCIA_EM_ANDAMENTO with the seconds until the ledger sync may void it", async () => {
    let now = T0 + 10_000;
    const clock = () => (now += 1_000);
    const err = await withdrawalOfKey(depsWith({ withdrawal: row("reserving"), requestHash: "h" }).deps, scope, key, clock).catch((e) => e);
    expect(err).toMatchObject({ codigo: "IDEMPOTENCIA_EM_ANDAMENTO" });
    expect(err.retryAfterS).toBeGreaterThan(40);
    expect(err.retryAfterS).toBeLessThanOrEqual(50);
  });

  it("frees a key past its 24 h retention: the request runs as new", async () => {
    const { deps, released } = depsWith({ withdrawal: row("completed"), requestHash: "h" });
    expect(await withdrawalOfKey(deps, scope, key, () => T0 + KEY_RETENTION_MS + 1)).toBeNull();
    expect(released).toEqual(["w1"]);
  });
});

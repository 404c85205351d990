import type { Principal } from "@pix/grpc";
import type { ChargeExpiryRepository, ExpiryScope } from "../repositories/charge-expiry";
import type { Charge } from "../domain/charge";
import { expireTestCharges, isOverdueAt, msUntilNextBrasiliaDay } from "./expiry";

const principal = (environment: "test" | "live"): Principal =>
  ({ userId: "u", storeId: "0b0e7b7c-1111-4111-8111-111111111111", environment, credential: "session", role: "owner", isAdmin: false }) as unknown as Principal;

function fakeExpiry() {
  const scopes: (ExpiryScope | undefined)[] = [];
  const overdueScopes: unknown[] = [];
  const expiry = {
    expireDue: async (_limit: number, _event: unknown, scope?: ExpiryScope) => (scopes.push(scope), []),
    markOverdue: async (_limit: number, asOf: Date, _is: unknown, _event: unknown, scope?: unknown) => (overdueScopes.push({ asOf, scope }), { marked: [], full: false }),
  } as unknown as ChargeExpiryRepository;
  return { expiry, scopes, overdueScopes, logger: { info: () => undefined } as never };
}

describe("the expiry test clock (expireTestCharges)", () => {
  it("reaches only the principal's store, in test, as of the instant given", async () => {
    const { expiry, scopes, overdueScopes, logger } = fakeExpiry();
    expect(await expireTestCharges({ expiry, logger }, principal("test"), "2027-03-01T12:00:00-03:00")).toEqual({ expired: 0, overdue: 0 });
    const scope = { storeId: "0b0e7b7c-1111-4111-8111-111111111111", environment: "test", asOf: new Date("2027-03-01T15:00:00Z") };
    expect(scopes).toEqual([scope]);
    // charge.overdue first (issue 37), in the same store and environment, as of the same instant.
    expect(overdueScopes).toEqual([{ asOf: scope.asOf, scope }]);
  });

  it("is refused in live (conflict), touching nothing", async () => {
    const { expiry, scopes, overdueScopes, logger } = fakeExpiry();
    await expect(expireTestCharges({ expiry, logger }, principal("live"), "2027-03-01T12:00:00Z")).rejects.toMatchObject({ kind: "conflict" });
    expect(scopes).toEqual([]);
    expect(overdueScopes).toEqual([]);
  });
});

describe("charge.overdue timing (isOverdueAt, msUntilNextBrasiliaDay)", () => {
  const due = (dueDate: string) => ({ dueTerms: { dueDate, validadeAposVencimento: 30 } }) as unknown as Charge;
  it("is overdue from the Brasília midnight after the adjusted due date", () => {
    // 2026-11-20 is a Friday (Consciência Negra, a national holiday since 2024): the due date moves to Monday 23.
    expect(isOverdueAt(new Date("2026-11-24T02:59:59Z"))(due("2026-11-20"))).toBe(false);
    expect(isOverdueAt(new Date("2026-11-24T03:00:00Z"))(due("2026-11-20"))).toBe(true);
    // A Wednesday due date: overdue on Thursday, Brasília time.
    expect(isOverdueAt(new Date("2026-11-26T02:59:59Z"))(due("2026-11-25"))).toBe(false);
    expect(isOverdueAt(new Date("2026-11-26T03:00:00Z"))(due("2026-11-25"))).toBe(true);
    // An immediate charge never is.
    expect(isOverdueAt(new Date("2030-01-01T00:00:00Z"))({ dueTerms: null } as unknown as Charge)).toBe(false);
  });
  it("wakes at the next 03:00 UTC", () => {
    expect(msUntilNextBrasiliaDay(new Date("2026-11-24T02:00:00Z"))).toBe(3_600_000);
    expect(msUntilNextBrasiliaDay(new Date("2026-11-24T03:00:00Z"))).toBe(86_400_000);
  });
});

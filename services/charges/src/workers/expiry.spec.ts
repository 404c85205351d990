import type { Principal } from "@pix/grpc";
import type { ChargeExpiryRepository, ExpiryScope } from "../repositories/charge-expiry";
import { expireTestCharges } from "./expiry";

const principal = (environment: "test" | "live"): Principal =>
  ({ userId: "u", storeId: "0b0e7b7c-1111-4111-8111-111111111111", environment, credential: "session", role: "owner", isAdmin: false }) as unknown as Principal;

function fakeExpiry() {
  const scopes: (ExpiryScope | undefined)[] = [];
  const expiry = { expireDue: async (_limit: number, _event: unknown, scope?: ExpiryScope) => (scopes.push(scope), []) } as unknown as ChargeExpiryRepository;
  return { expiry, scopes };
}

describe("the expiry test clock (expireTestCharges)", () => {
  it("reaches only the principal's store, in test, as of the instant given", async () => {
    const { expiry, scopes } = fakeExpiry();
    expect(await expireTestCharges({ expiry }, principal("test"), "2027-03-01T12:00:00-03:00")).toBe(0);
    expect(scopes).toEqual([{ storeId: "0b0e7b7c-1111-4111-8111-111111111111", environment: "test", asOf: new Date("2027-03-01T15:00:00Z") }]);
  });

  it("is refused in live (conflict), touching nothing", async () => {
    const { expiry, scopes } = fakeExpiry();
    await expect(expireTestCharges({ expiry }, principal("live"), "2027-03-01T12:00:00Z")).rejects.toMatchObject({ kind: "conflict" });
    expect(scopes).toEqual([]);
  });
});

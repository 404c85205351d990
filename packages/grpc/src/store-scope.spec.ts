import { servicePrincipal } from "./principal";
import { scopeOf, scopeOfRow, type StoreScope } from "./store-scope";

const STORE = "0b0e7b7c-1111-4111-8111-111111111111";

describe("the store scope", () => {
  it("is the principal's store and environment", () => {
    expect(scopeOf(servicePrincipal(STORE, "live"))).toEqual({ storeId: STORE, environment: "live" });
  });

  it("does not type-check from a raw literal (the brand): only scopeOf/scopeOfRow make one", () => {
    // @ts-expect-error a literal is not a scope
    const raw: StoreScope = { storeId: STORE, environment: "test" };
    expect(raw.storeId).toBe(STORE);
  });

  it("refuses a row whose environment is neither test nor live", () => {
    expect(scopeOfRow({ storeId: STORE, environment: "test" })).toEqual({ storeId: STORE, environment: "test" });
    expect(() => scopeOfRow({ storeId: STORE, environment: "prod" })).toThrow("ambiente desconhecido: prod");
  });
});

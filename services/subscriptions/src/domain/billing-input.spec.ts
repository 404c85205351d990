import { billingRunInput } from "./billing-input";

describe("RunBilling input rules", () => {
  it("takes a known scope and an instant with its offset inside the stored years", () => {
    expect(billingRunInput({ scope: "all" })).toEqual({ scope: "all", asOf: undefined });
    expect(billingRunInput({ scope: "store", as_of: "2027-03-01T12:00:00-03:00" }).asOf).toEqual(new Date("2027-03-01T15:00:00Z"));
    expect(() => billingRunInput({ scope: "mine" })).toThrow(/`scope`.*all, store/);
    expect(() => billingRunInput({ scope: "store", as_of: "2027-03-01" })).toThrow(/`as_of`.*com fuso/);
    expect(() => billingRunInput({ scope: "store", as_of: "0000-01-01T00:00:00Z" })).toThrow(/entre os anos 1 e 9999/);
  });
});

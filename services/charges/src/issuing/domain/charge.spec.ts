import { locationIdOf } from "./charge";

describe("a charge's location id (issue 39, the BCB's loc.id)", () => {
  it("is shown once the charge has the BR Code that carries its location", () => {
    expect(locationIdOf({ pixCode: "000201…", locId: 482913004715238 })).toBe(482913004715238);
    expect(locationIdOf({ pixCode: null, locId: 482913004715238 })).toBeUndefined();
  });
});

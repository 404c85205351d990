import { isUnavailableDependency } from "./unavailable-dependency";

const withCode = (code: string, extra: object = {}) => Object.assign(new Error(code), { code, ...extra });

describe("isUnavailableDependency", () => {
  it("recognises a database that cannot serve now: connection exceptions, too many clients, shutdown, Prisma's pool", () => {
    for (const code of ["08006", "08001", "53300", "53100", "57P01", "57P03", "P1001", "P2024", "ECONNREFUSED"]) {
      expect([code, isUnavailableDependency(withCode(code))]).toEqual([code, true]);
    }
  });

  it("recognises a deadlock's victim (rolled back whole: the same request may be sent again)", () => {
    expect(isUnavailableDependency(new Error("DriverAdapterError", { cause: withCode("40P01") }))).toBe(true);
    expect(isUnavailableDependency(withCode("P2034"))).toBe(true);
  });

  it("looks through wrapping errors (a driver adapter's cause)", () => {
    const wrapped = new Error("DriverAdapterError", { cause: withCode("53300") });
    expect(isUnavailableDependency(wrapped)).toBe(true);
    expect(isUnavailableDependency({ originalCode: "57P01" })).toBe(true);
  });

  it("leaves request-shaped and unknown failures alone", () => {
    for (const err of [withCode("23505"), withCode("22P02"), withCode("40001"), withCode("P2002"), new Error("boom"), "text", null, undefined]) {
      expect(isUnavailableDependency(err)).toBe(false);
    }
  });
});

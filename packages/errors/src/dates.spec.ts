import { isStorableDate } from "./dates";

describe("isStorableDate", () => {
  it.each([
    ["0001-01-01T00:00:00Z", true],
    ["9999-12-31T23:59:59.999Z", true],
    ["2026-11-22T10:00:00-03:00", true],
    ["0000-01-01T00:00:00Z", false],
    ["-000001-01-01T00:00:00Z", false],
    ["+010000-01-01T00:00:00Z", false],
    ["275760-09-13T00:00:00.000Z", false],
    ["not a date", false],
  ])("%s → %s (as PostgreSQL takes the driver's ISO text)", (text, ok) => {
    expect(isStorableDate(new Date(text))).toBe(ok);
  });
});

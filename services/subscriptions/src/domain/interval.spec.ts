import { dueAt, firstPeriodAfter, isInterval, oneIntervalAfter, type Interval } from "./interval";

const at = (iso: string) => new Date(iso);

/** [anchor, interval, periods, expected due instant]; offsets are Brazil's (-03:00, or -02:00 in an old DST summer). */
const TABLE: [string, Interval, number, string][] = [
  // month ends keep the subscriber's day: Jan 31 → Feb 28/29 → Mar 31 → Apr 30
  ["2025-01-31T10:00:00-03:00", "monthly", 1, "2025-02-28T10:00:00-03:00"],
  ["2025-01-31T10:00:00-03:00", "monthly", 2, "2025-03-31T10:00:00-03:00"],
  ["2025-01-31T10:00:00-03:00", "monthly", 3, "2025-04-30T10:00:00-03:00"],
  ["2025-01-31T10:00:00-03:00", "monthly", 4, "2025-05-31T10:00:00-03:00"],
  ["2024-01-31T10:00:00-03:00", "monthly", 1, "2024-02-29T10:00:00-03:00"],
  ["2024-01-31T10:00:00-03:00", "monthly", 2, "2024-03-31T10:00:00-03:00"],
  ["2025-01-30T09:00:00-03:00", "monthly", 1, "2025-02-28T09:00:00-03:00"],
  ["2025-01-30T09:00:00-03:00", "monthly", 2, "2025-03-30T09:00:00-03:00"],
  ["2025-03-31T08:00:00-03:00", "monthly", 1, "2025-04-30T08:00:00-03:00"],
  ["2025-12-31T23:30:00-03:00", "monthly", 2, "2026-02-28T23:30:00-03:00"],
  ["2025-08-31T12:00:00-03:00", "monthly", 6, "2026-02-28T12:00:00-03:00"],
  // Feb 29: yearly from a leap day lands on Feb 28, and on Feb 29 again four years later
  ["2024-02-29T10:00:00-03:00", "yearly", 1, "2025-02-28T10:00:00-03:00"],
  ["2024-02-29T10:00:00-03:00", "yearly", 4, "2028-02-29T10:00:00-03:00"],
  ["2023-02-28T10:00:00-03:00", "yearly", 1, "2024-02-28T10:00:00-03:00"],
  ["2024-02-29T10:00:00-03:00", "monthly", 1, "2024-03-29T10:00:00-03:00"],
  ["2024-02-29T10:00:00-03:00", "monthly", 12, "2025-02-28T10:00:00-03:00"],
  // quarterly and semiannual keep the day too
  ["2025-11-30T10:00:00-03:00", "quarterly", 1, "2026-02-28T10:00:00-03:00"],
  ["2025-11-30T10:00:00-03:00", "quarterly", 2, "2026-05-30T10:00:00-03:00"],
  ["2025-08-31T10:00:00-03:00", "semiannual", 1, "2026-02-28T10:00:00-03:00"],
  ["2025-08-31T10:00:00-03:00", "semiannual", 2, "2026-08-31T10:00:00-03:00"],
  // weekly: 7 days each, across month and year ends
  ["2025-12-29T10:00:00-03:00", "weekly", 1, "2026-01-05T10:00:00-03:00"],
  ["2025-02-26T10:00:00-03:00", "weekly", 1, "2025-03-05T10:00:00-03:00"],
  ["2024-02-26T10:00:00-03:00", "weekly", 1, "2024-03-04T10:00:00-03:00"],
  ["2025-01-01T00:00:00-03:00", "weekly", 52, "2025-12-31T00:00:00-03:00"],
  // Brazil without DST (since 2019): November and February keep -03:00, the UTC hour never moves
  ["2025-10-15T10:00:00-03:00", "monthly", 1, "2025-11-15T10:00:00-03:00"],
  ["2025-11-15T10:00:00-03:00", "monthly", 3, "2026-02-15T10:00:00-03:00"],
  ["2019-10-15T10:00:00-03:00", "monthly", 1, "2019-11-15T10:00:00-03:00"],
  ["2019-11-30T10:00:00-03:00", "monthly", 3, "2020-02-29T10:00:00-03:00"],
  // the last DST summer ended on 2019-02-17: a January anchor (-02:00) keeps 10:00 local in February (-03:00)
  ["2019-01-20T10:00:00-02:00", "monthly", 1, "2019-02-20T10:00:00-03:00"],
  // before 2019 (DST from 2018-11-04 to 2019-02-17): the local time is kept, the UTC instant moves an hour
  ["2018-10-15T10:00:00-03:00", "monthly", 1, "2018-11-15T10:00:00-02:00"],
  ["2018-10-15T10:00:00-03:00", "weekly", 3, "2018-11-05T10:00:00-02:00"],
  // midnight in Brazil is 03:00 UTC: the day is Brazil's, not UTC's
  ["2025-01-31T00:30:00-03:00", "monthly", 1, "2025-02-28T00:30:00-03:00"],
  ["2025-03-01T01:00:00Z", "monthly", 1, "2025-03-28T22:00:00-03:00"],
  // zero periods is the anchor
  ["2025-01-31T10:00:00-03:00", "monthly", 0, "2025-01-31T10:00:00-03:00"],
];

describe("dueAt (anchor + periods × interval in America/Sao_Paulo)", () => {
  it.each(TABLE)("%s + %s × %i = %s", (anchor, interval, periods, expected) => {
    expect(dueAt(at(anchor), interval, periods).toISOString()).toBe(at(expected).toISOString());
  });

  it("never chains: twelve monthly periods from Jan 31 all fall on the month's last day or the 31st", () => {
    const anchor = at("2025-01-31T10:00:00-03:00");
    const days = Array.from({ length: 12 }, (_, i) => dueAt(anchor, "monthly", i + 1).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" }));
    expect(days).toEqual([
      "28/02/2025", "31/03/2025", "30/04/2025", "31/05/2025", "30/06/2025", "31/07/2025",
      "31/08/2025", "30/09/2025", "31/10/2025", "30/11/2025", "31/12/2025", "31/01/2026",
    ]);
  });

  it("refuses negative or fractional periods and invalid dates", () => {
    expect(() => dueAt(at("2025-01-31T10:00:00Z"), "monthly", -1)).toThrow(RangeError);
    expect(() => dueAt(at("2025-01-31T10:00:00Z"), "monthly", 1.5)).toThrow(RangeError);
    expect(() => dueAt(new Date(NaN), "monthly", 1)).toThrow(RangeError);
  });
});

describe("helpers", () => {
  it("oneIntervalAfter is one period from the given instant", () => {
    expect(oneIntervalAfter(at("2025-01-31T10:00:00-03:00"), "monthly").toISOString()).toBe(at("2025-02-28T10:00:00-03:00").toISOString());
    expect(oneIntervalAfter(at("2025-01-31T10:00:00-03:00"), "weekly").toISOString()).toBe(at("2025-02-07T10:00:00-03:00").toISOString());
  });

  it("firstPeriodAfter counts the periods due at or before an instant", () => {
    const anchor = at("2025-01-31T10:00:00-03:00");
    expect(firstPeriodAfter(anchor, "monthly", at("2025-01-01T00:00:00Z"))).toBe(0);
    expect(firstPeriodAfter(anchor, "monthly", at("2025-01-31T10:00:00-03:00"))).toBe(1);
    expect(firstPeriodAfter(anchor, "monthly", at("2025-04-01T00:00:00-03:00"))).toBe(3);
  });

  it("isInterval accepts the five intervals only", () => {
    for (const i of ["weekly", "monthly", "quarterly", "semiannual", "yearly"]) expect(isInterval(i)).toBe(true);
    for (const i of ["daily", "Monthly", ""]) expect(isInterval(i)).toBe(false);
  });
});

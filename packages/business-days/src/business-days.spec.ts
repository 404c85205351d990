import {
  addBusinessDays, businessDaysBetween, daysBetween, easterSunday, isBusinessDay, isCalendarDate, nationalHolidays,
  onOrNextBusinessDay, onOrPreviousBusinessDay, todayInBrasilia,
} from "./business-days";

// The movable banking holidays as ANBIMA publishes them (anbima.com.br, "Feriados nacionais"), 2025–2030:
// Carnaval Monday and Tuesday, Good Friday, Corpus Christi. Written out, not computed, so that the
// Easter algorithm is checked against the published calendar.
const MOVABLE_PUBLISHED: Record<number, string[]> = {
  2025: ["2025-03-03", "2025-03-04", "2025-04-18", "2025-06-19"],
  2026: ["2026-02-16", "2026-02-17", "2026-04-03", "2026-06-04"],
  2027: ["2027-02-08", "2027-02-09", "2027-03-26", "2027-05-27"],
  2028: ["2028-02-28", "2028-02-29", "2028-04-14", "2028-06-15"],
  2029: ["2029-02-12", "2029-02-13", "2029-03-30", "2029-05-31"],
  2030: ["2030-03-04", "2030-03-05", "2030-04-19", "2030-06-20"],
};
const FIXED = ["01-01", "04-21", "05-01", "09-07", "10-12", "11-02", "11-15", "11-20", "12-25"];

describe("the national banking calendar", () => {
  it.each(Object.entries(MOVABLE_PUBLISHED))("%s: the nine fixed holidays and the four movable ones ANBIMA publishes", (year, movable) => {
    const expected = [...FIXED.map((md) => `${year}-${md}`), ...movable].sort();
    expect(nationalHolidays(Number(year)).map((h) => h.date)).toEqual(expected);
  });

  it("20 November is national from 2024 (Lei 14.759/2023), not before", () => {
    expect(nationalHolidays(2023).some((h) => h.date === "2023-11-20")).toBe(false);
    expect(nationalHolidays(2024).find((h) => h.date === "2024-11-20")?.name).toMatch(/Consciência Negra/);
  });

  it("Easter Sunday for known years", () => {
    expect([2024, 2025, 2026, 2030, 2038].map(easterSunday)).toEqual(["2024-03-31", "2025-04-20", "2026-04-05", "2030-04-21", "2038-04-25"]);
  });

  it("weekends and holidays are not business days", () => {
    expect(isBusinessDay("2026-11-27")).toBe(true); // Friday
    expect(isBusinessDay("2026-11-28")).toBe(false); // Saturday
    expect(isBusinessDay("2026-11-29")).toBe(false); // Sunday
    expect(isBusinessDay("2026-11-20")).toBe(false); // Friday, Consciência Negra
    expect(isBusinessDay("2026-02-17")).toBe(false); // Carnaval Tuesday
  });

  it("a due date on a Saturday moves to Monday; one on the eve of a long weekend's holiday moves past it", () => {
    expect(onOrNextBusinessDay("2026-11-28")).toBe("2026-11-30");
    expect(onOrNextBusinessDay("2026-11-27")).toBe("2026-11-27");
    expect(onOrNextBusinessDay("2026-02-14")).toBe("2026-02-18"); // Saturday before Carnaval → Ash Wednesday
    expect(onOrNextBusinessDay("2026-12-25")).toBe("2026-12-28");
    expect(onOrPreviousBusinessDay("2026-11-22")).toBe("2026-11-19"); // Sunday, past Friday's holiday
  });

  it("counts and adds business days", () => {
    expect(addBusinessDays("2026-11-19", 1)).toBe("2026-11-23"); // over the holiday and the weekend
    expect(addBusinessDays("2026-11-19", 0)).toBe("2026-11-19");
    expect(businessDaysBetween("2026-11-19", "2026-11-23")).toBe(1);
    expect(businessDaysBetween("2026-11-23", "2026-11-19")).toBe(0);
    expect(businessDaysBetween("2026-12-31", "2027-01-31")).toBe(20);
    expect(daysBetween("2026-02-27", "2026-03-02")).toBe(3);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
  });

  it("refuses what is not a calendar date", () => {
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(isCalendarDate("2026-12-31")).toBe(true);
    expect(() => isBusinessDay("31/12/2026")).toThrow(RangeError);
  });

  it("today in Brasília is the UTC date until 03:00 UTC", () => {
    expect(todayInBrasilia(new Date("2026-11-29T02:59:59Z"))).toBe("2026-11-28");
    expect(todayInBrasilia(new Date("2026-11-29T03:00:00Z"))).toBe("2026-11-29");
  });
});

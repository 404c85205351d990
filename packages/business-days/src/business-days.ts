/**
 * Brazil's national banking calendar: the business days on which due dates, fines, interest and
 * Pix Automático's windows are counted. Dates are calendar dates (`YYYY-MM-DD`) with no time of day:
 * a due date is "all of that day" wherever the payer is, so no timezone enters the arithmetic.
 *
 * National holidays only (Lei 662/1949 as amended, Lei 6.802/1980, Lei 14.759/2023 for 20 November
 * from 2024), plus the days the banking system closes nationally (Carnaval Monday and Tuesday, Good
 * Friday, Corpus Christi: the ANBIMA/Febraban calendar). State and municipal holidays (the BCB's
 * `codMun`) are not known here yet: a payer in a city with its own holiday gets the national answer.
 */
export type CalendarDate = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The date as UTC midnight milliseconds; throws on anything that is not a real `YYYY-MM-DD` date. */
function toMs(date: CalendarDate): number {
  const m = DATE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN;
  if (!m || Number.isNaN(ms) || fromMs(ms) !== date) throw new RangeError(`not a calendar date: ${date}`);
  return ms;
}

const fromMs = (ms: number): CalendarDate => new Date(ms).toISOString().slice(0, 10);

export function isCalendarDate(value: string): boolean {
  try {
    toMs(value);
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromMs(toMs(date) + days * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toMs(to) - toMs(from)) / DAY_MS);
}

/** Easter Sunday (Gregorian; the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return fromMs(Date.UTC(year, month - 1, day));
}

export interface Holiday {
  date: CalendarDate;
  name: string;
}

const FIXED: ReadonlyArray<readonly [string, string, number?]> = [
  ["01-01", "Confraternização Universal"],
  ["04-21", "Tiradentes"],
  ["05-01", "Dia do Trabalho"],
  ["09-07", "Independência do Brasil"],
  ["10-12", "Nossa Senhora Aparecida"],
  ["11-02", "Finados"],
  ["11-15", "Proclamação da República"],
  ["11-20", "Dia Nacional de Zumbi e da Consciência Negra", 2024],
  ["12-25", "Natal"],
];

/** Days relative to Easter Sunday on which the banking system closes nationally. */
const MOVABLE: ReadonlyArray<readonly [number, string]> = [
  [-48, "Carnaval (segunda-feira)"],
  [-47, "Carnaval (terça-feira)"],
  [-2, "Sexta-feira Santa"],
  [60, "Corpus Christi"],
];

const cache = new Map<number, Holiday[]>();

/** The year's national banking holidays, in date order. */
export function nationalHolidays(year: number): Holiday[] {
  let list = cache.get(year);
  if (!list) {
    const easter = easterSunday(year);
    list = [
      ...FIXED.filter(([, , since]) => !since || year >= since).map(([md, name]) => ({ date: `${year}-${md}`, name })),
      ...MOVABLE.map(([offset, name]) => ({ date: addDays(easter, offset), name })),
    ].sort((x, y) => x.date.localeCompare(y.date));
    cache.set(year, list);
  }
  return list;
}

export function holidayOn(date: CalendarDate): Holiday | undefined {
  return nationalHolidays(Number(date.slice(0, 4))).find((h) => h.date === date);
}

export function isBusinessDay(date: CalendarDate): boolean {
  const weekday = new Date(toMs(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidayOn(date);
}

/** The date itself when it is a business day, else the next one (the due-date shift of Lei 7.089/83). */
export function onOrNextBusinessDay(date: CalendarDate): CalendarDate {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** The date itself when it is a business day, else the one before (the BCB's `ajusteDiaUtil` backwards). */
export function onOrPreviousBusinessDay(date: CalendarDate): CalendarDate {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/** `n` business days after `date` (n ≥ 0; 0 is the date itself, unadjusted). */
export function addBusinessDays(date: CalendarDate, n: number): CalendarDate {
  let day = date;
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

/** Business days in (from, to]: 0 when `to` ≤ `from`. */
export function businessDaysBetween(from: CalendarDate, to: CalendarDate): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isBusinessDay(day)) count++;
  return count;
}

/** Today's calendar date in Brasília (UTC−3, no daylight saving since 2019). */
export function todayInBrasilia(now: Date = new Date()): CalendarDate {
  return fromMs(now.getTime() - 3 * 3_600_000);
}

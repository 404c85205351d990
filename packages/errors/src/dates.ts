/**
 * Dates PostgreSQL accepts as the drivers write them (toISOString): years 0001 to 9999. A JS Date
 * reaches year 275760, but "+010000-…" is refused ("time zone displacement out of range"), and
 * year 0 or before ("0000-…", "-000001-…") is refused as out of range or malformed: a 500 where
 * the caller only sent a date no one means.
 */
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}

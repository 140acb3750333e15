/**
 * Plain calendar dates as 'YYYY-MM-DD' strings. All arithmetic counts whole days since 1970-01-01
 * (UTC), so the host timezone never changes a result.
 */

const MS_PER_DAY = 86_400_000; // ms
export const MS_PER_HOUR = 3_600_000; // ms
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a 'YYYY-MM-DD' date; throws RangeError when it is not a real date. */
export function toEpochDay(date: string): number {
  const match = ISO_DATE.exec(date);
  if (match === null) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const [, year, month, day] = match;
  const epochDay = Date.UTC(Number(year), Number(month) - 1, Number(day)) / MS_PER_DAY;
  // Date.UTC rolls 2026-02-30 over to 2026-03-02: a round trip catches impossible dates.
  if (fromEpochDay(epochDay) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return epochDay;
}

/** The 'YYYY-MM-DD' date that lies `epochDay` days after 1970-01-01. */
export function fromEpochDay(epochDay: number): string {
  const date = new Date(epochDay * MS_PER_DAY);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** Day of the week of a 'YYYY-MM-DD' date: 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  // 1970-01-01 was a Thursday (4); the double modulo keeps dates before 1970 positive.
  return (((toEpochDay(date) + 4) % 7) + 7) % 7;
}

/** The date `days` calendar days after `date` (negative goes back), e.g. addDays('2026-12-31', 1) → '2027-01-01'. */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`days must be an integer, got ${days}`);
  return fromEpochDay(toEpochDay(date) + days);
}

/** Shop-local calendar date and time of day at `now` (epoch ms) for a shop `offsetHours` east of UTC. */
export function shopLocalTime(now: number, offsetHours: number): { date: string; msIntoDay: number } {
  if (!Number.isFinite(now)) throw new RangeError(`now must be epoch ms, got ${now}`);
  if (!Number.isFinite(offsetHours)) throw new RangeError(`offsetHours must be finite, got ${offsetHours}`);
  const localMs = now + offsetHours * MS_PER_HOUR; // ms on the shop's wall clock, counted as if UTC
  const epochDay = Math.floor(localMs / MS_PER_DAY);
  return { date: fromEpochDay(epochDay), msIntoDay: localMs - epochDay * MS_PER_DAY };
}

/** The shop-local 'YYYY-MM-DD' date at `now` (epoch ms), e.g. shopLocalDate(Date.parse('2026-11-22T15:00Z'), 9) → '2026-11-23'. */
export function shopLocalDate(now: number, offsetHours: number): string {
  return shopLocalTime(now, offsetHours).date;
}

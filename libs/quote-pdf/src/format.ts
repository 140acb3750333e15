/** Display formats of the quote: yen and Japanese dates. */

/** `¥12,870`; throws RangeError for anything that is not a safe integer. */
export function formatYen(amount: number): string {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Not an amount of yen (safe integer expected): ${amount}`);
  }
  const sign = amount < 0 ? '-' : '';
  return `${sign}¥${Math.abs(amount).toLocaleString('ja-JP')}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Checks a `YYYY-MM-DD` calendar date; throws RangeError for another form or a day that does not exist. */
export function checkIsoDate(date: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (match === null) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    throw new RangeError(`No such calendar date: ${date}`);
  }
  return { year, month, day };
}

/** `2026-11-27` → `2026年11月27日`; throws RangeError for a malformed date. */
export function formatJapaneseDate(date: string): string {
  const { year, month, day } = checkIsoDate(date);
  return `${year}年${month}月${day}日`;
}

import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthDayTime } from './dates.ts';

// Instants around the day boundaries of Tokyo and UTC, a leap day and the turn of a year.
const INSTANTS = [
  Date.UTC(2025, 5, 18, 3, 0),
  Date.UTC(2026, 10, 28, 14, 59),
  Date.UTC(2026, 10, 28, 15, 0),
  Date.UTC(2024, 1, 28, 15, 30),
  Date.UTC(2026, 11, 31, 15, 0),
  Date.UTC(2026, 0, 2, 23, 59),
];

describe('dates in Tokyo without Intl', () => {
  it.each(INSTANTS)('%d reads as Intl.DateTimeFormat ja-JP in Asia/Tokyo does', (ms) => {
    expect(formatLongDate(ms)).toBe(
      new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' }).format(ms),
    );
    expect(formatMonthDayTime(ms)).toBe(
      new Intl.DateTimeFormat('ja-JP', {
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Asia/Tokyo',
      }).format(ms),
    );
  });

  it('names the Tokyo day, not the UTC one', () => {
    expect(formatLongDate(Date.UTC(2026, 10, 28, 15, 0))).toBe('2026年11月29日');
    expect(formatMonthDayTime(Date.UTC(2026, 10, 28, 15, 5))).toBe('11/29 00:05');
  });
});

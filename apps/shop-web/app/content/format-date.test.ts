import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('editorial dates', () => {
  it.each([
    ['2025-06-18T00:00:00+09:00', '2025年6月18日'],
    // 15:30 UTC is already the next day in Japan.
    ['2024-12-31T15:30:00.000Z', '2025年1月1日'],
    ['2024-05-01T09:30:00.000000Z', '2024年5月1日'],
  ])('%s is shown as the date in Japan: %s', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('不明')).toBe('不明');
  });
});

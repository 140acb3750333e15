import { describe, expect, it } from 'vitest';
import { jstMinute, shortDate, waitedFor, yen } from './format.ts';

describe('the back office formats', () => {
  it('writes JST minutes, short dates with the weekday and yen', () => {
    expect(jstMinute('2026-11-24T09:05:00.000Z')).toBe('2026-11-24 18:05');
    expect(shortDate('2026-11-24')).toBe('11/24（火）');
    expect(yen(70700)).toBe('￥70,700');
  });

  it('says how long a wait has lasted in days and hours, hours, or minutes', () => {
    const now = Date.parse('2026-11-24T12:00:00.000Z');
    expect(waitedFor('2026-11-21T08:00:00.000Z', now)).toBe('3日と4時間');
    expect(waitedFor('2026-11-22T12:00:00.000Z', now)).toBe('2日');
    expect(waitedFor('2026-11-24T07:30:00.000Z', now)).toBe('4時間');
    expect(waitedFor('2026-11-24T11:20:00.000Z', now)).toBe('40分');
  });
});

import { describe, expect, it } from 'vitest';
import { jstMinute, waitedFor } from './waiting.ts';

const since = '2026-12-01T00:00:00.000Z';
const after = (minutes: number) => Date.parse(since) + minutes * 60_000;

describe('waitedFor', () => {
  it.each([
    [0.5, '1分未満'],
    [8, '8分'],
    [60, '1時間'],
    [312, '5時間12分'],
    [1440, '1日'],
    [3 * 1440 + 4 * 60 + 59, '3日4時間'],
  ])('after %s minutes: %s', (minutes, words) => {
    expect(waitedFor(since, after(minutes))).toBe(words);
  });

  it('a time in the future or not a time reads as under a minute', () => {
    expect(waitedFor(since, after(-5))).toBe('1分未満');
    expect(waitedFor('not a time', after(5))).toBe('1分未満');
  });
});

describe('jstMinute', () => {
  it('shows the instant in JST to the minute', () => {
    expect(jstMinute('2026-11-24T09:05:59.000Z')).toBe('2026-11-24 18:05');
  });
});

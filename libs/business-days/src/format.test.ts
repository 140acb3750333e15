import { describe, expect, it } from 'vitest';
import { formatMonthDay } from './format.ts';

describe('formatMonthDay', () => {
  it.each([
    ['2026-11-25', '11月25日'],
    ['2027-01-04', '1月4日'],
    ['2026-09-09', '9月9日'],
  ])('%s is shown as month and day without leading zeros: %s', (date, expected) => {
    expect(formatMonthDay(date)).toBe(expected);
  });

  it.each([
    ['2026-11-22', '11月22日(日)'],
    ['2026-11-23', '11月23日(月)'],
    ['2026-11-24', '11月24日(火)'],
    ['2026-11-25', '11月25日(水)'],
    ['2026-11-26', '11月26日(木)'],
    ['2026-11-27', '11月27日(金)'],
    ['2026-11-28', '11月28日(土)'],
    ['2028-02-29', '2月29日(火)'],
  ])('with the weekday option %s is shown as %s', (date, expected) => {
    expect(formatMonthDay(date, { weekday: true })).toBe(expected);
  });

  it('without the weekday option no weekday is shown', () => {
    expect(formatMonthDay('2026-11-25', { weekday: false })).toBe('11月25日');
  });

  it('a date that does not exist is a bug and throws', () => {
    expect(() => formatMonthDay('2026-02-30')).toThrow(RangeError);
  });
});

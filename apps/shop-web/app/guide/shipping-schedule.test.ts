import { describe, expect, it } from 'vitest';
import { shippingSchedule } from './shipping-schedule.ts';

// November 2026: 23 (Mon) is 勤労感謝の日; weekends left out.
const NOVEMBER = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
];
const jst = (iso: string) => Date.parse(`${iso}+09:00`);

describe('shipping schedule on the delivery guide', () => {
  it.each([
    [
      'before 14:00 the count starts today',
      '2026-11-17T13:59:59',
      { start: '11月17日(火)', startReason: 'today', inkjet: '11月20日(金)', screenFrom: '11月27日(金)', screenTo: '12月2日(水)' },
    ],
    [
      'at 14:00 the count starts the next business day',
      '2026-11-17T14:00:00',
      { start: '11月18日(水)', startReason: 'after_cutoff', inkjet: '11月24日(火)', screenFrom: '11月30日(月)', screenTo: '12月3日(木)' },
    ],
    [
      'on a Sunday evening the count starts the next business day, past the holiday',
      '2026-11-22T17:00:00',
      { start: '11月24日(火)', startReason: 'closed', inkjet: '11月27日(金)', screenFrom: '12月3日(木)', screenTo: '12月4日(金)' },
    ],
    [
      'on a holiday the count starts the next business day',
      '2026-11-23T10:00:00',
      { start: '11月24日(火)', startReason: 'closed', inkjet: '11月27日(金)', screenFrom: '12月3日(木)', screenTo: '12月4日(金)' },
    ],
  ])('%s', (_rule, at, expected) => {
    expect(shippingSchedule({ now: jst(at), businessDays: NOVEMBER, offsetHours: 9 })).toEqual(expected);
  });

  it('is null when the calendar cannot answer', () => {
    expect(shippingSchedule({ now: jst('2026-11-17T10:00:00'), businessDays: [], offsetHours: 9 })).toBeNull();
    expect(shippingSchedule({ now: jst('2026-12-10T10:00:00'), businessDays: NOVEMBER, offsetHours: 9 })).toBeNull();
  });
});

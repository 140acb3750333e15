import { describe, expect, it } from 'vitest';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { ProductResponseSchema } from '@shop/api-contract';
import { LATE_NOVEMBER_2026 } from '@shop/business-days/testing';
import * as v from 'valibot';
import { shippingSchedule, silkScreenLeadDays } from './shipping-schedule.ts';

const jst = (iso: string) => Date.parse(`${iso}+09:00`);

describe('shipping schedule on the delivery guide (silk-screen: 8 business days, as the catalogue says)', () => {
  it.each([
    [
      'before 14:00 the count starts today',
      '2026-11-17T13:59:59',
      { start: '11月17日(火)', startReason: 'today', inkjet: '11月20日(金)', screen: '11月30日(月)' },
    ],
    [
      'at 14:00 the count starts the next business day',
      '2026-11-17T14:00:00',
      { start: '11月18日(水)', startReason: 'after_cutoff', inkjet: '11月24日(火)', screen: '12月1日(火)' },
    ],
    [
      'on a Sunday evening the count starts the next business day, past the holiday',
      '2026-11-22T17:00:00',
      { start: '11月24日(火)', startReason: 'closed', inkjet: '11月27日(金)', screen: '12月4日(金)' },
    ],
    [
      'on a holiday the count starts the next business day',
      '2026-11-23T10:00:00',
      { start: '11月24日(火)', startReason: 'closed', inkjet: '11月27日(金)', screen: '12月4日(金)' },
    ],
  ])('%s', (_rule, at, expected) => {
    expect(shippingSchedule({ now: jst(at), businessDays: LATE_NOVEMBER_2026, offsetHours: 9, screenLeadDays: 8 })).toEqual(expected);
  });

  it('is null when the calendar cannot answer', () => {
    expect(shippingSchedule({ now: jst('2026-11-17T10:00:00'), businessDays: [], offsetHours: 9, screenLeadDays: 8 })).toBeNull();
    expect(
      shippingSchedule({ now: jst('2026-12-10T10:00:00'), businessDays: LATE_NOVEMBER_2026, offsetHours: 9, screenLeadDays: 8 }),
    ).toBeNull();
  });

  it('leaves silk-screen out when the catalogue has no silk-screen method', () => {
    expect(
      shippingSchedule({ now: jst('2026-11-17T10:00:00'), businessDays: LATE_NOVEMBER_2026, offsetHours: 9, screenLeadDays: null })?.screen,
    ).toBeNull();
  });

  it("reads silk-screen's lead time from the catalogue's print methods", () => {
    const product = v.parse(ProductResponseSchema, WIRE_EXAMPLES.productDetail.response).data;
    expect(silkScreenLeadDays([product])).toBe(8);
    expect(silkScreenLeadDays([{ printMethods: product.printMethods.filter((m) => m.slug !== 'silkscreen') }])).toBeNull();
  });
});

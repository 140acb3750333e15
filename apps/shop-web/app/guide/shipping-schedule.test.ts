import { describe, expect, it } from 'vitest';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { ProductResponseSchema } from '@shop/api-contract';
import { LATE_NOVEMBER_2026 } from '@shop/business-days/testing';
import * as v from 'valibot';
import { printMethodLeadTimes, shippingSchedule } from './shipping-schedule.ts';

const jst = (iso: string) => Date.parse(`${iso}+09:00`);

const METHODS = [
  { slug: 'inkjet', name: 'インクジェット', leadDays: 3 },
  { slug: 'white-inkjet', name: '白インクジェット', leadDays: 4 },
  { slug: 'silkscreen', name: 'シルクスクリーン', leadDays: 8 },
];
const dates = (inkjet: string, white: string, screen: string) => [
  { name: 'インクジェット', date: inkjet },
  { name: '白インクジェット', date: white },
  { name: 'シルクスクリーン', date: screen },
];

describe('shipping schedule on the delivery guide (each method at its lead_days: 3, 4 and 8 business days here)', () => {
  it.each([
    [
      'before 14:00 the count starts today',
      '2026-11-17T13:59:59',
      { start: '11月17日(火)', startReason: 'today', methods: dates('11月20日(金)', '11月24日(火)', '11月30日(月)') },
    ],
    [
      'at 14:00 the count starts the next business day',
      '2026-11-17T14:00:00',
      { start: '11月18日(水)', startReason: 'after_cutoff', methods: dates('11月24日(火)', '11月25日(水)', '12月1日(火)') },
    ],
    [
      'on a Sunday evening the count starts the next business day, past the holiday',
      '2026-11-22T17:00:00',
      { start: '11月24日(火)', startReason: 'closed', methods: dates('11月27日(金)', '11月30日(月)', '12月4日(金)') },
    ],
    [
      'on a holiday the count starts the next business day',
      '2026-11-23T10:00:00',
      { start: '11月24日(火)', startReason: 'closed', methods: dates('11月27日(金)', '11月30日(月)', '12月4日(金)') },
    ],
  ])('%s', (_rule, at, expected) => {
    expect(shippingSchedule({ now: jst(at), businessDays: LATE_NOVEMBER_2026, offsetHours: 9, methods: METHODS })).toEqual(expected);
  });

  it('is null when the calendar cannot answer', () => {
    expect(shippingSchedule({ now: jst('2026-11-17T10:00:00'), businessDays: [], offsetHours: 9, methods: METHODS })).toBeNull();
    expect(
      shippingSchedule({ now: jst('2026-12-10T10:00:00'), businessDays: LATE_NOVEMBER_2026, offsetHours: 9, methods: METHODS }),
    ).toBeNull();
  });

  it('without the catalogue, gives one line at the shortest lead time any order has', () => {
    expect(
      shippingSchedule({ now: jst('2026-11-17T10:00:00'), businessDays: LATE_NOVEMBER_2026, offsetHours: 9, methods: [] })?.methods,
    ).toEqual([{ name: null, date: '11月20日(金)' }]);
  });

  it("counts a method as the cart does: never under the shop's shortest lead time", () => {
    const quick = [{ slug: 'quick', name: '速いプリント', leadDays: 1 }];
    expect(
      shippingSchedule({ now: jst('2026-11-17T10:00:00'), businessDays: LATE_NOVEMBER_2026, offsetHours: 9, methods: quick })?.methods,
    ).toEqual([{ name: '速いプリント', date: '11月20日(金)' }]);
  });

  it("reads every print method's lead time from the catalogue's products, each once", () => {
    const product = v.parse(ProductResponseSchema, WIRE_EXAMPLES.productDetail.response).data;
    expect(printMethodLeadTimes([product, product])).toEqual([
      { slug: 'inkjet', name: 'インクジェット', leadDays: 3 },
      { slug: 'silkscreen', name: 'シルクスクリーン', leadDays: 8 },
    ]);
  });
});

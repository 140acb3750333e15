import { businessDaysBetween } from '@shop/business-days/testing';
import { aProduction } from '@shop/cart-domain/testing';
import { describe, expect, it } from 'vitest';
import { checkDeliveryDate, deliveryWindow, formatOrderDate, orderLeadDays } from './delivery-date.ts';
import type { OrderLineInput } from './order-totals.ts';

// Weekdays of late November 2026 without 11-23 (勤労感謝の日).
const DAYS = businessDaysBetween('2026-11-17', '2026-12-02');
const TUESDAY_NOON_JST = Date.parse('2026-11-17T03:00:00Z');
const TUESDAY_3PM_JST = Date.parse('2026-11-17T06:00:00Z');

const silk: OrderLineInput = {
  kind: 'production',
  production: aProduction({ printMethod: { id: 1, name: 'シルクスクリーン', leadDays: 5 } }),
};
const inkjet: OrderLineInput = {
  kind: 'production',
  production: aProduction({ printMethod: { id: 2, name: 'インクジェット', leadDays: 2 } }),
};

describe('orderLeadDays', () => {
  it('takes the longest lead time of the print methods, at least the shortest lead time 3', () => {
    expect(orderLeadDays([])).toBe(3);
    expect(orderLeadDays([inkjet])).toBe(3);
    expect(orderLeadDays([inkjet, silk])).toBe(5);
  });
});

describe('deliveryWindow', () => {
  const input = { businessDays: DAYS, transitDays: 1, windowDays: 14 };

  it('ships after the lead time in business days and delivers from the next day for 14 more days', () => {
    expect(deliveryWindow({ ...input, now: TUESDAY_NOON_JST, leadDays: 3 })).toEqual({
      ok: true,
      value: { shipDate: '2026-11-20', earliestDeliveryDate: '2026-11-21', latestDeliveryDate: '2026-12-05' },
    });
  });

  it('counts from the next day after 14:00 shop time, skipping the weekend and the holiday', () => {
    const result = deliveryWindow({ ...input, now: TUESDAY_3PM_JST, leadDays: 3 });
    expect(result.ok && result.value.shipDate).toBe('2026-11-24');
  });

  it('answers the calendar refusal when there are no business days', () => {
    expect(deliveryWindow({ ...input, businessDays: [], now: TUESDAY_NOON_JST, leadDays: 3 })).toEqual({
      ok: false,
      error: { type: 'no_business_days' },
    });
  });

  it('refuses fractional or negative transit and window days as bugs', () => {
    expect(() => deliveryWindow({ ...input, now: 0, leadDays: 3, transitDays: -1 })).toThrow(RangeError);
    expect(() => deliveryWindow({ ...input, now: 0, leadDays: 3, windowDays: 0.5 })).toThrow(RangeError);
  });
});

describe('checkDeliveryDate', () => {
  const window = { shipDate: '2026-11-20', earliestDeliveryDate: '2026-11-21', latestDeliveryDate: '2026-12-05' };

  it.each([
    [null, { ok: true, value: null }],
    ['2026-11-21', { ok: true, value: '2026-11-21' }],
    ['2026-12-05', { ok: true, value: '2026-12-05' }],
    ['2026-11-20', { ok: false, error: { type: 'before_earliest', earliest: '2026-11-21' } }],
    ['2026-12-06', { ok: false, error: { type: 'after_latest', latest: '2026-12-05' } }],
    ['2026-11-31', { ok: false, error: { type: 'not_a_date' } }],
    ['11/25', { ok: false, error: { type: 'not_a_date' } }],
  ])('%j → %o', (requested, expected) => {
    expect(checkDeliveryDate(requested, window)).toEqual(expected);
  });
});

describe('formatOrderDate', () => {
  it('writes month, day and weekday in Japanese', () => {
    expect(formatOrderDate('2026-11-25')).toBe('11月25日(水)');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeShipDateRecount, recountShipDate } from './ship-date.ts';
import { FIXTURE_BUSINESS_DAYS } from './testing/index.ts';

const jst = (date: string, time: string) => Date.parse(`${date}T${time}:00+09:00`);
const businessDays = FIXTURE_BUSINESS_DAYS;

describe('recountShipDate: business days from the last approval, 14:00 JST cut-off', () => {
  it.each([
    ['before 14:00 on a business day counts from that day', '2026-11-24', '13:59', 'today', '2026-12-04'],
    ['from 14:00 counts from the next business day', '2026-11-24', '14:00', 'after_cutoff', '2026-12-07'],
    ['on a closed day counts from the next business day', '2026-11-29', '10:00', 'closed', '2026-12-10'],
  ])('%s', (_, approvedOn, time, start, shipDate) => {
    const result = recountShipDate({ approvedAt: jst(approvedOn, time), leadDays: 8, businessDays, previousShipDate: null });
    expect(result).toEqual({ ok: true, value: { shipDate, previousShipDate: null, change: 'first', approvedOn, start, leadDays: 8 } });
  });

  it.each([
    ['2026-12-04', 'later'],
    ['2026-12-07', 'unchanged'],
    ['2026-12-08', 'earlier'],
  ])('compares with the date shown before (%s → %s)', (previousShipDate, change) => {
    const result = recountShipDate({ approvedAt: jst('2026-11-24', '15:00'), leadDays: 8, businessDays, previousShipDate });
    expect(result.ok && result.value.change).toBe(change);
  });

  it('says so when the calendar cannot tell', () => {
    expect(recountShipDate({ approvedAt: jst('2026-11-24', '10:00'), leadDays: 3, businessDays: [], previousShipDate: null })).toEqual({
      ok: false,
      error: { type: 'no_business_days' },
    });
  });

  it('is never before the approval day, and after it when the approval came after the cut-off', () => {
    const from = jst('2026-11-01', '00:00');
    const to = jst('2027-02-28', '23:59');
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), fc.integer({ min: 0, max: 20 }), (approvedAt, leadDays) => {
        const result = recountShipDate({ approvedAt, leadDays, businessDays, previousShipDate: null });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { shipDate, approvedOn, start } = result.value;
        expect(shipDate >= approvedOn).toBe(true);
        if (start !== 'today') expect(shipDate > approvedOn).toBe(true);
        expect(businessDays).toContain(shipDate);
      }),
    );
  });
});

describe('describeShipDateRecount: why the date is what it is, in words', () => {
  const recount = (approvedAt: number, previousShipDate: string | null) => {
    const result = recountShipDate({ approvedAt, leadDays: 8, businessDays, previousShipDate });
    if (!result.ok) throw new Error(result.error.type);
    return describeShipDateRecount(result.value);
  };

  it.each([
    [
      jst('2026-11-24', '15:00'),
      '2026-12-04',
      'データの確認が11月24日(火)に完了しました（14時以降のため、翌営業日から製作日数を数えます）。発送予定日は12月4日(金)から12月7日(月)に変わりました。',
    ],
    [
      jst('2026-11-24', '10:00'),
      '2026-12-07',
      'データの確認が11月24日(火)に完了しました（この日から製作日数を数えます）。発送予定日は12月7日(月)から12月4日(金)に早まりました。',
    ],
    [
      jst('2026-11-29', '10:00'),
      null,
      'データの確認が11月29日(日)に完了しました（休業日のため、翌営業日から製作日数を数えます）。発送予定日は12月10日(木)です。',
    ],
    [
      jst('2026-11-24', '10:00'),
      '2026-12-04',
      'データの確認が11月24日(火)に完了しました（この日から製作日数を数えます）。発送予定日は12月4日(金)です。',
    ],
  ])('approved at %s, shown before %s', (approvedAt, previous, text) => {
    expect(recount(approvedAt, previous)).toBe(text);
  });
});

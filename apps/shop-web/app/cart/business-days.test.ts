import { answer, createFakeApi, createTestStore, requestLines } from '@shop/web-state/testing';
import { describe, expect, it } from 'vitest';
import { businessDaysAtom, loadBusinessDaysAtom } from './business-days.ts';
import { shippingDateLabel } from './shipping-date.ts';

const calendar = { days: ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-24', '2026-11-25'], offset: 9 };
const jst = (hour: number, minute = 0) => Date.UTC(2026, 10, 17, hour - 9, minute); // Tuesday 2026-11-17, JST

describe('estimated shipping date (14:00 JST cut-off, 3 business days)', () => {
  it.each([
    [jst(13, 59), '11月20日(金)'],
    [jst(14, 0), '11月24日(火)'],
  ])('an order at %i ships %s', (now, label) => {
    expect(shippingDateLabel(now, calendar)).toBe(label);
  });

  it('says nothing without a calendar', () => {
    expect(shippingDateLabel(jst(10), null)).toBeNull();
    expect(shippingDateLabel(jst(10), { days: [] })).toBeNull();
  });
});

describe('loading the business-day calendar', () => {
  it('fetches once per 12 hours and silently ignores a failure', async () => {
    const fake = createFakeApi({ 'GET /api/delivery/business_days': calendar });
    const { store, setNow } = createTestStore(fake, { now: jst(10) });
    await store.set(loadBusinessDaysAtom);
    await store.set(loadBusinessDaysAtom);
    expect(requestLines(fake)).toEqual(['GET /api/delivery/business_days']);
    expect(store.get(businessDaysAtom)).toEqual({ ...calendar, timestamp: jst(10) });

    setNow(jst(10) + 12 * 3_600_000);
    await store.set(loadBusinessDaysAtom);
    expect(fake.requests).toHaveLength(2);

    const failing = createTestStore(createFakeApi({ 'GET /api/delivery/business_days': () => answer(500, {}) }));
    await expect(failing.store.set(loadBusinessDaysAtom)).resolves.toBeUndefined();
    expect(failing.store.get(businessDaysAtom)).toBeNull();
  });
});

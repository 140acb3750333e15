import { describe, expect, it } from 'vitest';
import { daysUntil, expiringCoupons, shopToday } from './expiring-coupons.ts';

describe('coupons about to expire', () => {
  const coupons = [
    { id: 1, validUntil: '2026-12-20' },
    { id: 2, validUntil: null },
    { id: 3, validUntil: '2026-11-28' },
    { id: 4, validUntil: '2026-11-26' },
    { id: 5, validUntil: '2027-02-01' },
  ];

  it('lists those ending today or within 30 days, soonest first; none without an end or already ended', () => {
    expect(expiringCoupons(coupons, '2026-11-27').map((c) => c.id)).toEqual([3, 1]);
    expect(expiringCoupons(coupons, '2026-11-27', 1).map((c) => c.id)).toEqual([3]);
    expect(expiringCoupons([{ validUntil: '2026-11-27' }], '2026-11-27')).toHaveLength(1);
  });

  it('counts whole days and reads today in shop time', () => {
    expect(daysUntil('2026-11-27', '2026-12-27')).toBe(30);
    expect(shopToday(Date.parse('2026-11-27T15:30:00Z'))).toBe('2026-11-28');
    expect(shopToday(Date.parse('2026-11-27T14:59:00Z'))).toBe('2026-11-27');
  });
});

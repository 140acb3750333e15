import { EMPTY_CHECKOUT_DRAFT } from '@shop/web-state';
import { describe, expect, it } from 'vitest';
import { laterDeliveryDates, resolveChoices } from './checkout-choices.ts';

const addresses = [
  { id: 31, isDefault: true },
  { id: 32, isDefault: false },
];
const options: Parameters<typeof resolveChoices>[2] = {
  earliestDeliveryDate: '2026-11-28',
  latestDeliveryDate: '2026-12-12',
  timeSlots: ['指定なし', '午前中', '14時〜16時'],
  paymentMethods: [
    { method: 'card', label: 'クレジットカード' },
    { method: 'bank_transfer', label: '銀行振込' },
  ],
};

describe('the choices the checkout page shows', () => {
  it('are the defaults without a draft: the default address, the earliest date, no slot, card', () => {
    expect(resolveChoices(EMPTY_CHECKOUT_DRAFT, addresses, options)).toEqual({ addressId: 31, deliveryDate: null, deliverySlot: null, paymentMethod: 'card' });
  });

  it("are the draft's while they fit what is offered now", () => {
    const draft = { ...EMPTY_CHECKOUT_DRAFT, addressId: 32, deliveryDate: '2026-12-01', deliverySlot: '午前中', paymentMethod: 'bank_transfer' as const };
    expect(resolveChoices(draft, addresses, options)).toEqual({ addressId: 32, deliveryDate: '2026-12-01', deliverySlot: '午前中', paymentMethod: 'bank_transfer' });
  });

  it('fall back one by one when the draft no longer fits: a deleted address, a date out of range, a slot not offered', () => {
    const draft = { ...EMPTY_CHECKOUT_DRAFT, addressId: 99, deliveryDate: '2026-11-20', deliverySlot: '深夜', paymentMethod: 'card' as const };
    expect(resolveChoices(draft, addresses, options)).toEqual({ addressId: 31, deliveryDate: null, deliverySlot: null, paymentMethod: 'card' });
    expect(resolveChoices({ ...draft, deliveryDate: '2026-12-13' }, [], options).deliveryDate).toBeNull();
    expect(resolveChoices(draft, [], options).addressId).toBeNull();
  });
});

describe('the later delivery dates', () => {
  it('are every day after the earliest up to the latest', () => {
    expect(laterDeliveryDates('2026-11-28', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(laterDeliveryDates('2026-11-28', '2026-11-28')).toEqual([]);
  });
});

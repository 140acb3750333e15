import { EMPTY_CHECKOUT_DRAFT } from '@shop/web-state';
import { describe, expect, it } from 'vitest';
import { laterDeliveryDates, resolveChoices, savedCardChoice } from './checkout-choices.ts';

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
    expect(resolveChoices(EMPTY_CHECKOUT_DRAFT, addresses, options)).toEqual({
      addressId: 31,
      deliveryDate: null,
      deliverySlot: null,
      paymentMethod: 'card',
    });
  });

  it("are the draft's while they fit what is offered now", () => {
    const draft = {
      ...EMPTY_CHECKOUT_DRAFT,
      addressId: 32,
      deliveryDate: '2026-12-01',
      deliverySlot: '午前中',
      paymentMethod: 'bank_transfer' as const,
    };
    expect(resolveChoices(draft, addresses, options)).toEqual({
      addressId: 32,
      deliveryDate: '2026-12-01',
      deliverySlot: '午前中',
      paymentMethod: 'bank_transfer',
    });
  });

  it('fall back one by one when the draft no longer fits: a deleted address, a date out of range, a slot not offered', () => {
    const draft = {
      ...EMPTY_CHECKOUT_DRAFT,
      addressId: 99,
      deliveryDate: '2026-11-20',
      deliverySlot: '深夜',
      paymentMethod: 'card' as const,
    };
    expect(resolveChoices(draft, addresses, options)).toEqual({
      addressId: 31,
      deliveryDate: null,
      deliverySlot: null,
      paymentMethod: 'card',
    });
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

describe('the saved card the checkout preselects', () => {
  const saved = { id: 5, brand: 'jcb', last4: '0505', expMonth: 1, expYear: 2031 } as const;
  const cards = [
    { id: 4, isDefault: false, expired: false },
    { id: 5, isDefault: false, expired: false },
    { id: 6, isDefault: true, expired: false },
  ];

  it('is the default saved card without a draft', () => {
    expect(savedCardChoice(EMPTY_CHECKOUT_DRAFT, cards)).toBe(6);
  });

  it("is the draft's saved card while it is still saved and not expired", () => {
    expect(savedCardChoice({ card: null, savedCard: saved }, cards)).toBe(5);
    expect(
      savedCardChoice(
        { card: null, savedCard: saved },
        cards.filter((card) => card.id !== 5),
      ),
    ).toBe(6);
    expect(
      savedCardChoice(
        { card: null, savedCard: saved },
        cards.map((card) => (card.id === 5 ? { ...card, expired: true } : card)),
      ),
    ).toBe(6);
  });

  it('never an expired card: the first usable one when the default has expired, none when all have', () => {
    expect(
      savedCardChoice(
        EMPTY_CHECKOUT_DRAFT,
        cards.map((card) => (card.id === 6 ? { ...card, expired: true } : card)),
      ),
    ).toBe(4);
    expect(
      savedCardChoice(
        EMPTY_CHECKOUT_DRAFT,
        cards.map((card) => ({ ...card, expired: true })),
      ),
    ).toBeNull();
  });

  it('is none once a new card was entered (the draft holds its token)', () => {
    const card = { token: 'card_x', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } as const;
    expect(savedCardChoice({ card, savedCard: null }, cards)).toBeNull();
  });
});

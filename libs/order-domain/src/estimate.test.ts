import { yen } from '@shop/cart-domain';
import { describe, expect, it } from 'vitest';
import { orderLeadDays } from './delivery-date.ts';
import {
  estimateExpiresAt,
  estimateRefusalMessage,
  estimateState,
  estimateValidUntil,
  formatEstimateNumber,
  parseEstimateNumber,
} from './estimate.ts';
import { lineCharges, type OrderHeldLine, orderTotals } from './order-totals.ts';

describe('estimate numbers', () => {
  it('formats Q-YYYY-NNNNNN with at least six digits', () => {
    expect(formatEstimateNumber({ year: 2026, sequence: 3 })).toBe('Q-2026-000003');
    expect(formatEstimateNumber({ year: 2026, sequence: 1234567 })).toBe('Q-2026-1234567');
  });

  it('refuses a year or sequence out of range', () => {
    expect(() => formatEstimateNumber({ year: 99, sequence: 1 })).toThrow(RangeError);
    expect(() => formatEstimateNumber({ year: 2026, sequence: 0 })).toThrow(RangeError);
  });

  it('reads back what it formats and nothing else', () => {
    expect(parseEstimateNumber('Q-2026-000003')).toEqual({ ok: true, value: { year: 2026, sequence: 3 } });
    for (const text of ['q-2026-000003', 'PF-2026-000003', 'Q-2026-00003', 'Q-2026-0000003', 'Q-2026-000000', ' Q-2026-000003']) {
      expect(parseEstimateNumber(text).ok, text).toBe(false);
    }
  });
});

describe('estimate validity', () => {
  it('holds validDays days after the day it is issued', () => {
    expect(estimateValidUntil('2026-11-27', 30)).toBe('2026-12-27');
    expect(estimateValidUntil('2026-12-15', 30)).toBe('2027-01-14');
  });

  it('is valid through its last day, expired the day after, ordered whatever the date', () => {
    expect(estimateState({ validUntil: '2026-12-27', ordered: false }, '2026-12-27')).toBe('valid');
    expect(estimateState({ validUntil: '2026-12-27', ordered: false }, '2026-12-28')).toBe('expired');
    expect(estimateState({ validUntil: '2026-12-27', ordered: true }, '2026-12-01')).toBe('ordered');
  });

  it('ends at midnight after the last day in shop time', () => {
    expect(new Date(estimateExpiresAt('2026-12-27')).toISOString()).toBe('2026-12-27T15:00:00.000Z');
  });

  it('says in Japanese why an estimate cannot be bought', () => {
    expect(estimateRefusalMessage('valid', '2026-12-27')).toBeNull();
    expect(estimateRefusalMessage('ordered', '2026-12-27')).toContain('ご注文済み');
    expect(estimateRefusalMessage('expired', '2026-12-27')).toContain('2026年12月27日');
  });
});

describe('held lines', () => {
  const charges = {
    quantity: 30,
    garments: yen(30_000),
    wrapping: yen(0),
    printCharges: yen(15_000),
    plateCharges: yen(8_000),
    dataProductionFees: yen(0),
    colorChangeCharges: yen(0),
    total: yen(53_000),
  };
  const held: OrderHeldLine = { kind: 'held', charges, leadDays: 8 };

  it('keeps the charges it was priced at', () => {
    expect(lineCharges(held)).toEqual(charges);
    const totals = orderTotals([held], { shippingFee: yen(880) });
    expect(totals.goodsTotal).toBe(53_000);
    expect(totals.shippingFee).toBe(0);
    expect(totals.charges.plateCharges).toBe(8_000);
    expect(totals.quantity).toBe(30);
  });

  it('counts its lead days, never fewer than the shortest lead time', () => {
    expect(orderLeadDays([held])).toBe(8);
    expect(orderLeadDays([{ ...held, leadDays: 1 }])).toBe(3);
  });
});

describe('quote token of held lines', () => {
  it('changes when a held charge changes', async () => {
    const { quoteToken } = await import('./quote-token.ts');
    const charges = {
      quantity: 10,
      garments: yen(10_000),
      wrapping: yen(0),
      printCharges: yen(5_000),
      plateCharges: yen(0),
      dataProductionFees: yen(0),
      colorChangeCharges: yen(0),
      total: yen(15_000),
    };
    const a: OrderHeldLine = { kind: 'held', charges, leadDays: 5 };
    const b: OrderHeldLine = { kind: 'held', charges: { ...charges, garments: yen(11_000), total: yen(16_000) }, leadDays: 5 };
    const amounts = orderTotals([a], { shippingFee: yen(880) });
    expect(quoteToken([a], amounts)).toBe(quoteToken([{ ...a }], amounts));
    expect(quoteToken([a], amounts)).not.toBe(quoteToken([b], amounts));
  });
});

import type { OrderWire } from '@shop/api-contract';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { describe, expect, it } from 'vitest';
import { documentLines, documentSeller, invoiceDocumentOf, receiptDocumentOf } from './receipt-documents.ts';

const seller = {
  name: '株式会社プリントファクトリー',
  postalCode: '135-0052',
  address: '東京都江東区',
  registrationNumber: 'T5990001123456',
};
const example = WIRE_EXAMPLES.orderShow.response.data as OrderWire;

/** The example order (11,990 goods + 880 shipping) with a coupon and points taken off. */
const discounted: OrderWire = {
  ...example,
  coupon_discount: 1000,
  coupon_label: 'WELCOME10',
  points_used: 300,
  total: 11_570,
  tax: 1051, // floor(11,570 × 10 / 110)
  status: 'shipped',
  payment: { ...example.payment, status: 'captured' },
  events: [...example.events, { status: 'shipped', status_label: '発送済み', at: '2026-12-01T16:30:00.000Z' }],
};

describe('documentLines', () => {
  it('the goods as the quote words them, then shipping, the coupon and the points, adding up to what was charged', () => {
    const lines = documentLines(discounted);
    expect(lines.slice(-3)).toEqual([
      { description: '送料', quantity: null, unitPrice: null, amount: 880, ratePercent: 10 },
      { description: 'クーポン割引（WELCOME10）', quantity: null, unitPrice: null, amount: -1000, ratePercent: 10 },
      { description: 'ポイント利用', quantity: null, unitPrice: null, amount: -300, ratePercent: 10 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(11_570);
    expect(lines.every((line) => line.ratePercent === 10)).toBe(true);
  });

  it('leaves out what is zero, and names a coupon without a label plainly', () => {
    const lines = documentLines({ ...example, shipping_fee: 0, coupon_discount: 500, coupon_label: null, total: 11_490, tax: 1044 });
    expect(lines.map((line) => line.description)).not.toContain('送料');
    expect(lines.at(-1)?.description).toBe('クーポン割引');
  });
});

describe('receiptDocumentOf and invoiceDocumentOf', () => {
  it('a receipt: the order date as the transaction date, the capture (shipping) as the payment date, in shop time', () => {
    const receipt = receiptDocumentOf(
      discounted,
      seller,
      { addressee: '山田 太郎', note: '品代として', firstIssuedAt: new Date('2026-12-02T15:10:00.000Z') },
      null,
    );
    expect(receipt).toMatchObject({
      transactionOn: '2026-11-24',
      paidOn: '2026-12-02',
      issuedOn: '2026-12-03',
      taxes: [{ ratePercent: 10, total: 11_570, tax: 1051 }],
      total: 11_570,
      paymentMethod: 'クレジットカード',
      reissuedOn: null,
    });
  });

  it('refuses a document that disagrees with its order (a bug, not a receipt)', () => {
    const kept = { addressee: '山田 太郎', note: '品代として', firstIssuedAt: new Date() };
    expect(() => receiptDocumentOf({ ...discounted, tax: 1052 }, seller, kept, null)).toThrow(/adds up to 11570/);
    expect(() => receiptDocumentOf({ ...discounted, total: 11_571 }, seller, kept, null)).toThrow(Error);
  });

  it('an invoice needs the bank account and the due date of a bank transfer', () => {
    expect(() => invoiceDocumentOf(example, seller, '山田 太郎', '2026-11-27')).toThrow(/no bank account or due date/);
  });

  it('a seller without a registration number cannot issue either', () => {
    expect(() => documentSeller({ ...seller, registrationNumber: undefined })).toThrow(/registrationNumber/);
  });
});

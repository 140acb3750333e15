import { consumptionTaxByRate, yen } from '@shop/cart-domain';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkInvoiceDocument,
  checkReceiptDocument,
  formatYen,
  type DocumentLine,
  type InvoiceDocument,
  type ReceiptDocument,
  renderInvoicePdf,
  renderReceiptPdf,
} from './index.ts';
import { pdfText, removePdfFolder } from './testing/pdf-text.ts';

afterAll(removePdfFolder);

const SELLER = {
  name: '株式会社プリントファクトリー',
  postalCode: '135-0052',
  address: '東京都江東区潮見9丁目9番9号 プリントファクトリービル3階',
  phone: '03-5000-0000',
  registrationNumber: 'T4010001999995',
};

/** Goods whose tax rounded line by line (99 + 99 + …) is less than the tax of their total. */
const LINES: DocumentLine[] = [
  {
    description: 'オリジナルTシャツ ホワイト・M（インクジェットプリント 前面）',
    quantity: 3,
    unitPrice: 1099,
    amount: 3297,
    ratePercent: 10,
  },
  {
    description: 'オリジナルTシャツ ホワイト・L（インクジェットプリント 前面）',
    quantity: 2,
    unitPrice: 1099,
    amount: 2198,
    ratePercent: 10,
  },
  { description: '版代 前面（1版）', quantity: 1, unitPrice: 1099, amount: 1099, ratePercent: 10 },
  { description: '送料', quantity: null, unitPrice: null, amount: 880, ratePercent: 10 },
  { description: 'クーポン割引（WELCOME10）', quantity: null, unitPrice: null, amount: -500, ratePercent: 10 },
  { description: 'ポイント利用', quantity: null, unitPrice: null, amount: -100, ratePercent: 10 },
];

/** The sale as a caller builds it: totals and tax per rate from cart-domain. */
function saleOf(lines: DocumentLine[]) {
  return {
    orderNumber: 'PF-2026-000123',
    issuedOn: '2026-12-03',
    transactionOn: '2026-11-27',
    seller: SELLER,
    lines,
    taxes: consumptionTaxByRate(lines.map((line) => ({ amount: yen(line.amount), ratePercent: line.ratePercent }))),
    total: lines.reduce((sum, line) => sum + line.amount, 0),
  };
}

const receiptOf = (overrides: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  ...saleOf(LINES),
  paidOn: '2026-12-02',
  addressee: '株式会社サンプル商事',
  note: 'オリジナルプリント衣料品代として',
  paymentMethod: 'クレジットカード',
  reissuedOn: null,
  ...overrides,
});

const BANK = {
  bankName: 'みずほ銀行',
  branchName: '渋谷支店',
  accountType: '普通',
  accountNumber: '1234567',
  accountHolder: 'カ）プリントファクトリー',
};

const invoiceOf = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  ...saleOf(LINES),
  recipientName: '山田 太郎',
  dueOn: '2026-12-04',
  bankAccount: BANK,
  paidOn: null,
  ...overrides,
});

/** The yen amount printed after `label` (layout text: the label, spaces, then ¥n,nnn). */
function amountAfter(text: string, label: string): number {
  const match = new RegExp(`${label.replace(/[()（）%]/g, (c) => `\\${c}`)}\\s+(-?)¥([\\d,]+)`).exec(text);
  if (!match) throw new Error(`no amount after ${label} in:\n${text}`);
  return Number(`${match[1]}${match[2]?.replaceAll(',', '')}`);
}

/** The tax of a rate worked out here from the lines printed: their sum × rate / (100 + rate), rounded down once. */
function taxOfPrintedLines(lines: readonly DocumentLine[], rate: number): { total: number; tax: number } {
  const total = lines.filter((line) => line.ratePercent === rate).reduce((sum, line) => sum + line.amount, 0);
  return { total, tax: Math.floor((total * rate) / (100 + rate)) };
}

describe('renderReceiptPdf', () => {
  it('a receipt carries every item of a 適格簡易請求書 and the tax of the whole document per rate', async () => {
    const receipt = receiptOf();
    const { text, pages } = await pdfText(await renderReceiptPdf(receipt), 'receipt');
    expect(pages).toBe(1);
    for (const expected of [
      '領収書',
      '注文番号 PF-2026-000123',
      '株式会社サンプル商事 様',
      '但し オリジナルプリント衣料品代として',
      '上記正に領収いたしました。',
      // the seller and its registration number
      '株式会社プリントファクトリー',
      '登録番号 T4010001999995',
      'TEL 03-5000-0000',
      // issue date and transaction date
      '発行日 2026年12月3日',
      '取引年月日 2026年11月27日',
      '領収日 2026年12月2日',
      'お支払方法 クレジットカード',
      // what was bought
      'オリジナルTシャツ ホワイト・M',
      '版代 前面（1版）',
      '送料',
      'クーポン割引（WELCOME10）',
      'ポイント利用',
      '-¥500',
      // the rate
      '税率',
      '10%',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('再発行');
    // The amounts printed add up, and the tax is taken once from the 10 % total: 6,874 × 10 / 110 = 624.9 → 624
    // (rounded line by line it would be 299 + 199 + 99 + 80 − 45 − 9 = 623).
    const { total, tax } = taxOfPrintedLines(LINES, 10);
    expect([total, tax]).toEqual([6874, 624]);
    expect(amountAfter(text, '10%対象（税込）')).toBe(total);
    expect(amountAfter(text, '内消費税（10%）')).toBe(tax);
    expect(amountAfter(text, '合計')).toBe(total);
    expect(text).toContain(`${formatYen(total)}-`);
    expect(text).toMatch(new RegExp(`（10%対象 ${formatYen(total)}\\s+内消費税 ${formatYen(tax)}）`));
  });

  it('a second download is marked 再発行 with its date, keeping the first issue date', async () => {
    const { text } = await pdfText(await renderReceiptPdf(receiptOf({ reissuedOn: '2027-01-10' })), 'reissue');
    expect(text).toContain('再発行');
    expect(text).toContain('再発行日 2027年1月10日');
    expect(text).toContain('発行日 2026年12月3日');
    expect(text).toContain('この領収書は再発行したものです（初回発行日 2026年12月3日）。');
  });

  it('lines at the reduced rate are marked ※ and totalled and taxed apart from the standard rate', async () => {
    const lines: DocumentLine[] = [
      ...LINES.slice(0, 3),
      { description: 'ドリップコーヒー（ノベルティ）', quantity: 3, unitPrice: 539, amount: 1617, ratePercent: 8 },
      { description: '焼き菓子セット', quantity: 1, unitPrice: 1079, amount: 1079, ratePercent: 8 },
    ];
    const receipt = receiptOf({ ...saleOf(lines) });
    const { text } = await pdfText(await renderReceiptPdf(receipt), 'two-rates');
    const standard = taxOfPrintedLines(lines, 10);
    const reduced = taxOfPrintedLines(lines, 8);
    expect(reduced).toEqual({ total: 2696, tax: 199 });
    expect(amountAfter(text, '10%対象（税込）')).toBe(standard.total);
    expect(amountAfter(text, '内消費税（10%）')).toBe(standard.tax);
    expect(amountAfter(text, '8%※対象（税込）')).toBe(reduced.total);
    expect(amountAfter(text, '内消費税（8%）')).toBe(reduced.tax);
    expect(amountAfter(text, '合計')).toBe(standard.total + reduced.total);
    expect(text).toContain('焼き菓子セット ※');
    expect(text).toContain('※は軽減税率対象です。');
    expect(text.indexOf('10%対象（税込）')).toBeLessThan(text.indexOf('8%※対象（税込）'));
  });

  it('many lines continue on further pages with the header repeated; the totals come last', async () => {
    const lines: DocumentLine[] = Array.from({ length: 60 }, (_, index) => ({
      description: `刺繍パーカー ${index + 1}番 左胸ワンポイント刺繍と背面の大判プリント`,
      quantity: index + 1,
      unitPrice: 3299,
      amount: (index + 1) * 3299,
      ratePercent: 10,
    }));
    const receipt = receiptOf({ ...saleOf(lines), reissuedOn: '2027-01-10' });
    const { text, pages } = await pdfText(await renderReceiptPdf(receipt), 'long-receipt');
    expect(pages).toBeGreaterThan(1);
    const pageTexts = text.split('\f').filter((page) => page.trim() !== '');
    pageTexts.slice(1).forEach((page) => {
      expect(page).toContain('領収書（再発行・続き）');
      expect(page).toContain('単価（税込）');
    });
    expect(pageTexts.at(-1)).toMatch(new RegExp(`合計\\s+${formatYen(receipt.total)}`));
    expect(amountAfter(text, '内消費税（10%）')).toBe(taxOfPrintedLines(lines, 10).tax);
  });

  it('a 宛名 of 20 characters and a 但し書き of 200 fit: the name on one line, the purpose wrapped', async () => {
    const note = `${'オリジナルプリント衣料品代として'.repeat(12)}以上`.slice(0, 200);
    const { text, pages } = await pdfText(await renderReceiptPdf(receiptOf({ addressee: '国'.repeat(20), note })), 'longest');
    expect(pages).toBe(1);
    expect(text).toContain(`${'国'.repeat(20)} 様`);
    expect(text.replace(/\s+/g, '')).toContain(`但し${note}`);
  });

  it('gives the same bytes for the same receipt', async () => {
    const receipt = receiptOf();
    expect(Buffer.from(await renderReceiptPdf(receipt)).equals(Buffer.from(await renderReceiptPdf(receipt)))).toBe(true);
  });
});

describe('renderInvoicePdf', () => {
  it('an invoice carries the six items of a 適格請求書, the recipient, the account to transfer to and the due date', async () => {
    const invoice = invoiceOf({ notes: ['ご注文から7日以内にお振り込みください。'] });
    const { text } = await pdfText(await renderInvoicePdf(invoice), 'invoice');
    for (const expected of [
      '請求書',
      '下記のとおりご請求申し上げます。',
      // 1. seller and registration number
      '株式会社プリントファクトリー',
      '登録番号 T4010001999995',
      // 2. transaction date
      '取引年月日 2026年11月27日',
      // 3. what was sold
      'オリジナルTシャツ ホワイト・L',
      '送料',
      // 4. total per rate with the rate, 5. tax per rate
      '10%対象（税込）',
      '内消費税（10%）',
      // 6. the recipient
      '山田 太郎 様',
      // the account and the due date
      'お振込先',
      'みずほ銀行 渋谷支店',
      '普通 1234567',
      '口座名義 カ）プリントファクトリー',
      'お支払期限 2026年12月4日',
      '発行日 2026年12月3日',
      'ご注文から7日以内にお振り込みください。',
    ]) {
      expect(text).toContain(expected);
    }
    const { total, tax } = taxOfPrintedLines(LINES, 10);
    expect(text).toContain(`ご請求金額 ${formatYen(total)}（税込）`);
    expect(amountAfter(text, '10%対象（税込）')).toBe(total);
    expect(amountAfter(text, '内消費税（10%）')).toBe(tax);
    expect(text).not.toContain('ご入金確認済み');
  });

  it('an invoice of a paid order says when the transfer arrived', async () => {
    const { text } = await pdfText(await renderInvoicePdf(invoiceOf({ paidOn: '2026-11-29' })), 'invoice-paid');
    expect(text).toContain('ご入金確認済み（2026年11月29日）');
    expect(text).toContain('2026年11月29日にご入金を確認しました。');
  });
});

describe('the guards', () => {
  const perLineTaxes = [{ ratePercent: 10, total: 6874, tax: 299 + 199 + 99 + 80 - 45 - 9 }];

  it.each<[string, Partial<ReceiptDocument>]>([
    ['taxes rounded per line', { taxes: perLineTaxes }],
    ['a rate left out', { taxes: [] }],
    ['a total that is not the sum of the lines', { total: 6875 }],
    ['a goods line whose amount is not quantity × unit price', { lines: [{ ...LINES[0]!, amount: 3298 }, ...LINES.slice(1)] }],
    ['a quantity without a unit price', { lines: [{ ...LINES[0]!, unitPrice: null }, ...LINES.slice(1)] }],
    ['a zero quantity', { lines: [{ ...LINES[0]!, quantity: 0, amount: 0 }] }],
    ['a negative unit price', { lines: [{ ...LINES[0]!, quantity: 1, unitPrice: -5, amount: -5 }] }],
    ['a line without a description', { lines: [{ ...LINES[0]!, description: ' ' }, ...LINES.slice(1)] }],
    ['no lines', { lines: [], taxes: [], total: 0 }],
    ['no registration number', { seller: { ...SELLER, registrationNumber: '' } }],
    ['a malformed registration number', { seller: { ...SELLER, registrationNumber: 'T12345' } }],
    ['a blank 宛名', { addressee: ' ' }],
    ['a blank 但し書き', { note: '' }],
    ['an impossible payment date', { paidOn: '2026-02-30' }],
    ['a malformed re-issue date', { reissuedOn: '10/01/2027' }],
    ['an empty order number', { orderNumber: '' }],
  ])('a receipt with %s is refused (RangeError)', async (_name, overrides) => {
    const receipt = { ...receiptOf(), ...overrides };
    expect(() => checkReceiptDocument(receipt)).toThrow(RangeError);
    await expect(renderReceiptPdf(receipt)).rejects.toThrow(RangeError);
  });

  it.each<[string, Partial<InvoiceDocument>]>([
    ['a due date before the transaction', { dueOn: '2026-11-26' }],
    ['no recipient', { recipientName: '' }],
    ['no account number', { bankAccount: { ...BANK, accountNumber: '' } }],
    ['a malformed payment date', { paidOn: 'yesterday' }],
    ['taxes rounded per line', { taxes: perLineTaxes }],
  ])('an invoice with %s is refused (RangeError)', async (_name, overrides) => {
    const invoice = { ...invoiceOf(), ...overrides };
    expect(() => checkInvoiceDocument(invoice)).toThrow(RangeError);
    await expect(renderInvoicePdf(invoice)).rejects.toThrow(RangeError);
  });

  it('a receipt for a negative amount is refused (a rate cannot add up below zero)', () => {
    const lines: DocumentLine[] = [{ description: '返金', quantity: null, unitPrice: null, amount: -100, ratePercent: 10 }];
    expect(() => checkReceiptDocument({ ...receiptOf(), lines, taxes: [{ ratePercent: 10, total: -100, tax: 0 }], total: -100 })).toThrow(
      RangeError,
    );
  });
});

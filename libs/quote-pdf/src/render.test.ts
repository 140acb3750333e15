import { afterAll, describe, expect, it } from 'vitest';
import { checkQuoteDocument, formatJapaneseDate, formatYen, renderQuotePdf } from './index.ts';
import type { QuoteDocument } from './index.ts';
import { pdfText, removePdfFolder } from './testing/pdf-text.ts';
import { wrapText } from './wrap.ts';

afterAll(removePdfFolder);

const SELLER = {
  name: '株式会社プリントファクトリー',
  postalCode: '135-0052',
  address: '東京都江東区潮見9丁目9番9号 プリントファクトリービル3階',
  phone: '03-0000-0000',
  registrationNumber: 'T1234567890123',
};

function quoteOf(lines: QuoteDocument['lines'], overrides: Partial<QuoteDocument> = {}): QuoteDocument {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    number: 'Q-2026-000123',
    issuedOn: '2026-11-27',
    validUntil: '2026-12-27',
    customerName: '山田 太郎',
    seller: SELLER,
    lines,
    subtotal,
    total: subtotal,
    tax: Math.floor((subtotal * 10) / 110),
    notes: ['お見積りの有効期限内にご注文ください。', '版代は初回のみ申し受けます。'],
    ...overrides,
  };
}

const THREE_LINES = [
  {
    description: 'オリジナルTシャツ 5.6オンス ホワイト Mサイズ 前面フルカラーインクジェットプリント（A4サイズ）',
    quantity: 5,
    unitPrice: 1980,
    amount: 9900,
  },
  { description: 'シルクスクリーン版代（1色）', quantity: 1, unitPrice: 2200, amount: 2200 },
  { description: '袖プリント', quantity: 5, unitPrice: 154, amount: 770 },
];

function manyLines(count: number): QuoteDocument['lines'] {
  return Array.from({ length: count }, (_, index) => ({
    description: `刺繍パーカー 裏起毛 ${index + 1}番 左胸ワンポイント刺繍と背面の大判プリントを含む長い品名の折り返し確認`,
    quantity: index + 1,
    unitPrice: 3300,
    amount: (index + 1) * 3300,
  }));
}

describe('renderQuotePdf', () => {
  it('renders a 3-line quote on one page with its Japanese text and totals', async () => {
    const bytes = await renderQuotePdf(quoteOf(THREE_LINES));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes, 'three');
    expect(pages).toBe(1);
    for (const expected of [
      '御見積書',
      '見積番号 Q-2026-000123',
      '発行日 2026年11月27日',
      '有効期限 2026年12月27日',
      '山田 太郎 様',
      '株式会社プリントファクトリー',
      '〒135-0052',
      '登録番号 T1234567890123',
      '下記のとおりお見積り申し上げます。',
      'お見積金額 ¥12,870（税込）',
      '品名',
      '単価（税込）',
      '金額（税込）',
      'シルクスクリーン版代（1色）',
      '¥9,900',
      '小計',
      '消費税（10%）対象',
      '内消費税',
      '¥1,170',
      '合計',
      '備考',
      '版代は初回のみ申し受けます。',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/合計\s+¥12,870/);
    // pdftotext closes up the narrow spaces of 「1 / 1」.
    expect(text).toMatch(/1 ?\/ ?1/);
  });

  it('embeds Noto Sans JP as subsets (tagged, embedded, with a ToUnicode map)', async () => {
    const { fonts } = await pdfText(await renderQuotePdf(quoteOf(THREE_LINES)), 'fonts');
    const rows = fonts.split('\n').filter((row) => row.includes('NotoSansJP'));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatch(/^[A-Z]{6}\+NotoSansJP-(Regular|Bold)\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    }
  });

  it('keeps the subset small: only the glyphs used', async () => {
    const bytes = await renderQuotePdf(quoteOf(THREE_LINES));
    expect(bytes.length).toBeLessThan(200_000);
  });

  it('continues 45 lines over further pages with the header repeated and page numbers', async () => {
    const lines = manyLines(45);
    const quote = quoteOf(lines);
    const { text, pages } = await pdfText(await renderQuotePdf(quote), 'many');
    expect(pages).toBeGreaterThan(1);
    const pageTexts = text.split('\f').filter((page) => page.trim() !== '');
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, index) => {
      expect(page).toMatch(new RegExp(`\\b${index + 1} ?/ ?${pages}\\b`));
      expect(page).toContain('単価（税込）');
    });
    expect(pageTexts.slice(1).every((page) => page.includes('御見積書（続き）'))).toBe(true);
    for (const line of [1, 23, 45]) {
      expect(text).toContain(`${line}番`);
    }
    expect(text).toContain(`お見積金額 ${formatYen(quote.total)}（税込）`);
    expect(pageTexts.at(-1)).toMatch(new RegExp(`合計\\s+${formatYen(quote.total)}`));
    expect(text).toContain(formatYen(quote.tax));
  });

  it('addresses an unnamed customer as お客様', async () => {
    const { text } = await pdfText(await renderQuotePdf(quoteOf(THREE_LINES, { customerName: null, notes: [] })), 'anonymous');
    expect(text).toContain('お客様');
    expect(text).not.toContain('様 様');
    expect(text).not.toContain('備考');
  });

  it('gives the same bytes for the same quote', async () => {
    const quote = quoteOf(THREE_LINES);
    expect(Buffer.from(await renderQuotePdf(quote)).equals(Buffer.from(await renderQuotePdf(quote)))).toBe(true);
  });
});

describe('checkQuoteDocument', () => {
  it('accepts consistent amounts', () => {
    expect(() => checkQuoteDocument(quoteOf(THREE_LINES))).not.toThrow();
  });

  it.each<[string, Partial<QuoteDocument>]>([
    [
      'a line amount that is not quantity × unit price',
      { lines: [{ ...THREE_LINES[0]!, amount: 9901 }, THREE_LINES[1]!, THREE_LINES[2]!] },
    ],
    ['a subtotal that is not the sum of the lines', { subtotal: 12_871 }],
    ['a total that differs from the subtotal', { total: 12_000 }],
    ['a tax that is not floor(total × 10 / 110)', { tax: 1287 }],
    ['a fractional amount', { lines: [{ description: '端数', quantity: 1, unitPrice: 0.5, amount: 0.5 }] }],
    ['a zero quantity', { lines: [{ description: 'なし', quantity: 0, unitPrice: 100, amount: 0 }] }],
    ['no lines', { lines: [] }],
    ['a malformed date', { issuedOn: '2026-02-30' }],
    ['a validity ending before the issue date', { validUntil: '2026-11-26' }],
    ['a malformed registration number', { seller: { ...SELLER, registrationNumber: 'T123' } }],
    ['an empty number', { number: ' ' }],
  ])('throws RangeError for %s', async (_name, overrides) => {
    const quote = { ...quoteOf(THREE_LINES), ...overrides };
    expect(() => checkQuoteDocument(quote)).toThrow(RangeError);
    await expect(renderQuotePdf(quote)).rejects.toThrow(RangeError);
  });
});

describe('formats', () => {
  it('writes yen and Japanese dates', () => {
    expect(formatYen(12_870)).toBe('¥12,870');
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(-500)).toBe('-¥500');
    expect(() => formatYen(1.5)).toThrow(RangeError);
    expect(formatJapaneseDate('2026-11-27')).toBe('2026年11月27日');
    expect(formatJapaneseDate('2027-01-05')).toBe('2027年1月5日');
    expect(() => formatJapaneseDate('2026/11/27')).toThrow(RangeError);
  });
});

describe('wrapText', () => {
  const measure = (text: string) => [...text].length;

  it('breaks Japanese text between characters within the width', () => {
    expect(wrapText('あいうえおかきくけこ', 4, measure)).toEqual(['あいうえ', 'おかきく', 'けこ']);
  });

  it('keeps closing punctuation off the start of a line and opening brackets off its end', () => {
    expect(wrapText('あいう。えお', 3, measure)).toEqual(['あい', 'う。え', 'お']);
    expect(wrapText('あいう。えお', 3, measure)[1]?.startsWith('。')).toBe(false);
    expect(wrapText('あい「うえ」', 3, measure).some((line) => line.endsWith('「'))).toBe(false);
  });

  it('keeps Latin words whole unless wider than a line, and keeps explicit newlines', () => {
    expect(wrapText('AB CDEF', 4, measure)).toEqual(['AB', 'CDEF']);
    expect(wrapText('ABCDEFGHIJ', 4, measure)).toEqual(['ABCD', 'EFGH', 'IJ']);
    expect(wrapText('あ\nい', 4, measure)).toEqual(['あ', 'い']);
    expect(wrapText('', 4, measure)).toEqual(['']);
  });
});

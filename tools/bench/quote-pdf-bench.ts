/**
 * Quote PDF benchmark (issue #15): a written quote (御見積書) of 20 lines rendered by
 * @shop/quote-pdf on Node, Japanese text in Noto Sans JP embedded as subsets, BENCH_RUNS times
 * (default 20) after one warm-up that also reads and parses the font files. Baseline of the same run:
 * the same 20-line table drawn with pdf-lib in Latin text and a standard PDF font (Helvetica, nothing
 * embedded), so the ratio is what the Japanese font and its subsetting cost. Goal: median ≤ 300 ms.
 *
 *   npx node tools/bench/quote-pdf-bench.ts
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';
import { median } from './web-common.ts';

/*
 * @shop/quote-pdf by a computed specifier and typed here as far as used: the libraries' test configs
 * import tools/vitest-preset.ts, so an import of the library from here (type imports too) would make the
 * project graph circular (tools ↔ quote-pdf).
 */
interface QuoteLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}
interface QuoteDocument {
  number: string;
  issuedOn: string;
  validUntil: string;
  customerName: string | null;
  seller: { name: string; postalCode: string; address: string; phone?: string; registrationNumber?: string };
  lines: QuoteLine[];
  subtotal: number;
  tax: number;
  total: number;
  notes?: string[];
}
interface QuotePdfModule {
  renderQuotePdf(quote: QuoteDocument): Promise<Uint8Array>;
}
const LIBRARY = '@shop/quote-pdf';
const { renderQuotePdf } = (await import(LIBRARY)) as unknown as QuotePdfModule;

const runs = Number(process.env['BENCH_RUNS'] ?? 20);
const LINES = 20;
const GOAL_MS = 300;

const GARMENTS = [
  'オリジナルTシャツ 5.6オンス',
  'ドライTシャツ 4.4オンス',
  '裏起毛パーカー 10オンス',
  'ジップパーカー',
  'トートバッグ（キャンバス）',
];
const COLOURS = ['ホワイト', 'ブラック', 'ネイビー', 'ライトグレー'];
const SIZES = ['S', 'M', 'L', 'XL'];

const lines: QuoteLine[] = Array.from({ length: LINES }, (_, index) => {
  const quantity = 5 + ((index * 7) % 30);
  const unitPrice = 1480 + ((index * 330) % 2200);
  return {
    description: `${GARMENTS[index % GARMENTS.length]} ${COLOURS[index % COLOURS.length]} ${SIZES[index % SIZES.length]}サイズ 前面フルカラーインクジェットプリント（A4）・背面ワンポイント`,
    quantity,
    unitPrice,
    amount: quantity * unitPrice,
  };
});
const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
const quote: QuoteDocument = {
  number: 'Q-2026-000123',
  issuedOn: '2026-11-27',
  validUntil: '2026-12-27',
  customerName: '山田 太郎',
  seller: {
    name: '株式会社プリントファクトリー',
    postalCode: '135-0052',
    address: '東京都江東区潮見9丁目9番9号 プリントファクトリービル3階',
    registrationNumber: 'T1234567890123',
  },
  lines,
  subtotal,
  total: subtotal,
  tax: Math.floor((subtotal * 10) / 110),
  notes: ['お見積りの有効期限内にご注文ください。', '版代は初回のみ申し受けます。'],
};

/** The baseline: the same table in Latin text with Helvetica (a standard font: nothing embedded). */
async function latinQuote(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([595.28, 841.89]);
  const text = (value: string, x: number, y: number, size: number, with_: PDFFont = font) =>
    page.drawText(value, { x, y, size, font: with_ });
  const right = (value: string, x: number, y: number, size: number) => text(value, x - font.widthOfTextAtSize(value, size), y, size);
  text('QUOTATION', 240, 770, 22, bold);
  text(`No. ${quote.number}  Issued ${quote.issuedOn}  Valid until ${quote.validUntil}`, 48, 740, 9);
  text('Mr Taro Yamada', 48, 710, 15, bold);
  text(`Total JPY ${subtotal.toLocaleString('en')} (tax included)`, 48, 680, 16, bold);
  let y = 640;
  for (const [index, line] of lines.entries()) {
    if (y < 80) {
      page = pdf.addPage([595.28, 841.89]);
      y = 780;
    }
    page.drawRectangle({ x: 48, y: y - 26, width: 499, height: 26, borderWidth: 0.6 });
    text(`Custom printed garment no. ${index + 1}, full-colour inkjet front print (A4), one-point back print`.slice(0, 60), 53, y - 14, 9);
    right(String(line.quantity), 310, y - 14, 9);
    right(`JPY ${line.unitPrice.toLocaleString('en')}`, 410, y - 14, 9);
    right(`JPY ${line.amount.toLocaleString('en')}`, 540, y - 14, 9);
    y -= 26;
  }
  right(`Subtotal JPY ${subtotal.toLocaleString('en')}  Tax JPY ${quote.tax.toLocaleString('en')}`, 540, y - 20, 10);
  return pdf.save();
}

async function time(fn: () => Promise<Uint8Array>): Promise<{ times: number[]; bytes: number; firstMs: number }> {
  const start = performance.now();
  const first = await fn(); // warm-up (JIT; for the quote also reading and parsing the font files)
  const firstMs = performance.now() - start;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const begin = performance.now();
    await fn();
    times.push(performance.now() - begin);
  }
  return { times, bytes: first.length, firstMs };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const japanese = await time(() => renderQuotePdf(quote));
const latin = await time(latinQuote);

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const row = (label: string, result: typeof japanese) =>
  `  ${label.padEnd(44)} median ${ms(median(result.times))}   p95 ${ms(percentile(result.times, 95))}   first ${ms(result.firstMs)}   ${(result.bytes / 1024).toFixed(0)} kB`;
const quoteMedian = median(japanese.times);
const baselineMedian = median(latin.times);
console.log(`Quote PDF: ${LINES} lines, median and p95 of ${runs} renders after one warm-up`);
console.log(row('御見積書, Noto Sans JP subsets (2 weights)', japanese));
console.log(row('baseline: Latin text, Helvetica, no embedding', latin));
console.log(`  ratio to the baseline: ×${(quoteMedian / baselineMedian).toFixed(1)}`);
console.log(`  goal: median ≤ ${GOAL_MS} ms for the Japanese quote: ${quoteMedian <= GOAL_MS ? 'met' : 'NOT MET'}`);
if (quoteMedian > GOAL_MS) process.exitCode = 1;

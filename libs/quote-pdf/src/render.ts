import type { PDFPage } from 'pdf-lib';
import { formatJapaneseDate, formatYen } from './format.ts';
import {
  type AmountRow,
  AMOUNT_ROW_HEIGHT,
  BLACK,
  BODY_BOTTOM,
  type Column,
  CONTENT_WIDTH,
  drawAmounts,
  drawMeta,
  drawNotes,
  drawSeller,
  drawTable,
  finishSheet,
  MARGIN_TOP,
  MARGIN_X,
  noteLines,
  notesHeight,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  startSheet,
  tableRow,
  type Writer,
} from './layout.ts';
import { checkQuoteDocument } from './quote-document.ts';
import type { QuoteDocument } from './quote-document.ts';

const QUANTITY_WIDTH = 52;
const PRICE_WIDTH = 96;
const COLUMNS: readonly Column[] = [
  { title: '品名', width: CONTENT_WIDTH - QUANTITY_WIDTH - 2 * PRICE_WIDTH, align: 'left' },
  { title: '数量', width: QUANTITY_WIDTH, align: 'right' },
  { title: '単価（税込）', width: PRICE_WIDTH, align: 'right' },
  { title: '金額（税込）', width: PRICE_WIDTH, align: 'right' },
];

/**
 * Renders a written quote (御見積書) on A4 portrait and answers the PDF's bytes. Checks the amounts
 * first (`checkQuoteDocument`: RangeError when they disagree); computes no price. Japanese text is set
 * in Noto Sans JP, embedded as a subset of the glyphs used. Lines that do not fit continue on further
 * pages under the repeated table header; every page carries 「n / total」.
 */
export async function renderQuotePdf(quote: QuoteDocument): Promise<Uint8Array> {
  checkQuoteDocument(quote);
  const sheet = await startSheet({
    title: `御見積書 ${quote.number}`,
    subject: '御見積書',
    author: quote.seller.name,
    key: quote.number,
    issuedOn: quote.issuedOn,
  });
  const { writer } = sheet;
  const first = sheet.newPage();
  const top = drawFirstPageHead(first, writer, quote);
  const rows = quote.lines.map((line) =>
    tableRow(writer, COLUMNS, line.description, [line.quantity.toLocaleString('ja-JP'), formatYen(line.unitPrice), formatYen(line.amount)]),
  );
  const continuation = (page: PDFPage) => drawContinuationHead(page, writer, quote);
  let { page, y } = drawTable(sheet, { page: first, top }, COLUMNS, rows, continuation);

  const notes = noteLines(writer, quote.notes ?? []);
  if (y - (12 + SUMMARY.length * AMOUNT_ROW_HEIGHT + notesHeight(notes)) < BODY_BOTTOM) {
    page = sheet.newPage();
    y = continuation(page);
  }
  y = drawAmounts(page, writer, summaryRows(quote), y);
  drawNotes(page, writer, notes, y);
  return finishSheet(sheet);
}

/** The labels of the summary under the table. */
const SUMMARY = ['小計', '消費税（10%）対象', '内消費税', '合計'] as const;

/** 小計, 消費税（10%）対象, 内消費税, 合計. */
function summaryRows(quote: QuoteDocument): AmountRow[] {
  return [
    [SUMMARY[0], quote.subtotal, false],
    [SUMMARY[1], quote.total, false],
    [SUMMARY[2], quote.tax, false],
    [SUMMARY[3], quote.total, true],
  ];
}

/** Title, number and dates, customer, seller, greeting and the total; answers the y where the table starts. */
function drawFirstPageHead(page: PDFPage, writer: Writer, quote: QuoteDocument): number {
  const top = PAGE_HEIGHT - MARGIN_TOP;
  writer.text(page, '御見積書', PAGE_WIDTH / 2, top - 22, 22, { font: writer.fonts.bold, align: 'center' });
  drawMeta(
    page,
    writer,
    [`見積番号 ${quote.number}`, `発行日 ${formatJapaneseDate(quote.issuedOn)}`, `有効期限 ${formatJapaneseDate(quote.validUntil)}`],
    top - 52,
  );

  // Customer on the left, underlined.
  const customerY = top - 78;
  const customer = quote.customerName === null || quote.customerName.trim() === '' ? 'お客様' : `${quote.customerName.trim()} 様`;
  const customerWidth = 280;
  let leftY = customerY;
  for (const text of writer.wrap(customer, customerWidth, 15, writer.fonts.bold)) {
    writer.text(page, text, MARGIN_X, leftY, 15, { font: writer.fonts.bold });
    leftY -= 20;
  }
  page.drawLine({
    start: { x: MARGIN_X, y: leftY + 14 },
    end: { x: MARGIN_X + customerWidth, y: leftY + 14 },
    thickness: 0.8,
    color: BLACK,
  });

  leftY -= 14;
  writer.text(page, '下記のとおりお見積り申し上げます。', MARGIN_X, leftY, 10);

  // The total, prominent, in a ruled band.
  leftY -= 34;
  const totalText = `お見積金額 ${formatYen(quote.total)}（税込）`;
  page.drawRectangle({ x: MARGIN_X, y: leftY - 9, width: customerWidth, height: 30, borderColor: BLACK, borderWidth: 1.2 });
  writer.text(page, totalText, MARGIN_X + 10, leftY, 16, { font: writer.fonts.bold });
  leftY -= 9;

  const sellerWidth = 200;
  const sellerY = drawSeller(page, writer, quote.seller, PAGE_WIDTH - MARGIN_X - sellerWidth, customerY - 18, sellerWidth);
  return Math.min(leftY, sellerY) - 24;
}

/** The head of a page after the first; answers the y where its content starts. */
function drawContinuationHead(page: PDFPage, writer: Writer, quote: QuoteDocument): number {
  const y = PAGE_HEIGHT - MARGIN_TOP - 12;
  writer.text(page, '御見積書（続き）', MARGIN_X, y, 12, { font: writer.fonts.bold });
  writer.text(page, `見積番号 ${quote.number}`, PAGE_WIDTH - MARGIN_X, y, 9, { align: 'right' });
  return y - 24;
}

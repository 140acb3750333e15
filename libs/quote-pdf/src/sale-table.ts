/**
 * The part a receipt and an invoice share below their heads: the lines (品名 / 数量 / 単価 / 税率 /
 * 金額), the totals per tax rate with the tax of each (rounded once per rate), the total and 備考.
 */
import type { PDFPage } from 'pdf-lib';
import { formatYen } from './format.ts';
import {
  type AmountRow,
  AMOUNT_ROW_HEIGHT,
  BODY_BOTTOM,
  type Column,
  CONTENT_WIDTH,
  drawAmounts,
  drawNotes,
  drawTable,
  noteLines,
  notesHeight,
  type Sheet,
  tableRow,
} from './layout.ts';
import type { DocumentLine, DocumentTax, SaleFacts } from './sales-document.ts';

/** The standard rate; lines at another rate are marked ※ (軽減税率対象). */
const STANDARD_RATE_PERCENT = 10;

const QUANTITY_WIDTH = 44;
const RATE_WIDTH = 44;
const PRICE_WIDTH = 88;
const COLUMNS: readonly Column[] = [
  { title: '品名', width: CONTENT_WIDTH - QUANTITY_WIDTH - RATE_WIDTH - 2 * PRICE_WIDTH, align: 'left' },
  { title: '数量', width: QUANTITY_WIDTH, align: 'right' },
  { title: '単価（税込）', width: PRICE_WIDTH, align: 'right' },
  { title: '税率', width: RATE_WIDTH, align: 'right' },
  { title: '金額（税込）', width: PRICE_WIDTH, align: 'right' },
];

const reduced = (ratePercent: number) => ratePercent !== STANDARD_RATE_PERCENT;

/** 「10%」, or 「8%※」 for a reduced rate. */
export function rateLabel(ratePercent: number): string {
  return `${ratePercent}%${reduced(ratePercent) ? '※' : ''}`;
}

function cellsOf(line: DocumentLine): string[] {
  return [
    line.quantity === null ? '' : line.quantity.toLocaleString('ja-JP'),
    line.unitPrice === null ? '' : formatYen(line.unitPrice),
    rateLabel(line.ratePercent),
    formatYen(line.amount),
  ];
}

/** Per rate: 「10%対象（税込）」 and 「内消費税（10%）」, then 合計. */
function taxRows(taxes: readonly DocumentTax[], total: number): AmountRow[] {
  return [
    ...taxes.flatMap(({ ratePercent, total: rateTotal, tax }): AmountRow[] => [
      [`${rateLabel(ratePercent)}対象（税込）`, rateTotal, false],
      [`内消費税（${ratePercent}%）`, tax, false],
    ]),
    ['合計', total, true],
  ];
}

/**
 * The lines from `top` of `page` on (continuing on new pages begun by `continuation`), then the
 * amounts per rate and 備考 (with the ※ note when a line is at a reduced rate).
 */
export function drawSaleBody(
  sheet: Sheet,
  start: { page: PDFPage; top: number },
  document: SaleFacts,
  notes: readonly string[],
  continuation: (page: PDFPage) => number,
): void {
  const { writer } = sheet;
  const rows = document.lines.map((line) =>
    tableRow(writer, COLUMNS, `${line.description}${reduced(line.ratePercent) ? ' ※' : ''}`, cellsOf(line)),
  );
  let { page, y } = drawTable(sheet, start, COLUMNS, rows, continuation);
  const amounts = taxRows(document.taxes, document.total);
  const allNotes = document.lines.some((line) => reduced(line.ratePercent)) ? ['※は軽減税率対象です。', ...notes] : notes;
  const wrapped = noteLines(writer, allNotes);
  if (y - (12 + amounts.length * AMOUNT_ROW_HEIGHT + notesHeight(wrapped)) < BODY_BOTTOM) {
    page = sheet.newPage();
    y = continuation(page);
  }
  y = drawAmounts(page, writer, amounts, y);
  drawNotes(page, writer, wrapped, y);
}

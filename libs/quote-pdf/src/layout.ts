/**
 * What the quote, the receipt and the invoice draw alike: an A4 portrait document in Noto Sans JP
 * subsets, text measured once per character, a ruled table that wraps its first column and repeats
 * its header on each page, a two-column box of amounts, the seller block and 「n / N」 on every page.
 */
import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { cachingFontkit, loadQuoteFont } from './font.ts';
import { formatYen } from './format.ts';
import type { QuoteSeller } from './quote-document.ts';
import { wrapText } from './wrap.ts';

// A4 portrait in PDF points (1/72 inch).
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN_X = 48;
export const MARGIN_TOP = 48;
/** Lowest baseline of the body; the page number sits below it. */
export const BODY_BOTTOM = 64;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

export const BLACK = rgb(0, 0, 0);
export const GREY_TEXT = rgb(0.3, 0.3, 0.3);
export const RULE = rgb(0.55, 0.55, 0.55);
export const HEADER_FILL = rgb(0.9, 0.9, 0.9);
export const ACCENT = rgb(0.75, 0.1, 0.1);

export const TABLE_FONT_SIZE = 9;
const TABLE_LINE_HEIGHT = 13;
export const CELL_PADDING_X = 5;
const CELL_PADDING_Y = 5;
const HEADER_ROW_HEIGHT = TABLE_LINE_HEIGHT + 2 * CELL_PADDING_Y;

/** A column of a table; the first column wraps, the others hold one line. */
export interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Text drawing with cached advance widths: wrapping measures the same characters many times. */
export class Writer {
  private readonly widths = new Map<PDFFont, Map<string, number>>();
  readonly fonts: Fonts;

  constructor(fonts: Fonts) {
    this.fonts = fonts;
  }

  /** Width at `size` as the sum of per-character advances (Japanese text has no kerning to lose). */
  width(text: string, size: number, font: PDFFont = this.fonts.regular): number {
    let perFont = this.widths.get(font);
    if (perFont === undefined) {
      perFont = new Map();
      this.widths.set(font, perFont);
    }
    let units = 0;
    for (const char of text) {
      let advance = perFont.get(char);
      if (advance === undefined) {
        advance = font.widthOfTextAtSize(char, 1000);
        perFont.set(char, advance);
      }
      units += advance;
    }
    return (units * size) / 1000;
  }

  text(
    page: PDFPage,
    text: string,
    x: number,
    y: number,
    size: number,
    options: { font?: PDFFont; align?: 'left' | 'right' | 'center'; color?: ReturnType<typeof rgb> } = {},
  ): void {
    const font = options.font ?? this.fonts.regular;
    const width = this.width(text, size, font);
    const left = options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
    page.drawText(text, { x: left, y, size, font, color: options.color ?? BLACK });
  }

  /** `text` wrapped within `width` at `size` (Japanese line-breaking rules of wrap.ts). */
  wrap(text: string, width: number, size: number, font: PDFFont = this.fonts.regular): string[] {
    return wrapText(text, width, (part) => this.width(part, size, font));
  }
}

/** A document being drawn: its pages so far and the writer of its fonts. */
export interface Sheet {
  pdf: PDFDocument;
  writer: Writer;
  pages: PDFPage[];
  newPage(): PDFPage;
}

/**
 * A new A4 document with Noto Sans JP Regular and Bold embedded as subsets. `key` (the document's
 * number) names the subsets and `issuedOn` dates the metadata, so the same document gives the same
 * bytes.
 */
export async function startSheet(meta: { title: string; subject: string; author: string; key: string; issuedOn: string }): Promise<Sheet> {
  const [regularBytes, boldBytes] = await Promise.all([loadQuoteFont('regular'), loadQuoteFont('bold')]);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  pdf.setTitle(meta.title);
  pdf.setSubject(meta.subject);
  pdf.setAuthor(meta.author);
  pdf.setCreator(meta.author);
  pdf.setProducer('@shop/quote-pdf');
  pdf.setLanguage('ja-JP');
  const fixedDate = new Date(`${meta.issuedOn}T00:00:00+09:00`);
  pdf.setCreationDate(fixedDate);
  pdf.setModificationDate(fixedDate);
  const writer = new Writer({
    regular: await pdf.embedFont(regularBytes, { subset: true, customName: `${subsetTag(meta.key, 'regular')}+NotoSansJP-Regular` }),
    bold: await pdf.embedFont(boldBytes, { subset: true, customName: `${subsetTag(meta.key, 'bold')}+NotoSansJP-Bold` }),
  });
  const pages: PDFPage[] = [];
  return {
    pdf,
    writer,
    pages,
    newPage() {
      const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      pages.push(page);
      return page;
    },
  };
}

/** Puts 「n / N」 at the foot of every page and answers the PDF's bytes. */
export function finishSheet(sheet: Sheet): Promise<Uint8Array> {
  sheet.pages.forEach((page, index) => {
    sheet.writer.text(page, `${index + 1} / ${sheet.pages.length}`, PAGE_WIDTH / 2, 32, 9, { align: 'center', color: GREY_TEXT });
  });
  return sheet.pdf.save();
}

/**
 * The six capital letters PDF puts before a subset font's name (ISO 32000-1 §9.6.4), derived from the
 * document's key and the weight (FNV-1a) so that the same document gives the same bytes and the two
 * subsets of one document differ.
 */
function subsetTag(key: string, weight: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${weight}:${key}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let tag = '';
  for (let index = 0; index < 6; index += 1) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26) + index * 7919;
  }
  return tag;
}

/** The seller block: name in bold, 〒, address, TEL and 登録番号, within `width`; answers the y below it. */
export function drawSeller(page: PDFPage, writer: Writer, seller: QuoteSeller, x: number, top: number, width: number): number {
  let y = top;
  for (const text of writer.wrap(seller.name, width, 11, writer.fonts.bold)) {
    writer.text(page, text, x, y, 11, { font: writer.fonts.bold });
    y -= 15;
  }
  const lines = [
    `〒${seller.postalCode}`,
    ...writer.wrap(seller.address, width, 9),
    ...(seller.phone === undefined ? [] : writer.wrap(`TEL ${seller.phone}`, width, 9)),
    ...(seller.registrationNumber === undefined ? [] : [`登録番号 ${seller.registrationNumber}`]),
  ];
  for (const text of lines) {
    writer.text(page, text, x, y, 9);
    y -= 13;
  }
  return y;
}

/** Right-aligned lines (number and dates) ending at the right margin; answers the y below them. */
export function drawMeta(page: PDFPage, writer: Writer, lines: readonly string[], top: number): number {
  let y = top;
  for (const text of lines) {
    writer.text(page, text, PAGE_WIDTH - MARGIN_X, y, 9, { align: 'right' });
    y -= 13;
  }
  return y;
}

/** The header row of a table at `top`; answers its bottom. */
export function drawTableHeader(page: PDFPage, writer: Writer, columns: readonly Column[], top: number): number {
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  page.drawRectangle({
    x: MARGIN_X,
    y: top - HEADER_ROW_HEIGHT,
    width,
    height: HEADER_ROW_HEIGHT,
    color: HEADER_FILL,
    borderColor: RULE,
    borderWidth: 0.6,
  });
  let x = MARGIN_X;
  const baseline = top - CELL_PADDING_Y - TABLE_FONT_SIZE - 1;
  for (const column of columns) {
    writer.text(page, column.title, x + column.width / 2, baseline, TABLE_FONT_SIZE, { align: 'center', font: writer.fonts.bold });
    x += column.width;
  }
  return top - HEADER_ROW_HEIGHT;
}

/** A table row measured: its first cell wrapped, the other cells as given. */
export interface Row {
  descriptionLines: string[];
  cells: readonly string[];
  height: number;
}

/** Measures a row whose first cell is `description` (wrapped within the first column). */
export function tableRow(writer: Writer, columns: readonly Column[], description: string, cells: readonly string[]): Row {
  const descriptionLines = writer.wrap(description, (columns[0]?.width ?? 0) - 2 * CELL_PADDING_X, TABLE_FONT_SIZE);
  return { descriptionLines, cells, height: descriptionLines.length * TABLE_LINE_HEIGHT + 2 * CELL_PADDING_Y };
}

/** Draws a measured row at `top`; answers its bottom. */
export function drawRow(page: PDFPage, writer: Writer, columns: readonly Column[], row: Row, top: number): number {
  const bottom = top - row.height;
  const firstBaseline = top - CELL_PADDING_Y - TABLE_FONT_SIZE - 1;
  let x = MARGIN_X;
  columns.forEach((column, index) => {
    page.drawRectangle({ x, y: bottom, width: column.width, height: row.height, borderColor: RULE, borderWidth: 0.6 });
    if (index === 0) {
      row.descriptionLines.forEach((text, lineIndex) => {
        writer.text(page, text, x + CELL_PADDING_X, firstBaseline - lineIndex * TABLE_LINE_HEIGHT, TABLE_FONT_SIZE);
      });
    } else {
      const text = row.cells[index - 1] ?? '';
      const at = column.align === 'right' ? x + column.width - CELL_PADDING_X : x + CELL_PADDING_X;
      writer.text(page, text, at, firstBaseline, TABLE_FONT_SIZE, { align: column.align });
    }
    x += column.width;
  });
  return bottom;
}

/**
 * Draws a table's rows from `top` on, continuing on new pages (each started by `continuation`, which
 * answers where its content starts) with the header repeated; answers the page and y after the last row.
 */
export function drawTable(
  sheet: Sheet,
  start: { page: PDFPage; top: number },
  columns: readonly Column[],
  rows: readonly Row[],
  continuation: (page: PDFPage) => number,
): { page: PDFPage; y: number } {
  let { page } = start;
  let y = drawTableHeader(page, sheet.writer, columns, start.top);
  for (const row of rows) {
    if (y - row.height < BODY_BOTTOM) {
      page = sheet.newPage();
      y = drawTableHeader(page, sheet.writer, columns, continuation(page));
    }
    y = drawRow(page, sheet.writer, columns, row, y);
  }
  return { page, y };
}

/** One row of a box of amounts: its label, the amount, and whether it is the emphasised total. */
export type AmountRow = readonly [label: string, amount: number, strong: boolean];

export const AMOUNT_ROW_HEIGHT = 18;
const AMOUNT_LABEL_WIDTH = 130;
const AMOUNT_VALUE_WIDTH = 100;

/** Labelled amounts under the right side of a table, from `top` (12 pt below it); answers the y below. */
export function drawAmounts(page: PDFPage, writer: Writer, rows: readonly AmountRow[], top: number): number {
  const right = PAGE_WIDTH - MARGIN_X;
  const left = right - AMOUNT_LABEL_WIDTH - AMOUNT_VALUE_WIDTH;
  let y = top - 12;
  for (const [label, amount, strong] of rows) {
    const font = strong ? writer.fonts.bold : writer.fonts.regular;
    page.drawRectangle({
      x: left,
      y: y - AMOUNT_ROW_HEIGHT,
      width: AMOUNT_LABEL_WIDTH,
      height: AMOUNT_ROW_HEIGHT,
      color: HEADER_FILL,
      borderColor: RULE,
      borderWidth: 0.6,
    });
    page.drawRectangle({
      x: left + AMOUNT_LABEL_WIDTH,
      y: y - AMOUNT_ROW_HEIGHT,
      width: AMOUNT_VALUE_WIDTH,
      height: AMOUNT_ROW_HEIGHT,
      borderColor: RULE,
      borderWidth: 0.6,
    });
    const baseline = y - AMOUNT_ROW_HEIGHT + 5.5;
    const size = strong ? 10 : TABLE_FONT_SIZE;
    writer.text(page, label, left + CELL_PADDING_X, baseline, size, { font });
    writer.text(page, formatYen(amount), right - CELL_PADDING_X, baseline, size, { font, align: 'right' });
    y -= AMOUNT_ROW_HEIGHT;
  }
  return y;
}

const NOTES_FONT_SIZE = 9;
const NOTES_LINE_HEIGHT = 13;

/** The lines of a bulleted 備考 list, wrapped to the content width. */
export function noteLines(writer: Writer, notes: readonly string[]): string[] {
  return notes.flatMap((note) => writer.wrap(`・${note}`, CONTENT_WIDTH - 2 * CELL_PADDING_X, NOTES_FONT_SIZE));
}

/** The height 備考 takes for these wrapped lines (0 without notes). */
export function notesHeight(lines: readonly string[]): number {
  return lines.length === 0 ? 0 : 24 + 16 + lines.length * NOTES_LINE_HEIGHT;
}

/** 備考 and a ruled box of its wrapped lines, from `top`; answers the y below. */
export function drawNotes(page: PDFPage, writer: Writer, lines: readonly string[], top: number, heading = '備考'): number {
  if (lines.length === 0) return top;
  let y = top - 24;
  writer.text(page, heading, MARGIN_X, y, 10, { font: writer.fonts.bold });
  y -= 6;
  const boxHeight = lines.length * NOTES_LINE_HEIGHT + 10;
  page.drawRectangle({ x: MARGIN_X, y: y - boxHeight, width: CONTENT_WIDTH, height: boxHeight, borderColor: RULE, borderWidth: 0.6 });
  let lineY = y - NOTES_FONT_SIZE - 4;
  for (const text of lines) {
    writer.text(page, text, MARGIN_X + CELL_PADDING_X, lineY, NOTES_FONT_SIZE);
    lineY -= NOTES_LINE_HEIGHT;
  }
  return y - boxHeight;
}

import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { cachingFontkit, loadQuoteFont } from './font.ts';
import { formatJapaneseDate, formatYen } from './format.ts';
import { checkQuoteDocument } from './quote-document.ts';
import type { QuoteDocument } from './quote-document.ts';
import { wrapText } from './wrap.ts';

// A4 portrait in PDF points (1/72 inch).
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 48;
const MARGIN_TOP = 48;
/** Lowest baseline of the body; the page number sits below it. */
const BODY_BOTTOM = 64;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

const BLACK = rgb(0, 0, 0);
const GREY_TEXT = rgb(0.3, 0.3, 0.3);
const RULE = rgb(0.55, 0.55, 0.55);
const HEADER_FILL = rgb(0.9, 0.9, 0.9);

const TABLE_FONT_SIZE = 9;
const TABLE_LINE_HEIGHT = 13;
const CELL_PADDING_X = 5;
const CELL_PADDING_Y = 5;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const QUANTITY_WIDTH = 52;
const PRICE_WIDTH = 96;
const COLUMNS: readonly Column[] = [
  { title: '品名', width: CONTENT_WIDTH - QUANTITY_WIDTH - 2 * PRICE_WIDTH, align: 'left' },
  { title: '数量', width: QUANTITY_WIDTH, align: 'right' },
  { title: '単価（税込）', width: PRICE_WIDTH, align: 'right' },
  { title: '金額（税込）', width: PRICE_WIDTH, align: 'right' },
];
const DESCRIPTION_WIDTH = (COLUMNS[0]?.width ?? 0) - 2 * CELL_PADDING_X;
const HEADER_ROW_HEIGHT = TABLE_LINE_HEIGHT + 2 * CELL_PADDING_Y;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Text drawing with cached advance widths: wrapping measures the same characters many times. */
class Writer {
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
}

interface Row {
  descriptionLines: string[];
  cells: [string, string, string];
  height: number;
}

/**
 * Renders a written quote (御見積書) on A4 portrait and answers the PDF's bytes. Checks the amounts
 * first (`checkQuoteDocument`: RangeError when they disagree); computes no price. Japanese text is set
 * in Noto Sans JP, embedded as a subset of the glyphs used. Lines that do not fit continue on further
 * pages under the repeated table header; every page carries 「n / total」.
 */
export async function renderQuotePdf(quote: QuoteDocument): Promise<Uint8Array> {
  checkQuoteDocument(quote);
  const [regularBytes, boldBytes] = await Promise.all([loadQuoteFont('regular'), loadQuoteFont('bold')]);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit);
  pdf.setTitle(`御見積書 ${quote.number}`);
  pdf.setSubject('御見積書');
  pdf.setAuthor(quote.seller.name);
  pdf.setCreator(quote.seller.name);
  pdf.setProducer('@shop/quote-pdf');
  pdf.setLanguage('ja-JP');
  const fixedDate = new Date(`${quote.issuedOn}T00:00:00+09:00`);
  pdf.setCreationDate(fixedDate);
  pdf.setModificationDate(fixedDate);

  const writer = new Writer({
    regular: await pdf.embedFont(regularBytes, { subset: true, customName: `${subsetTag(quote.number, 'regular')}+NotoSansJP-Regular` }),
    bold: await pdf.embedFont(boldBytes, { subset: true, customName: `${subsetTag(quote.number, 'bold')}+NotoSansJP-Bold` }),
  });

  const pages: PDFPage[] = [];
  const newPage = (): PDFPage => {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    pages.push(page);
    return page;
  };

  let page = newPage();
  let y = drawFirstPageHead(page, writer, quote);
  y = drawTableHeader(page, writer, y);

  for (const line of quote.lines) {
    const row = tableRow(writer, line);
    if (y - row.height < BODY_BOTTOM) {
      page = newPage();
      y = drawContinuationHead(page, writer, quote);
      y = drawTableHeader(page, writer, y);
    }
    y = drawRow(page, writer, row, y);
  }

  const summaryHeight = summaryBlockHeight(writer, quote);
  if (y - summaryHeight < BODY_BOTTOM) {
    page = newPage();
    y = drawContinuationHead(page, writer, quote);
  }
  drawSummary(page, writer, quote, y);

  pages.forEach((each, index) => {
    writer.text(each, `${index + 1} / ${pages.length}`, PAGE_WIDTH / 2, 32, 9, { align: 'center', color: GREY_TEXT });
  });
  return pdf.save();
}

/**
 * The six capital letters PDF puts before a subset font's name (ISO 32000-1 §9.6.4), derived from the
 * quote number and the weight (FNV-1a) so that the same quote gives the same bytes and the two subsets
 * of one document differ.
 */
function subsetTag(number: string, weight: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${weight}:${number}`) {
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

/** Title, number and dates, customer, seller, greeting and the total; answers the y where the table starts. */
function drawFirstPageHead(page: PDFPage, writer: Writer, quote: QuoteDocument): number {
  const top = PAGE_HEIGHT - MARGIN_TOP;
  writer.text(page, '御見積書', PAGE_WIDTH / 2, top - 22, 22, { font: writer.fonts.bold, align: 'center' });

  const right = PAGE_WIDTH - MARGIN_X;
  let metaY = top - 52;
  for (const text of [
    `見積番号 ${quote.number}`,
    `発行日 ${formatJapaneseDate(quote.issuedOn)}`,
    `有効期限 ${formatJapaneseDate(quote.validUntil)}`,
  ]) {
    writer.text(page, text, right, metaY, 9, { align: 'right' });
    metaY -= 13;
  }

  // Customer on the left, underlined.
  const customerY = top - 78;
  const customer = quote.customerName === null || quote.customerName.trim() === '' ? 'お客様' : `${quote.customerName.trim()} 様`;
  const customerWidth = 280;
  const customerLines = wrapText(customer, customerWidth, (text) => writer.width(text, 15, writer.fonts.bold));
  let leftY = customerY;
  for (const text of customerLines) {
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

  // Seller block on the right.
  const sellerX = PAGE_WIDTH - MARGIN_X - 200;
  const sellerWidth = 200;
  let sellerY = customerY - 18;
  const { seller } = quote;
  for (const text of wrapText(seller.name, sellerWidth, (t) => writer.width(t, 11, writer.fonts.bold))) {
    writer.text(page, text, sellerX, sellerY, 11, { font: writer.fonts.bold });
    sellerY -= 15;
  }
  const sellerLines = [
    `〒${seller.postalCode}`,
    ...wrapText(seller.address, sellerWidth, (t) => writer.width(t, 9)),
    ...(seller.phone === undefined ? [] : wrapText(`TEL ${seller.phone}`, sellerWidth, (t) => writer.width(t, 9))),
    ...(seller.registrationNumber === undefined ? [] : [`登録番号 ${seller.registrationNumber}`]),
  ];
  for (const text of sellerLines) {
    writer.text(page, text, sellerX, sellerY, 9);
    sellerY -= 13;
  }

  return Math.min(leftY, sellerY) - 24;
}

/** The head of a page after the first; answers the y where its content starts. */
function drawContinuationHead(page: PDFPage, writer: Writer, quote: QuoteDocument): number {
  const y = PAGE_HEIGHT - MARGIN_TOP - 12;
  writer.text(page, '御見積書（続き）', MARGIN_X, y, 12, { font: writer.fonts.bold });
  writer.text(page, `見積番号 ${quote.number}`, PAGE_WIDTH - MARGIN_X, y, 9, { align: 'right' });
  return y - 24;
}

function drawTableHeader(page: PDFPage, writer: Writer, top: number): number {
  page.drawRectangle({
    x: MARGIN_X,
    y: top - HEADER_ROW_HEIGHT,
    width: CONTENT_WIDTH,
    height: HEADER_ROW_HEIGHT,
    color: HEADER_FILL,
    borderColor: RULE,
    borderWidth: 0.6,
  });
  let x = MARGIN_X;
  const baseline = top - CELL_PADDING_Y - TABLE_FONT_SIZE - 1;
  for (const column of COLUMNS) {
    writer.text(page, column.title, x + column.width / 2, baseline, TABLE_FONT_SIZE, { align: 'center', font: writer.fonts.bold });
    x += column.width;
  }
  return top - HEADER_ROW_HEIGHT;
}

function tableRow(writer: Writer, line: QuoteDocument['lines'][number]): Row {
  const descriptionLines = wrapText(line.description, DESCRIPTION_WIDTH, (text) => writer.width(text, TABLE_FONT_SIZE));
  return {
    descriptionLines,
    cells: [line.quantity.toLocaleString('ja-JP'), formatYen(line.unitPrice), formatYen(line.amount)],
    height: descriptionLines.length * TABLE_LINE_HEIGHT + 2 * CELL_PADDING_Y,
  };
}

function drawRow(page: PDFPage, writer: Writer, row: Row, top: number): number {
  const bottom = top - row.height;
  const firstBaseline = top - CELL_PADDING_Y - TABLE_FONT_SIZE - 1;
  let x = MARGIN_X;
  COLUMNS.forEach((column, index) => {
    page.drawRectangle({ x, y: bottom, width: column.width, height: row.height, borderColor: RULE, borderWidth: 0.6 });
    if (index === 0) {
      row.descriptionLines.forEach((text, lineIndex) => {
        writer.text(page, text, x + CELL_PADDING_X, firstBaseline - lineIndex * TABLE_LINE_HEIGHT, TABLE_FONT_SIZE);
      });
    } else {
      writer.text(page, row.cells[index - 1] ?? '', x + column.width - CELL_PADDING_X, firstBaseline, TABLE_FONT_SIZE, { align: 'right' });
    }
    x += column.width;
  });
  return bottom;
}

const SUMMARY_ROW_HEIGHT = 18;
const SUMMARY_LABEL_WIDTH = 130;
const SUMMARY_VALUE_WIDTH = 100;
const NOTES_FONT_SIZE = 9;
const NOTES_LINE_HEIGHT = 13;

function noteLines(writer: Writer, quote: QuoteDocument): string[] {
  return (quote.notes ?? []).flatMap((note) =>
    wrapText(`・${note}`, CONTENT_WIDTH - 2 * CELL_PADDING_X, (text) => writer.width(text, NOTES_FONT_SIZE)),
  );
}

function summaryBlockHeight(writer: Writer, quote: QuoteDocument): number {
  const notes = noteLines(writer, quote);
  const notesHeight = notes.length === 0 ? 0 : 24 + 16 + notes.length * NOTES_LINE_HEIGHT;
  return 12 + 4 * SUMMARY_ROW_HEIGHT + notesHeight;
}

/** 小計, 消費税（10%）対象, 内消費税, 合計 under the table's right columns, then 備考. */
function drawSummary(page: PDFPage, writer: Writer, quote: QuoteDocument, top: number): void {
  const rows: [string, number, boolean][] = [
    ['小計', quote.subtotal, false],
    ['消費税（10%）対象', quote.total, false],
    ['内消費税', quote.tax, false],
    ['合計', quote.total, true],
  ];
  const right = PAGE_WIDTH - MARGIN_X;
  const left = right - SUMMARY_LABEL_WIDTH - SUMMARY_VALUE_WIDTH;
  let y = top - 12;
  for (const [label, amount, strong] of rows) {
    const font = strong ? writer.fonts.bold : writer.fonts.regular;
    page.drawRectangle({
      x: left,
      y: y - SUMMARY_ROW_HEIGHT,
      width: SUMMARY_LABEL_WIDTH,
      height: SUMMARY_ROW_HEIGHT,
      color: HEADER_FILL,
      borderColor: RULE,
      borderWidth: 0.6,
    });
    page.drawRectangle({
      x: left + SUMMARY_LABEL_WIDTH,
      y: y - SUMMARY_ROW_HEIGHT,
      width: SUMMARY_VALUE_WIDTH,
      height: SUMMARY_ROW_HEIGHT,
      borderColor: RULE,
      borderWidth: 0.6,
    });
    const baseline = y - SUMMARY_ROW_HEIGHT + 5.5;
    writer.text(page, label, left + CELL_PADDING_X, baseline, strong ? 10 : TABLE_FONT_SIZE, { font });
    writer.text(page, formatYen(amount), right - CELL_PADDING_X, baseline, strong ? 10 : TABLE_FONT_SIZE, { font, align: 'right' });
    y -= SUMMARY_ROW_HEIGHT;
  }

  const notes = noteLines(writer, quote);
  if (notes.length === 0) return;
  y -= 24;
  writer.text(page, '備考', MARGIN_X, y, 10, { font: writer.fonts.bold });
  y -= 6;
  const boxHeight = notes.length * NOTES_LINE_HEIGHT + 10;
  page.drawRectangle({ x: MARGIN_X, y: y - boxHeight, width: CONTENT_WIDTH, height: boxHeight, borderColor: RULE, borderWidth: 0.6 });
  y -= NOTES_FONT_SIZE + 4;
  for (const text of notes) {
    writer.text(page, text, MARGIN_X + CELL_PADDING_X, y, NOTES_FONT_SIZE);
    y -= NOTES_LINE_HEIGHT;
  }
}

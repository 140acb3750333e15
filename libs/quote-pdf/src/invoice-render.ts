/**
 * An invoice (請求書) of a bank-transfer order on A4 portrait, a 適格請求書 of the invoice system:
 * 請求書, the order number and dates at the top right, the recipient with 様, the amount asked for,
 * the due date and the transaction date, the seller with the registration number, the account to
 * transfer to, then the lines, the totals and tax per rate, and 備考.
 */
import type { PDFPage } from 'pdf-lib';
import { formatJapaneseDate, formatYen } from './format.ts';
import {
  BLACK,
  CONTENT_WIDTH,
  drawMeta,
  drawSeller,
  finishSheet,
  HEADER_FILL,
  MARGIN_TOP,
  MARGIN_X,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  RULE,
  startSheet,
  type Writer,
} from './layout.ts';
import { drawSaleBody } from './sale-table.ts';
import { checkInvoiceDocument, type InvoiceDocument } from './sales-document.ts';

const LEFT_WIDTH = 300;
const SELLER_WIDTH = 190;

/**
 * Renders an invoice and answers the PDF's bytes. Checks it first (`checkInvoiceDocument`:
 * RangeError when the amounts or the taxes per rate disagree); computes no price.
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  checkInvoiceDocument(invoice);
  const sheet = await startSheet({
    title: `請求書 ${invoice.orderNumber}`,
    subject: '請求書',
    author: invoice.seller.name,
    key: `I-${invoice.orderNumber}`,
    issuedOn: invoice.issuedOn,
  });
  const { writer } = sheet;
  const page = sheet.newPage();
  const top = drawHead(page, writer, invoice);
  const paid = invoice.paidOn === null ? [] : [`${formatJapaneseDate(invoice.paidOn)}にご入金を確認しました。ありがとうございました。`];
  drawSaleBody(sheet, { page, top }, invoice, [...paid, ...(invoice.notes ?? [])], (next) => drawContinuationHead(next, writer, invoice));
  return finishSheet(sheet);
}

/** Everything above the lines; answers the y where their table starts. */
function drawHead(page: PDFPage, writer: Writer, invoice: InvoiceDocument): number {
  const top = PAGE_HEIGHT - MARGIN_TOP;
  writer.text(page, '請求書', PAGE_WIDTH / 2, top - 22, 24, { font: writer.fonts.bold, align: 'center' });
  drawMeta(
    page,
    writer,
    [
      `注文番号 ${invoice.orderNumber}`,
      `発行日 ${formatJapaneseDate(invoice.issuedOn)}`,
      `取引年月日 ${formatJapaneseDate(invoice.transactionOn)}`,
    ],
    top - 52,
  );

  // The name runs above the seller block, so it may take the whole width; the rule is at least LEFT_WIDTH long.
  let y = top - 96;
  const nameLines = writer.wrap(`${invoice.recipientName.trim()} 様`, CONTENT_WIDTH, 16, writer.fonts.bold);
  for (const text of nameLines) {
    writer.text(page, text, MARGIN_X, y, 16, { font: writer.fonts.bold });
    y -= 21;
  }
  const ruleWidth = Math.max(LEFT_WIDTH, ...nameLines.map((text) => writer.width(text, 16, writer.fonts.bold)));
  page.drawLine({ start: { x: MARGIN_X, y: y + 15 }, end: { x: MARGIN_X + ruleWidth, y: y + 15 }, thickness: 0.8, color: BLACK });
  y -= 10;
  writer.text(page, '下記のとおりご請求申し上げます。', MARGIN_X, y, 10);

  y -= 34;
  page.drawRectangle({ x: MARGIN_X, y: y - 9, width: LEFT_WIDTH, height: 30, borderColor: BLACK, borderWidth: 1.2 });
  writer.text(page, `ご請求金額 ${formatYen(invoice.total)}（税込）`, MARGIN_X + 10, y, 16, { font: writer.fonts.bold });
  y -= 30;
  writer.text(page, `お支払期限 ${formatJapaneseDate(invoice.dueOn)}`, MARGIN_X, y, 11, { font: writer.fonts.bold });
  y -= 16;
  if (invoice.paidOn !== null) {
    writer.text(page, `ご入金確認済み（${formatJapaneseDate(invoice.paidOn)}）`, MARGIN_X, y, 10);
    y -= 14;
  }

  // The account to transfer to, in a shaded box.
  y -= 8;
  const account = invoice.bankAccount;
  const accountLines = [
    `${account.bankName} ${account.branchName}`,
    `${account.accountType} ${account.accountNumber}`,
    `口座名義 ${account.accountHolder}`,
    '振込手数料はお客様のご負担でお願いいたします。',
  ];
  const boxHeight = 22 + accountLines.length * 13;
  page.drawRectangle({
    x: MARGIN_X,
    y: y - boxHeight + 10,
    width: LEFT_WIDTH,
    height: boxHeight,
    color: HEADER_FILL,
    borderColor: RULE,
    borderWidth: 0.6,
  });
  writer.text(page, 'お振込先', MARGIN_X + 8, y - 4, 10, { font: writer.fonts.bold });
  let lineY = y - 18;
  for (const text of accountLines) {
    writer.text(page, text, MARGIN_X + 8, lineY, 9);
    lineY -= 13;
  }
  y -= boxHeight;

  const sellerY = drawSeller(page, writer, invoice.seller, PAGE_WIDTH - MARGIN_X - SELLER_WIDTH, top - 120, SELLER_WIDTH);
  return Math.min(y, sellerY) - 14;
}

/** The head of a page after the first; answers the y where its content starts. */
function drawContinuationHead(page: PDFPage, writer: Writer, invoice: InvoiceDocument): number {
  const y = PAGE_HEIGHT - MARGIN_TOP - 12;
  writer.text(page, '請求書（続き）', MARGIN_X, y, 12, { font: writer.fonts.bold });
  writer.text(page, `注文番号 ${invoice.orderNumber}`, PAGE_WIDTH - MARGIN_X, y, 9, { align: 'right' });
  return y - 24;
}

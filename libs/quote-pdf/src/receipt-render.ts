/**
 * A receipt (領収書) on A4 portrait, a 適格簡易請求書 of the invoice system: 「再発行」 in a box at the top
 * left when it is not the first download, 領収書, the order number and dates at the top right, the
 * 宛名 with 様, the amount received, 「但し …」, 「上記正に領収いたしました。」, the transaction and payment
 * dates, the seller with the registration number, then the lines, the totals and tax per rate.
 */
import type { PDFPage } from 'pdf-lib';
import { formatJapaneseDate, formatYen } from './format.ts';
import {
  ACCENT,
  BLACK,
  CONTENT_WIDTH,
  drawMeta,
  drawSeller,
  finishSheet,
  MARGIN_TOP,
  MARGIN_X,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  startSheet,
  type Writer,
} from './layout.ts';
import { drawSaleBody, rateLabel } from './sale-table.ts';
import { checkReceiptDocument, type ReceiptDocument } from './sales-document.ts';

/** The mark of a second or later download. */
export const REISSUE_MARK = '再発行';

const LEFT_WIDTH = 300;
const SELLER_WIDTH = 190;

/**
 * Renders a receipt and answers the PDF's bytes. Checks it first (`checkReceiptDocument`: RangeError
 * when the amounts or the taxes per rate disagree); computes no price.
 */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  checkReceiptDocument(receipt);
  const sheet = await startSheet({
    title: `領収書 ${receipt.orderNumber}`,
    subject: receipt.reissuedOn === null ? '領収書' : `領収書（${REISSUE_MARK}）`,
    author: receipt.seller.name,
    key: `R-${receipt.orderNumber}`,
    issuedOn: receipt.reissuedOn ?? receipt.issuedOn,
  });
  const { writer } = sheet;
  const page = sheet.newPage();
  const top = drawHead(page, writer, receipt);
  const notes =
    receipt.reissuedOn === null ? [] : [`この領収書は再発行したものです（初回発行日 ${formatJapaneseDate(receipt.issuedOn)}）。`];
  drawSaleBody(sheet, { page, top }, receipt, notes, (next) => drawContinuationHead(next, writer, receipt));
  return finishSheet(sheet);
}

/** Everything above the lines; answers the y where their table starts. */
function drawHead(page: PDFPage, writer: Writer, receipt: ReceiptDocument): number {
  const top = PAGE_HEIGHT - MARGIN_TOP;
  if (receipt.reissuedOn !== null) {
    const width = writer.width(REISSUE_MARK, 14, writer.fonts.bold) + 16;
    page.drawRectangle({ x: MARGIN_X, y: top - 28, width, height: 26, borderColor: ACCENT, borderWidth: 1.5 });
    writer.text(page, REISSUE_MARK, MARGIN_X + 8, top - 20, 14, { font: writer.fonts.bold, color: ACCENT });
  }
  writer.text(page, '領収書', PAGE_WIDTH / 2, top - 22, 24, { font: writer.fonts.bold, align: 'center' });
  drawMeta(
    page,
    writer,
    [
      `注文番号 ${receipt.orderNumber}`,
      `発行日 ${formatJapaneseDate(receipt.issuedOn)}`,
      ...(receipt.reissuedOn === null ? [] : [`再発行日 ${formatJapaneseDate(receipt.reissuedOn)}`]),
    ],
    top - 52,
  );

  // 宛名, underlined.
  // The name runs above the seller block, so it may take the whole width; the rule is at least LEFT_WIDTH long.
  let y = top - 96;
  const nameLines = writer.wrap(`${receipt.addressee.trim()} 様`, CONTENT_WIDTH, 16, writer.fonts.bold);
  for (const text of nameLines) {
    writer.text(page, text, MARGIN_X, y, 16, { font: writer.fonts.bold });
    y -= 21;
  }
  const ruleWidth = Math.max(LEFT_WIDTH, ...nameLines.map((text) => writer.width(text, 16, writer.fonts.bold)));
  page.drawLine({ start: { x: MARGIN_X, y: y + 15 }, end: { x: MARGIN_X + ruleWidth, y: y + 15 }, thickness: 0.8, color: BLACK });

  // The amount received, in a ruled band, with the tax it contains per rate.
  y -= 30;
  page.drawRectangle({ x: MARGIN_X, y: y - 12, width: LEFT_WIDTH, height: 38, borderColor: BLACK, borderWidth: 1.2 });
  writer.text(page, '金額', MARGIN_X + 10, y, 11);
  writer.text(page, `${formatYen(receipt.total)}-`, MARGIN_X + LEFT_WIDTH - 64, y - 2, 22, { font: writer.fonts.bold, align: 'right' });
  writer.text(page, '（税込）', MARGIN_X + LEFT_WIDTH - 10, y, 10, { align: 'right' });
  y -= 30;
  for (const { ratePercent, total, tax } of receipt.taxes) {
    writer.text(page, `（${rateLabel(ratePercent)}対象 ${formatYen(total)}\u3000内消費税 ${formatYen(tax)}）`, MARGIN_X, y, 9);
    y -= 13;
  }

  y -= 8;
  for (const text of writer.wrap(`但し ${receipt.note.trim()}`, LEFT_WIDTH, 10)) {
    writer.text(page, text, MARGIN_X, y, 10);
    y -= 14;
  }
  y -= 4;
  writer.text(page, '上記正に領収いたしました。', MARGIN_X, y, 10);
  y -= 22;
  for (const text of [
    `取引年月日 ${formatJapaneseDate(receipt.transactionOn)}（ご注文日）`,
    `領収日 ${formatJapaneseDate(receipt.paidOn)}`,
    `お支払方法 ${receipt.paymentMethod}`,
  ]) {
    writer.text(page, text, MARGIN_X, y, 9);
    y -= 13;
  }

  const sellerY = drawSeller(page, writer, receipt.seller, PAGE_WIDTH - MARGIN_X - SELLER_WIDTH, top - 120, SELLER_WIDTH);
  const bodyTop = Math.min(y, sellerY) - 14;
  writer.text(page, '内訳', MARGIN_X, bodyTop, 10, { font: writer.fonts.bold });
  return bodyTop - 8;
}

/** The head of a page after the first; answers the y where its content starts. */
function drawContinuationHead(page: PDFPage, writer: Writer, receipt: ReceiptDocument): number {
  const y = PAGE_HEIGHT - MARGIN_TOP - 12;
  const title = receipt.reissuedOn === null ? '領収書（続き）' : `領収書（${REISSUE_MARK}・続き）`;
  writer.text(page, title, MARGIN_X, y, 12, { font: writer.fonts.bold });
  writer.text(page, `注文番号 ${receipt.orderNumber}`, PAGE_WIDTH - MARGIN_X, y, 9, { align: 'right' });
  return y - 24;
}

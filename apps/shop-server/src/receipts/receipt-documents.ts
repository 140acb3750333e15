/**
 * An order as a receipt (領収書) or an invoice (請求書) of @shop/quote-pdf (issue #32). The goods are
 * described as the quote describes them (estimate-pdf.ts `quoteLinesOf`: one line per colour and size,
 * then plates and fees), followed by the shipping fee, the coupon and the points, so that the lines add
 * up to what the order charged. Every line is at the standard rate (the shop sells garments and
 * printing only); the tax of the document is cart-domain's `consumptionTaxByRate`, which for one rate
 * is the order's own `tax`: a document that disagrees with its order is a bug, not a receipt.
 */
import type { OrderWire } from '@shop/api-contract';
import { CONSUMPTION_TAX_RATE_PERCENT, consumptionTaxByRate, yen } from '@shop/cart-domain';
import { DEFAULT_SHOP_OFFSET_HOURS, shopLocalDate } from '@shop/business-days';
import { paymentReceivedOn } from '@shop/order-domain';
import type { DocumentLine, DocumentSeller, InvoiceDocument, QuoteSeller, ReceiptDocument, SaleFacts } from '@shop/quote-pdf';
import { quoteLinesOf } from '../estimates/estimate-pdf.ts';

/** The shop's day of an instant (epoch ms or ISO timestamp), `YYYY-MM-DD`. */
export const shopDay = (at: number | string): string =>
  shopLocalDate(typeof at === 'number' ? at : Date.parse(at), DEFAULT_SHOP_OFFSET_HOURS);

/** The seller with its registration number; a company.json without one cannot issue these documents. */
export function documentSeller(seller: QuoteSeller): DocumentSeller {
  const { registrationNumber } = seller;
  if (registrationNumber === undefined) {
    throw new Error('content/company.json has no registrationNumber (T and 13 digits): receipts and invoices cannot be issued');
  }
  return { ...seller, registrationNumber };
}

/** The order's lines, shipping fee, coupon and points as document lines (yen, tax included). */
export function documentLines(order: OrderWire): DocumentLine[] {
  const rate = CONSUMPTION_TAX_RATE_PERCENT;
  const goods = order.lines.flatMap(quoteLinesOf).map((line) => ({ ...line, ratePercent: rate }));
  const other = (description: string, amount: number): DocumentLine[] =>
    amount === 0 ? [] : [{ description, quantity: null, unitPrice: null, amount, ratePercent: rate }];
  return [
    ...goods,
    ...other('送料', order.shipping_fee),
    ...other(order.coupon_label ? `クーポン割引（${order.coupon_label}）` : 'クーポン割引', -order.coupon_discount),
    ...other('ポイント利用', -order.points_used),
  ];
}

/** What both documents say of the sale; throws when the lines or the tax disagree with the order. */
function saleOf(order: OrderWire, seller: QuoteSeller, issuedOn: string): SaleFacts {
  const lines = documentLines(order);
  const taxes = consumptionTaxByRate(lines.map((line) => ({ amount: yen(line.amount), ratePercent: line.ratePercent })));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const [only] = taxes;
  if (total !== order.total || taxes.length !== 1 || only?.tax !== order.tax) {
    throw new Error(
      `order ${order.number}: its document adds up to ${total} with tax ${JSON.stringify(taxes)}, the order to ${order.total} (tax ${order.tax})`,
    );
  }
  return {
    orderNumber: order.number,
    issuedOn,
    transactionOn: shopDay(order.placed_at),
    seller: documentSeller(seller),
    lines,
    taxes,
    total,
  };
}

/** The receipt of a paid order as its first download kept it; `reissuedOn` for a second or later download. */
export function receiptDocumentOf(
  order: OrderWire,
  seller: QuoteSeller,
  kept: { addressee: string; note: string; firstIssuedAt: Date },
  reissuedOn: string | null,
): ReceiptDocument {
  const issuedOn = shopDay(kept.firstIssuedAt.getTime());
  return {
    ...saleOf(order, seller, issuedOn),
    paidOn: paymentReceivedOn(order.payment.method, order.events, DEFAULT_SHOP_OFFSET_HOURS) ?? issuedOn,
    addressee: kept.addressee,
    note: kept.note,
    paymentMethod: order.payment.method_label,
    reissuedOn,
  };
}

/** What an invoice says under 備考; the second only while the transfer is awaited. */
export const INVOICE_NOTES = ['金額はすべて税込です。', 'ご入金を確認してから、ご注文の製作・発送の準備を始めます。'] as const;

/** The invoice of a bank-transfer order, issued on `issuedOn` to `recipientName`. */
export function invoiceDocumentOf(order: OrderWire, seller: QuoteSeller, recipientName: string, issuedOn: string): InvoiceDocument {
  const { bank_account: account, transfer_due_date: dueOn } = order.payment;
  if (!account || !dueOn) throw new Error(`order ${order.number} has no bank account or due date to invoice`);
  const paid = order.payment.status === 'paid';
  return {
    ...saleOf(order, seller, issuedOn),
    recipientName,
    dueOn,
    bankAccount: {
      bankName: account.bank_name,
      branchName: account.branch_name,
      accountType: account.account_type,
      accountNumber: account.account_number,
      accountHolder: account.account_holder,
    },
    paidOn: paid ? (paymentReceivedOn('bank_transfer', order.events, DEFAULT_SHOP_OFFSET_HOURS) ?? issuedOn) : null,
    notes: paid ? INVOICE_NOTES.slice(0, 1) : INVOICE_NOTES,
  };
}

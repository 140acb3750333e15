/**
 * An estimate (or an unsaved quote) as a 御見積書 PDF, rendered by @shop/quote-pdf with the seller of
 * content/company.json. Each line keeps `amount = quantity × unitPrice` and the lines add up to the
 * total: a production is one line per colour and size (garment + wrapping + every print's per-piece
 * charge folded into the unit price), then its plate charges, data production fees and colour changes
 * as lines of their own (quantity 1).
 */
import type { OrderLineWire } from '@shop/api-contract';
import { consumptionTaxIncluded, yen } from '@shop/cart-domain';
import { type QuoteDocument, type QuoteLine, type QuoteSeller, renderQuotePdf } from '@shop/quote-pdf';
import { loadCompanyFacts } from '../content/files.ts';
import { DEFAULT_CONTENT_DIR } from '../content/load.ts';

/** What every quote says under 備考 (shipping is added by the cart, on the whole order). */
export const QUOTE_NOTES = ['送料は別途（¥20,000以上で無料）', '金額はすべて税込です。'];

/** Under 備考 of a quote that was not saved: a guest's, and a customer's. */
export const UNSAVED_QUOTE_NOTE =
  'この見積書は保存されていません。会員登録・ログインのうえ「見積書を保存」すると、見積金額のままご注文いただけます。';
export const UNSAVED_CUSTOMER_QUOTE_NOTE =
  'この見積書は保存されていません。「見積書を保存」すると、有効期限まで見積金額のままご注文いただけます。';

/** Under 備考 of a saved estimate. */
export const SAVED_ESTIMATE_NOTE =
  'ご注文はマイページの見積履歴から「カートに入れる」でお進みください（有効期限まで見積金額のままご注文いただけます）。';

/** The seller as company.json names it (read on each call: the file is small and may change). */
export async function sellerOf(contentDir: string = DEFAULT_CONTENT_DIR): Promise<QuoteSeller> {
  const facts = await loadCompanyFacts(contentDir);
  const seller: QuoteSeller = {
    name: facts['name'] ?? facts['shopName'] ?? 'プリントファクトリー',
    postalCode: facts['postalCode'] ?? '',
    address: facts['address'] ?? '',
  };
  const registration = facts['registrationNumber'];
  if (registration && /^T\d{13}$/.test(registration)) seller.registrationNumber = registration;
  const phone = facts['phone'];
  if (phone && /^[0-9０-９()\-+ ]+$/.test(phone)) seller.phone = phone;
  return seller;
}

/** The quote lines of one order line. */
export function quoteLinesOf(line: OrderLineWire): QuoteLine[] {
  if (line.kind === 'item') {
    const unitPrice = line.unit_price + (line.wrapping?.charge ?? 0);
    const wrapping = line.wrapping ? `（${line.wrapping.name}）` : '';
    return [
      {
        description: `${line.product.name} ${line.color.name}・${line.size.name}${wrapping}`,
        quantity: line.quantity,
        unitPrice,
        amount: unitPrice * line.quantity,
      },
    ];
  }
  if (line.kind === 'production') {
    const p = line.production;
    const placements = p.prints
      .map((print) => [print.print_spec.position, print.print_spec.size].filter((s) => s !== '').join(' ') || print.print_spec.name)
      .join('・');
    const perPiecePrint = p.prints.reduce((sum, print) => sum + print.print_charge, 0);
    const lines: QuoteLine[] = p.item_groups.flatMap((group) =>
      group.items.map((item) => {
        const unitPrice = item.unit_price + (item.wrapping?.charge ?? 0) + perPiecePrint;
        const wrapping = item.wrapping ? `・${item.wrapping.name}` : '';
        return {
          description: `${p.product.name} ${group.color.name}・${item.size.name}（${p.print_method.name}プリント ${placements}${wrapping}）`,
          quantity: item.quantity,
          unitPrice,
          amount: unitPrice * item.quantity,
        };
      }),
    );
    const once = (description: string, amount: number): QuoteLine[] =>
      amount > 0 ? [{ description, quantity: 1, unitPrice: amount, amount }] : [];
    for (const print of p.prints) {
      const where = print.print_spec.name;
      lines.push(...once(`版代 ${where}（${print.plates}版）`, print.plate_charge));
      lines.push(...once(`データ作成費 ${where}`, print.data_production_fee));
      lines.push(
        ...once(`色替え代 ${where}（${print.color_change_frequency}回）`, print.color_change_charge * print.color_change_frequency),
      );
    }
    // Whatever the parts do not explain (never expected) still keeps the lines summing to the subtotal.
    const explained = lines.reduce((sum, l) => sum + l.amount, 0);
    if (explained !== line.subtotal && line.subtotal - explained > 0)
      lines.push(...once(`${p.product.name} その他費用`, line.subtotal - explained));
    return lines;
  }
  // A custom line (a BYOB quote): one amount for the whole request.
  const custom = line as { title: string; description: string[]; quantity: number; subtotal: number };
  const description = [custom.title, ...custom.description].join(' ');
  return custom.subtotal % custom.quantity === 0
    ? [{ description, quantity: custom.quantity, unitPrice: custom.subtotal / custom.quantity, amount: custom.subtotal }]
    : [{ description: `${description}（${custom.quantity}点）`, quantity: 1, unitPrice: custom.subtotal, amount: custom.subtotal }];
}

/** The quote document of these lines. */
export function quoteDocumentOf(input: {
  number: string;
  issuedOn: string;
  validUntil: string;
  customerName: string | null;
  seller: QuoteSeller;
  lines: readonly OrderLineWire[];
  notes: string[];
}): QuoteDocument {
  const lines = input.lines.flatMap(quoteLinesOf);
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    number: input.number,
    issuedOn: input.issuedOn,
    validUntil: input.validUntil,
    customerName: input.customerName,
    seller: input.seller,
    lines,
    subtotal: total,
    tax: consumptionTaxIncluded(yen(total)),
    total,
    notes: input.notes,
  };
}

/** Renders the quote document to PDF bytes. */
export function renderQuote(document: QuoteDocument): Promise<Uint8Array> {
  return renderQuotePdf(document);
}

import { consumptionTaxIncluded, multiplyYen, sumYen, yen } from '@shop/cart-domain';
import { checkIsoDate } from './format.ts';

/** The seller as the quote names it (content/company.json holds the shop's own). */
export interface QuoteSeller {
  name: string;
  postalCode: string;
  address: string;
  phone?: string;
  /** 適格請求書発行事業者登録番号: `T` and 13 digits. */
  registrationNumber?: string;
}

/** One line of the quote; amounts are integer yen, tax included. */
export interface QuoteLine {
  /** Japanese description; wrapped within its column when long. */
  description: string;
  quantity: number;
  unitPrice: number;
  /** quantity × unitPrice, as the caller priced it. */
  amount: number;
}

/** Everything a written quote (見積書) shows. Nothing is priced here; the amounts are only checked. */
export interface QuoteDocument {
  /** e.g. `Q-2026-000123`. */
  number: string;
  /** `YYYY-MM-DD`. */
  issuedOn: string;
  /** `YYYY-MM-DD`, not before `issuedOn`. */
  validUntil: string;
  /** Rendered as 「<name> 様」; `null` gives 「お客様」. */
  customerName: string | null;
  seller: QuoteSeller;
  lines: readonly QuoteLine[];
  /** Sum of the lines' amounts. */
  subtotal: number;
  /** Consumption tax (10 %) contained in the total: floor(total × 10 / 110). */
  tax: number;
  /** Tax-included total; equals the subtotal. */
  total: number;
  notes?: readonly string[];
}

const REGISTRATION_NUMBER = /^T\d{13}$/;

/**
 * The guard of the amounts: every line's amount is quantity × unit price, the lines sum to the
 * subtotal, the total equals the subtotal (amounts are tax-included) and the tax is cart-domain's
 * `consumptionTaxIncluded(total)`. Also refuses malformed dates, a validity ending before the issue
 * date, an empty quote and a malformed registration number. Throws RangeError; returns nothing.
 */
export function checkQuoteDocument(quote: QuoteDocument): void {
  checkIsoDate(quote.issuedOn);
  checkIsoDate(quote.validUntil);
  // Both are checked YYYY-MM-DD, so comparing the strings compares the dates.
  if (quote.validUntil < quote.issuedOn) {
    throw new RangeError(`The quote expires (${quote.validUntil}) before it is issued (${quote.issuedOn})`);
  }
  if (quote.number.trim() === '') {
    throw new RangeError('A quote needs a number');
  }
  const registration = quote.seller.registrationNumber;
  if (registration !== undefined && !REGISTRATION_NUMBER.test(registration)) {
    throw new RangeError(`Not a registration number (T and 13 digits): ${registration}`);
  }
  if (quote.lines.length === 0) {
    throw new RangeError('A quote needs at least one line');
  }
  quote.lines.forEach((line, index) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`Line ${index + 1}: not a positive whole quantity: ${line.quantity}`);
    }
    if (yen(line.unitPrice) < 0) {
      throw new RangeError(`Line ${index + 1}: negative unit price: ${line.unitPrice}`);
    }
    const expected = multiplyYen(yen(line.unitPrice), line.quantity);
    if (yen(line.amount) !== expected) {
      throw new RangeError(`Line ${index + 1}: amount ${line.amount} is not ${line.quantity} × ${line.unitPrice} = ${expected}`);
    }
  });
  const sum = sumYen(quote.lines.map((line) => yen(line.amount)));
  if (yen(quote.subtotal) !== sum) {
    throw new RangeError(`Subtotal ${quote.subtotal} is not the sum of the lines (${sum})`);
  }
  if (yen(quote.total) !== sum) {
    throw new RangeError(`Total ${quote.total} is not the tax-included subtotal (${sum})`);
  }
  const tax = consumptionTaxIncluded(yen(quote.total));
  if (yen(quote.tax) !== tax) {
    throw new RangeError(`Tax ${quote.tax} is not the consumption tax contained in ${quote.total} (${tax})`);
  }
}

/**
 * The receipt (領収書, a 適格簡易請求書) and the invoice (請求書, a 適格請求書) of an order (issue #32),
 * and their guard. Like the quote, nothing is priced here: the amounts are checked, and the tax of each
 * rate must be cart-domain's `consumptionTaxByRate` of the lines (added up per rate, rounded down once
 * per rate for the whole document, never per line).
 *
 * What the invoice system (インボイス制度) asks of each, and where the documents carry it:
 *
 * | item                                    | receipt                   | invoice                      |
 * | --------------------------------------- | ------------------------- | ---------------------------- |
 * | seller's name and registration number   | `seller`                  | `seller`                     |
 * | date of the transaction                 | `transactionOn`           | `transactionOn`              |
 * | what was sold                           | `lines`                   | `lines`                      |
 * | total per tax rate, and the rate        | `taxes[].total`, `.rate…` | `taxes[].total`, `.rate…`    |
 * | consumption tax per rate                | `taxes[].tax`             | `taxes[].tax`                |
 * | the buyer's name                        | (`addressee`, optional)   | `recipientName`              |
 */
import { consumptionTaxByRate, multiplyYen, sumYen, yen } from '@shop/cart-domain';
import { checkIsoDate } from './format.ts';
import type { QuoteSeller } from './quote-document.ts';

/** The seller of a receipt or an invoice: the registration number is required. */
export type DocumentSeller = QuoteSeller & { registrationNumber: string };

/**
 * One line of a receipt or an invoice (integer yen, tax included): goods with a quantity and a unit
 * price (`amount = quantity × unitPrice`), or a charge or a discount without them (shipping, a
 * coupon, points: `quantity` and `unitPrice` null, a discount negative).
 */
export interface DocumentLine {
  description: string;
  quantity: number | null;
  unitPrice: number | null;
  amount: number;
  /** whole percent: 10, or 8 for goods at the reduced rate (marked ※) */
  ratePercent: number;
}

/** The total and consumption tax of one rate, as cart-domain's `consumptionTaxByRate` answers them. */
export interface DocumentTax {
  ratePercent: number;
  /** tax included */
  total: number;
  tax: number;
}

/** What both documents state about the sale. */
export interface SaleFacts {
  /** The order number, e.g. `PF-2026-000123`. */
  orderNumber: string;
  /** `YYYY-MM-DD`. */
  issuedOn: string;
  /** The date of the transaction (取引年月日), `YYYY-MM-DD`. */
  transactionOn: string;
  seller: DocumentSeller;
  lines: readonly DocumentLine[];
  /** Per rate, highest first: `consumptionTaxByRate` of the lines. */
  taxes: readonly DocumentTax[];
  /** Σ lines, tax included. */
  total: number;
}

/** A receipt (領収書): the money received for an order. */
export interface ReceiptDocument extends SaleFacts {
  /** The day the money was received (領収日), `YYYY-MM-DD`. */
  paidOn: string;
  /** 宛名, printed with 様. */
  addressee: string;
  /** 但し書き, printed after 「但し」. */
  note: string;
  /** How it was paid (クレジットカード, 銀行振込). */
  paymentMethod: string;
  /** The day of this download when it is not the first (「再発行」); null for the first issue. */
  reissuedOn: string | null;
}

/** The shop's bank account a transfer goes to. */
export interface DocumentBankAccount {
  bankName: string;
  branchName: string;
  /** 普通 or 当座 */
  accountType: string;
  accountNumber: string;
  /** in katakana */
  accountHolder: string;
}

/** An invoice (請求書) of a bank-transfer order. */
export interface InvoiceDocument extends SaleFacts {
  /** The customer the invoice is made out to (書類の交付を受ける者), printed with 様. */
  recipientName: string;
  /** The day the transfer is due, `YYYY-MM-DD`. */
  dueOn: string;
  bankAccount: DocumentBankAccount;
  /** The day the transfer was received, when it was; null while awaited. */
  paidOn: string | null;
  notes?: readonly string[];
}

const REGISTRATION_NUMBER = /^T\d{13}$/;

function checkSaleFacts(document: SaleFacts, kind: string): void {
  checkIsoDate(document.issuedOn);
  checkIsoDate(document.transactionOn);
  if (document.orderNumber.trim() === '') throw new RangeError(`A ${kind} needs an order number`);
  if (!REGISTRATION_NUMBER.test(document.seller.registrationNumber ?? '')) {
    throw new RangeError(`A ${kind} needs the seller's registration number (T and 13 digits): ${document.seller.registrationNumber}`);
  }
  if (document.lines.length === 0) throw new RangeError(`A ${kind} needs at least one line`);
  document.lines.forEach((line, index) => {
    const label = `Line ${index + 1}`;
    if (line.description.trim() === '') throw new RangeError(`${label}: no description`);
    if (line.quantity === null || line.unitPrice === null) {
      if (line.quantity !== line.unitPrice) throw new RangeError(`${label}: a quantity needs a unit price and the other way round`);
      yen(line.amount);
      return;
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`${label}: not a positive whole quantity: ${line.quantity}`);
    }
    if (yen(line.unitPrice) < 0) throw new RangeError(`${label}: negative unit price: ${line.unitPrice}`);
    const expected = multiplyYen(yen(line.unitPrice), line.quantity);
    if (yen(line.amount) !== expected) {
      throw new RangeError(`${label}: amount ${line.amount} is not ${line.quantity} × ${line.unitPrice} = ${expected}`);
    }
  });
  const sum = sumYen(document.lines.map((line) => yen(line.amount)));
  if (yen(document.total) !== sum) throw new RangeError(`Total ${document.total} is not the sum of the lines (${sum})`);
  const expected = consumptionTaxByRate(document.lines.map((line) => ({ amount: yen(line.amount), ratePercent: line.ratePercent })));
  const given = document.taxes.map(({ ratePercent, total, tax }) => ({ ratePercent, total, tax }));
  if (JSON.stringify(given) !== JSON.stringify(expected)) {
    throw new RangeError(`Taxes ${JSON.stringify(given)} are not the lines' totals and tax per rate ${JSON.stringify(expected)}`);
  }
}

/**
 * The guard of a receipt: dates, the seller's registration number, lines (goods: amount = quantity ×
 * unit price), the total as their sum, the taxes per rate as `consumptionTaxByRate` of the lines (so
 * no rate adds up below zero), a 宛名 and a 但し書き. Throws RangeError; returns nothing.
 */
export function checkReceiptDocument(receipt: ReceiptDocument): void {
  checkSaleFacts(receipt, 'receipt');
  checkIsoDate(receipt.paidOn);
  if (receipt.reissuedOn !== null) checkIsoDate(receipt.reissuedOn);
  if (receipt.addressee.trim() === '') throw new RangeError('A receipt needs an addressee (宛名)');
  if (receipt.note.trim() === '') throw new RangeError('A receipt needs a purpose (但し書き)');
}

/**
 * The guard of an invoice: what `checkReceiptDocument` checks of the sale, the recipient's name, the
 * due date (not before the transaction) and the bank account. Throws RangeError; returns nothing.
 */
export function checkInvoiceDocument(invoice: InvoiceDocument): void {
  checkSaleFacts(invoice, 'invoice');
  checkIsoDate(invoice.dueOn);
  if (invoice.paidOn !== null) checkIsoDate(invoice.paidOn);
  // Both are checked YYYY-MM-DD, so comparing the strings compares the dates.
  if (invoice.dueOn < invoice.transactionOn) {
    throw new RangeError(`The transfer is due (${invoice.dueOn}) before the transaction (${invoice.transactionOn})`);
  }
  if (invoice.recipientName.trim() === '') throw new RangeError('An invoice needs the name of its recipient');
  const account = invoice.bankAccount;
  if (
    [account.bankName, account.branchName, account.accountType, account.accountNumber, account.accountHolder].some(
      (part) => part.trim() === '',
    )
  ) {
    throw new RangeError('An invoice needs the whole bank account');
  }
}

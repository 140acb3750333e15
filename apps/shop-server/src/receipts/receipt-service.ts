/**
 * Receipts and invoices of a customer's orders (issue #32). The order is read through the order
 * service as its owner sees it (another customer's is simply not there); whether it has a receipt or
 * an invoice is @shop/order-domain's rule over its status and payment status; the PDFs are
 * @shop/quote-pdf's, made from the order (receipt-documents.ts) with the seller of content/company.json.
 */
import type { OrderWire, ReceiptStatusWire } from '@shop/api-contract';
import {
  type DocumentOrder,
  invoiceRefusal,
  invoiceRefusalMessage,
  receiptRefusal,
  receiptRefusalMessage,
  type ReceiptRefusal,
} from '@shop/order-domain';
import { renderInvoicePdf, renderReceiptPdf } from '@shop/quote-pdf';
import { RECEIPT_DEFAULT_NOTE, RECEIPT_LIMITS, type ReceiptFormOutput } from '@shop/validation';
import type { Queryable } from '../db/db.ts';
import { customerContact } from '../account/account-service.ts';
import { sellerOf } from '../estimates/estimate-pdf.ts';
import type { OrderService } from '../orders/order-service.ts';
import { invoiceDocumentOf, receiptDocumentOf, shopDay } from './receipt-documents.ts';
import { receiptOf, type ReceiptRecord, recordReceiptIssue } from './receipt-store.ts';

/** What the receipt service needs: the database, the clock and the orders as their owners read them. */
export interface ReceiptServiceDeps {
  db: Queryable;
  /** epoch ms */
  now: () => number;
  orders: Pick<OrderService, 'show'>;
}

/** A document refused for an order that has none: its Japanese reason (the routes answer 409). */
export interface DocumentRefused {
  refused: string;
}

/** A downloaded PDF. */
export interface IssuedDocument {
  bytes: Uint8Array;
}

const documentOrder = (order: OrderWire): DocumentOrder => ({
  status: order.status,
  paymentMethod: order.payment.method,
  paymentStatus: order.payment.status,
});

/** The receipt service of one database and clock. */
export function receiptService({ db, now, orders }: ReceiptServiceDeps) {
  /** The 宛名 the form starts with: the customer's name, cut to the limit. */
  async function defaultAddressee(customerId: number): Promise<string> {
    const name = (await customerContact(db, customerId))?.name.trim() ?? '';
    return [...name].slice(0, RECEIPT_LIMITS.addresseeMax).join('');
  }

  return {
    /** `GET /api/orders/:number/receipt`; undefined when the customer has no such order. */
    async status(customerId: number, number: string): Promise<ReceiptStatusWire | undefined> {
      const order = await orders.show(customerId, number);
      if (!order) return undefined;
      const refusal: ReceiptRefusal | null = receiptRefusal(documentOrder(order));
      const kept = await receiptOf(db, order.number);
      return {
        available: refusal === null,
        refusal: refusal === null ? null : { code: refusal.type, message: receiptRefusalMessage(refusal) },
        issued: kept
          ? {
              addressee: kept.addressee,
              note: kept.note,
              first_issued_at: kept.first_issued_at.toISOString(),
              issue_count: kept.issue_count,
            }
          : null,
        defaults: { addressee: await defaultAddressee(customerId), note: RECEIPT_DEFAULT_NOTE },
        invoice_available: invoiceRefusal(documentOrder(order)) === null,
      };
    },

    /**
     * `POST /api/orders/:number/receipt`: the receipt PDF. The first download keeps `form`; later ones
     * show what the first kept and are marked 再発行. Undefined when the customer has no such order.
     */
    async issue(customerId: number, number: string, form: ReceiptFormOutput): Promise<IssuedDocument | DocumentRefused | undefined> {
      const order = await orders.show(customerId, number);
      if (!order) return undefined;
      const refusal = receiptRefusal(documentOrder(order));
      if (refusal) return { refused: receiptRefusalMessage(refusal) };
      const at = now();
      const seller = await sellerOf();
      const render = (kept: Pick<ReceiptRecord, 'addressee' | 'note' | 'first_issued_at'>, reissue: boolean) =>
        renderReceiptPdf(
          receiptDocumentOf(
            order,
            seller,
            { addressee: kept.addressee, note: kept.note, firstIssuedAt: kept.first_issued_at },
            reissue ? shopDay(at) : null,
          ),
        );
      // Rendered before the download is recorded, so that a document that cannot be made records nothing.
      const before = await receiptOf(db, order.number);
      const planned = before ?? { ...form, first_issued_at: new Date(at) };
      let bytes = await render(planned, before !== undefined);
      const kept = await recordReceiptIssue(db, order.number, form, new Date(at));
      const reissue = kept.issue_count > 1;
      // Another download came first between the read and the record: show what it kept.
      const same =
        reissue === (before !== undefined) &&
        kept.addressee === planned.addressee &&
        kept.note === planned.note &&
        kept.first_issued_at.getTime() === planned.first_issued_at.getTime();
      if (!same) bytes = await render(kept, reissue);
      return { bytes };
    },

    /** `GET /api/orders/:number/invoice`: the invoice PDF of a bank-transfer order. Undefined when the customer has no such order. */
    async invoice(customerId: number, number: string): Promise<IssuedDocument | DocumentRefused | undefined> {
      const order = await orders.show(customerId, number);
      if (!order) return undefined;
      const refusal = invoiceRefusal(documentOrder(order));
      if (refusal) return { refused: invoiceRefusalMessage(refusal) };
      const recipient = (await customerContact(db, customerId))?.name.trim() || order.address.name;
      const document = invoiceDocumentOf(order, await sellerOf(), recipient, shopDay(now()));
      return { bytes: await renderInvoicePdf(document) };
    },
  };
}

/** The service's type (the routes receive it). */
export type ReceiptService = ReturnType<typeof receiptService>;

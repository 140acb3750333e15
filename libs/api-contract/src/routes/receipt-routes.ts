/**
 * The receipt and invoice calls of the route table (issue #32), spread into `API_ROUTES`
 * (api-routes.ts) so each area's entries live beside their schemas.
 */
import { PdfBytesSchema } from '../schemas/estimate.ts';
import { ReceiptRequestSchema, ReceiptStatusResponseSchema } from '../schemas/receipt.ts';
import { defineRoute } from './api-route.ts';

export const RECEIPT_ROUTES = {
  orderReceiptStatus: defineRoute({
    method: 'GET',
    path: '/api/orders/:number/receipt',
    summary:
      "Whether the order has a receipt now (paid: a card captured at shipping, a bank transfer received; not refunded or cancelled) and why not, the 宛名 and 但し書き its first download kept, the form's defaults, and whether it has an invoice (404 for another customer's)",
    response: ReceiptStatusResponseSchema,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
  orderReceiptPdf: defineRoute({
    method: 'POST',
    path: '/api/orders/:number/receipt',
    summary:
      "Download the receipt (領収書, application/pdf, no-store): the first download keeps its 宛名 and 但し書き, later ones are marked 再発行 and show those (the body is then ignored); 409 with the reason when the order has none; 404 for another customer's",
    request: ReceiptRequestSchema,
    response: PdfBytesSchema,
    binary: true,
    successStatus: 200,
    requiresLogin: true,
    mutates: true,
  }),
  orderInvoicePdf: defineRoute({
    method: 'GET',
    path: '/api/orders/:number/invoice',
    summary:
      "The invoice (請求書, application/pdf, no-store) of a bank-transfer order: the transfer account and due date; 409 with the reason for a card order or a cancelled or refunded one; 404 for another customer's",
    response: PdfBytesSchema,
    binary: true,
    successStatus: 200,
    requiresLogin: true,
    mutates: false,
  }),
} as const;

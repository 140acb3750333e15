/**
 * Receipts and invoices of the customer's orders (issue #32): `GET` and `POST
 * /api/orders/:number/receipt`, `GET /api/orders/:number/invoice`. The owner only: another customer's
 * order answers 404 exactly like a missing one. A refused document is a 409 with its Japanese reason;
 * the PDFs are never stored by a cache (`private, no-store`).
 */
import { API_ROUTES } from '@shop/api-contract';
import { parseOrderNumber } from '@shop/order-domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { HttpProblem, notFound } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { on, readRequest } from '../http/route.ts';
import { requireCustomer } from '../session/middleware.ts';
import type { DocumentRefused, IssuedDocument, ReceiptService } from './receipt-service.ts';

/** The `:number` of the path; a malformed one is simply not found. */
function numberParam(c: Context): string {
  const number = c.req.param('number') ?? '';
  if (!parseOrderNumber(number).ok) throw notFound();
  return number;
}

/** A PDF answer downloaded under `filename`, or the refusal as 409, or 404. */
function documentAnswer(c: Context, result: IssuedDocument | DocumentRefused | undefined, filename: string) {
  if (!result) throw notFound();
  if ('refused' in result) throw new HttpProblem(409, result.refused);
  return c.body(result.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  });
}

export function receiptRoutes(receipts: ReceiptService) {
  const app = new Hono<AppEnv>();

  on(app, API_ROUTES.orderReceiptStatus, async (c) => {
    const customerId = requireCustomer(c);
    const status = await receipts.status(customerId, numberParam(c));
    if (!status) throw notFound();
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: status });
  });

  on(app, API_ROUTES.orderReceiptPdf, async (c) => {
    const customerId = requireCustomer(c);
    // The body first: a malformed one is a 400 or 422 whatever the order (as every body route answers).
    const form = await readRequest(c, API_ROUTES.orderReceiptPdf);
    const number = numberParam(c);
    return documentAnswer(c, await receipts.issue(customerId, number, form), `receipt-${number}.pdf`);
  });

  on(app, API_ROUTES.orderInvoicePdf, async (c) => {
    const customerId = requireCustomer(c);
    const number = numberParam(c);
    return documentAnswer(c, await receipts.invoice(customerId, number), `invoice-${number}.pdf`);
  });

  return app;
}

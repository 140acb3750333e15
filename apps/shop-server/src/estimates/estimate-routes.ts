/**
 * Estimates (見積, issue #15): `/api/estimates…` for logged-in customers and the quote PDF
 * `/api/quotes/pdf` for anyone. Handlers read the request, let the estimate modules price and store
 * (estimate-pricing.ts, estimate-service.ts) and answer in the wire shape (estimate-wire.ts).
 */
import { API_ROUTES } from '@shop/api-contract';
import { estimateValidUntil } from '@shop/order-domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { HttpProblem } from '../http/errors.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on, readRequest } from '../http/route.ts';
import { customerContact } from '../account/account-service.ts';
import { cartChanged } from '../cart/contents-cache.ts';
import { currentSession, requireCustomer } from '../session/middleware.ts';
import { clientIp, createRequestThrottle, REQUEST_LIMITS, THROTTLE_MESSAGES, type ThrottleLimit } from '../session/throttle.ts';
import {
  QUOTE_NOTES,
  quoteDocumentOf,
  renderQuote,
  SAVED_ESTIMATE_NOTE,
  sellerOf,
  UNSAVED_CUSTOMER_QUOTE_NOTE,
  UNSAVED_QUOTE_NOTE,
} from './estimate-pdf.ts';
import { pricePrintOrder } from './estimate-pricing.ts';
import { createEstimate, putEstimateInCart, shopToday } from './estimate-service.ts';
import { estimateByNumber, estimatesOfCustomer, estimateValidDays } from './estimate-store.ts';
import { estimateSummaryWire, estimateWire } from './estimate-wire.ts';

/** 404 for a missing estimate and another customer's alike. */
const noEstimate = () => new HttpProblem(404, 'No item exists.');

/** The `:number` of the path (a malformed one is simply not found). */
const numberParam = (c: Context) => {
  const number = c.req.param('number') ?? '';
  if (!/^Q-\d{4}-\d{6,15}$/.test(number)) throw noEstimate();
  return number;
};

/** A PDF answer, downloaded under `filename`. */
function pdfAnswer(c: Context, bytes: Uint8Array, filename: string) {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  });
}

/** The number of a quote that is not saved: `WEB-20261127-4F2A`. */
function unsavedQuoteNumber(today: string): string {
  return `WEB-${today.replaceAll('-', '')}-${randomBytes(2).toString('hex').toUpperCase()}`;
}

/** `/api/estimates…` and `/api/quotes/pdf` routes. */
export function estimateRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();
  const throttle = createRequestThrottle(db);
  /** Answers 429 with Retry-After and a Japanese message when the limit is used up; undefined when the call may go ahead. */
  const throttled = async (c: Context, limit: ThrottleLimit) => {
    const verdict = await throttle.take([limit], now());
    if (verdict.allowed) return undefined;
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    return c.json({ message: THROTTLE_MESSAGES.quote(verdict.retryAfterSeconds) }, 429);
  };

  on(app, API_ROUTES.estimateList, async (c) => {
    const customerId = requireCustomer(c);
    const at = now();
    const rows = await estimatesOfCustomer(db, customerId);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: rows.map((row) => estimateSummaryWire(row, at)) });
  });

  on(app, API_ROUTES.estimateCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.estimateCreate);
    // Counted once the body is well formed (a malformed one is a 422 and costs nothing).
    const refused = await throttled(c, { bucket: 'estimate:customer', key: String(customerId), ...REQUEST_LIMITS.estimatesPerCustomer });
    if (refused) return refused;
    const session = currentSession(c);
    const { line, title } = await pricePrintOrder(db, body, { customerId, ...(session ? { sessionId: session.id } : {}) });
    const at = now();
    const row = await db.transaction(async (tx) => {
      const { number } = await createEstimate(tx, { customerId, source: 'print_order', title, lines: [line], now: at });
      return estimateByNumber(tx, customerId, number);
    });
    if (!row) throw new Error('the new estimate was not stored');
    return c.json({ data: estimateWire(row, at) }, 201);
  });

  on(app, API_ROUTES.estimateShow, async (c) => {
    const customerId = requireCustomer(c);
    const row = await estimateByNumber(db, customerId, numberParam(c));
    if (!row) throw noEstimate();
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: estimateWire(row, now()) });
  });

  on(app, API_ROUTES.estimatePdf, async (c) => {
    const customerId = requireCustomer(c);
    const row = await estimateByNumber(db, customerId, numberParam(c));
    if (!row) throw noEstimate();
    const customer = await customerContact(db, customerId);
    const bytes = await renderQuote(
      quoteDocumentOf({
        number: row.number,
        issuedOn: row.issued_on,
        validUntil: row.valid_until,
        customerName: customer?.name ?? null,
        seller: await sellerOf(),
        lines: row.lines.map((l) => l.wire),
        notes: [...QUOTE_NOTES, SAVED_ESTIMATE_NOTE],
      }),
    );
    return pdfAnswer(c, bytes, `${row.number}.pdf`);
  });

  on(app, API_ROUTES.estimateCart, async (c) => {
    const customerId = requireCustomer(c);
    const number = numberParam(c);
    const { cartEstimateId } = await db.transaction((tx) => putEstimateInCart(tx, customerId, number, now()));
    cartChanged(customerId);
    return c.json({ data: { id: cartEstimateId, estimate_number: number } }, 201);
  });

  on(app, API_ROUTES.quotePdf, async (c) => {
    const body = await readRequest(c, API_ROUTES.quotePdf);
    const refused = await throttled(c, { bucket: 'quote-pdf:ip', key: clientIp(c), ...REQUEST_LIMITS.quotePdfsPerIp });
    if (refused) return refused;
    const session = currentSession(c);
    // The CSRF check lets no POST through without a session (a guest's, at least).
    if (!session) throw new Error('a POST without a session');
    const owner =
      session.customerId !== null ? { customerId: session.customerId, sessionId: session.id } : { customerId: null, sessionId: session.id };
    const { line } = await pricePrintOrder(db, body, owner);
    const at = now();
    const today = shopToday(at);
    const customer = session.customerId !== null ? await customerContact(db, session.customerId) : undefined;
    const name = body.name !== '' ? body.name : (customer?.name ?? null);
    const number = unsavedQuoteNumber(today);
    const bytes = await renderQuote(
      quoteDocumentOf({
        number,
        issuedOn: today,
        validUntil: estimateValidUntil(today, await estimateValidDays(db)),
        customerName: name,
        seller: await sellerOf(),
        lines: [line.wire],
        notes: [...QUOTE_NOTES, session.customerId !== null ? UNSAVED_CUSTOMER_QUOTE_NOTE : UNSAVED_QUOTE_NOTE],
      }),
    );
    return pdfAnswer(c, bytes, `${number}.pdf`);
  });

  return app;
}

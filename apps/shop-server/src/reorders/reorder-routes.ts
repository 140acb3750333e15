/**
 * Reorders (issue #15): `/api/reorders` (the customer's delivered productions), `/api/reorders/:number`
 * (one, with today's colours, sizes, stock and prices), `…/quote` (priced, nothing stored),
 * `…/estimate` (an estimate instead of the cart) and `POST /api/cart_reorders` (into the cart). Another
 * customer's number, or one of an order not delivered, is 404 `No item exists.`.
 */
import { API_ROUTES } from '@shop/api-contract';
import { Hono } from 'hono';
import { createEstimate } from '../estimates/estimate-service.ts';
import { heldCharges } from '../estimates/held-line.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on, readRequest } from '../http/route.ts';
import { cartChanged } from '../cart/contents-cache.ts';
import { addReorderToCart } from './reorder-cart-service.ts';
import { assessedByNumber, assessProduction, inksFor, priceChoice, reorderLineOf } from './reorder-service.ts';
import { detailWire, quoteWire, summaryWire } from './reorder-wire.ts';
import { deliveredProductionsOf, plateKeepDays } from './reorder-store.ts';
import { requireCustomer } from '../session/middleware.ts';

/** `/api/reorders…` and `POST /api/cart_reorders`. */
export function reorderRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();

  on(app, API_ROUTES.reorderList, async (c) => {
    const customerId = requireCustomer(c);
    const at = now();
    const days = await plateKeepDays(db);
    const rows = await deliveredProductionsOf(db, customerId);
    const data = [];
    for (const row of rows) data.push(summaryWire(await assessProduction(db, row, at, days)));
    return c.json({ data });
  });

  on(app, API_ROUTES.reorderShow, async (c) => {
    const customerId = requireCustomer(c);
    const assessed = await assessedByNumber(db, customerId, c.req.param('number'), now());
    return c.json({ data: detailWire(assessed, await inksFor(db, assessed)) });
  });

  on(app, API_ROUTES.reorderQuote, async (c) => {
    const customerId = requireCustomer(c);
    const number = c.req.param('number');
    const body = await readRequest(c, API_ROUTES.reorderQuote);
    const assessed = await assessedByNumber(db, customerId, number, now());
    return c.json({ data: quoteWire(priceChoice(assessed, await inksFor(db, assessed), body, true)) });
  });

  on(app, API_ROUTES.reorderEstimate, async (c) => {
    const customerId = requireCustomer(c);
    const number = c.req.param('number');
    const body = await readRequest(c, API_ROUTES.reorderEstimate);
    const at = now();
    const assessed = await assessedByNumber(db, customerId, number, at);
    const choice = priceChoice(assessed, await inksFor(db, assessed), body, false);
    const line = reorderLineOf(choice, 0);
    const estimate = await db.transaction((tx) =>
      createEstimate(tx, {
        customerId,
        source: 'reorder',
        title: `再注文 ${line.wire.kind === 'production' ? line.wire.production.product.name : ''}（${assessed.row.number}）`,
        lines: [
          {
            wire: line.wire,
            charges: heldCharges(choice.priced.charges),
            stock: line.stock,
            files: line.files,
            leadDays: line.input.kind === 'reorder' ? line.input.leadDays : 1,
            ...(line.production ? { production: line.production } : {}),
          },
        ],
        now: at,
      }),
    );
    return c.json({ data: { number: estimate.number } }, 201);
  });

  on(app, API_ROUTES.cartReorderCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.cartReorderCreate);
    cartChanged(customerId);
    const data = await addReorderToCart(db, customerId, body, now());
    cartChanged(customerId);
    return c.json({ data }, 201);
  });

  return app;
}

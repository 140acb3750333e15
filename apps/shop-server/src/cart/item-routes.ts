/**
 * Plain cart lines (blank garments): `/api/cart_items`. Each handler reads its request, lets the
 * service act on the line (item-service.ts, item-store.ts) and answers in the wire shape.
 */
import { API_ROUTES } from '@shop/api-contract';
import { Hono } from 'hono';
import { idParam } from '../http/body.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { on, readRequest } from '../http/route.ts';
import { requireCustomer } from '../session/middleware.ts';
import { cartItemService } from './item-service.ts';
import { entryMeta } from './serialize.ts';

/** `/api/cart_items` routes. */
export function cartItemRoutes({ db, now }: AppDeps) {
  const app = new Hono<AppEnv>();
  const items = cartItemService(db, now);

  on(app, API_ROUTES.cartItemCreate, async (c) => {
    const customerId = requireCustomer(c);
    const body = await readRequest(c, API_ROUTES.cartItemCreate);
    const { item, shortage } = await items.add(customerId, body);
    return c.json({ data: item, meta: entryMeta({ shortage }) }, 201);
  });

  on(app, API_ROUTES.cartItemShow, async (c) => {
    const customerId = requireCustomer(c);
    const { item, flags } = await items.refresh(customerId, idParam(c));
    return c.json({ data: item, meta: entryMeta(flags) });
  });

  on(app, API_ROUTES.cartItemUpdate, async (c) => {
    const customerId = requireCustomer(c);
    const id = idParam(c);
    const body = await readRequest(c, API_ROUTES.cartItemUpdate);
    const { item, shortage } = await items.update(customerId, id, body);
    return c.json({ data: item, meta: entryMeta({ shortage }) });
  });

  on(app, API_ROUTES.cartItemDelete, async (c) => {
    const customerId = requireCustomer(c);
    await items.remove(customerId, idParam(c));
    return c.body(null, 204);
  });

  return app;
}

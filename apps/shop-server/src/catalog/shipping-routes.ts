import { API_ROUTES } from '@shop/api-contract';
import { FREE_SHIPPING_MINIMUM } from '@shop/cart-domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { on } from '../http/route.ts';
import { loadCheckoutSettings } from '../settings/settings-service.ts';
import { type CatalogContext, cachedCatalogue } from './context.ts';

/**
 * `GET /api/delivery/shipping` → `{shipping_fee, free_shipping_minimum}`: the fee the checkout charges
 * (the shop setting `shipping_fee`) and the goods total from which it does not (cart-domain's
 * `FREE_SHIPPING_MINIMUM`), both yen, tax included. Public, so the guidance pages state the same rule.
 */
export function registerShippingRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  on(app, API_ROUTES.shipping, (c) =>
    cachedCatalogue(
      c,
      ctx,
      async () => {
        const settings = await loadCheckoutSettings(ctx.deps.db);
        return { shipping_fee: settings.shippingFee, free_shipping_minimum: FREE_SHIPPING_MINIMUM };
      },
      'shipping',
    ),
  );
}

import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { type CatalogContext, cachedCatalogue } from './context.ts';
import { pageByPath } from './page-store.ts';

const PAGE_PATH = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/;

/** Static pages (guidance, info, design-tool manual, reference, catalogue): `GET /api/pages/{path}`. */
export function registerPageRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  on(app, API_ROUTES.page, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const path = c.req.param('path');
      if (!PAGE_PATH.test(path)) throw notFound('No such page.');
      const row = await pageByPath(ctx.deps.db, path);
      if (!row) throw notFound('No such page.');
      return { data: row };
    }),
  );
}

import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { categoryTree } from './catalogue-data.ts';
import { allCategories } from './catalogue-store.ts';
import { type CatalogContext, cachedCatalogue } from './context.ts';

/** `GET /api/categories` (tree) and `GET /api/categories/{slug}` (breadcrumb path and children). */
export function registerCategoryRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  on(app, API_ROUTES.categoryList, (c) => cachedCatalogue(c, ctx, async () => ({ data: categoryTree(await allCategories(ctx.deps.db)) })));

  on(app, API_ROUTES.categoryDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const rows = await allCategories(ctx.deps.db);
      const category = rows.find((r) => r.slug === c.req.param('slug'));
      if (!category) throw notFound('No such category.');
      const path = [];
      for (let parent = rows.find((r) => r.id === category.parent_id); parent; parent = rows.find((r) => r.id === parent?.parent_id)) {
        path.unshift({ id: parent.id, slug: parent.slug, name: parent.name });
        if (path.length > rows.length) break; // a cycle would be a data bug; never loop forever
      }
      return {
        data: {
          id: category.id,
          slug: category.slug,
          name: category.name,
          description: category.description,
          image: null,
          path,
          children: rows.filter((r) => r.parent_id === category.id).map((r) => ({ id: r.id, slug: r.slug, name: r.name })),
        },
      };
    }),
  );
}

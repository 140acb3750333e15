import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Queryable } from '../db/db.ts';
import { readBody } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { type CatalogContext, TTL, cachedCatalogue } from './context.ts';
import { FEATURE_SORT_FIELDS, type FeatureRow, findFeatures, publishedFeature } from './feature-store.ts';
import { featureFilter } from './product-filter.ts';

/** A feature as the wire carries it: its product filter, and its page body as sanitised HTML. */
function toFeature(row: FeatureRow) {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    status: row.status,
    sequence: row.sequence,
    image: null,
    product_filter: featureFilter(row.filter),
    html: row.html,
  };
}

/** `POST /api/content/query` body (only the features collection exists). */
const ContentQuery = v.object({
  collection: v.literal('features', 'collectionはfeaturesを指定してください'),
  where: v.optional(v.object({ status: v.optional(v.boolean('statusはtrueかfalseで指定してください')) }, 'whereの形式が正しくありません')),
  sort: v.optional(
    v.object(
      {
        field: v.picklist(FEATURE_SORT_FIELDS, '並び替えの項目はsequence、title、slugのいずれかで指定してください'),
        order: v.picklist(['asc', 'desc'], '並び順はascかdescで指定してください'),
      },
      'sortの形式が正しくありません',
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.number('件数は1以上100以下の整数で指定してください'),
      v.integer('件数は1以上100以下の整数で指定してください'),
      v.minValue(1, '件数は1以上100以下の整数で指定してください'),
      v.maxValue(100, '件数は1以上100以下の整数で指定してください'),
    ),
  ),
});

/** The features a content query asks for, as the wire carries them (by sequence, ascending, 100 at most by default). */
async function queryFeatures(db: Queryable, query: v.InferOutput<typeof ContentQuery>) {
  const rows = await findFeatures(db, {
    status: query.where?.status ?? null,
    field: query.sort?.field ?? 'sequence',
    order: query.sort?.order === 'desc' ? 'desc' : 'asc',
    limit: query.limit ?? 100,
  });
  return rows.map(toFeature);
}

/** Features (特集): the content query the side menu uses, the published list and one feature page. */
export function registerFeatureRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  on(app, API_ROUTES.contentQuery, async (c) => {
    const query = await readBody(c, ContentQuery);
    const key = `content-query:${JSON.stringify(query)}`;
    const cached =
      ctx.cache.get(key) ?? ctx.cache.set(key, JSON.stringify({ data: await queryFeatures(ctx.deps.db, query) }), TTL.catalogue);
    // A POST answer: no ETag or HTTP caching, only the server-side copy.
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(cached.body, 200);
  });

  on(app, API_ROUTES.featureDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const row = await publishedFeature(ctx.deps.db, c.req.param('slug'));
      if (!row) throw notFound('No such feature.');
      return { data: toFeature(row) };
    }),
  );
}

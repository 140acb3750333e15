import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { type CatalogContext, cachedCatalogue } from './context.ts';
import { allWords, wordBySlug } from './word-store.ts';

/** Glossary (用語集): `GET /api/words` in reading (kana) order and `GET /api/words/{slug}`. */
export function registerWordRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  const { db } = ctx.deps;
  on(app, API_ROUTES.wordList, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const rows = await allWords(db);
      return { data: rows.map((r) => ({ slug: r.slug, name: r.word, reading: r.reading, category: r.category })) };
    }),
  );

  on(app, API_ROUTES.wordDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const row = await wordBySlug(db, c.req.param('slug'));
      if (!row) throw notFound('No such word.');
      return { data: { slug: row.slug, name: row.word, reading: row.reading, category: row.category, html: row.html } };
    }),
  );
}

import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/env.ts';
import { notFound } from '../../http/errors.ts';
import { on } from '../../http/route.ts';
import { type CatalogContext, cachedCatalogue } from './context.ts';

/** Glossary (用語集): `GET /api/words` in reading (kana) order and `GET /api/words/{slug}`. */
export function registerWordRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  const { db } = ctx.deps;
  on(app, API_ROUTES.wordList, (c) =>
    cachedCatalogue(c, ctx, async () => {
      // Hiragana code points follow the gojūon order; COLLATE "C" keeps both databases identical.
      const rows = await db.query<{ slug: string; word: string; reading: string; category: string }>(
        'select slug, word, reading, category from words order by reading collate "C", slug',
      );
      return { data: rows.map((r) => ({ slug: r.slug, name: r.word, reading: r.reading, category: r.category })) };
    }),
  );

  on(app, API_ROUTES.wordDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const [row] = await db.query<{ slug: string; word: string; reading: string; category: string; html: string }>(
        'select slug, word, reading, category, html from words where slug = $1',
        [c.req.param('slug')],
      );
      if (!row) throw notFound('No such word.');
      return { data: { slug: row.slug, name: row.word, reading: row.reading, category: row.category, html: row.html } };
    }),
  );
}

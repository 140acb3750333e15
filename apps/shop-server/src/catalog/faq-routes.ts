import { API_ROUTES } from '@shop/api-contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { on } from '../http/route.ts';
import { type CatalogContext, cachedCatalogue } from './context.ts';
import { allFaqs, faqBySlug } from './faq-store.ts';

/** Known FAQ categories (front matter names them in Japanese), in index order, with URL slugs. */
const FAQ_CATEGORIES: readonly { slug: string; name: string }[] = [
  { slug: 'order', name: 'ご注文について' },
  { slug: 'print', name: 'プリントについて' },
  { slug: 'data', name: '入稿データについて' },
  { slug: 'designtool', name: 'デザインツールについて' },
  { slug: 'payment', name: 'お支払いについて' },
  { slug: 'delivery', name: '配送について' },
  { slug: 'membership', name: '会員登録について' },
];

/** The category of a FAQ by its Japanese name; unknown names get a stable slug from their text. */
export function faqCategory(name: string): { slug: string; name: string } {
  const known = FAQ_CATEGORIES.find((c) => c.name === name);
  if (known) return known;
  const hash = [...name].reduce((h, ch) => (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) >>> 0, 7);
  return { slug: `category-${hash.toString(36)}`, name };
}

const order = (name: string) => {
  const index = FAQ_CATEGORIES.findIndex((c) => c.name === name);
  return index === -1 ? FAQ_CATEGORIES.length : index;
};

/** FAQ: `GET /api/faqs` grouped by category and `GET /api/faqs/{slug}`. */
export function registerFaqRoutes(app: Hono<AppEnv>, ctx: CatalogContext): void {
  const { db } = ctx.deps;
  on(app, API_ROUTES.faqList, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const rows = await allFaqs(db);
      const names = [...new Set(rows.map((r) => r.category))].sort((a, b) => order(a) - order(b) || a.localeCompare(b, 'ja'));
      return {
        data: names.map((name) => ({
          category: faqCategory(name),
          faqs: rows.filter((r) => r.category === name).map((r) => ({ slug: r.slug, question: r.question, html: r.html })),
        })),
      };
    }),
  );

  on(app, API_ROUTES.faqDetail, (c) =>
    cachedCatalogue(c, ctx, async () => {
      const row = await faqBySlug(db, c.req.param('slug'));
      if (!row) throw notFound('No such FAQ.');
      return { data: { slug: row.slug, question: row.question, html: row.html, category: faqCategory(row.category) } };
    }),
  );
}

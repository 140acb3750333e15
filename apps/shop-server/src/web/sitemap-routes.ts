/**
 * `/sitemap.xml` and `/robots.txt`, generated from the database (catalogue and the content loaded
 * from content/*.md) with the public origin of the configuration. A catalogue larger than one
 * sitemap file may hold becomes a sitemap index of several files under `/sitemaps/`.
 */
import { type Context, Hono } from 'hono';
import type { Queryable } from '../db/db.ts';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { ResponseCache, sendCached } from '../catalog/cache.ts';

/** Most URLs one sitemap file may list (sitemaps.org protocol). */
export const SITEMAP_URL_LIMIT = 50_000;
/** Products per sitemap file: each product can bring two URLs (its page and its reviews). */
export const PRODUCTS_PER_FILE = SITEMAP_URL_LIMIT / 2;
/** How long a generated file is reused, ms (catalogue writes clear it at once, see invalidateCatalogCache). */
export const SITEMAP_TTL = 10 * 60_000;
/** HTTP caching of both files: an hour, then revalidate by ETag. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

const XML_TYPE = 'application/xml; charset=UTF-8';
const TEXT_TYPE = 'text/plain; charset=UTF-8';

/**
 * Paths crawlers are kept out of: cart, checkout, account and login pages, and the JSON API
 * (robots rules match by prefix).
 */
export const DISALLOWED_PATHS = ['/cart', '/checkout', '/myaccount', '/login', '/api/', '/laravel/'] as const;
/** Under the API, the generated product images stay crawlable (image search). */
export const ALLOWED_API_PATHS = ['/api/images/'] as const;

/** Pages without a record of their own: home and the list pages. */
const LIST_PAGES = ['/', '/product', '/brand', '/features', '/blog', '/article', '/example', '/faqs', '/word'] as const;

/** One URL of a sitemap: its site path and, when known, the date it last changed (YYYY-MM-DD). */
export interface SitemapUrl {
  path: string;
  lastmod?: string | undefined;
}

/** The date in Japan (UTC+9, no daylight saving) of a timestamp, as sitemaps write it. */
export function japanDate(value: Date | string): string {
  return new Date(new Date(value).getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A site path from path segments, each percent-encoded (`['blog', 'a b']` → `/blog/a%20b`). */
export function sitePath(...segments: readonly (string | number)[]): string {
  return `/${segments.map((segment) => encodeURIComponent(String(segment))).join('/')}`;
}

/** A `<urlset>` document of absolute URLs on `publicUrl`. */
export function urlsetXml(publicUrl: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lastmod = url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${publicUrl}${url.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` document listing sitemap files (site paths) on `publicUrl`. */
export function sitemapIndexXml(publicUrl: string, paths: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<sitemap><loc>${escapeXml(`${publicUrl}${path}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: every public page allowed, private areas and the API disallowed, and the sitemap. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ALLOWED_API_PATHS.map((path) => `Allow: ${path}`),
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const newest = (rows: readonly { at: Date | string }[]) => {
  const times = rows.map((row) => new Date(row.at).getTime());
  return times.length > 0 ? japanDate(new Date(Math.max(...times))) : undefined;
};

/**
 * Every public page except the product pages, from the database: home and list pages, categories,
 * brands, published features, blog posts (with their categories, tags and authors that have posts),
 * news, case studies, FAQ answers, glossary words and the static pages of content/pages.
 */
export async function contentUrls(db: Queryable): Promise<SitemapUrl[]> {
  const [categories, brands, features, posts, blogCategories, blogTags, authors, articles, examples, faqs, words, pages] =
    await Promise.all([
      db.query<{ slug: string }>('select slug from categories order by sequence, id'),
      db.query<{ slug: string }>('select slug from brands order by sequence, id'),
      db.query<{ slug: string }>('select slug from features where status order by sequence, slug'),
      db.query<{ slug: string; at: Date | string }>('select slug, published_at as at from posts order by published_at desc, id desc'),
      db.query<{ slug: string; at: Date | string }>(
        `select c.slug, max(p.published_at) as at from blog_categories c join posts p on p.category_id = c.id
          group by c.id, c.slug order by c.id`,
      ),
      db.query<{ slug: string; at: Date | string }>(
        `select t.slug, max(p.published_at) as at from blog_tags t join post_tags pt on pt.tag_id = t.id
           join posts p on p.id = pt.post_id group by t.id, t.slug order by t.id`,
      ),
      db.query<{ slug: string; at: Date | string }>(
        `select a.slug, max(p.published_at) as at from blog_authors a join posts p on p.author_id = a.id
          group by a.id, a.slug order by a.id`,
      ),
      db.query<{ id: number; at: Date | string }>('select id, published_at as at from articles order by published_at desc, id desc'),
      db.query<{ id: number; at: Date | string }>('select id, published_at as at from examples order by published_at desc, id desc'),
      db.query<{ slug: string }>('select slug from faqs order by sequence, slug'),
      db.query<{ slug: string }>('select slug from words order by reading collate "C", slug'),
      db.query<{ path: string }>('select path from pages order by path collate "C"'),
    ]);
  const listLastmod: Partial<Record<(typeof LIST_PAGES)[number], string | undefined>> = {
    '/blog': newest(posts),
    '/article': newest(articles),
    '/example': newest(examples),
  };
  return [
    ...LIST_PAGES.map((path) => ({ path, lastmod: listLastmod[path] })),
    ...categories.map((row) => ({ path: sitePath(row.slug) })),
    ...brands.map((row) => ({ path: sitePath('brand', row.slug) })),
    ...features.map((row) => ({ path: sitePath('features', row.slug) })),
    ...posts.map((row) => ({ path: sitePath('blog', row.slug), lastmod: japanDate(row.at) })),
    ...blogCategories.map((row) => ({ path: sitePath('blog', 'category', row.slug), lastmod: japanDate(row.at) })),
    ...blogTags.map((row) => ({ path: sitePath('blog', 'tag', row.slug), lastmod: japanDate(row.at) })),
    ...authors.map((row) => ({ path: sitePath('blog', 'author', row.slug), lastmod: japanDate(row.at) })),
    ...articles.map((row) => ({ path: sitePath('article', row.id), lastmod: japanDate(row.at) })),
    ...examples.map((row) => ({ path: sitePath('example', row.id), lastmod: japanDate(row.at) })),
    ...faqs.map((row) => ({ path: sitePath('faqs', row.slug) })),
    ...words.map((row) => ({ path: sitePath('word', row.slug) })),
    // A static page's path is its URL (`guidance/delivery` → /guidance/delivery, `designtool` → /designtool).
    ...pages.map((row) => ({ path: sitePath(...row.path.split('/')) })),
  ];
}

/** How many products the catalogue has. */
export async function productCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from products');
  return row?.n ?? 0;
}

/** Product pages of one window of the catalogue (by id), each followed by its reviews page when it has reviews. */
export async function productUrls(db: Queryable, offset: number, limit: number): Promise<SitemapUrl[]> {
  const rows = await db.query<{ code: string; at: Date | string; reviews: number }>(
    `select code, updated_at as at, review_count as reviews from products order by id limit ${limit} offset ${offset}`,
  );
  return rows.flatMap((row) => {
    const lastmod = japanDate(row.at);
    const page = { path: sitePath('product', row.code), lastmod };
    return row.reviews > 0 ? [page, { path: sitePath('product', row.code, 'customer-reviews'), lastmod }] : [page];
  });
}

/**
 * The sitemap documents of the shop: `/sitemap.xml` alone while everything fits in one file;
 * otherwise `/sitemap.xml` is an index of `/sitemaps/content.xml` and `/sitemaps/products-N.xml`.
 * Returns the document for `path`, or undefined when there is none.
 */
export async function sitemapDocument(db: Queryable, publicUrl: string, path: string): Promise<string | undefined> {
  // Only these names can exist: anything else is answered without asking the database.
  if (path !== '/sitemap.xml' && !/^\/sitemaps\/(?:content|products-[1-9]\d{0,5})\.xml$/.test(path)) return undefined;
  const [content, products] = await Promise.all([contentUrls(db), productCount(db)]);
  // Two URLs per product at most: its page and its reviews page.
  if (content.length + 2 * products <= SITEMAP_URL_LIMIT) {
    return path === '/sitemap.xml' ? urlsetXml(publicUrl, [...content, ...(await productUrls(db, 0, products))]) : undefined;
  }
  const productFiles = Math.ceil(products / PRODUCTS_PER_FILE);
  if (path === '/sitemap.xml') {
    const files = ['/sitemaps/content.xml', ...Array.from({ length: productFiles }, (_, i) => `/sitemaps/products-${i + 1}.xml`)];
    return sitemapIndexXml(publicUrl, files);
  }
  if (path === '/sitemaps/content.xml') return urlsetXml(publicUrl, content);
  const part = /^\/sitemaps\/products-([1-9]\d{0,5})\.xml$/.exec(path);
  const index = part ? Number(part[1]) : 0;
  if (index < 1 || index > productFiles) return undefined;
  return urlsetXml(publicUrl, await productUrls(db, (index - 1) * PRODUCTS_PER_FILE, PRODUCTS_PER_FILE));
}

/** The routes of `/robots.txt`, `/sitemap.xml` and the parts of a split sitemap. */
export function sitemapRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const app = new Hono<AppEnv>();
  // Lives with the catalogue caches, so a catalogue write clears it too (invalidateCatalogCache).
  const cache = new ResponseCache({ maxEntries: 50 });
  const { publicUrl } = deps.config;

  app.get('/robots.txt', (c) => {
    const cached = cache.get('robots.txt') ?? cache.set('robots.txt', robotsTxt(publicUrl), SITEMAP_TTL);
    return sendCached(c, cached, SITEMAP_CACHE_CONTROL, TEXT_TYPE);
  });

  const sitemap = async (c: Context<AppEnv>) => {
    const path = c.req.path;
    const hit = cache.get(path);
    if (hit) return sendCached(c, hit, SITEMAP_CACHE_CONTROL, XML_TYPE);
    const xml = await sitemapDocument(deps.db, publicUrl, path);
    if (xml === undefined) return c.text('Not Found', 404);
    return sendCached(c, cache.set(path, xml, SITEMAP_TTL), SITEMAP_CACHE_CONTROL, XML_TYPE);
  };
  app.get('/sitemap.xml', sitemap);
  app.get('/sitemaps/:file{[a-z0-9-]+\\.xml}', sitemap);
  return app;
}

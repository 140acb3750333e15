import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable, SqlParam } from '../../src/db/db.ts';
import { useTestServer } from '../support/server.ts';
import { PRODUCTS_PER_FILE, escapeXml, japanDate, robotsTxt, sitemapDocument, sitePath, urlsetXml } from '../../src/web/sitemap-routes.ts';

const PUBLIC_URL = 'https://print.example.jp';

const server = useTestServer({ publicUrl: PUBLIC_URL });

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

/** The `<loc>` values of a sitemap document, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

/** The site paths of the rows of a query, e.g. `select slug from brands` → `/brand/{slug}`. */
async function pathsOf(sql: string, toPath: (row: Record<string, string | number>) => string): Promise<string[]> {
  return (await server.db.query<Record<string, string | number>>(sql)).map(toPath);
}

describe('robots.txt over HTTP', () => {
  it('allows the public pages, keeps crawlers out of cart, account, checkout, login and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Allow: /api/images/',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /myaccount',
        'Disallow: /login',
        'Disallow: /api/',
        'Disallow: /laravel/',
        '',
        'Sitemap: https://print.example.jp/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});

describe('sitemap.xml over HTTP', () => {
  let xml: string;
  beforeAll(async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=UTF-8');
    xml = await res.text();
  });

  it('is one urlset of absolute URLs on the public origin, each listed once', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const all = locs(xml);
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter((loc) => !loc.startsWith(`${PUBLIC_URL}/`))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
    expect(xml.match(/<url>/g)?.length).toBe(all.length);
  });

  it('lists home and the list pages', () => {
    const all = locs(xml);
    for (const path of ['/', '/product', '/brand', '/features', '/blog', '/article', '/example', '/faqs', '/word']) {
      expect(all, path).toContain(`${PUBLIC_URL}${path}`);
    }
  });

  it.each([
    ['categories', 'select slug from categories', (r: Record<string, string | number>) => `/${r['slug']}`],
    ['products', 'select code from products', (r: Record<string, string | number>) => `/product/${r['code']}`],
    [
      'reviews of reviewed products',
      'select code from products where review_count > 0',
      (r: Record<string, string | number>) => `/product/${r['code']}/customer-reviews`,
    ],
    ['brands', 'select slug from brands', (r: Record<string, string | number>) => `/brand/${r['slug']}`],
    ['published features', 'select slug from features where status', (r: Record<string, string | number>) => `/features/${r['slug']}`],
    ['blog posts', 'select slug from posts', (r: Record<string, string | number>) => `/blog/${r['slug']}`],
    [
      'blog categories with posts',
      'select distinct c.slug from blog_categories c join posts p on p.category_id = c.id',
      (r: Record<string, string | number>) => `/blog/category/${r['slug']}`,
    ],
    [
      'blog tags with posts',
      'select distinct t.slug from blog_tags t join post_tags pt on pt.tag_id = t.id',
      (r: Record<string, string | number>) => `/blog/tag/${r['slug']}`,
    ],
    [
      'blog authors with posts',
      'select distinct a.slug from blog_authors a join posts p on p.author_id = a.id',
      (r: Record<string, string | number>) => `/blog/author/${r['slug']}`,
    ],
    ['news articles', 'select id from articles', (r: Record<string, string | number>) => `/article/${r['id']}`],
    ['case studies', 'select id from examples', (r: Record<string, string | number>) => `/example/${r['id']}`],
    ['FAQ answers', 'select slug from faqs', (r: Record<string, string | number>) => `/faqs/${r['slug']}`],
    ['glossary words', 'select slug from words', (r: Record<string, string | number>) => `/word/${r['slug']}`],
    ['static pages of content/pages', 'select path from pages', (r: Record<string, string | number>) => `/${r['path']}`],
  ])('lists every one of the %s', async (_what, sql, toPath) => {
    const expected = await pathsOf(sql, toPath);
    expect(expected.length).toBeGreaterThan(0);
    const all = new Set(locs(xml));
    expect(expected.filter((path) => !all.has(`${PUBLIC_URL}${path}`))).toEqual([]);
  });

  it('leaves out unpublished features and the pages crawlers must not index', async () => {
    const hidden = await pathsOf('select slug from features where not status', (r) => `${PUBLIC_URL}/features/${r['slug']}`);
    expect(hidden.length).toBeGreaterThan(0);
    const all = locs(xml);
    expect(all.filter((loc) => hidden.includes(loc))).toEqual([]);
    expect(all.filter((loc) => /\/(cart|checkout|myaccount|login|api|laravel|search)(\/|$)/.test(loc.slice(PUBLIC_URL.length)))).toEqual(
      [],
    );
  });

  it('dates a post by its publication day in Japan', async () => {
    const [post] = await server.db.query<{ slug: string; published_at: Date }>('select slug, published_at from posts order by id limit 1');
    const entry = xml.split('\n').find((line) => line.includes(`<loc>${PUBLIC_URL}/blog/${post?.slug}</loc>`));
    expect(entry).toBe(`<url><loc>${PUBLIC_URL}/blog/${post?.slug}</loc><lastmod>${japanDate(post?.published_at ?? '')}</lastmod></url>`);
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('answers 304 to a client that has the same document (ETag)', async () => {
    const first = await get('/sitemap.xml');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const again = await get('/sitemap.xml', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('has no split parts while the catalogue fits in one file', async () => {
    expect((await get('/sitemaps/products-1.xml')).status).toBe(404);
  });
});

/** A database answering the sitemap's queries for a catalogue of `products` products, without content. */
function bigCatalogue(products: number): Queryable {
  return {
    async query<T>(sql: string, _params?: readonly SqlParam[]): Promise<T[]> {
      if (sql.includes('count(*)')) return [{ n: products }] as T[];
      const window = /limit (\d+) offset (\d+)/.exec(sql);
      if (sql.includes('from products') && window) {
        const [limit, offset] = [Number(window[1]), Number(window[2])];
        const count = Math.max(0, Math.min(limit, products - offset));
        return Array.from({ length: count }, (_, i) => ({ code: `P-${offset + i + 1}`, at: '2025-01-01T00:00:00Z', reviews: 0 })) as T[];
      }
      return [];
    },
  };
}

describe('a catalogue too large for one sitemap file', () => {
  const products = 2 * PRODUCTS_PER_FILE + 10;

  it('makes /sitemap.xml an index of the content file and one file per window of products', async () => {
    const index = await sitemapDocument(bigCatalogue(products), PUBLIC_URL, '/sitemap.xml');
    expect(index?.split('\n')[1]).toBe('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index ?? '')).toEqual([
      `${PUBLIC_URL}/sitemaps/content.xml`,
      `${PUBLIC_URL}/sitemaps/products-1.xml`,
      `${PUBLIC_URL}/sitemaps/products-2.xml`,
      `${PUBLIC_URL}/sitemaps/products-3.xml`,
    ]);
  });

  it('puts each product in exactly one file, and has no file past the last', async () => {
    const db = bigCatalogue(products);
    const files = await Promise.all([1, 2, 3].map((n) => sitemapDocument(db, PUBLIC_URL, `/sitemaps/products-${n}.xml`)));
    const counts = files.map((file) => locs(file ?? '').length);
    expect(counts).toEqual([PRODUCTS_PER_FILE, PRODUCTS_PER_FILE, 10]);
    expect(locs(files[2] ?? '').at(-1)).toBe(`${PUBLIC_URL}/product/P-${products}`);
    expect(await sitemapDocument(db, PUBLIC_URL, '/sitemaps/products-4.xml')).toBeUndefined();
    expect(await sitemapDocument(db, PUBLIC_URL, '/sitemaps/products-0.xml')).toBeUndefined();
    expect(locs((await sitemapDocument(db, PUBLIC_URL, '/sitemaps/content.xml')) ?? '')[0]).toBe(`${PUBLIC_URL}/`);
  });
});

describe('sitemap text', () => {
  it('escapes XML special characters and percent-encodes path segments', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(sitePath('blog', 'a b&c')).toBe('/blog/a%20b%26c');
    expect(urlsetXml('https://x.jp', [{ path: '/search?q=a&b=c', lastmod: '2025-01-02' }])).toContain(
      '<url><loc>https://x.jp/search?q=a&amp;b=c</loc><lastmod>2025-01-02</lastmod></url>',
    );
  });

  it.each([
    ['2025-06-17T15:00:00.000Z', '2025-06-18'],
    ['2025-06-17T14:59:59.000Z', '2025-06-17'],
  ])('%s is the day %s in Japan', (iso, day) => {
    expect(japanDate(iso)).toBe(day);
  });

  it('names the sitemap on the configured origin', () => {
    expect(robotsTxt('http://localhost:3000').split('\n').at(-2)).toBe('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { type Page, expectContract, getJson, postJson } from './support.ts';

interface PostItem {
  slug: string;
  published_at: string;
  author: { slug: string };
  category: { slug: string } | null;
  tags: { slug: string }[];
}

const server = useTestServer();

describe('blog', () => {
  it('lists posts newest first, ten a page', async () => {
    const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from posts');
    const res = await getJson<Page<PostItem>>(server, '/api/posts');
    expect(res.body.meta).toEqual({ current_page: 1, last_page: Math.max(1, Math.ceil((row?.n ?? 0) / 10)), per_page: 10, total: row?.n });
    const dates = res.body.data.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['category=print-methods', (p: PostItem) => p.category?.slug === 'print-methods'],
    ['tag=inkjet', (p: PostItem) => p.tags.some((t) => t.slug === 'inkjet')],
    ['author=kudo', (p: PostItem) => p.author.slug === 'kudo'],
  ])('filters posts by %s', async (query, matches) => {
    const res = await getJson<Page<PostItem>>(server, `/api/posts?${query}&per_page=100`);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.filter((p) => !matches(p))).toEqual([]);
  });

  it('searches post text with the same normalisation as products (ｼﾙｸｽｸﾘｰﾝ = シルクスクリーン)', async () => {
    const full = await getJson<Page<PostItem>>(server, `/api/posts?q=${encodeURIComponent('シルクスクリーン')}&per_page=100`);
    const half = await getJson<Page<PostItem>>(server, `/api/posts?q=${encodeURIComponent('ｼﾙｸｽｸﾘｰﾝ')}&per_page=100`);
    expect(full.body.meta.total).toBeGreaterThan(0);
    expect(half.body.data.map((p) => p.slug)).toEqual(full.body.data.map((p) => p.slug));
  });

  it('a post carries its body as HTML rendered from Markdown', async () => {
    const res = await getJson<{ data: { html: string } }>(server, '/api/posts/inkjet-vs-silkscreen');
    expect(res.body.data.html).toContain('<h2>インクジェットの特徴</h2>');
    expect(res.body.data.html).toContain('<table>');
  });

  it('no stored content HTML contains a live <script> element', async () => {
    const rows = await server.db.query<{ html: string }>(
      `select html from posts union all select html from articles union all select html from faqs
       union all select html from words union all select html from features union all select html from examples
       union all select html from pages`,
    );
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => /<script|<iframe|\son\w+=/i.test(r.html))).toEqual([]);
  });
});

describe('FAQ, glossary and features', () => {
  it('groups FAQs by category, each group in sequence order', async () => {
    const res = await getJson<{ data: { category: { slug: string; name: string }; faqs: { slug: string }[] }[] }>(server, '/api/faqs');
    expectContract('faqList', res.body);
    expect(res.body.data[0]?.category).toEqual({ slug: 'order', name: 'ご注文について' });
    for (const group of res.body.data) {
      const rows = await server.db.query<{ slug: string }>('select slug from faqs where category = $1 order by sequence, slug', [
        group.category.name,
      ]);
      expect(group.faqs.map((f) => f.slug)).toEqual(rows.map((r) => r.slug));
    }
  });

  it('lists glossary words in kana reading order', async () => {
    const res = await getJson<{ data: { reading: string }[] }>(server, '/api/words');
    const readings = res.body.data.map((w) => w.reading);
    expect(readings.length).toBeGreaterThan(10);
    expect(readings.slice(1).every((r, i) => (readings[i] ?? '') <= r)).toBe(true);
  });

  it('the content query can list unpublished features too, and sort by title descending', async () => {
    const all = await postJson<{ data: { slug: string; status: boolean; title: string }[] }>(server, '/api/content/query', {
      collection: 'features',
      sort: { field: 'title', order: 'desc' },
      limit: 100,
    });
    expect(all.body.data.some((f) => !f.status)).toBe(true);
    const titles = all.body.data.map((f) => f.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const limited = await postJson<{ data: unknown[] }>(server, '/api/content/query', { collection: 'features', limit: 2 });
    expect(limited.body.data).toHaveLength(2);
  });

  it('a feature page carries its product filter and its body', async () => {
    const res = await getJson<{ data: { product_filter: Record<string, unknown>; html: string } }>(server, '/api/features/school-festival');
    expect(res.body.data.product_filter).toEqual({ category: 't-shirts', max_price: 1000 });
    expect(res.body.data.html).toMatch(/^<p>/);
  });
});

describe('shop index', () => {
  it('gives every page type the menus, filters, sales and blog side lists', async () => {
    server.setNow(Date.parse('2026-11-20T03:00:00Z'));
    const res = await getJson<{ data: Record<string, unknown[]> & { timezone_offset: number } }>(server, '/api/shop/index?type=catalog');
    const { data } = res.body;
    for (const key of [
      'root_categories',
      'categories',
      'brands',
      'brands_on_sale',
      'fits',
      'weights',
      'sales',
      'recent_posts',
      'popular_posts',
      'latest_articles',
      'product_list',
      'business_days',
    ]) {
      expect(data[key]?.length, key).toBeGreaterThan(0);
    }
    expect(data.timezone_offset).toBe(9);
    expect(data['root_categories']?.map((c) => (c as { slug: string }).slug)).toEqual(['tops', 'outer', 'goods', 'kids']);
  });

  it('a product page gets the product and related products of its category', async () => {
    const [row] = await server.db.query<{ code: string; category_id: number }>(
      'select code, category_id from products order by id limit 1',
    );
    const res = await getJson<{ data: { product: { code: string; category: { id: number } }; products: { category: { id: number } }[] } }>(
      server,
      `/api/shop/index?type=product&code=${row?.code}`,
    );
    expect(res.body.data.product.code).toBe(row?.code);
    expect(res.body.data.products.every((p) => p.category.id === row?.category_id)).toBe(true);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('a post page gets the post and its older and newer neighbours', async () => {
    const rows = await server.db.query<{ slug: string }>('select slug from posts order by published_at, id');
    const middle = rows[Math.floor(rows.length / 2)]?.slug;
    const res = await getJson<{ data: { post: { slug: string }; post_previews: { slug: string }[] } }>(
      server,
      `/api/shop/index?type=post&slug=${middle}`,
    );
    const index = rows.findIndex((r) => r.slug === middle);
    expect(res.body.data.post.slug).toBe(middle);
    expect(res.body.data.post_previews.map((p) => p.slug)).toEqual([rows[index - 1]?.slug, rows[index + 1]?.slug]);
  });

  it('crawlers do not get the business days', async () => {
    const res = await getJson<{ data: Record<string, unknown> }>(server, '/api/shop/index?type=catalog&is_crawler=yes');
    expect(res.body.data['business_days']).toBeUndefined();
    expect(res.body.data['product_list']).toBeDefined();
  });
});

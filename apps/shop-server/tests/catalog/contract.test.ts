import type { ApiRouteName } from '@shop/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { type ListItem, type Page, expectContract, getJson, postJson } from './support.ts';

let server: TestServer;
let product: ListItem;
let skuId: number;

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(Date.parse('2026-11-20T03:00:00Z'));
  const list = await getJson<Page<ListItem>>(server, '/api/products?response_group=shop&per_page=1');
  product = list.body.data[0] as ListItem;
  const [sku] = await server.db.query<{ id: number }>('select id from skus order by id limit 1');
  skuId = sku?.id ?? 0;
});
afterAll(() => server.close());

describe('every catalogue read answers what the api-client contract says', () => {
  const cases: [ApiRouteName, () => string][] = [
    ['shopIndex', () => '/api/shop/index?type=catalog'],
    ['shopIndex', () => `/api/shop/index?type=product&code=${product.code}`],
    ['shopIndex', () => '/api/shop/index?type=post&slug=inkjet-vs-silkscreen'],
    ['shopIndex', () => '/api/shop/index?type=post&is_crawler=yes'],
    ['productList', () => '/api/products?response_group=shop'],
    ['productList', () => '/api/products?response_group=shop&category=t-shirts&sort=price_asc&per_page=5&page=2'],
    ['productDetail', () => `/api/products/${product.id}?response_group=order`],
    ['productDetail', () => `/api/products/${product.code}?response_group=order`],
    ['productReviews', () => `/api/products/${product.code}/reviews`],
    ['productSearch', () => '/api/search?q=Tシャツ'],
    ['productSearch', () => '/api/search?q='],
    ['skuDetail', () => `/api/skus/${skuId}?response_group=order`],
    ['categoryList', () => '/api/categories'],
    ['categoryDetail', () => '/api/categories/t-shirts'],
    ['categoryDetail', () => '/api/categories/tops'],
    ['brandList', () => '/api/brands'],
    ['brandDetail', () => '/api/brands/united-basics'],
    ['featureDetail', () => '/api/features/dry-tshirt'],
    ['businessDays', () => '/api/delivery/business_days'],
    ['shipping', () => '/api/delivery/shipping'],
    ['postList', () => '/api/posts'],
    ['postList', () => '/api/posts?category=print-methods&tag=inkjet&page=1'],
    ['postDetail', () => '/api/posts/inkjet-vs-silkscreen'],
    ['blogAuthor', () => '/api/blog/authors/kudo'],
    ['blogCategoryList', () => '/api/blog/categories'],
    ['blogTagList', () => '/api/blog/tags'],
    ['articleList', () => '/api/articles'],
    ['articleDetail', () => '/api/articles/1'],
    ['exampleList', () => '/api/examples'],
    ['exampleDetail', () => '/api/examples/1'],
    ['faqList', () => '/api/faqs'],
    ['faqDetail', () => '/api/faqs/minimum-order'],
    ['wordList', () => '/api/words'],
    ['wordDetail', () => '/api/words/ounce'],
  ];

  it.each(cases)('%s: GET %s', async (route, path) => {
    const res = await getJson(server, path());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expectContract(route, res.body);
  });

  it('page: GET /api/pages/{path} answers the page of the first loaded path', async () => {
    const [page] = await server.db.query<{ path: string }>('select path from pages order by path limit 1');
    // The content folder may not have pages yet; the route must still answer a JSON 404 then.
    const res = await getJson(server, `/api/pages/${page?.path ?? 'guidance/none'}`);
    if (page) {
      expect(res.status).toBe(200);
      expectContract('page', res.body);
    } else {
      expect(res.status).toBe(404);
    }
  });

  it('contentQuery: POST /api/content/query lists published features by sequence', async () => {
    const res = await postJson<{ data: { slug: string; status: boolean; sequence: number }[] }>(server, '/api/content/query', {
      collection: 'features',
      where: { status: true },
      sort: { field: 'sequence', order: 'asc' },
    });
    expect(res.status).toBe(200);
    expectContract('contentQuery', res.body);
    const sequences = res.body.data.map((f) => f.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(res.body.data.every((f) => f.status)).toBe(true);
    const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from features where status');
    expect(res.body.data).toHaveLength(row?.n ?? -1);
  });
});

describe('unknown slugs, codes and ids answer a JSON 404', () => {
  it.each([
    '/api/products/99999999?response_group=order',
    '/api/products/NO-SUCH-CODE?response_group=order',
    '/api/products/NO-SUCH-CODE/reviews',
    '/api/skus/99999999?response_group=order',
    '/api/skus/abc',
    '/api/categories/no-such-category',
    '/api/brands/no-such-brand',
    '/api/features/no-such-feature',
    '/api/features/kids',
    '/api/posts/no-such-post',
    '/api/blog/authors/nobody',
    '/api/articles/999999',
    '/api/articles/abc',
    '/api/examples/999999',
    '/api/faqs/no-such-question',
    '/api/words/no-such-word',
    '/api/pages/guidance/no-such-page',
    '/api/pages/..%2Fetc',
    '/api/shop/index?type=product&code=NO-SUCH-CODE',
    '/api/shop/index?type=post&slug=no-such-post',
    '/api/images/products/NO-SUCH-CODE/1.svg',
    '/api/images/products/NO-SUCH-CODE/1.webp',
  ])('GET %s', async (path) => {
    const res = await getJson<{ message: string }>(server, path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(typeof res.body.message).toBe('string');
  });
});

describe('bad query values answer 422 with Japanese messages, never 500', () => {
  it.each([
    ['/api/products?page=0', 'page'],
    ['/api/products?page=abc', 'page'],
    ['/api/products?page=99999999999999999999', 'page'],
    ['/api/products?per_page=101', 'per_page'],
    ['/api/products?per_page=-1', 'per_page'],
    ['/api/products?sort=cheapest', 'sort'],
    ['/api/products?min_price=-5', 'min_price'],
    ['/api/products?min_price=1.5', 'min_price'],
    ['/api/products?max_price=abc', 'max_price'],
    ['/api/products?min_price=3000&max_price=1000', 'min_price'],
    ['/api/products?category=%3Cscript%3E', 'category'],
    ['/api/products?response_group=everything', 'response_group'],
    ['/api/products/1?response_group=shop', 'response_group'],
    ['/api/products/1/reviews?page=0', 'page'],
    ['/api/search?q=Tシャツ&page=-1', 'page'],
    [`/api/search?q=${'あ'.repeat(201)}`, 'q'],
    ['/api/posts?page=x', 'page'],
    ['/api/posts?tag=%20', 'tag'],
    ['/api/articles?per_page=1000', 'per_page'],
    ['/api/examples?page=0', 'page'],
    ['/api/shop/index', 'type'],
    ['/api/shop/index?type=home', 'type'],
    ['/api/shop/index?type=product', 'code'],
    ['/api/shop/index?type=catalog&is_crawler=maybe', 'is_crawler'],
  ])('GET %s → 422 naming %s', async (path, field) => {
    const res = await getJson<{ message: string; errors: Record<string, string[]> }>(server, path);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.message).toMatch(/[ぁ-んァ-ン一-龠]/);
  });

  it.each([
    [{ collection: 'posts' }, 'collection'],
    [{ collection: 'features', limit: 0 }, 'limit'],
    [{ collection: 'features', sort: { field: 'views', order: 'asc' } }, 'sort.field'],
    [{ collection: 'features', where: { status: 'yes' } }, 'where.status'],
  ])('POST /api/content/query %j → 422 naming %s', async (body, field) => {
    const res = await postJson<{ errors: Record<string, string[]> }>(server, '/api/content/query', body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain(field);
  });
});

describe('HTTP caching of public reads', () => {
  it('a catalogue read carries a public Cache-Control and an ETag, and answers 304 to If-None-Match', async () => {
    const first = await fetch(`${server.url}/api/categories`);
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${server.url}/api/categories`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('the order product must be revalidated and a SKU is never stored', async () => {
    const productRes = await fetch(`${server.url}/api/products/${product.id}?response_group=order`);
    expect(productRes.headers.get('cache-control')).toBe('public, no-cache');
    expect(productRes.headers.get('etag')).toMatch(/^".+"$/);
    const skuRes = await fetch(`${server.url}/api/skus/${skuId}?response_group=order`);
    expect(skuRes.headers.get('cache-control')).toBe('no-store');
  });
});

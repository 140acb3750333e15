import { normalizeSearchText } from '@shop/search-text';
import { describe, expect, it } from 'vitest';
import { ensureSearchIndex } from '../../src/search/indexer.ts';
import { type ListItem, type Page, expectContract, getJson } from '../catalog/support.ts';
import { useTestServer } from '../support/server.ts';

const server = useTestServer();

interface Facet {
  value: string;
  count: number;
}
interface SearchPage extends Page<ListItem & { image_color_id: number | null }> {
  meta: Page<ListItem>['meta'] & {
    facets: { colors: Facet[]; brands: Facet[]; categories: Facet[]; sizes: Facet[] };
    query: string;
    corrected_from: string | null;
    relaxed: string[];
    product_code: string | null;
    understood: { term: string; filters: { key: string; value: string; name: string }[] }[];
    nearest_categories: { slug: string; name: string }[];
    popular: ListItem[];
    explanations?: { id: number; score: number; terms: { term: string; matched: string | null; field: string | null }[] }[];
  };
}

async function search(q: string, extra = ''): Promise<SearchPage> {
  const res = await getJson<SearchPage>(server, `/api/search?q=${encodeURIComponent(q)}&per_page=100${extra}`);
  expect(res.status, q).toBe(200);
  return res.body;
}
const codes = (page: SearchPage) => page.data.map((p) => p.code);

/** Colour families of each product (the list items carry colours without them). */
async function families(): Promise<Map<string, string[]>> {
  const rows = await server.db.query<{ code: string; color_families: string[] }>('select code, color_families from products');
  return new Map(rows.map((r) => [r.code, r.color_families]));
}

describe('GET /api/search: how Japanese shoppers type', () => {
  it('the everyday words of the issue find what they mean (黒 白 綿 帽子 長袖 半袖 子供 鞄 前開き)', async () => {
    const colour = await families();
    const black = await search('黒');
    expect(black.meta.total).toBeGreaterThan(10);
    expect(black.data.every((p) => colour.get(p.code)?.includes('black'))).toBe(true);
    expect((await search('白')).data.every((p) => colour.get(p.code)?.includes('white'))).toBe(true);
    const cotton = await search('綿');
    expect(cotton.meta.total).toBeGreaterThan(50);
    expect((await search('帽子')).data.map((p) => p.category.slug)).toEqual(Array((await search('帽子')).meta.total).fill('caps'));
    const longSleeves = await search('長袖');
    expect(longSleeves.meta.total).toBeGreaterThan(0);
    expect(longSleeves.data.every((p) => p.category.slug === 'long-sleeve-t-shirts')).toBe(true);
    expect((await search('半袖')).data.every((p) => p.category.slug === 't-shirts')).toBe(true);
    const kids = await search('子供');
    expect(kids.data.slice(0, 5).every((p) => p.category.slug === 'kids')).toBe(true);
    const bags = await search('鞄');
    expect(bags.meta.total).toBeGreaterThan(0);
    expect(bags.data.every((p) => p.category.slug === 'tote-bags')).toBe(true);
    const zips = await search('前開き');
    expect(zips.meta.total).toBeGreaterThan(0);
    expect(zips.data.every((p) => p.category.slug === 'zip-hoodies')).toBe(true);
  }, 120_000);

  it('width, kana and long-vowel variants meet: パーカー ぱーかー ﾊﾟｰｶｰ パーカ; Tシャツ Ｔシャツ ティーシャツ ティシャツ', async () => {
    const hoodies = codes(await search('パーカー'));
    expect(hoodies.length).toBeGreaterThan(10);
    for (const variant of ['ぱーかー', 'ﾊﾟｰｶｰ', 'パーカ']) expect(codes(await search(variant))).toEqual(hoodies);
    const tees = codes(await search('Tシャツ'));
    for (const variant of ['Ｔシャツ', 'ティーシャツ', 'ティシャツ', 'てぃーしゃつ']) expect(codes(await search(variant))).toEqual(tees);
  }, 120_000);

  it('黒 Tシャツ: black T-shirts first, pictured in black; 黒 is understood as the colour', async () => {
    const colour = await families();
    const result = await search('黒 Tシャツ');
    expect(result.meta.understood).toContainEqual({ term: '黒', filters: [{ key: 'color', value: 'black', name: 'ブラック系' }] });
    expect(result.data.every((p) => colour.get(p.code)?.includes('black'))).toBe(true);
    expect(result.data[0]?.category.slug).toBe('t-shirts');
    expect(result.data.every((p) => p.image_color_id !== null)).toBe(true);
    expect(codes(await search('黒Tシャツ'))).toEqual(codes(result));
  });

  it('finds a brand by name in any case and by its kana reading', async () => {
    const lower = await search('united basics');
    expect(lower.meta.total).toBeGreaterThan(0);
    expect(lower.data.every((p) => p.brand.slug === 'united-basics')).toBe(true);
    expect(codes(await search('ＵＮＩＴＥＤ　ＢＡＳＩＣＳ'))).toEqual(codes(lower));
    expect((await search('ユナイテッド')).meta.total).toBe((await search('united')).meta.total);
  });

  it('a product number (品番) matches exactly, in any width or case; its number alone finds it too', async () => {
    const [row] = await server.db.query<{ code: string }>('select code from products order by popularity desc limit 1');
    const code = row?.code ?? '';
    for (const typed of [
      code,
      code.toLowerCase(),
      code.normalize('NFKC').replace(/[0-9A-Z-]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
    ]) {
      const found = await search(typed);
      expect(codes(found), typed).toEqual([code]);
      expect(found.meta.product_code).toBe(code);
    }
    expect(codes(await search(code.split('-')[0] ?? ''))).toEqual([code]);
    expect((await search('99999-XYZ')).meta.total).toBe(0);
    // The line's letters find the line, by the product number's text.
    const suffix = code.split('-')[1] ?? '';
    expect((await search(suffix)).data.every((p) => p.code.endsWith(`-${suffix}`))).toBe(true);
  });

  it('ranks a name hit above a category-only hit (ジャケット: ウインドブレーカー comes last)', async () => {
    const result = await search('ジャケット');
    const nameHit = result.data.map((p) => normalizeSearchText(p.name).includes(normalizeSearchText('ジャケット')));
    expect(nameHit).toContain(true);
    expect(nameHit).toContain(false);
    expect(nameHit.slice(nameHit.indexOf(false))).not.toContain(true);
  });

  it('ANDs space-separated terms', async () => {
    const both = new Set(codes(await search('ドライ パーカー')));
    const dry = new Set(codes(await search('ドライ')));
    const hoodie = codes(await search('パーカー'));
    expect(both.size).toBeGreaterThan(0);
    expect([...both].sort()).toEqual(hoodie.filter((c) => dry.has(c)).sort());
  });
});

describe('GET /api/search: no dead ends', () => {
  it('「もしかして」: a typo that finds nothing shows the results of the nearest catalogue word', async () => {
    const result = await search('Tシャッツ');
    expect(result.meta).toMatchObject({ query: 'Tシャツ', corrected_from: 'Tシャッツ' });
    expect(codes(result)).toEqual(codes(await search('Tシャツ')));
    expect((await search('Tシャツ')).meta.corrected_from).toBeNull();
  });

  it('a colour the kind does not come in: the kind without the colour, and which word was left out', async () => {
    const result = await search('赤 タオル');
    expect(result.meta.relaxed).toEqual(['赤']);
    expect(result.meta.total).toBeGreaterThan(0);
    expect(result.data.every((p) => p.category.slug === 'towels')).toBe(true);
  });

  it('nothing found: the nearest categories and the popular products instead', async () => {
    const result = await search('靴下');
    expect(result.meta.total).toBe(0);
    expect(result.meta.popular).toHaveLength(8);
    const near = await search('ジップパーカー 靴下');
    expect(near.meta.total).toBe(0);
    expect(near.meta.nearest_categories).toContainEqual({ slug: 'zip-hoodies', name: 'ジップパーカー' });
    expectContract('productSearch', near);
    // Found something: no offers.
    expect((await search('パーカー')).meta).toMatchObject({ nearest_categories: [], popular: [] });
  });
});

describe('GET /api/search: filters, sort and disjunctive facets', () => {
  it('each facet counts with every other filter but its own', async () => {
    const plain = await search('Tシャツ');
    const black = await search('Tシャツ', '&color=black');
    expect(black.meta.total).toBeLessThan(plain.meta.total);
    // The colour facet still offers every colour, with the counts it had without the colour filter.
    expect(black.meta.facets.colors).toEqual(plain.meta.facets.colors);
    // The brand facet counts the black T-shirts.
    const brandTotal = black.meta.facets.brands.reduce((sum, b) => sum + b.count, 0);
    expect(brandTotal).toBe(black.meta.total);
    const brand = black.meta.facets.brands[0]?.value ?? '';
    const both = await search('Tシャツ', `&color=black&brand=${brand}`);
    expect(both.meta.total).toBe(black.meta.facets.brands[0]?.count);
    expect(both.meta.facets.brands).toEqual(black.meta.facets.brands);
    expect(both.data.every((p) => p.brand.slug === brand)).toBe(true);
  });

  it('sorts by price and keeps the matches', async () => {
    const cheap = await search('パーカー', '&sort=price_asc');
    const prices = cheap.data.map((p) => p.min_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(codes(cheap).sort()).toEqual(codes(await search('パーカー')).sort());
  });

  it('refuses a wrong filter or sort with a Japanese message', async () => {
    const res = await getJson<{ message: string; errors: Record<string, string[]> }>(server, '/api/search?q=a&sort=cheapest&color=BLACK!');
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['color', 'sort']);
  });

  it('paginates the ranked result', async () => {
    const all = await search('Tシャツ');
    const first = await getJson<SearchPage>(server, `/api/search?q=${encodeURIComponent('Tシャツ')}&per_page=5&page=1`);
    const second = await getJson<SearchPage>(server, `/api/search?q=${encodeURIComponent('Tシャツ')}&per_page=5&page=2`);
    expect([...codes(first.body), ...codes(second.body)]).toEqual(codes(all).slice(0, 10));
    expect(second.body.meta).toMatchObject({
      current_page: 2,
      last_page: Math.ceil(all.meta.total / 5),
      per_page: 5,
      total: all.meta.total,
    });
    expectContract('productSearch', second.body);
  });
});

describe('GET /api/search?debug=1: every result explained', () => {
  it('the scores the database ranked by are the ones @shop/search-text explains, best first', async () => {
    for (const q of ['黒 Tシャツ', 'コットン キャップ', 'ヘビーウェイトTシャツ', 'パーカー']) {
      const result = await search(q, '&debug=1');
      const scores = result.meta.explanations?.map((e) => e.score) ?? [];
      expect(scores).toHaveLength(result.data.length);
      for (let i = 1; i < scores.length; i += 1) expect(scores[i], q).toBeLessThanOrEqual((scores[i - 1] ?? 0) + 1e-9);
      expect(result.meta.explanations?.[0]?.terms.every((t) => t.field !== null || t.matched === null)).toBe(true);
    }
  });
});

describe('GET /api/search: bad input gets a clean answer', () => {
  it.each([
    ['a 200-character query', 'パ'.repeat(200)],
    ['emoji', '🍣👕🧢'],
    ['SQL', "'; drop table products; --"],
    ['LIKE and regex metacharacters', '%_\\.*+?[](){}|^$'],
    ['only spaces', ' 　 \t '],
    ['a tab, a newline and a control character', 'Tシャツ\t\n\u0001黒'],
  ])('%s: 200, quickly', async (_, q) => {
    const started = performance.now();
    const res = await getJson<SearchPage>(server, `/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    expectContract('productSearch', res.body);
  });

  it('half a surrogate pair (an emoji cut in two) is dropped, not an error', async () => {
    // A browser sends a lone surrogate as U+FFFD: the search is for 黒 alone.
    const res = await getJson<SearchPage>(server, `/api/search?${new URLSearchParams({ q: '黒\uD83D', per_page: '100' }).toString()}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.code)).toEqual(codes(await search('黒')));
    // Bytes that are no UTF-8 at all (%ED%A0%BD encodes a surrogate): a clean answer too.
    expect((await getJson(server, '/api/search?q=%E9%BB%92%ED%A0%BD')).status).toBe(200);
  });

  it('a query longer than 200 characters is refused in Japanese', async () => {
    const res = await getJson<{ errors: Record<string, string[]> }>(server, `/api/search?q=${'a'.repeat(201)}`);
    expect(res.status).toBe(422);
    expect(res.body.errors['q']).toEqual(['検索キーワードは200文字以内で入力してください']);
  });

  it('an empty or blank query answers an empty page, not an error', async () => {
    for (const q of ['', '   ', '　', '%']) {
      const res = await getJson<SearchPage>(server, `/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.meta.total).toBe(0);
    }
    expect((await getJson(server, '/api/search')).status).toBe(200);
  });
});

describe('GET /api/search/suggest: predictive search', () => {
  it('answers products with picture and price, and the categories and brands of what is typed so far', async () => {
    const res = await getJson<{
      data: { products: { code: string; image: string; min_price: number }[]; categories: { slug: string }[]; brands: { slug: string }[] };
    }>(server, `/api/search/suggest?q=${encodeURIComponent('ぱー')}`);
    expect(res.status).toBe(200);
    expectContract('productSuggest', res.body);
    expect(res.body.data.products.length).toBeGreaterThan(0);
    expect(res.body.data.products.length).toBeLessThanOrEqual(5);
    expect(res.body.data.products.every((p) => p.image.startsWith('/api/images/products/') && p.min_price > 0)).toBe(true);
    expect(res.body.data.categories.map((c) => c.slug)).toContain('hoodies');
    const brand = await getJson<{ data: { brands: { slug: string }[] } }>(
      server,
      `/api/search/suggest?q=${encodeURIComponent('ゆないて')}`,
    );
    expect(brand.body.data.brands.map((b) => b.slug)).toEqual(['united-basics']);
  });

  it('an empty query suggests nothing; a too long one is refused', async () => {
    const empty = await getJson<{ data: { products: unknown[] } }>(server, '/api/search/suggest?q=');
    expect(empty.body).toEqual({ data: { products: [], categories: [], brands: [] } });
    expect((await getJson(server, `/api/search/suggest?q=${'a'.repeat(201)}`)).status).toBe(422);
  });
});

describe('the search index', () => {
  it('follows the stock: a product whose last SKU sells out ranks as out of stock', async () => {
    const [row] = await server.db.query<{ product_id: number }>('select product_id from search_documents where in_stock limit 1');
    const id = row?.product_id ?? 0;
    await server.db.query('update skus set quantity_available = 0 where product_id = $1', [id]);
    const [after] = await server.db.query<{ in_stock: boolean }>('select in_stock from search_documents where product_id = $1', [id]);
    expect(after?.in_stock).toBe(false);
    await server.db.query('update skus set quantity_available = 3 where id = (select min(id) from skus where product_id = $1)', [id]);
    const [again] = await server.db.query<{ in_stock: boolean }>('select in_stock from search_documents where product_id = $1', [id]);
    expect(again?.in_stock).toBe(true);
  });

  it('is rebuilt at start when its format changed, and left alone when it did not', async () => {
    expect(await ensureSearchIndex(server.db)).toBeUndefined();
    await server.db.query("update search_index_state set version = 'older'");
    await server.db.query('delete from search_documents where product_id = (select min(product_id) from search_documents)');
    expect(await ensureSearchIndex(server.db)).toMatch(/^search index: \d+ products in \d+ ms$/);
    const [counts] = await server.db.query<{ docs: number; products: number }>(
      'select (select count(*)::int from search_documents) as docs, (select count(*)::int from products) as products',
    );
    expect(counts?.docs).toBe(counts?.products);
  });
});

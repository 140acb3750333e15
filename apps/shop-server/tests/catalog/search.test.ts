import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from '../../src/search/normalize.ts';
import { useTestServer } from '../support/server.ts';
import { type ListItem, type Page, expectContract, getJson } from './support.ts';

const server = useTestServer();

async function search(q: string, extra = ''): Promise<Page<ListItem>> {
  const res = await getJson<Page<ListItem>>(server, `/api/search?q=${encodeURIComponent(q)}&per_page=100${extra}`);
  expect(res.status).toBe(200);
  return res.body;
}
const codes = (page: Page<ListItem>) => page.data.map((p) => p.code);

describe('GET /api/search', () => {
  it('full-width Ｔシャツ finds exactly what Tシャツ finds', async () => {
    const halfWidth = await search('Tシャツ');
    expect(halfWidth.meta.total).toBeGreaterThan(10);
    expect(codes(await search('Ｔシャツ'))).toEqual(codes(halfWidth));
  });

  it('half-width ﾊﾟｰｶｰ and hiragana ぱーかー both find the パーカー products', async () => {
    const katakana = await search('パーカー');
    expect(katakana.meta.total).toBeGreaterThan(0);
    expect(katakana.data.filter((p) => p.name.includes('パーカー')).length).toBeGreaterThan(0);
    expect(codes(await search('ﾊﾟｰｶｰ'))).toEqual(codes(katakana));
    expect(codes(await search('ぱーかー'))).toEqual(codes(katakana));
  });

  it('finds a brand by name, whatever the case of the Latin letters', async () => {
    const lower = await search('united basics');
    expect(lower.meta.total).toBeGreaterThan(0);
    expect(lower.data.every((p) => p.brand.slug === 'united-basics')).toBe(true);
    expect(codes(await search('UNITED Basics'))).toEqual(codes(lower));
    expect(codes(await search('ＵＮＩＴＥＤ　ＢＡＳＩＣＳ'))).toEqual(codes(lower));
  });

  it('finds a brand by its kana reading', async () => {
    const byReading = await search('ユナイテッド');
    expect(byReading.meta.total).toBe((await search('united')).meta.total);
  });

  it('finds a product by its code, in either case, and by part of it', async () => {
    const [row] = await server.db.query<{ code: string }>('select code from products order by popularity desc limit 1');
    const code = row?.code ?? '';
    expect(codes(await search(code))[0]).toBe(code);
    expect(codes(await search(code.toLowerCase()))[0]).toBe(code);
    const suffix = code.split('-')[1] ?? '';
    const bySuffix = await search(suffix);
    expect(bySuffix.data.every((p) => p.code.endsWith(`-${suffix}`))).toBe(true);
    expect(codes(bySuffix)).toContain(code);
  });

  it('ranks a name hit above a category-only hit (ジャケット: ウインドブレーカー comes last)', async () => {
    const result = await search('ジャケット');
    const nameHit = result.data.map((p) => normalizeSearchText(p.name).includes(normalizeSearchText('ジャケット')));
    expect(nameHit).toContain(true);
    expect(nameHit).toContain(false);
    // Once the name hits end, no name hit follows.
    expect(nameHit.slice(nameHit.indexOf(false))).not.toContain(true);
    const categoryOnly = result.data.filter((_, i) => !nameHit[i]);
    expect(categoryOnly.every((p) => p.category.slug === 'jackets')).toBe(true);
  });

  it('ANDs space-separated terms', async () => {
    const both = new Set(codes(await search('ドライ パーカー')));
    const dry = new Set(codes(await search('ドライ')));
    const hoodie = codes(await search('パーカー'));
    expect(both.size).toBeGreaterThan(0);
    expect([...both].sort()).toEqual(hoodie.filter((c) => dry.has(c)).sort());
  });

  it('an empty or blank query answers an empty page, not an error', async () => {
    for (const q of ['', '   ', '　']) {
      const res = await getJson<Page<ListItem>>(server, `/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 24, total: 0 } });
    }
    expect((await getJson(server, '/api/search')).status).toBe(200);
  });

  it('LIKE wildcards in the query match only themselves', async () => {
    expect((await search('%')).meta.total).toBe(0);
    expect((await search('_')).meta.total).toBe(0);
  });

  it('paginates the ranked result', async () => {
    const all = await search('Tシャツ');
    const first = await getJson<Page<ListItem>>(server, `/api/search?q=${encodeURIComponent('Tシャツ')}&per_page=5&page=1`);
    const second = await getJson<Page<ListItem>>(server, `/api/search?q=${encodeURIComponent('Tシャツ')}&per_page=5&page=2`);
    expect([...codes(first.body), ...codes(second.body)]).toEqual(codes(all).slice(0, 10));
    expect(second.body.meta).toEqual({ current_page: 2, last_page: Math.ceil(all.meta.total / 5), per_page: 5, total: all.meta.total });
    expectContract('productSearch', second.body);
  });

  it('a page past the last one is empty but still tells the total and the last page', async () => {
    const all = await search('Tシャツ');
    const lastPage = Math.ceil(all.meta.total / 5);
    const past = await getJson<Page<ListItem>>(server, `/api/search?q=${encodeURIComponent('Tシャツ')}&per_page=5&page=${lastPage + 1}`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ data: [], meta: { current_page: lastPage + 1, last_page: lastPage, per_page: 5, total: all.meta.total } });
  });
});

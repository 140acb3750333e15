import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { createFakeApi } from '@shop/web-state/testing';
import { describe, expect, it, vi } from 'vitest';
import { routeError } from '../testing/route-error.ts';
import { CATEGORY_PAGE_SIZE, loadCategory } from './load-category.ts';
import { loadMenuData } from './load-menu.ts';
import { loadProduct } from './load-product.ts';
import { loadSearch } from './load-search.ts';

const ex = WIRE_EXAMPLES;

describe('category loader', () => {
  it('loads the category and one page of its products with the filters of the URL', async () => {
    const { api, requests } = createFakeApi({
      'GET /api/categories/long': ex.categoryDetail.response,
      'GET /api/products': ex.productList.response,
    });
    const data = await loadCategory(api, 'long', new URL('http://shop.test/long?brand=united-athle&page=2&sort=bogus'));
    expect(data.category.name).toBe('長袖');
    expect(data.products).toHaveLength(1);
    expect(data.meta.facets.brands[0]?.value).toBe('united-athle');
    const productQuery = new URL(requests.find((r) => r.url.includes('/api/products'))?.url ?? '').searchParams;
    expect(Object.fromEntries(productQuery)).toEqual({
      response_group: 'shop',
      category: 'long',
      brand: 'united-athle',
      page: '2',
      per_page: String(CATEGORY_PAGE_SIZE),
    });
  });

  it('answers 404 for an unknown category', async () => {
    const { api } = createFakeApi({ 'GET /api/products': ex.productList.response });
    expect(await routeError(loadCategory(api, 'nothing-here', new URL('http://shop.test/nothing-here')))).toEqual({
      status: 404,
      data: { message: 'This page could not be found' },
    });
  });

  it.each(['favicon.ico', 'Robots.txt', '%E3%81%82'])('answers 404 for %s without asking the API', async (slug) => {
    const { api, requests } = createFakeApi({});
    expect((await routeError(loadCategory(api, slug, new URL('http://shop.test/')))).status).toBe(404);
    expect(requests).toEqual([]);
  });
});

describe('product loader', () => {
  it('loads the product by its code', async () => {
    const { api, requests } = createFakeApi({ 'GET /api/products/5001-01': ex.productDetail.response });
    const { product } = await loadProduct(api, '5001-01');
    expect(product.code).toBe('5001-01');
    expect(new URL(requests[0]?.url ?? '').search).toBe('?response_group=order');
  });

  it('answers 404 for an unknown code', async () => {
    const { api } = createFakeApi({});
    expect((await routeError(loadProduct(api, 'NOPE'))).status).toBe(404);
  });

  it('shows a 500 when the API answer breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = createFakeApi({ 'GET /api/products/x': { data: { id: 'not a number' } } });
    expect((await routeError(loadProduct(api, 'x'))).status).toBe(500);
    vi.restoreAllMocks();
  });
});

describe('search loader', () => {
  it('does not call the API for an empty query', async () => {
    const { api, requests } = createFakeApi({});
    expect(await loadSearch(api, new URL('http://shop.test/search?q=%20%20'))).toEqual({ q: '', results: null });
    expect(requests).toEqual([]);
  });

  it('searches with the trimmed query, page, filters and sort of the URL', async () => {
    const { api, requests } = createFakeApi({ 'GET /api/search': ex.productSearch.response });
    const data = await loadSearch(api, new URL('http://shop.test/search?q=+T%E3%82%B7%E3%83%A3%E3%83%84+&page=3'));
    expect(data.q).toBe('Tシャツ');
    expect(data.results?.products).toHaveLength(1);
    expect(data.results?.meta).toMatchObject({ query: '黒 Tシャツ', correctedFrom: null, relaxed: [], explanations: null });
    expect(Object.fromEntries(new URL(requests[0]?.url ?? '').searchParams)).toEqual({ q: 'Tシャツ', page: '3', per_page: '24' });
    await loadSearch(api, new URL('http://shop.test/search?q=%E9%BB%92&color=black&sort=price_asc&min_price=1000&debug=1&bogus=1'));
    expect(Object.fromEntries(new URL(requests[1]?.url ?? '').searchParams)).toEqual({
      q: '黒',
      color: 'black',
      sort: 'price_asc',
      min_price: '1000',
      page: '1',
      per_page: '24',
      debug: '1',
    });
  });

  it('cuts a long query to the 200 UTF-16 code units the API accepts (an emoji counts two)', async () => {
    const { api, requests } = createFakeApi({ 'GET /api/search': ex.productSearch.response });
    const data = await loadSearch(api, new URL(`http://shop.test/search?q=${encodeURIComponent('😀'.repeat(150))}`));
    expect(data.q).toBe('😀'.repeat(100));
    expect(new URL(requests[0]?.url ?? '').searchParams.get('q')).toBe('😀'.repeat(100));
  });
});

describe('menu loader', () => {
  it('keeps only what the menu shows', async () => {
    const { api, requests } = createFakeApi({
      'GET /api/shop/index': ex.shopIndex.response,
      'POST /api/content/query': ex.contentQuery.response,
    });
    expect(await loadMenuData(api)).toEqual({
      rootCategories: [{ slug: 't-shirts', name: 'Tシャツ' }],
      brandsOnSale: [{ slug: 'united-athle', name: 'United Athle' }],
      features: [{ slug: 'dry', title: 'ドライTシャツ特集', status: true, sequence: 1 }],
    });
    expect(await requests[1]?.clone().json()).toEqual({
      collection: 'features',
      where: { status: true },
      sort: { field: 'sequence', order: 'asc' },
      limit: 50,
    });
  });

  it('gives an empty menu part instead of failing the page when a call fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = createFakeApi({ 'POST /api/content/query': ex.contentQuery.response });
    const data = await loadMenuData(api);
    expect(data.rootCategories).toEqual([]);
    expect(data.features).toHaveLength(1);
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRICE_RANGES,
  isCurrentPrice,
  pageHref,
  priceHref,
  priceRangeLabel,
  rangeOverlaps,
  readListParams,
  readPriceInput,
  toProductQuery,
  toggleFacetHref,
  togglePriceHref,
} from './list-params.ts';

const params = (query: string) => new URLSearchParams(query);

describe('product list URL state', () => {
  it.each([
    ['', { page: 1, sort: undefined, facets: {}, price: {} }],
    ['page=3&sort=price_asc', { page: 3, sort: 'price_asc', facets: {}, price: {} }],
    ['page=0', { page: 1, sort: undefined, facets: {}, price: {} }],
    ['page=-2&sort=cheapest', { page: 1, sort: undefined, facets: {}, price: {} }],
    ['page=2.5', { page: 1, sort: undefined, facets: {}, price: {} }],
    ['page=99999999', { page: 1, sort: undefined, facets: {}, price: {} }],
    ['page=5000', { page: 1000, sort: undefined, facets: {}, price: {} }],
    [
      'brand=united-athle&color=white&size=XL',
      { page: 1, sort: undefined, facets: { brand: 'united-athle', color: 'white', size: 'XL' }, price: {} },
    ],
    ['size=130&fit=slim&weight=heavy', { page: 1, sort: undefined, facets: { size: '130', fit: 'slim', weight: 'heavy' }, price: {} }],
    ['size=X-L&brand=United', { page: 1, sort: undefined, facets: {}, price: {} }],
    ['brand=%3Cscript%3E&utm_source=x', { page: 1, sort: undefined, facets: {}, price: {} }],
    ['min_price=1001&max_price=2000', { page: 1, sort: undefined, facets: {}, price: { min: 1001, max: 2000 } }],
    ['max_price=1000', { page: 1, sort: undefined, facets: {}, price: { max: 1000 } }],
    ['min_price=5001', { page: 1, sort: undefined, facets: {}, price: { min: 5001 } }],
    ['min_price=0&max_price=0', { page: 1, sort: undefined, facets: {}, price: { min: 0, max: 0 } }],
    ['min_price=3000&max_price=1000', { page: 1, sort: undefined, facets: {}, price: {} }],
    ['min_price=1e3&max_price=-5', { page: 1, sort: undefined, facets: {}, price: {} }],
    ['min_price=&max_price=１０００', { page: 1, sort: undefined, facets: {}, price: {} }],
    ['max_price=10000001', { page: 1, sort: undefined, facets: {}, price: {} }],
  ])('?%s reads as %o', (query, expected) => {
    expect(readListParams(params(query))).toEqual(expected);
  });

  it('builds the API query with the page fixed filter, the facets, the price, sort and page size', () => {
    expect(
      toProductQuery(readListParams(params('brand=ua&sort=newest&page=2&min_price=1001&max_price=2000')), { category: 't-shirts' }, 24),
    ).toEqual({ category: 't-shirts', brand: 'ua', minPrice: 1001, maxPrice: 2000, sort: 'newest', page: 2, perPage: 24 });
  });

  it('leaves an open end of the price out of the API query', () => {
    expect(toProductQuery(readListParams(params('max_price=1000')), {}, 24)).toEqual({ maxPrice: 1000, page: 1, perPage: 24 });
  });

  it('toggles a facet and goes back to the first page', () => {
    expect(toggleFacetHref(params('page=3&color=white'), 'brand', 'ua')).toBe('?color=white&brand=ua');
    expect(toggleFacetHref(params('brand=ua'), 'brand', 'ua')).toBe('?');
  });

  it('links page 1 without a page parameter', () => {
    expect(pageHref(params('sort=newest&page=3'), 1)).toBe('?sort=newest');
    expect(pageHref(params('sort=newest'), 2)).toBe('?sort=newest&page=2');
  });
});

describe('price facet', () => {
  it('labels the preset ranges in tax-included yen, open ends left blank', () => {
    expect(PRICE_RANGES.map(priceRangeLabel)).toEqual([
      '〜￥1,000',
      '￥1,001〜￥2,000',
      '￥2,001〜￥3,000',
      '￥3,001〜￥5,000',
      '￥5,001〜',
    ]);
  });

  it('puts every whole-yen price into exactly one preset range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (price) => {
        const holding = PRICE_RANGES.filter((range) => rangeOverlaps(range, price, price));
        expect(holding).toHaveLength(1);
      }),
    );
  });

  it.each([
    [{ max: 1000 }, 550, 880, true],
    [{ max: 1000 }, 1001, 3000, false],
    [{ min: 1001, max: 2000 }, 550, 1001, true],
    [{ min: 1001, max: 2000 }, 2001, 6600, false],
    [{ min: 5001 }, 550, 5001, true],
    [{ min: 5001 }, 550, 5000, false],
  ])('offers %o for a result priced %i to %i: %s', (range, low, high, expected) => {
    expect(rangeOverlaps(range, low, high)).toBe(expected);
  });

  it('sets a range (open ends removed), keeps the other filters and goes back to the first page', () => {
    expect(togglePriceHref(params('brand=ua&page=2&max_price=1000'), { min: 1001, max: 2000 })).toBe(
      '?brand=ua&max_price=2000&min_price=1001',
    );
    expect(togglePriceHref(params('brand=ua&min_price=1001&max_price=2000'), { min: 5001 })).toBe('?brand=ua&min_price=5001');
  });

  it('clears the price filter when the range in force is chosen again', () => {
    expect(togglePriceHref(params('brand=ua&min_price=1001&max_price=2000&page=4'), { min: 1001, max: 2000 })).toBe('?brand=ua');
    expect(priceHref(params('sort=newest&max_price=800'), {})).toBe('?sort=newest');
  });

  it('counts a range as in force only when both ends match the URL exactly', () => {
    expect(isCurrentPrice(params('max_price=1000'), { max: 1000 })).toBe(true);
    expect(isCurrentPrice(params('min_price=0&max_price=1000'), { max: 1000 })).toBe(false);
    expect(isCurrentPrice(params(''), {})).toBe(false);
  });

  it.each([
    ['1500', '2500', { ok: true, range: { min: 1500, max: 2500 } }],
    ['', '3,000', { ok: true, range: { max: 3000 } }],
    ['１，５００', '', { ok: true, range: { min: 1500 } }],
    ['￥800', '1200円', { ok: true, range: { min: 800, max: 1200 } }],
    ['', '', { ok: true, range: {} }],
    ['3000', '1000', { ok: false, message: '下限の金額は上限以下で入力してください。' }],
    ['千円', '', { ok: false, message: '金額は0〜10,000,000円の整数で入力してください。' }],
    ['', '99999999', { ok: false, message: '金額は0〜10,000,000円の整数で入力してください。' }],
    ['-100', '', { ok: false, message: '金額は0〜10,000,000円の整数で入力してください。' }],
  ])('reads typed bounds %j〜%j as %o', (min, max, expected) => {
    expect(readPriceInput(min, max)).toEqual(expected);
  });
});

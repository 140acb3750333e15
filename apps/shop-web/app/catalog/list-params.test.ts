import { describe, expect, it } from 'vitest';
import { pageHref, readListParams, toProductQuery, toggleFacetHref } from './list-params.ts';

const params = (query: string) => new URLSearchParams(query);

describe('product list URL state', () => {
  it.each([
    ['', { page: 1, sort: undefined, facets: {} }],
    ['page=3&sort=price_asc', { page: 3, sort: 'price_asc', facets: {} }],
    ['page=0', { page: 1, sort: undefined, facets: {} }],
    ['page=-2&sort=cheapest', { page: 1, sort: undefined, facets: {} }],
    ['page=2.5', { page: 1, sort: undefined, facets: {} }],
    ['page=99999999', { page: 1, sort: undefined, facets: {} }],
    ['page=5000', { page: 1000, sort: undefined, facets: {} }],
    ['brand=united-athle&color=white&size=XL', { page: 1, sort: undefined, facets: { brand: 'united-athle', color: 'white' } }],
    ['brand=%3Cscript%3E&utm_source=x', { page: 1, sort: undefined, facets: {} }],
  ])('?%s reads as %o', (query, expected) => {
    expect(readListParams(params(query))).toEqual(expected);
  });

  it('builds the API query with the page fixed filter, the facets, sort and page size', () => {
    expect(toProductQuery(readListParams(params('brand=ua&sort=newest&page=2')), { category: 't-shirts' }, 24)).toEqual({
      category: 't-shirts',
      brand: 'ua',
      sort: 'newest',
      page: 2,
      perPage: 24,
    });
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

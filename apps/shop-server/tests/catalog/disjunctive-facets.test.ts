import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { getJson } from './support.ts';

const server = useTestServer();

interface Facet {
  value: string;
  count: number;
}
interface ListPage {
  meta: { total: number; facets: { colors: Facet[]; brands: Facet[]; sizes: Facet[] } };
}

async function list(query: string): Promise<ListPage> {
  const res = await getJson<ListPage>(server, `/api/products?response_group=shop&per_page=1&${query}`);
  expect(res.status, query).toBe(200);
  return res.body;
}

describe('disjunctive facets on the category, brand and feature lists (issue #33)', () => {
  it('each facet counts with every other filter but its own, and each count is what choosing it lists', async () => {
    const tees = await list('category=t-shirts');
    const black = await list('category=t-shirts&color=black');
    // Choosing a colour leaves the colour facet as it was: the other colours stay choosable.
    expect(black.meta.facets.colors).toEqual(tees.meta.facets.colors);
    // The other facets count the black T-shirts.
    expect(black.meta.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(black.meta.total);
    // Every count is the total of the list with that value chosen (「ブラック系 (7)」 lists 7).
    for (const colour of black.meta.facets.colors.slice(0, 4)) {
      expect((await list(`category=t-shirts&color=${colour.value}`)).meta.total, colour.value).toBe(colour.count);
    }
    const brand = black.meta.facets.brands[0];
    const both = await list(`category=t-shirts&color=black&brand=${brand?.value ?? ''}`);
    expect(both.meta.total).toBe(brand?.count);
    expect(both.meta.facets.brands).toEqual(black.meta.facets.brands);
  }, 120_000);

  it('the issue’s dead end is gone: heavyweight, then a colour it offers, lists that many products', async () => {
    const heavy = await list('tag=heavyweight');
    expect(heavy.meta.total).toBeGreaterThan(0);
    for (const colour of heavy.meta.facets.colors) {
      const chosen = await list(`tag=heavyweight&color=${colour.value}`);
      expect(chosen.meta.total, colour.value).toBe(colour.count);
      expect(chosen.meta.total).toBeGreaterThan(0);
    }
  }, 120_000);
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardProduct } from '../catalog/card-product.ts';
import type { SearchPageData } from '../loaders/load-search.ts';
import { renderRoutes } from '../testing/render.tsx';
import { SearchResults } from './search-results.tsx';

type Results = NonNullable<SearchPageData['results']>;

const product: CardProduct = {
  id: 1,
  code: '00014-BHD',
  name: 'ビッグシルエットパーカー',
  image: null,
  imageColorId: null,
  minPrice: 3300,
  brand: { name: 'KUMO Factory' },
  colors: [],
  colorCount: 0,
};
const noFacets = { brands: [], colors: [], sizes: [], fits: [], weights: [], price: null };

function meta(change: Partial<Results['meta']>): Results['meta'] {
  return {
    currentPage: 1,
    lastPage: 1,
    total: 1,
    facets: noFacets,
    query: 'パーカー',
    correctedFrom: null,
    relaxed: [],
    productCode: null,
    understood: [],
    nearestCategories: [],
    popular: [],
    explanations: null,
    ...change,
  };
}

function show(q: string, results: Results, url = `/search?q=${encodeURIComponent(q)}`) {
  renderRoutes(
    [{ path: '*', Component: () => <SearchResults q={q} results={results} search={new URL(`http://x${url}`).searchParams} /> }],
    url,
  );
}

describe('the search page results', () => {
  it('nothing found: says so, offers the nearest categories and the popular products', async () => {
    show('靴下', { products: [], meta: meta({ total: 0, nearestCategories: [{ slug: 'towels', name: 'タオル' }], popular: [product] }) });
    expect(await screen.findByText('「靴下」に一致する商品は見つかりませんでした。')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0件の商品が見つかりました');
    expect(screen.getByRole('link', { name: 'タオル' }).getAttribute('href')).toBe('/towels');
    expect(screen.getByRole('heading', { name: '人気の商品' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ビッグシルエットパーカー' })).toBeTruthy();
  });

  it('「もしかして」: tells which query the results are for, and which words were left out', async () => {
    show('ぱーかあ', { products: [product], meta: meta({ query: 'パーカー', correctedFrom: 'ぱーかあ' }) });
    expect((await screen.findAllByRole('note'))[0]?.textContent).toBe(
      '「ぱーかあ」に一致する商品は見つかりませんでした。もしかして：「パーカー」の検索結果を表示しています。',
    );
  });

  it('a colour left out, a product number and the understood words are said in Japanese', async () => {
    show('赤 タオル', {
      products: [product],
      meta: meta({
        relaxed: ['赤'],
        productCode: '00014-BHD',
        understood: [{ term: '黒', filters: [{ key: 'color', value: 'black', name: 'ブラック系' }] }],
      }),
    });
    const notes = (await screen.findAllByRole('note')).map((n) => n.textContent);
    expect(notes).toEqual([
      '「赤」を含む商品は見つかりませんでした。「赤」を除いた検索結果を表示しています。',
      '品番「00014-BHD」の商品です。',
    ]);
    expect(screen.getByText('「黒」をカラー「ブラック系」として優先して表示しています。')).toBeTruthy();
  });

  it('?debug=1 shows each result’s score and reasons for developers', async () => {
    show('パーカー', {
      products: [product],
      meta: meta({
        explanations: [
          {
            id: 1,
            score: 10.5,
            exactName: 0,
            phrases: 0,
            inStock: 1,
            popularity: 0.5,
            terms: [{ term: 'パカ', matched: 'パカ', field: 'name', filters: [], score: 8 }],
          },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Ranking debug' });
    expect(table.textContent).toContain('00014-BHD ビッグシルエットパーカー');
    expect(table.textContent).toContain('パカ: パカ → name: 8');
  });
});

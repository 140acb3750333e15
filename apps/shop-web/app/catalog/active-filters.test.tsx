import type { ProductFacets } from '@shop/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrentUrl } from '../testing/current-url.tsx';
import { ActiveFilters } from './active-filters.tsx';
import { FilterTopButton } from './filter-top-button.tsx';
import { activeFilterCount, activeFilters } from './list-params.ts';

const FACETS: ProductFacets = {
  brands: [{ value: 'united-basics', name: 'United Basics', count: 12 }],
  colors: [{ value: 'navy', name: 'ネイビー', hex: '#1f2a44', count: 20 }],
  sizes: [{ value: 'XL', name: 'XL', count: 18 }],
  fits: [{ value: 'regular', name: 'レギュラー', count: 15 }],
  weights: [{ value: 'standard', name: '標準', count: 9 }],
  price: { min: 550, max: 2420 },
};

function renderChips(url: string) {
  function Page() {
    return (
      <>
        <CurrentUrl />
        <FilterTopButton onClick={() => undefined} />
        <ActiveFilters facets={FACETS} />
      </>
    );
  }
  const Stub = createRoutesStub([{ path: '/:category', Component: Page }]);
  render(<Stub initialEntries={[url]} />);
}

const url = () => screen.getByRole('status', { name: '現在のURL' }).textContent;

describe('active filters', () => {
  it('lists the filters in force in the drawer order, price after the brand; sort and page are not filters', () => {
    const search = new URLSearchParams('color=navy&sort=newest&page=2&brand=united-basics&max_price=2000&min_price=1001');
    expect(activeFilters(search).map((filter) => [filter.key, filter.value, filter.removeHref])).toEqual([
      ['brand', 'united-basics', '?color=navy&sort=newest&max_price=2000&min_price=1001'],
      ['price', '￥1,001〜￥2,000', '?color=navy&sort=newest&brand=united-basics'],
      ['color', 'navy', '?sort=newest&brand=united-basics&max_price=2000&min_price=1001'],
    ]);
    expect(activeFilterCount(search)).toBe(3);
    expect(activeFilterCount(new URLSearchParams('sort=newest&brand=%3Cscript%3E'))).toBe(0);
  });

  it('shows nothing without a filter, and no 「すべて解除」 for a single one', () => {
    renderChips('/t-shirts?sort=newest');
    expect(screen.queryByRole('list', { name: '適用中の絞り込み条件' })).toBeNull();
    expect(screen.getByRole('button', { name: '絞り込み' })).toBeTruthy();
  });

  it('reads each filter back by name, removes just one, and clears all', async () => {
    const user = userEvent.setup();
    renderChips('/t-shirts?brand=united-basics&color=navy&size=XL&min_price=1001&sort=price_asc');
    const list = screen.getByRole('list', { name: '適用中の絞り込み条件' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ブランド: United Basics×', '価格: ￥1,001〜×', 'カラー: ネイビー×', 'サイズ: XL×', 'すべて解除']);
    expect(screen.getByRole('button', { name: /^絞り込み\s*4\s*件適用中$/ }).textContent).toBe('絞り込み4件適用中');

    await user.click(within(list).getByRole('link', { name: 'カラー: ネイビーの条件を外す' }));
    expect(url()).toBe('/t-shirts?brand=united-basics&size=XL&min_price=1001&sort=price_asc');
    expect(screen.getByRole('button', { name: /^絞り込み\s*3\s*件適用中$/ })).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '価格: ￥1,001〜の条件を外す' }));
    expect(url()).toBe('/t-shirts?brand=united-basics&size=XL&sort=price_asc');

    await user.click(screen.getByRole('link', { name: 'すべて解除' }));
    expect(url()).toBe('/t-shirts?sort=price_asc');
    expect(screen.queryByRole('list', { name: '適用中の絞り込み条件' })).toBeNull();
  });
});

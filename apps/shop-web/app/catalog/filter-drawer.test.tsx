import type { ProductFacets } from '@shop/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { filterDrawerAtom } from '../state/ui.ts';
import { FilterDrawer } from './filter-drawer.tsx';

const FACETS: ProductFacets = {
  brands: [{ value: 'united-basics', name: 'United Basics', count: 12 }],
  colors: [{ value: 'white', name: 'ホワイト', hex: '#ffffff', count: 20 }],
  sizes: [{ value: 'XL', name: 'XL', count: 18 }],
  fits: [{ value: 'regular', name: 'レギュラー', count: 15 }],
  weights: [{ value: 'standard', name: '標準', count: 9 }],
  price: { min: 550, max: 2420 },
};

function Where() {
  const location = useLocation();
  return <output aria-label="現在のURL">{`${location.pathname}${location.search}`}</output>;
}

/** The drawer, open, on a category page at `url`. */
function renderDrawer(url: string, facets: ProductFacets = FACETS) {
  const store = createStore();
  store.set(filterDrawerAtom, true);
  function Page() {
    return (
      <>
        <Where />
        <FilterDrawer facets={facets} />
      </>
    );
  }
  const Stub = createRoutesStub([{ path: '/:category', Component: Page }]);
  render(
    <Provider store={store}>
      <Stub initialEntries={[url]} />
    </Provider>,
  );
  return store;
}

// The modal drawer hides the rest of the page from assistive technology: look behind it.
const currentUrl = () => screen.getByRole('status', { name: '現在のURL', hidden: true }).textContent;

async function priceGroup() {
  return screen.findByRole('region', { name: '価格（税込）' });
}

describe('filter drawer', () => {
  it('shows sort and the six facet groups, the price right after the brand', async () => {
    renderDrawer('/t-shirts');
    const drawer = await screen.findByRole('dialog', { name: '絞り込み・並び替え' });
    expect(within(drawer).getAllByRole('region').map((region) => within(region).getByRole('heading').textContent)).toEqual([
      '並び替え',
      'ブランド',
      '価格（税込）',
      'カラー',
      'サイズ',
      'シルエット',
      '生地の厚さ',
    ]);
  });

  it('offers to remove every filter at once when one is in force, keeping the sort order', async () => {
    renderDrawer('/t-shirts?brand=united-basics&size=XL&min_price=1001&sort=price_asc&page=2');
    const drawer = await screen.findByRole('dialog', { name: '絞り込み・並び替え' });
    await userEvent.click(within(drawer).getByRole('link', { name: '絞り込み条件をすべて解除する' }));
    expect(currentUrl()).toBe('/t-shirts?sort=price_asc');
  });

  it('shows no remove-all link while nothing is filtered', async () => {
    renderDrawer('/t-shirts?sort=price_asc');
    const drawer = await screen.findByRole('dialog', { name: '絞り込み・並び替え' });
    expect(within(drawer).queryByRole('link', { name: '絞り込み条件をすべて解除する' })).toBeNull();
  });

  it('offers only the price ranges holding a price of the result, each as a link that keeps the other filters', async () => {
    renderDrawer('/t-shirts?brand=united-basics&page=2');
    const links = within(await priceGroup()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['〜￥1,000', '/t-shirts?brand=united-basics&max_price=1000'],
      ['￥1,001〜￥2,000', '/t-shirts?brand=united-basics&min_price=1001&max_price=2000'],
      ['￥2,001〜￥3,000', '/t-shirts?brand=united-basics&min_price=2001&max_price=3000'],
    ]);
  });

  it('marks the range in force as current, and choosing it again clears the price filter', async () => {
    renderDrawer('/t-shirts?min_price=1001&max_price=2000', { ...FACETS, price: { min: 1100, max: 1980 } });
    const current = within(await priceGroup()).getByRole('link', { name: '￥1,001〜￥2,000' });
    expect(current.getAttribute('aria-current')).toBe('true');
    await userEvent.click(current);
    expect(currentUrl()).toBe('/t-shirts');
  });

  it('shows a typed range in force as a current link that clears it, with the bounds in the fields', async () => {
    renderDrawer('/t-shirts?sort=newest&min_price=1500&max_price=2500', { ...FACETS, price: { min: 1540, max: 2420 } });
    const group = await priceGroup();
    const custom = within(group).getByRole('link', { name: '￥1,500〜￥2,500' });
    expect(custom.getAttribute('aria-current')).toBe('true');
    expect(custom.getAttribute('href')).toBe('/t-shirts?sort=newest');
    expect(within(group).getByRole('textbox', { name: '下限（円）' })).toHaveProperty('value', '1500');
    expect(within(group).getByRole('textbox', { name: '上限（円）' })).toHaveProperty('value', '2500');
  });

  it('applies typed bounds (full-width digits allowed) to the URL and back to the first page', async () => {
    renderDrawer('/t-shirts?color=white&page=3');
    const group = await priceGroup();
    await userEvent.type(within(group).getByRole('textbox', { name: '下限（円）' }), '１２００');
    await userEvent.type(within(group).getByRole('textbox', { name: '上限（円）' }), '2,400');
    await userEvent.click(within(group).getByRole('button', { name: 'この価格で絞り込む' }));
    expect(currentUrl()).toBe('/t-shirts?color=white&min_price=1200&max_price=2400');
  });

  it('refuses a lower bound above the upper one with a message on the fields, and stays on the page', async () => {
    renderDrawer('/t-shirts?color=white');
    const group = await priceGroup();
    const min = within(group).getByRole('textbox', { name: '下限（円）' });
    await userEvent.type(min, '3000');
    await userEvent.type(within(group).getByRole('textbox', { name: '上限（円）' }), '1000{Enter}');
    expect(within(group).getByRole('alert').textContent).toBe('下限の金額は上限以下で入力してください。');
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(min.getAttribute('aria-describedby')).toBe(within(group).getByRole('alert').id);
    expect(currentUrl()).toBe('/t-shirts?color=white');
  });

  it('links a size facet by its size name and marks it current', async () => {
    renderDrawer('/t-shirts?size=XL');
    const sizes = await screen.findByRole('region', { name: 'サイズ' });
    const xl = within(sizes).getByRole('link', { name: /^XL/ });
    expect(xl.getAttribute('aria-current')).toBe('true');
    expect(xl.getAttribute('href')).toBe('/t-shirts');
  });

  it('hides the price group for an empty result without a price filter', async () => {
    renderDrawer('/t-shirts', { brands: [], colors: [], sizes: [], fits: [], weights: [], price: null });
    await screen.findByRole('dialog', { name: '絞り込み・並び替え' });
    expect(screen.queryByRole('region', { name: '価格（税込）' })).toBeNull();
  });
});

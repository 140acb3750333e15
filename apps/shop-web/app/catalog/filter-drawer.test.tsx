import type { ProductFacets } from '@shop/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { createRoutesStub } from 'react-router';
import { preloadDrawer } from '@shop/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { CurrentUrl } from '../testing/current-url.tsx';
import { filterDrawerAtom } from '../state/ui.ts';
import { FilterDrawer } from './filter-drawer.tsx';

const FACETS: ProductFacets = {
  brands: [
    { value: 'united-basics', name: 'United Basics', count: 12 },
    { value: 'daily-wear-lab', name: 'Daily Wear Lab', count: 8 },
  ],
  colors: [{ value: 'white', name: 'ホワイト', hex: '#ffffff', count: 20 }],
  sizes: [{ value: 'XL', name: 'XL', count: 18 }],
  fits: [{ value: 'regular', name: 'レギュラー', count: 15 }],
  weights: [{ value: 'standard', name: '標準', count: 9 }],
  price: { min: 550, max: 2420 },
};

/**
 * The drawer, open, on a category page at `url`. `total` is the list's total as the page has it, so
 * nothing is asked of the API while the choice is the one in force (match-count.test.tsx counts).
 */
function renderDrawer(url: string, facets: ProductFacets = FACETS) {
  const store = createStore();
  store.set(filterDrawerAtom, true);
  function Page() {
    return (
      <>
        <CurrentUrl />
        <FilterDrawer facets={facets} total={20} />
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

const group = (name: string) => screen.findByRole('group', { name });

// The drawer's panel is a chunk of its own: loaded before the tests, so a findBy… never waits on it.
beforeAll(() => preloadDrawer(), 0);

describe('filter drawer', () => {
  it('shows sort and the six facet groups as choices, the price right after the brand', async () => {
    renderDrawer('/t-shirts');
    const drawer = await screen.findByRole('dialog', { name: '絞り込み・並び替え' });
    await within(drawer).findByRole('group', { name: '並び替え' });
    expect(
      within(drawer)
        .getAllByRole('group')
        .map((fieldset) => fieldset.querySelector('legend')?.textContent),
    ).toEqual(['並び替え', 'ブランド', '価格（税込）', 'カラー', 'サイズ', 'シルエット', '生地の厚さ']);
    // One value per facet (the API takes one): radio buttons, 「指定なし」 first and chosen.
    const brands = within(await group('ブランド')).getAllByRole('radio');
    expect(brands.map((radio) => radio.closest('label')?.textContent)).toEqual(['指定なし', 'United Basics(12)', 'Daily Wear Lab(8)']);
    expect(brands[0]).toHaveProperty('checked', true);
  });

  it('changes nothing until applied, then applies every choice at once, back to the first page, and closes', async () => {
    const store = renderDrawer('/t-shirts?sort=newest&page=3');
    await userEvent.click(within(await group('ブランド')).getByRole('radio', { name: /Daily Wear Lab/ }));
    await userEvent.click(within(await group('サイズ')).getByRole('radio', { name: /XL/ }));
    await userEvent.click(within(await group('価格（税込）')).getByRole('radio', { name: '￥1,001〜￥2,000' }));
    await userEvent.click(within(await group('並び替え')).getByRole('radio', { name: '価格の安い順' }));
    expect(currentUrl()).toBe('/t-shirts?sort=newest&page=3');
    await userEvent.click(screen.getByRole('button', { name: /件を表示|この条件で表示/ }));
    expect(currentUrl()).toBe('/t-shirts?sort=price_asc&brand=daily-wear-lab&size=XL&min_price=1001&max_price=2000');
    expect(store.get(filterDrawerAtom)).toBe(false);
  });

  it('starts from the filters in force, and 「クリア」 unticks every filter but keeps the sort', async () => {
    renderDrawer('/t-shirts?brand=united-basics&size=XL&min_price=1001&max_price=2000&sort=price_asc');
    expect(within(await group('ブランド')).getByRole('radio', { name: /United Basics/ })).toHaveProperty('checked', true);
    expect(within(await group('価格（税込）')).getByRole('radio', { name: '￥1,001〜￥2,000' })).toHaveProperty('checked', true);
    // The choice in force is counted by the page's own total.
    expect(screen.getByRole('button', { name: '20件を表示' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'クリア' }));
    expect(within(await group('ブランド')).getByRole('radio', { name: '指定なし' })).toHaveProperty('checked', true);
    expect(within(await group('サイズ')).getByRole('radio', { name: '指定なし' })).toHaveProperty('checked', true);
    expect(within(await group('価格（税込）')).getByRole('textbox', { name: '下限（円）' })).toHaveProperty('value', '');
    expect(currentUrl()).toBe('/t-shirts?brand=united-basics&size=XL&min_price=1001&max_price=2000&sort=price_asc');
    await userEvent.click(screen.getByRole('button', { name: /件を表示|この条件で表示/ }));
    expect(currentUrl()).toBe('/t-shirts?sort=price_asc');
  });

  it('offers only the price ranges holding a price of the result', async () => {
    renderDrawer('/t-shirts?brand=united-basics&page=2');
    const radios = within(await group('価格（税込）')).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '指定なし',
      '〜￥1,000',
      '￥1,001〜￥2,000',
      '￥2,001〜￥3,000',
    ]);
  });

  it('fills the typed bounds from a preset, and shows the preset whose bounds are typed as chosen', async () => {
    renderDrawer('/t-shirts');
    const prices = await group('価格（税込）');
    await userEvent.click(within(prices).getByRole('radio', { name: '￥2,001〜￥3,000' }));
    expect(within(prices).getByRole('textbox', { name: '下限（円）' })).toHaveProperty('value', '2001');
    expect(within(prices).getByRole('textbox', { name: '上限（円）' })).toHaveProperty('value', '3000');
    await userEvent.clear(within(prices).getByRole('textbox', { name: '上限（円）' }));
    await userEvent.type(within(prices).getByRole('textbox', { name: '上限（円）' }), '2500');
    expect(
      within(prices)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('applies typed bounds (full-width digits allowed) with the other filters in force', async () => {
    renderDrawer('/t-shirts?color=white&page=3');
    const prices = await group('価格（税込）');
    await userEvent.type(within(prices).getByRole('textbox', { name: '下限（円）' }), '１２００');
    await userEvent.type(within(prices).getByRole('textbox', { name: '上限（円）' }), '2,400');
    await userEvent.click(screen.getByRole('button', { name: /件を表示|この条件で表示/ }));
    expect(currentUrl()).toBe('/t-shirts?color=white&min_price=1200&max_price=2400');
  });

  it('refuses a lower bound above the upper one with a message on the fields, and stays on the page', async () => {
    renderDrawer('/t-shirts?color=white');
    const prices = await group('価格（税込）');
    const min = within(prices).getByRole('textbox', { name: '下限（円）' });
    await userEvent.type(min, '3000');
    await userEvent.type(within(prices).getByRole('textbox', { name: '上限（円）' }), '1000{Enter}');
    expect(within(prices).getByRole('alert').textContent).toBe('下限の金額は上限以下で入力してください。');
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(min.getAttribute('aria-describedby')).toBe(within(prices).getByRole('alert').id);
    expect(currentUrl()).toBe('/t-shirts?color=white');
  });

  it('chooses a size by its size name, and keeps a value in force that the result no longer lists', async () => {
    renderDrawer('/t-shirts?size=XL&color=navy');
    expect(within(await group('サイズ')).getByRole('radio', { name: /^XL/ })).toHaveProperty('checked', true);
    expect(within(await group('カラー')).getByRole('radio', { name: /navy/ })).toHaveProperty('checked', true);
  });

  it('hides the price group for an empty result without a price filter', async () => {
    renderDrawer('/t-shirts', { brands: [], colors: [], sizes: [], fits: [], weights: [], price: null });
    await group('並び替え');
    expect(screen.queryByRole('group', { name: '価格（税込）' })).toBeNull();
  });
});

import type { ProductFacets } from '@shop/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { createRoutesStub } from 'react-router';
import { preloadDrawer } from '@shop/ui';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterDrawerAtom } from '../state/ui.ts';
import { FilterDrawer } from './filter-drawer.tsx';

const list = vi.hoisted(() => vi.fn());
vi.mock('@shop/web-state', () => ({ browserApi: () => Promise.resolve({ products: { list } }) }));

const FACETS: ProductFacets = {
  brands: [{ value: 'daily-wear-lab', name: 'Daily Wear Lab', count: 8 }],
  colors: [{ value: 'pink', name: 'ピンク', hex: '#F4A7B9', count: 2 }],
  sizes: [],
  fits: [],
  weights: [],
  price: { min: 550, max: 2420 },
};

function renderDrawer(url: string, total?: number) {
  const store = createStore();
  store.set(filterDrawerAtom, true);
  const Stub = createRoutesStub([
    { path: '/:category', Component: () => <FilterDrawer facets={FACETS} fixed={{ category: 't-shirts' }} total={total} /> },
  ]);
  render(
    <Provider store={store}>
      <Stub initialEntries={[url]} />
    </Provider>,
  );
}

const applyButton = () => screen.getByRole('button', { name: /件を表示|この条件で表示|該当する商品がありません/ });

// The drawer's panel is a chunk of its own: loaded before the tests, so a findBy… never waits on it.
beforeAll(() => preloadDrawer(), 0);

describe('count of a pending filter choice', () => {
  beforeEach(() => {
    list.mockReset();
    list.mockImplementation((query: { minPrice?: number; color?: string; brand?: string }) =>
      Promise.resolve({
        data: [],
        meta: { total: query.color === 'pink' && query.brand ? 0 : query.minPrice === 2000 ? 3 : query.brand ? 8 : 11 },
      }),
    );
  });

  it('shows the page total for the choice in force without asking the API', async () => {
    renderDrawer('/t-shirts?sort=newest', 24);
    await screen.findByRole('group', { name: '並び替え' });
    expect(applyButton().textContent).toBe('24件を表示');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(list).not.toHaveBeenCalled();
  });

  it('asks the API for the ticked facet with the page and URL filters, once ticking pauses, and shows 「N件を表示」', async () => {
    const user = userEvent.setup();
    renderDrawer('/t-shirts?sort=newest&page=3', 24);
    await user.click(within(await screen.findByRole('group', { name: 'ブランド' })).getByRole('radio', { name: /Daily Wear Lab/ }));
    await vi.waitFor(() => expect(applyButton().textContent).toBe('8件を表示'));
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ brand: 'daily-wear-lab', category: 't-shirts', sort: 'newest', page: 1, perPage: 1 });
    expect(screen.getByRole('status').textContent).toBe('この条件の商品は8件です');
  });

  it('says 「該当する商品がありません」 when the choice lists nothing, and does not apply it', async () => {
    const user = userEvent.setup();
    renderDrawer('/t-shirts?brand=daily-wear-lab', 8);
    await user.click(within(await screen.findByRole('group', { name: 'カラー' })).getByRole('radio', { name: /ピンク/ }));
    await vi.waitFor(() => expect(applyButton().textContent).toBe('該当する商品がありません'));
    expect(applyButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(applyButton());
    expect(screen.getByRole('dialog', { name: '絞り込み・並び替え' })).toBeTruthy();
  });

  it('asks once for typed bounds (debounced), and has no count for an invalid range', async () => {
    const user = userEvent.setup();
    renderDrawer('/t-shirts?brand=daily-wear-lab&sort=newest&page=3', 8);
    const prices = await screen.findByRole('group', { name: '価格（税込）' });
    await user.type(within(prices).getByRole('textbox', { name: '下限（円）' }), '2000');
    await vi.waitFor(() => expect(applyButton().textContent).toBe('3件を表示'));
    // Debounced: one request for the range typed, not one per keystroke.
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({
      brand: 'daily-wear-lab',
      category: 't-shirts',
      minPrice: 2000,
      sort: 'newest',
      page: 1,
      perPage: 1,
    });

    await user.type(within(prices).getByRole('textbox', { name: '上限（円）' }), '100');
    expect(applyButton().textContent).toBe('この条件で表示');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('shows no number when the count cannot be had', async () => {
    list.mockImplementation(() => Promise.reject(new Error('offline')));
    const user = userEvent.setup();
    renderDrawer('/t-shirts', 24);
    const prices = await screen.findByRole('group', { name: '価格（税込）' });
    await user.type(within(prices).getByRole('textbox', { name: '上限（円）' }), '3000');
    await vi.waitFor(() => expect(list).toHaveBeenCalled());
    expect(applyButton().textContent).toBe('この条件で表示');
  });
});

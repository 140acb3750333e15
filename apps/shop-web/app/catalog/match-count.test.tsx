import type { ProductFacets } from '@shop/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { filterDrawerAtom } from '../state/ui.ts';
import { FilterDrawer } from './filter-drawer.tsx';

const list = vi.hoisted(() => vi.fn());
vi.mock('@shop/web-state', () => ({ browserApi: () => Promise.resolve({ products: { list } }) }));

const FACETS: ProductFacets = { brands: [], colors: [], sizes: [], fits: [], weights: [], price: { min: 550, max: 2420 } };

function renderDrawer(url: string) {
  const store = createStore();
  store.set(filterDrawerAtom, true);
  const Stub = createRoutesStub([{ path: '/:category', Component: () => <FilterDrawer facets={FACETS} fixed={{ category: 't-shirts' }} /> }]);
  render(
    <Provider store={store}>
      <Stub initialEntries={[url]} />
    </Provider>,
  );
}

describe('count of a pending price range', () => {
  beforeEach(() => {
    list.mockReset();
    list.mockImplementation((query: { minPrice?: number }) => Promise.resolve({ data: [], meta: { total: query.minPrice === 2000 ? 3 : 11 } }));
  });

  it('asks the API for the typed range with the page and URL filters, once typing pauses, and shows 「N件を表示」', async () => {
    const user = userEvent.setup();
    renderDrawer('/t-shirts?brand=united-basics&sort=newest&page=3');
    const prices = await screen.findByRole('region', { name: '価格（税込）' });
    const apply = within(prices).getByRole('button', { name: 'この価格で絞り込む' });
    expect(list).not.toHaveBeenCalled();

    await user.type(within(prices).getByRole('textbox', { name: '下限（円）' }), '2000');
    await vi.waitFor(() => expect(apply.textContent).toBe('3件を表示'));
    // Debounced: one request for the range typed, not one per keystroke.
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ brand: 'united-basics', category: 't-shirts', minPrice: 2000, sort: 'newest', page: 1, perPage: 1 });
    expect(screen.getByRole('status').textContent).toBe('この価格の商品は3件です');

    // An invalid range has no count.
    await user.type(within(prices).getByRole('textbox', { name: '上限（円）' }), '100');
    expect(apply.textContent).toBe('この価格で絞り込む');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('shows no number when the count cannot be had', async () => {
    list.mockImplementation(() => Promise.reject(new Error('offline')));
    const user = userEvent.setup();
    renderDrawer('/t-shirts');
    const prices = await screen.findByRole('region', { name: '価格（税込）' });
    await user.type(within(prices).getByRole('textbox', { name: '上限（円）' }), '3000');
    await vi.waitFor(() => expect(list).toHaveBeenCalled());
    expect(within(prices).getByRole('button', { name: 'この価格で絞り込む' })).toBeTruthy();
  });
});

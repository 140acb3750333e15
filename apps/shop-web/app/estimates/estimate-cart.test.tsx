/** An estimate in the cart (issue #15): once its validity has passed, the refresh removes it and the notice says so. */
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { loadServerCartAtom } from '@shop/web-state';
import { createFakeApi, createTestStore, noContent, requestLines } from '@shop/web-state/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import CartRoute from '../routes/account/cart.tsx';
import { renderRoutes } from '../testing/render.tsx';

const NOW = Date.UTC(2026, 10, 17, 1, 0);
const CALENDAR = { days: ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-24'], offset: 9 };
const estimate = WIRE_EXAMPLES.cartEstimateShow.response.data;
const contents = { data: { cart_items: [], cart_productions: [], cart_reorders: [], cart_estimates: [estimate] } };

const api = (answers: Record<string, unknown>) =>
  createFakeApi({ 'GET /api/delivery/business_days': CALENDAR, 'GET /laravel/sanctum/csrf-cookie': noContent, ...answers });

beforeEach(() => localStorage.clear());

describe('an estimate in the cart', () => {
  it('is not fetched again within 20 minutes, and is removed with the notice once its refresh answers that it lapsed', async () => {
    const fake = api({
      'GET /api/cart/contents': contents,
      'GET /api/cart_estimates/901': { data: null, meta: { shortage: false, revision: false, expired: true } },
    });
    const { store, setNow } = createTestStore(fake, { now: NOW, user: { id: 1, name: '山田 太郎' } });
    await store.set(loadServerCartAtom);
    setNow(NOW + 19 * 60_000);
    const first = renderRoutes([{ path: '/cart', Component: CartRoute }], '/cart', { store });
    expect(await screen.findByRole('heading', { level: 2, name: 'お見積もり' })).toBeTruthy();
    expect(requestLines(fake)).not.toContain('GET /api/cart_estimates/901');
    first.unmount();

    setNow(NOW + 21 * 60_000); // estimates are refreshed after 20 minutes (spec §9)
    renderRoutes([{ path: '/cart', Component: CartRoute }], '/cart', { store });
    expect(await screen.findByText('在庫切れ・販売終了の商品や、有効期限が過ぎたお見積りをカートから削除しました。')).toBeTruthy();
    expect(requestLines(fake)).toContain('GET /api/cart_estimates/901');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'お見積もり' })).toBeNull());
  });
});

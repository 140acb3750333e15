/** A reorder in the cart (issue #15): its line says what it is and links back; an expired one leaves a notice saying what to do. */
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { loadServerCartAtom } from '@shop/web-state';
import { createFakeApi, createTestStore, noContent, requestLines } from '@shop/web-state/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import CartRoute from '../routes/account/cart.tsx';
import { renderRoutes } from '../testing/render.tsx';

const NOW = Date.UTC(2026, 10, 17, 1, 0);
const CALENDAR = { days: ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-24'], offset: 9 };
const reorder = WIRE_EXAMPLES.cartReorderCreate.response.data;
const contents = { data: { cart_items: [], cart_productions: [], cart_reorders: [reorder], cart_estimates: [] } };

const api = (answers: Record<string, unknown>) =>
  createFakeApi({ 'GET /api/delivery/business_days': CALENDAR, 'GET /laravel/sanctum/csrf-cookie': noContent, ...answers });

beforeEach(() => localStorage.clear());

describe('a reorder in the cart', () => {
  it('is shown as 再注文 with its production number and product, pieces and subtotal, linking back to the reorder', async () => {
    const fake = api({ 'GET /api/cart/contents': contents });
    const { store } = createTestStore(fake, { now: NOW, user: { id: 1, name: '山田 太郎' } });
    renderRoutes([{ path: '/cart', Component: CartRoute }], '/cart', { store });
    const link = await screen.findByRole('link', { name: '再注文 PF-2026-000123-1 ヘビーウェイトTシャツ' });
    expect(link.getAttribute('href')).toBe('/myaccount/reorder/PF-2026-000123-1');
    expect(screen.getByText('合計 30点')).toBeTruthy();
    // 30 × (1,210 + 770) + 2,200
    expect(screen.getByRole('status', { name: '再注文 PF-2026-000123-1 ヘビーウェイトTシャツの小計' }).textContent).toBe('￥61,600');
  });

  it('is removed when its refresh answers expired, with the notice of what happened and what to do', async () => {
    const fake = api({
      'GET /api/cart/contents': contents,
      'GET /api/cart_reorders/801': { data: null, meta: { shortage: false, revision: false, expired: true } },
    });
    const { store, setNow } = createTestStore(fake, { now: NOW, user: { id: 1, name: '山田 太郎' } });
    await store.set(loadServerCartAtom);
    setNow(NOW + 16 * 60_000); // reorders are refreshed after 15 minutes (spec §9)
    renderRoutes([{ path: '/cart', Component: CartRoute }], '/cart', { store });
    expect(
      await screen.findByText('商品・カラー・プリント位置の取り扱いが終わったため、再注文をカートから削除しました。新しくご注文ください。'),
    ).toBeTruthy();
    expect(requestLines(fake)).toContain('GET /api/cart_reorders/801');
    await waitFor(() => expect(screen.queryByRole('link', { name: /再注文 PF-2026-000123-1/ })).toBeNull());
  });
});

import { GUEST_CART_KEY, SESSION_KEY, reportUnauthenticated, sessionUserAtom } from '@shop/web-state';
import { createFakeApi, createTestStore } from '@shop/web-state/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { CORRUPT_CART_NOTICE, SessionBootstrap } from './session-bootstrap.tsx';

beforeEach(() => localStorage.clear());

function Root() {
  return (
    <>
      <SessionBootstrap />
      <Outlet />
    </>
  );
}

function renderBootstrap(store = createTestStore(createFakeApi({})).store) {
  renderRoutes([{ path: '*', Component: Root, children: [{ index: true, Component: () => <p>ページ</p> }] }], '/', { store });
  return store;
}

describe('session bootstrap', () => {
  it('resets a corrupt guest cart on load and shows the notice until it is closed', async () => {
    localStorage.setItem(GUEST_CART_KEY, 'not json at all');
    renderBootstrap();
    expect((await screen.findByRole('status')).textContent).toContain(CORRUPT_CART_NOTICE);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? 'null')).toMatchObject({ items: [], productions: [] });
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByText(CORRUPT_CART_NOTICE)).toBeNull();
  });

  it('logs a logged-in customer out when any API call answers 401', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ user: { id: 1, name: 'デモ 太郎' }, syncedAt: Date.now() }));
    const { store } = createTestStore(
      createFakeApi({
        'GET /api/cart/contents': { data: { cart_items: [], cart_productions: [], cart_reorders: [], cart_estimates: [] } },
      }),
      { user: { id: 1, name: 'デモ 太郎' } },
    );
    renderBootstrap(store);
    await screen.findByText('ページ');
    expect(store.get(sessionUserAtom)).not.toBeNull();
    reportUnauthenticated();
    await waitFor(() => expect(store.get(sessionUserAtom)).toBeNull());
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

import { aGuestCart, aGuestItem } from '@shop/cart-domain/testing';
import { GUEST_CART_KEY, SESSION_KEY, addToGuestCartAtom, serializeGuestCart } from '@shop/web-state';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionBootstrap } from '../session/session-bootstrap.tsx';
import { renderRoutes } from '../testing/render.tsx';
import { TopBar, type TopBarProps } from './top-bar.tsx';

const noop = () => undefined;

function renderTopBar(props: Partial<TopBarProps>, store = createStore()) {
  // The root route mounts the session bootstrap after hydration; it keeps the cart dot's atom in step.
  const Bar = () => (
    <>
      <SessionBootstrap />
      <TopBar menuButton="always" menuOpen={false} onOpenMenu={noop} filterButton={false} onOpenFilter={noop} {...props} />
    </>
  );
  return renderRoutes([{ path: '*', Component: Bar }], '/', { store });
}

const everyRoute = () => true;

beforeEach(() => localStorage.clear());

describe('top bar', () => {
  it('links the logo to the home page', async () => {
    renderTopBar({});
    expect((await screen.findByRole('link', { name: /プリントファクトリー/ })).getAttribute('href')).toBe('/');
  });

  it('hides the cart and login icons while their pages do not exist', async () => {
    renderTopBar({ routeAvailable: (id) => id === 'search' });
    await screen.findByRole('link', { name: /プリントファクトリー/ });
    expect(screen.queryByRole('link', { name: /カート/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ログイン' })).toBeNull();
  });

  it('links the login icon to /login once the login page exists', async () => {
    renderTopBar({ routeAvailable: everyRoute });
    expect((await screen.findByRole('link', { name: 'ログイン' })).getAttribute('href')).toBe('/login');
  });

  it('shows the cart dot only when the relevant cart holds something', async () => {
    const store = createStore();
    renderTopBar({ routeAvailable: everyRoute }, store);
    const cart = await screen.findByRole('link', { name: 'カート' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(cart.querySelector('[data-testid="dot-badge"]')).toBeNull();

    const { sku, wrappings } = aGuestItem();
    const display = {
      productId: 1,
      productCode: 'x-1',
      productName: 'Tシャツ',
      image: null,
      colorName: 'ホワイト',
      colorHex: '#ffffff',
      sizeName: 'M',
      wrappingNames: {},
    };
    store.set(addToGuestCartAtom, [{ sku, quantity: 1, wrappingId: null, wrappings, display }]);
    expect((await screen.findByRole('link', { name: 'カート（商品あり）' })).querySelector('[data-testid="dot-badge"]')).not.toBeNull();
  });

  it('shows no cart dot without the session bootstrap, which is what keeps it in step with the carts', async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      serializeGuestCart({ cart: aGuestCart({ timestamp: Date.now(), items: [aGuestItem()] }), display: {} }),
    );
    renderRoutes(
      [
        {
          path: '*',
          Component: () => (
            <TopBar
              menuButton="always"
              menuOpen={false}
              onOpenMenu={noop}
              filterButton={false}
              onOpenFilter={noop}
              routeAvailable={everyRoute}
            />
          ),
        },
      ],
      '/',
      { store: createStore() },
    );
    expect((await screen.findByRole('link', { name: 'カート' })).querySelector('[data-testid="dot-badge"]')).toBeNull();
  });

  it('reads a stored guest cart after hydration and shows its dot', async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      serializeGuestCart({ cart: aGuestCart({ timestamp: Date.now(), items: [aGuestItem()] }), display: {} }),
    );
    renderTopBar({ routeAvailable: everyRoute });
    expect(await screen.findByRole('link', { name: 'カート（商品あり）' })).toBeTruthy();
  });

  it('shows the user menu instead of the login icon for a logged-in customer', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ user: { id: 1, name: 'デモ 太郎' }, syncedAt: Date.now() }));
    renderTopBar({ routeAvailable: everyRoute });
    expect(await screen.findByRole('button', { name: 'デモ 太郎 様のアカウントメニュー' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ログイン' })).toBeNull();
  });

  it('shows the help menu (desktop only, by CSS) only when some of its pages exist', async () => {
    renderTopBar({ routeAvailable: (id) => id === 'faqs' });
    const help = await screen.findByRole('navigation', { name: 'ヘルプ' });
    expect(help).toBeTruthy();
    renderTopBar({ routeAvailable: () => false });
    expect(screen.getAllByRole('navigation', { name: 'ヘルプ' })).toHaveLength(1);
  });
});

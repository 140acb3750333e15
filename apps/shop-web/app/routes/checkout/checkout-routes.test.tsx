import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { checkoutDraftAtom, updateCheckoutDraftAtom } from '@shop/web-state';
import { answer, createFakeApi, createTestStore, noContent } from '@shop/web-state/testing';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { layoutRulesFor } from '../../navigation/layout-rules.ts';
import { CHECKOUT_PAGES } from '../../navigation/pages/checkout-pages.ts';
import { renderRoutes } from '../../testing/render.tsx';
import LayoutCheckout, { CHECKOUT_FOOTER_LINKS } from '../layout-checkout.tsx';
import CheckoutBridgeRoute from './checkout-bridge.tsx';

const TARO = { id: 7, name: '山田 太郎' };

describe('checkout routes', () => {
  it('are the spec routes, in the checkout layout', () => {
    expect(CHECKOUT_PAGES.map((page) => page.path)).toEqual([
      '/checkout',
      '/checkout/confirm',
      '/checkout/cardpay/:token',
      '/checkout/bridge/:token',
    ]);
    const layout = routes.find((route) => route.id === 'layout-checkout');
    expect(layout?.children?.map((child) => child.id)).toEqual(CHECKOUT_PAGES.map((page) => page.id));
    expect(CHECKOUT_PAGES.every((page) => layoutRulesFor(page.id).layout === 'checkout')).toBe(true);
  });
});

describe('the checkout layout', () => {
  it('has the logo, a back button, footer links and the copyright, and no site navigation or search', async () => {
    renderRoutes(
      [
        {
          id: 'layout-checkout',
          Component: LayoutCheckout,
          children: [{ id: 'checkout-confirm', path: '/checkout/confirm', Component: () => <h1>確認</h1> }],
        },
      ],
      '/checkout/confirm',
    );
    await screen.findByRole('heading', { name: '確認' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'プリントファクトリー' }).getAttribute('href')).toBe('/');
    expect(within(banner).getByRole('link', { name: 'お届け先・お支払い方法に戻る' }).getAttribute('href')).toBe('/checkout');
    expect(screen.queryByRole('combobox', { name: '商品を検索' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'メニューを開く' })).toBeNull();
    const footer = screen.getByRole('navigation', { name: 'フッター' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(CHECKOUT_FOOTER_LINKS.map((link) => link.to));
    expect(screen.getByText('© プリントファクトリー')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'ご注文手続きの流れ' }).querySelector('[aria-current="step"]')?.textContent).toBe(
      'ご注文内容の確認',
    );
  });
});

function Landing() {
  const location = useLocation();
  return <h1>{`${location.pathname} ${JSON.stringify(location.state)}`}</h1>;
}

function renderBridge(bridgeAnswer: () => Response) {
  const fake = createFakeApi({
    'GET /laravel/sanctum/csrf-cookie': noContent,
    'POST /api/checkout/bridge/br_0123': bridgeAnswer,
    'GET /api/cart/contents': WIRE_EXAMPLES.cartContents.response,
  });
  const { store } = createTestStore(fake, { user: TARO });
  store.set(updateCheckoutDraftAtom, {
    addressId: 31,
    paymentMethod: 'card',
    card: { token: 'tok_1', brand: 'jcb', last4: '0000', expMonth: 12, expYear: 2030 },
  });
  renderRoutes(
    [
      { path: '/checkout/bridge/:token', Component: CheckoutBridgeRoute as never },
      { path: '/myaccount/orders/:number', Component: Landing },
      { path: '/checkout/confirm', Component: Landing },
    ],
    '/checkout/bridge/br_0123',
    { store, fake },
  );
  return store;
}

describe('the way back from 3-D Secure', () => {
  it('goes to the order, with the thank-you, when the challenge was passed', async () => {
    const store = renderBridge(() => answer(200, WIRE_EXAMPLES.checkoutBridge.response));
    expect(await screen.findByRole('heading', { name: '/myaccount/orders/PF-2026-000123 {"placed":true}' })).toBeTruthy();
    expect(store.get(checkoutDraftAtom).draft.addressId).toBeNull();
  });

  it("goes back to the confirm page with the server's message when it was declined or abandoned, the card cleared", async () => {
    const message = '本人認証（3Dセキュア）を中止しました。ご注文は確定していません。カートの内容はそのまま残っています。';
    const declined = { ...WIRE_EXAMPLES.checkoutBridge.response, next: { type: 'declined', code: 'authentication_failed', message } };
    const store = renderBridge(() => answer(200, declined));
    expect(await screen.findByRole('heading', { name: `/checkout/confirm ${JSON.stringify({ notice: message })}` })).toBeTruthy();
    expect(store.get(checkoutDraftAtom).draft).toMatchObject({ addressId: 31, card: null });
  });

  it('says when the link is unknown', async () => {
    renderBridge(() => answer(404, { message: 'Not Found' }));
    expect(await screen.findByText(/このページは有効期限が切れたか、無効です。/)).toBeTruthy();
  });
});

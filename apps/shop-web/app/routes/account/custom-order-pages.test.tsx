import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import type { CustomOrderWire } from '@shop/api-contract';
import { answer, createFakeApi, type FakeApi } from '@shop/web-state/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inPageBoundary, pageRoute } from '../../testing/page-routes.tsx';
import { renderRoutes } from '../../testing/render.tsx';
import * as customOrderPage from './custom-order.tsx';
import * as customOrdersPage from './custom-orders.tsx';

const browser = vi.hoisted(() => ({ api: undefined as unknown }));
vi.mock('@shop/web-state', async (original) => ({ ...(await original<object>()), browserApi: () => Promise.resolve(browser.api) }));

const quoted = WIRE_EXAMPLES.customOrderShow.response.data as CustomOrderWire;
const received: CustomOrderWire = { ...quoted, status: 'received', status_label: 'お見積り中', quote: null };

function routes() {
  return inPageBoundary([
    pageRoute({ id: 'myaccount-custom_order', path: '/myaccount/custom_order' }, customOrdersPage),
    pageRoute({ id: 'myaccount-custom_order-number', path: '/myaccount/custom_order/:number' }, customOrderPage),
    { id: 'cart', path: 'cart', Component: () => <h1>カート</h1> },
    { id: 'login', path: 'login', Component: () => <h1>ログイン</h1> },
  ]);
}

function api(
  wire: CustomOrderWire,
  accept: () => ReturnType<typeof answer> | object = () => answer(201, WIRE_EXAMPLES.customOrderAccept.response),
): FakeApi {
  const fake = createFakeApi({
    'GET /api/custom_orders': { data: [wire] },
    [`GET /api/custom_orders/${wire.number}`]: { data: wire },
    [`POST /api/custom_orders/${wire.number}/accept`]: accept,
    'GET /laravel/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
  });
  browser.api = fake.api;
  return fake;
}

describe('the customer’s BYOB requests', () => {
  it('lists each request with its status and quote, linking to it', async () => {
    renderRoutes(routes(), '/myaccount/custom_order', { fake: api(quoted) });
    const link = await screen.findByRole('link', { name: `ご依頼番号 ${quoted.number}` });
    expect(link.getAttribute('href')).toBe(`/myaccount/custom_order/${quoted.number}`);
    const card = link.closest('li') as HTMLElement;
    expect(card.textContent).toContain('お見積り済み');
    expect(card.textContent).toContain('￥45,000');
  });

  it('shows a quoted request with its price and tax; accepting puts it in the cart', async () => {
    const fake = api(quoted);
    renderRoutes(routes(), `/myaccount/custom_order/${quoted.number}?token=k3jQd9bX2mYw7TzR4vLp8sNc`, { fake });
    expect(await screen.findByRole('heading', { level: 1, name: `持ち込みプリントのご依頼 ${quoted.number}` })).toBeTruthy();
    // Already the customer's: the token of the link is not sent anywhere, nothing offered.
    expect(fake.requests.every((r) => !r.url.includes('token') && r.method === 'GET')).toBe(true);
    expect(screen.queryByRole('button', { name: 'このアカウントに追加する' })).toBeNull();
    expect(screen.getByText('￥45,000')).toBeTruthy();
    expect(screen.getByText(/うち消費税 ￥4,090/)).toBeTruthy();
    expect(screen.getByText('製作日数: お品物の到着後 10営業日')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'この見積もりで注文する' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'カート' })).toBeTruthy();
    expect(fake.requests.some((r) => r.method === 'POST' && new URL(r.url).pathname === `/api/custom_orders/${quoted.number}/accept`)).toBe(
      true,
    );
  });

  it("offers to add a guest's request the mailed link names, adds it by POST with the token, then shows it", async () => {
    let claimed = false;
    const fake = createFakeApi({
      [`GET /api/custom_orders/${quoted.number}`]: () => (claimed ? { data: quoted } : answer(404, { message: 'No item exists.' })),
      [`POST /api/custom_orders/${quoted.number}/claim`]: () => {
        claimed = true;
        return { data: quoted };
      },
      'GET /laravel/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
    });
    browser.api = fake.api;
    renderRoutes(routes(), `/myaccount/custom_order/${quoted.number}?token=k3jQd9bX2mYw7TzR4vLp8sNc`, { fake });
    expect(await screen.findByRole('heading', { level: 1, name: `持ち込みプリントのご依頼 ${quoted.number}` })).toBeTruthy();
    expect(screen.getByText(/ゲストとしてお送りいただいたご依頼です/)).toBeTruthy();
    // Opening the link wrote nothing.
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'このアカウントに追加する' }));
    expect(await screen.findByText('￥45,000')).toBeTruthy();
    const post = fake.requests.find((r) => r.method === 'POST' && new URL(r.url).pathname === `/api/custom_orders/${quoted.number}/claim`);
    expect(await post?.json()).toEqual({ token: 'k3jQd9bX2mYw7TzR4vLp8sNc' });
    expect(screen.queryByRole('button', { name: 'このアカウントに追加する' })).toBeNull();
  });

  it('says so when the link cannot add the request, and keeps the offer', async () => {
    const fake = createFakeApi({
      [`GET /api/custom_orders/${quoted.number}`]: () => answer(404, { message: 'No item exists.' }),
      [`POST /api/custom_orders/${quoted.number}/claim`]: () => answer(404, { message: 'No item exists.' }),
      'GET /laravel/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
    });
    browser.api = fake.api;
    renderRoutes(routes(), `/myaccount/custom_order/${quoted.number}?token=k3jQd9bX2mYw7TzR4vLp8sNc`, { fake });
    fireEvent.click(await screen.findByRole('button', { name: 'このアカウントに追加する' }));
    expect(await screen.findByText(/このリンクではご依頼を追加できません/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'このアカウントに追加する' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is a 404 without a token for a request that is not the customer’s', async () => {
    const fake = createFakeApi({ [`GET /api/custom_orders/${quoted.number}`]: () => answer(404, { message: 'No item exists.' }) });
    browser.api = fake.api;
    renderRoutes(routes(), `/myaccount/custom_order/${quoted.number}`, { fake });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toContain('持ち込みプリントのご依頼');
    expect(screen.queryByRole('button', { name: 'このアカウントに追加する' })).toBeNull();
  });

  it('tells why an accept was refused and stays', async () => {
    renderRoutes(routes(), `/myaccount/custom_order/${quoted.number}`, {
      fake: api(quoted, () => answer(409, { message: 'このお見積りはすでにカートに入れてご注文手続きに進んでいます。' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'この見積もりで注文する' }));
    expect(await screen.findByText('このお見積りはすでにカートに入れてご注文手続きに進んでいます。')).toBeTruthy();
  });

  it('has no button before the quote', async () => {
    renderRoutes(routes(), `/myaccount/custom_order/${received.number}`, { fake: api(received) });
    expect(await screen.findByText(/ただいまお見積りを作成しています/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'この見積もりで注文する' })).toBeNull();
  });

  it('sends a guest to the login page (spec §6 guard)', async () => {
    const fake = createFakeApi({ [`GET /api/custom_orders/${quoted.number}`]: answer(401, { message: 'Unauthenticated.' }) });
    renderRoutes(routes(), `/myaccount/custom_order/${quoted.number}?token=abc`, { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
  });
});

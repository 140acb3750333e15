import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import type { EstimateWire } from '@shop/api-contract';
import { createFakeApi, type FakeApi } from '@shop/web-state/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PAGES } from '../../navigation/pages/account-pages.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { crumbs, inPageBoundary, pageRoute } from '../../testing/page-routes.tsx';
import { renderRoutes } from '../../testing/render.tsx';
import * as estimatePage from './estimate.tsx';
import * as estimatesPage from './estimates.tsx';
import { ACCOUNT_SERVICES } from './myaccount.tsx';

const browser = vi.hoisted(() => ({ api: undefined as unknown }));
vi.mock('@shop/web-state', async (original) => ({ ...(await original<object>()), browserApi: () => Promise.resolve(browser.api) }));

const ex = WIRE_EXAMPLES;
const estimate = ex.estimateShow.response.data as EstimateWire;
const NUMBER = 'Q-2026-000003';

const MODULES = { 'myaccount-estimates': estimatesPage, 'myaccount-estimates-number': estimatePage } as const;

function pageRoutes() {
  return inPageBoundary([
    ...ACCOUNT_PAGES.filter((page) => page.id in MODULES).map((page) => pageRoute(page, MODULES[page.id as keyof typeof MODULES])),
    { id: 'cart', path: 'cart', Component: () => <h1>カート</h1> },
  ]);
}

function estimatesApi(wire: EstimateWire = estimate): FakeApi {
  const fake = createFakeApi({
    'GET /api/estimates': ex.estimateList.response,
    [`GET /api/estimates/${NUMBER}`]: { data: wire },
    [`POST /api/estimates/${NUMBER}/cart`]: () => Response.json(ex.estimateCart.response, { status: 201 }),
    'GET /api/cart/contents': { data: { cart_items: [], cart_productions: [], cart_reorders: [], cart_estimates: [] } },
    'GET /laravel/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
  });
  browser.api = fake.api;
  return fake;
}

describe('estimate pages in the route table', () => {
  it('exist under the spec route names, so the user menu and the account page link 見積履歴', () => {
    expect(ACCOUNT_PAGES.filter((page) => page.id in MODULES).map((page) => [page.id, page.path])).toEqual([
      ['myaccount-estimates', '/myaccount/estimates'],
      ['myaccount-estimates-number', '/myaccount/estimates/:number'],
    ]);
    expect(isImplemented('myaccount-estimates')).toBe(true);
    expect(ACCOUNT_SERVICES.filter((link) => isImplemented(link.route)).map((link) => link.to)).toContain('/myaccount/estimates');
  });

  it('are never kept by a shared cache', () => {
    expect(new Headers(estimatePage.headers()).get('Cache-Control')).toBe('private, no-store');
    expect(new Headers(estimatesPage.headers()).get('Cache-Control')).toBe('private, no-store');
  });
});

describe('the estimate history', () => {
  it('lists number, title, issue date, validity, total and state, linking to each estimate', async () => {
    renderRoutes(pageRoutes(), '/myaccount/estimates', { fake: estimatesApi() });
    expect(await screen.findByRole('heading', { level: 1, name: '見積履歴' })).toBeTruthy();
    expect(crumbs()).toEqual(['ホーム', 'アカウントサービス', '見積履歴']);
    const link = screen.getByRole('link', { name: `見積番号 ${NUMBER}` });
    expect(link.getAttribute('href')).toBe(`/myaccount/estimates/${NUMBER}`);
    const card = link.closest('li') as HTMLElement;
    expect(card.textContent).toContain('発行日 2026年11月27日');
    expect(card.textContent).toContain('有効期限 2026年12月27日');
    expect(card.textContent).toContain('￥56,100');
    expect(card.textContent).toContain('有効');
    const expired = screen.getByRole('link', { name: '見積番号 Q-2026-000001' }).closest('li') as HTMLElement;
    expect(expired.textContent).toContain('期限切れ');
  });
});

describe('an estimate', () => {
  it('shows its lines, total with the tax it contains, validity, the PDF link and カートに入れる', async () => {
    renderRoutes(pageRoutes(), `/myaccount/estimates/${NUMBER}`, { fake: estimatesApi() });
    expect(await screen.findByRole('heading', { level: 1, name: `お見積り ${NUMBER}` })).toBeTruthy();
    expect(crumbs()).toEqual(['ホーム', 'アカウントサービス', '見積履歴', `お見積り ${NUMBER}`]);
    expect(screen.getByText('（内消費税 ￥5,100）')).toBeTruthy();
    expect(screen.getByText('2026年12月27日まで')).toBeTruthy();
    expect(screen.getAllByText(/5\.6オンス ハイクオリティーTシャツ/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'PDFをダウンロード' }).getAttribute('href')).toBe(`/api/estimates/${NUMBER}/pdf`);
    expect((screen.getByRole('button', { name: 'カートに入れる' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts it into the cart and goes to the cart', async () => {
    const fake = estimatesApi();
    renderRoutes(pageRoutes(), `/myaccount/estimates/${NUMBER}`, { fake });
    fireEvent.click(await screen.findByRole('button', { name: 'カートに入れる' }));
    await waitFor(
      () => expect(screen.queryByRole('alert')?.textContent ?? screen.queryByRole('heading', { level: 1 })?.textContent).toBe('カート'),
      { timeout: 4000 },
    );
    await waitFor(() =>
      expect(fake.requests.some((r) => r.method === 'POST' && new URL(r.url).pathname === `/api/estimates/${NUMBER}/cart`)).toBe(true),
    );
  });

  it('an expired or ordered estimate cannot go into the cart, and says why', async () => {
    const reason = 'この見積は有効期限（2026年12月27日）を過ぎています。もう一度お見積りください。';
    renderRoutes(pageRoutes(), `/myaccount/estimates/${NUMBER}`, {
      fake: estimatesApi({ ...estimate, state: 'expired', state_label: '期限切れ', refusal: reason }),
    });
    const button = (await screen.findByRole('button', { name: 'カートに入れる' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
    expect(screen.getAllByText('期限切れ').length).toBeGreaterThan(0);
  });
});

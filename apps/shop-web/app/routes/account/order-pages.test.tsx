import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import type { OrderWire } from '@shop/api-contract';
import { answer, createFakeApi, type FakeApi } from '@shop/web-state/testing';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_PAGES } from '../../navigation/pages/order-pages.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { contextWith, crumbs, inPageBoundary, pageRoute } from '../../testing/page-routes.tsx';
import { renderRoutes } from '../../testing/render.tsx';
import * as orderPage from './order.tsx';
import * as orderProductionPage from './order-production.tsx';
import * as ordersPage from './orders.tsx';
import { ACCOUNT_SERVICES } from './myaccount.tsx';

const ex = WIRE_EXAMPLES;
const order = ex.orderShow.response.data as OrderWire;

const MODULES = {
  'myaccount-orders': ordersPage,
  'myaccount-orders-number': orderPage,
  'myaccount-order-productions-number': orderProductionPage,
} as const;

/** The order pages as the route table declares them, inside the page boundary. */
function pageRoutes() {
  return inPageBoundary(ORDER_PAGES.map((page) => pageRoute(page, MODULES[page.id])));
}

/** The API with `wire` as the order PF-2026-000123. */
function ordersApi(wire: OrderWire = order): FakeApi {
  return createFakeApi({
    'GET /api/orders': ex.orderList.response,
    'GET /api/orders/PF-2026-000123': { data: wire },
    'GET /api/orders/PF-2026-000123/receipt': ex.orderReceiptStatus.response,
    'GET /api/order_productions/PF-2026-000123-1': ex.orderProductionShow.response,
  });
}

describe('order pages in the route table', () => {
  it('exist under the spec route names, so the account page and the user menu link the order history', () => {
    expect(ORDER_PAGES.map((page) => [page.id, page.path])).toEqual([
      ['myaccount-orders', '/myaccount/orders'],
      ['myaccount-orders-number', '/myaccount/orders/:number'],
      ['myaccount-order-productions-number', '/myaccount/order-productions/:number'],
    ]);
    expect(ACCOUNT_SERVICES.filter((link) => isImplemented(link.route)).map((link) => link.to)).toContain('/myaccount/orders');
  });

  it('are never kept by a shared cache', () => {
    expect(new Headers(orderPage.headers()).get('Cache-Control')).toBe('private, no-store');
  });
});

describe('the order history', () => {
  it('lists each order with its number, date, status and total, linking to the order', async () => {
    renderRoutes(pageRoutes(), '/myaccount/orders', { fake: ordersApi() });
    expect(await screen.findByRole('heading', { level: 1, name: '注文履歴' })).toBeTruthy();
    expect(crumbs()).toEqual(['ホーム', 'アカウントサービス', '注文履歴']);
    const link = screen.getByRole('link', { name: 'ご注文番号 PF-2026-000123' });
    expect(link.getAttribute('href')).toBe('/myaccount/orders/PF-2026-000123');
    const card = link.closest('li') as HTMLElement;
    expect(card.textContent).toContain('ご注文日 2026年11月24日');
    expect(card.textContent).toContain('受付');
    expect(card.textContent).toContain('￥12,870');
  });

  it('asks the API for the page of the query', async () => {
    const fake = ordersApi();
    renderRoutes(pageRoutes(), '/myaccount/orders?page=3', { fake });
    await screen.findByRole('heading', { level: 1, name: '注文履歴' });
    expect(new URL(fake.requests[0]?.url ?? '').searchParams.get('page')).toBe('3');
  });
});

describe('an order', () => {
  it('shows its status, lines with their placements, totals with the tax, payment, dates and address', async () => {
    renderRoutes(pageRoutes(), '/myaccount/orders/PF-2026-000123', { fake: ordersApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'ご注文 PF-2026-000123' })).toBeTruthy();
    expect(crumbs()).toEqual(['ホーム', 'アカウントサービス', '注文履歴', 'ご注文 PF-2026-000123']);
    expect(screen.getByRole('list', { name: 'ご注文の進み具合' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '前面 A4のプリントデータ' }).getAttribute('src')).toBe(
      '/api/files/0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d/thumbnail',
    );
    expect(screen.getByRole('link', { name: 'プリント内容の詳細を見る（PF-2026-000123-1）' }).getAttribute('href')).toBe(
      '/myaccount/order-productions/PF-2026-000123-1',
    );
    expect(screen.getByText('（内消費税 ￥1,170）')).toBeTruthy();
    expect(screen.getByText('Visa 末尾4242（有効期限 12/30）')).toBeTruthy();
    expect(screen.getByText('11月27日(金)')).toBeTruthy();
    expect(screen.getByText(/〒100-0001/).textContent).toContain('東京都千代田区千代田1-1');
    // Not shipped yet: no tracking.
    expect(screen.queryByText('お問い合わせ番号')).toBeNull();
  });

  it('a delivered order offers 「再注文する」 for each production and 「レビューを書く」 once per product not reviewed yet (issue #32)', async () => {
    const delivered: OrderWire = { ...order, status: 'delivered', status_label: '配達完了' };
    const waiting = {
      ...ex.myReviewList.response.data.waiting[0],
      product: { ...ex.myReviewList.response.data.waiting[0]!.product, code: '5001-01' },
    };
    const fake = createFakeApi({
      'GET /api/orders/PF-2026-000123': { data: delivered },
      'GET /api/orders/PF-2026-000123/receipt': ex.orderReceiptStatus.response,
      'GET /api/my/reviews': { data: { reviews: [], waiting: [waiting] } },
    });
    renderRoutes(pageRoutes(), '/myaccount/orders/PF-2026-000123', { fake });
    const reorder = await screen.findByRole('link', { name: '5.6オンス ハイクオリティーTシャツ（PF-2026-000123-1）を再注文する' });
    expect(reorder.getAttribute('href')).toBe('/myaccount/reorder/PF-2026-000123-1');
    expect(reorder.textContent).toBe('再注文する');
    // The item line and the production are the same product: one review button, on its first line.
    const reviews = screen.getAllByRole('link', { name: '5.6オンス ハイクオリティーTシャツのレビューを書く' });
    expect(reviews).toHaveLength(1);
    expect(reviews[0]?.getAttribute('href')).toBe('/myaccount/reviews/write-review?product=5001-01');
  });

  it('a product reviewed already gets no 「レビューを書く」; an order not delivered yet offers neither', async () => {
    const delivered: OrderWire = { ...order, status: 'delivered', status_label: '配達完了' };
    const reviewed = createFakeApi({
      'GET /api/orders/PF-2026-000123': { data: delivered },
      'GET /api/orders/PF-2026-000123/receipt': ex.orderReceiptStatus.response,
      'GET /api/my/reviews': { data: { reviews: [], waiting: [] } },
    });
    renderRoutes(pageRoutes(), '/myaccount/orders/PF-2026-000123', { fake: reviewed });
    expect(await screen.findByRole('link', { name: /を再注文する$/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /のレビューを書く$/ })).toBeNull();
    cleanup();
    const fake = ordersApi();
    renderRoutes(pageRoutes(), '/myaccount/orders/PF-2026-000123', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'ご注文 PF-2026-000123' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /を再注文する$/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /のレビューを書く$/ })).toBeNull();
    expect(fake.requests.some((request) => request.url.endsWith('/api/my/reviews'))).toBe(false);
  });

  it("links a Yamato tracking number to the carrier's tracking page (spec §7), opening in a new tab", async () => {
    const shipped: OrderWire = {
      ...order,
      status: 'shipped',
      status_label: '発送済み',
      carrier: 1,
      carrier_label: 'ヤマト運輸',
      tracking_number: '1234-5678-9012',
    };
    renderRoutes(pageRoutes(), '/myaccount/orders/PF-2026-000123', { fake: ordersApi(shipped) });
    const link = await screen.findByRole('link', { name: 'ヤマト運輸の配送状況を確認する（新しいタブで開きます）' });
    expect(link.getAttribute('href')).toBe('https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=123456789012');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('1234-5678-9012')).toBeTruthy();
  });

  it('shows the number of another carrier without a link', async () => {
    const shipped: OrderWire = {
      ...order,
      status: 'shipped',
      status_label: '発送済み',
      carrier: 9,
      carrier_label: 'その他の配送業者',
      tracking_number: 'ZX-1',
    };
    renderRoutes(pageRoutes(), '/myaccount/orders/PF-2026-000123', { fake: ordersApi(shipped) });
    expect(await screen.findByText('ZX-1')).toBeTruthy();
    expect(screen.getByText('その他の配送業者')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /配送状況を確認する/ })).toBeNull();
  });

  it('tells where to transfer the money while a bank transfer is awaited', async () => {
    const awaiting: OrderWire = {
      ...order,
      status: 'awaiting_payment',
      status_label: '入金待ち',
      payment: {
        ...order.payment,
        method: 'bank_transfer',
        method_label: '銀行振込',
        status: 'awaiting_transfer',
        status_label: 'お振込み待ち',
        brand: null,
        last4: null,
        exp_month: null,
        exp_year: null,
        transfer_due_date: '2026-12-01',
        bank_account: {
          bank_name: 'みずほ銀行',
          branch_name: '渋谷支店',
          account_type: '普通',
          account_number: '1234567',
          account_holder: 'カ）オリジナルプリント',
        },
      },
    };
    renderRoutes(pageRoutes(), '/myaccount/orders/PF-2026-000123', { fake: ordersApi(awaiting) });
    const guide = await screen.findByRole('region', { name: 'お振込みのご案内' });
    expect(guide.textContent).toContain('みずほ銀行 渋谷支店');
    expect(guide.textContent).toContain('普通 1234567');
    expect(guide.textContent).toContain('12月1日(火)まで');
  });

  it("answers 404 for an order the API does not show (another customer's)", async () => {
    renderRoutes(pageRoutes(), '/myaccount/orders/PF-2026-999999', { fake: ordersApi() });
    expect(await screen.findByText('404')).toBeTruthy();
  });

  it('sends a visitor without a session to the login page, returning here', async () => {
    const fake = createFakeApi({ 'GET /api/orders/PF-2026-000123': () => answer(401, { message: 'Unauthenticated.' }) });
    const thrown = await orderPage
      .loader({
        request: new Request('https://shop.test/myaccount/orders/PF-2026-000123'),
        params: { number: 'PF-2026-000123' },
        context: contextWith(fake),
      } as never)
      .catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/login?return_to=%2Fmyaccount%2Forders%2FPF-2026-000123');
  });
});

describe('a production of an order', () => {
  it('shows its placements with the artwork, the colours and sizes, and the data check', async () => {
    renderRoutes(pageRoutes(), '/myaccount/order-productions/PF-2026-000123-1', { fake: ordersApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'プリント内容 PF-2026-000123-1' })).toBeTruthy();
    expect(crumbs()).toEqual(['ホーム', 'アカウントサービス', '注文履歴', 'ご注文 PF-2026-000123', 'プリント内容 PF-2026-000123-1']);
    expect(screen.getByRole('img', { name: '前面 A4のプリントデータ' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'カラー・サイズ・数量' }).textContent).toContain('ホワイト: S 3点（ギフト包装）');
    expect(screen.getByText('確認待ち')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PF-2026-000123' }).getAttribute('href')).toBe('/myaccount/orders/PF-2026-000123');
  });
});

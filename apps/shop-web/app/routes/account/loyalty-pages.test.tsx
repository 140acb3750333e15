import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { answer, createFakeApi, createTestStore, noContent, type FakeApi } from '@shop/web-state/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES } from '../../navigation/pages/account-pages.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { crumbs, inPageBoundary, pageRoute } from '../../testing/page-routes.tsx';
import { renderRoutes } from '../../testing/render.tsx';
import * as couponsPage from './coupons.tsx';
import { ACCOUNT_SERVICES } from './myaccount.tsx';
import * as pointHistoryPage from './point-history.tsx';

const ex = WIRE_EXAMPLES;

function pageRoutes() {
  return inPageBoundary([
    pageRoute({ id: 'myaccount-coupons', path: '/myaccount/coupons' }, couponsPage),
    pageRoute({ id: 'myaccount-point_history', path: '/myaccount/point_history' }, pointHistoryPage),
  ]);
}

function render(fake: FakeApi, url: string) {
  const { store } = createTestStore(fake, { user: { id: 7, name: '山田 太郎' } });
  return renderRoutes(pageRoutes(), url, { fake, store });
}

describe('coupon and point pages in the route table', () => {
  it('exist under the spec route names, so the account page links them; never kept by a shared cache', () => {
    const pages = ACCOUNT_PAGES.filter((page) => page.id === 'myaccount-coupons' || page.id === 'myaccount-point_history');
    expect(pages.map((page) => [page.id, page.path])).toEqual([
      ['myaccount-coupons', '/myaccount/coupons'],
      ['myaccount-point_history', '/myaccount/point_history'],
    ]);
    expect(ACCOUNT_SERVICES.filter((link) => isImplemented(link.route)).map((link) => link.to)).toEqual(
      expect.arrayContaining(['/myaccount/coupons', '/myaccount/point_history']),
    );
    expect(new Headers(couponsPage.headers()).get('Cache-Control')).toBe('private, no-store');
    expect(new Headers(pointHistoryPage.headers()).get('Cache-Control')).toBe('private, no-store');
  });
});

describe('the coupons page', () => {
  it('lists the coupons by state with their conditions, and says why a code is refused', async () => {
    const user = userEvent.setup();
    const message = 'クーポンコード「NOSUCH」は見つかりません。入力したコードをご確認ください。';
    const fake = createFakeApi({
      'GET /laravel/sanctum/csrf-cookie': noContent,
      'GET /api/coupons': ex.couponList.response,
      'POST /api/coupons/claim': () => answer(422, { message, errors: { code: [message] } }),
    });
    render(fake, '/myaccount/coupons');
    expect(await screen.findByRole('heading', { level: 1, name: 'クーポン' })).toBeTruthy();
    expect(crumbs()).toEqual(['ホーム', 'アカウントサービス', 'クーポン']);
    const available = screen.getByRole('region', { name: '利用可能（1件）' });
    expect(within(available).getByText('¥500引き')).toBeTruthy();
    for (const condition of ['¥5,000以上のご注文で', '有効期限 2026年12月31日まで', 'お一人様1回限り'])
      expect(within(available).getByText(condition)).toBeTruthy();
    const used = screen.getByRole('region', { name: '使用済み（1件）' });
    expect(within(used).getByRole('link', { name: 'PF-2026-000123' }).getAttribute('href')).toBe('/myaccount/orders/PF-2026-000123');
    expect(within(screen.getByRole('region', { name: '期限切れ（0件）' })).getByText('期限切れのクーポンはありません。')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'クーポンコード' }), 'nosuch');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText(message)).toBeTruthy();
    const claim = fake.requests.find((request) => request.url.endsWith('/api/coupons/claim'));
    // Sent as typed: the server folds and upper-cases it (CouponCodeSchema).
    expect(await claim?.clone().json()).toEqual({ code: 'nosuch' });
  });

  it('adds a code and reloads the list', async () => {
    const user = userEvent.setup();
    let lists = 0;
    const fake = createFakeApi({
      'GET /laravel/sanctum/csrf-cookie': noContent,
      'GET /api/coupons': () =>
        lists++ === 0 ? answer(200, { data: { available: [], used: [], expired: [] } }) : answer(200, ex.couponList.response),
      'POST /api/coupons/claim': () => answer(201, ex.couponClaim.response),
    });
    render(fake, '/myaccount/coupons');
    expect(
      await screen.findByText('利用できるクーポンはありません。クーポンコードをお持ちの方は上の欄から登録してください。'),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'クーポンコード' }), 'SPRING500');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('クーポン「春のプリントキャンペーン」（¥500引き）を登録しました。')).toBeTruthy();
    expect(await screen.findByRole('region', { name: '利用可能（1件）' })).toBeTruthy();
  });
});

describe('the point history', () => {
  it('shows the balance, its expiry and each movement with its reason, order and points', async () => {
    const fake = createFakeApi({ 'GET /api/points': ex.pointHistory.response });
    render(fake, '/myaccount/point_history?page=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'ポイント履歴' })).toBeTruthy();
    expect(crumbs()).toEqual(['ホーム', 'アカウントサービス', 'ポイント履歴']);
    const balance = screen.getByRole('region', { name: 'ポイント残高' });
    expect(balance.textContent).toContain('120 ポイント');
    expect(balance.textContent).toContain('有効期限 2027年11月24日まで');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/お買い物でのご利用ご注文番号 PF-2026-000124−30$/),
      expect.stringMatching(/ご注文によるポイント獲得ご注文番号 PF-2026-000123\+150$/),
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'PF-2026-000124' })
        .getAttribute('href'),
    ).toBe('/myaccount/orders/PF-2026-000124');
  });
});

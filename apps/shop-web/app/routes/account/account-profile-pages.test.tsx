/**
 * The account area's own pages (issue #14) rendered with their loaders against a fake API: the
 * dashboard, name, e-mail (with the mailed link), password, newsletter and closing the account.
 */
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { sessionUserAtom } from '@shop/web-state';
import { answer, createFakeApi, createTestStore, noContent, type FakeApi } from '@shop/web-state/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isImplemented } from '../../navigation/route-table.ts';
import { renderRoutes } from '../../testing/render.tsx';
import * as pageBoundary from '../page-boundary.tsx';
import * as cancelPage from './account-cancel-membership.tsx';
import * as emailPage from './account-email.tsx';
import * as namePage from './account-name.tsx';
import * as newsletterPage from './account-newsletter.tsx';
import * as passwordPage from './account-password.tsx';
import * as dashboard from './myaccount.tsx';

const ex = WIRE_EXAMPLES;
const account = ex.account.response.data;

interface PageModule {
  default: unknown;
  loader: unknown;
}

/** One page at `path` inside the page boundary, its server loader reading the fake API. */
function pageRoutes(path: string, module: PageModule) {
  return [
    {
      id: 'page-boundary',
      Component: pageBoundary.default,
      ErrorBoundary: pageBoundary.ErrorBoundary,
      children: [
        { id: 'page', path: path.slice(1), loader: module.loader as never, Component: module.default as never },
        { id: 'login', path: 'login', Component: () => <h1>ログイン</h1> },
        { id: 'home', path: '', Component: () => <h1>トップ</h1> },
      ],
    },
  ];
}

function accountApi(answers: Record<string, unknown> = {}): FakeApi {
  return createFakeApi({
    'GET /laravel/sanctum/csrf-cookie': noContent,
    'GET /api/account': ex.account.response,
    'GET /api/orders': ex.orderList.response,
    'GET /api/points': ex.pointHistory.response,
    'GET /api/coupons': ex.couponList.response,
    'GET /api/account/closure': { data: { closable: true, blocking_orders: [] } },
    ...answers,
  });
}

function render(url: string, path: string, module: PageModule, fake: FakeApi = accountApi()) {
  const { store } = createTestStore(fake, { user: { id: 1, name: account.name } });
  renderRoutes(pageRoutes(path, module), url, { store, fake });
  return { store, fake };
}

const bodyOf = async (fake: FakeApi, method: string, path: string) => {
  const request = fake.requests.find((r) => r.method === method && new URL(r.url).pathname === path);
  return request ? ((await request.clone().json()) as unknown) : undefined;
};

beforeEach(() => localStorage.clear());

describe('the dashboard', () => {
  it('greets with 様 and shows points, coupons, the latest orders and every service that exists', async () => {
    render('/myaccount', '/myaccount', dashboard);
    expect(await screen.findByText(`${account.name} 様、いつもご利用いただきありがとうございます。`)).toBeTruthy();
    const points = screen.getByRole('region', { name: '保有ポイント' });
    expect(points.textContent).toContain(`${ex.pointHistory.response.data.balance.toLocaleString('ja-JP')} pt`);
    const coupons = screen.getByRole('region', { name: 'クーポン' });
    expect(coupons.textContent).toContain(`${ex.couponList.response.data.available.length}枚`);
    const orders = screen.getByRole('region', { name: '最近のご注文' });
    const first = ex.orderList.response.data[0];
    expect(within(orders).getByRole('link', { name: first?.number }).getAttribute('href')).toBe(`/myaccount/orders/${first?.number}`);
    expect(orders.textContent).toContain(first?.status_label);
    const services = within(screen.getByRole('navigation', { name: 'アカウントサービス' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const existing = dashboard.ACCOUNT_SERVICES.filter((link) => isImplemented(link.route)).map((link) => link.to);
    expect(services).toEqual([...existing, '/cart']);
    for (const route of [
      'myaccount-name',
      'myaccount-email',
      'myaccount-password',
      'myaccount-newsletter',
      'myaccount-cancel-membership',
    ]) {
      expect(isImplemented(route)).toBe(true);
    }
  });

  it('shows the 401 page, not the login form, when the session of a customer this browser held as logged in has ended (spec §8)', async () => {
    const fake = accountApi({ 'GET /api/account': () => answer(401, { message: 'Unauthenticated.' }) });
    render('/myaccount?tab=1', '/myaccount', dashboard, fake);
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeTruthy();
    expect(screen.getByText('ログインが必要です')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'ログイン' })).toBeNull();
  });
});

describe('name', () => {
  it('checks furigana as katakana, saves, shows the new name and renames the greeting of this browser', async () => {
    const renamed = { data: { ...account, name: '佐藤 花子', name_kana: 'サトウ\u3000ハナコ' } };
    let saved = false;
    const fake = accountApi({
      'PUT /api/account/name': () => {
        saved = true;
        return renamed;
      },
      'GET /api/account': () => (saved ? renamed : ex.account.response),
    });
    const { store } = render('/myaccount/name', '/myaccount/name', namePage, fake);
    const name = await screen.findByLabelText(/お名前/);
    expect((name as HTMLInputElement).value).toBe(account.name);
    const kana = screen.getByLabelText(/フリガナ/);
    await userEvent.clear(kana);
    await userEvent.type(kana, 'Sato');
    await userEvent.click(screen.getByRole('button', { name: '変更を保存する' }));
    expect(await screen.findByText('フリガナはカタカナで入力してください')).toBeTruthy();
    expect(saved).toBe(false);

    await userEvent.clear(name);
    await userEvent.type(name, '佐藤 花子');
    await userEvent.clear(kana);
    await userEvent.type(kana, 'さとう　はなこ');
    await userEvent.click(screen.getByRole('button', { name: '変更を保存する' }));
    expect((await screen.findByRole('status')).textContent).toBe('お名前を「佐藤 花子（サトウ\u3000ハナコ）」に変更しました。');
    expect(await bodyOf(fake, 'PUT', '/api/account/name')).toEqual({ name: '佐藤 花子', name_kana: 'さとう　はなこ' });
    expect(store.get(sessionUserAtom)?.name).toBe('佐藤 花子');
  });
});

describe('e-mail', () => {
  it('shows the current address and the change waiting for its link; asking sends the new address and the password', async () => {
    const fake = accountApi({ 'POST /api/account/email': ex.accountEmail.response });
    render('/myaccount/email', '/myaccount/email', emailPage, fake);
    expect(await screen.findByText(account.email)).toBeTruthy();
    expect(screen.getByText('確認待ちの変更')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/新しいメールアドレス/), 'taro.yamada@example.jp');
    await userEvent.type(screen.getByLabelText(/現在のパスワード/), 'password1234');
    await userEvent.click(screen.getByRole('button', { name: '確認メールを送る' }));
    expect((await screen.findByRole('status')).textContent).toContain('taro.yamada@example.jp に確認用のリンクをお送りしました');
    expect(await bodyOf(fake, 'POST', '/api/account/email')).toEqual({ email: 'taro.yamada@example.jp', current_password: 'password1234' });
  });

  it('a wrong password is said under its field', async () => {
    const message = '現在のパスワードが正しくありません。';
    const fake = accountApi({ 'POST /api/account/email': () => answer(422, { message, errors: { current_password: [message] } }) });
    render('/myaccount/email', '/myaccount/email', emailPage, fake);
    await userEvent.type(await screen.findByLabelText(/新しいメールアドレス/), 'new@example.jp');
    await userEvent.type(screen.getByLabelText(/現在のパスワード/), 'wrong12345');
    await userEvent.click(screen.getByRole('button', { name: '確認メールを送る' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('opening the mailed link (?token=) confirms the change once and says so', async () => {
    const fake = accountApi({ 'POST /api/account/email/confirm': ex.accountEmailConfirm.response });
    render('/myaccount/email?token=abc123', '/myaccount/email', emailPage, fake);
    expect((await screen.findByText(/メールアドレスを taro\.yamada@example\.jp に変更しました/)).textContent).toContain(
      '新しいメールアドレスでログイン',
    );
    expect(await bodyOf(fake, 'POST', '/api/account/email/confirm')).toEqual({ token: 'abc123' });
    expect(fake.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/confirm'))).toHaveLength(1);
  });

  it('an expired link says so in Japanese', async () => {
    const message = 'メールアドレス変更のリンクが無効か、有効期限が切れています。もう一度お手続きください。';
    const fake = accountApi({ 'POST /api/account/email/confirm': () => answer(422, { message, errors: { token: [message] } }) });
    render('/myaccount/email?token=old', '/myaccount/email', emailPage, fake);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});

describe('password', () => {
  it('checks the new password twice before sending; shows the server’s answer', async () => {
    const fake = accountApi({ 'PUT /api/account/password': ex.accountPassword.response });
    render('/myaccount/password', '/myaccount/password', passwordPage, fake);
    await userEvent.type(await screen.findByLabelText(/現在のパスワード/), 'password1234');
    await userEvent.type(screen.getByLabelText(/^新しいパスワード$|新しいパスワード(?!（)/), 'newpassword5678');
    await userEvent.type(screen.getByLabelText(/新しいパスワード（確認）/), 'newpassword9999');
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(await screen.findByText('新しいパスワード（確認）が新しいパスワードと一致しません')).toBeTruthy();
    expect(fake.requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.clear(screen.getByLabelText(/新しいパスワード（確認）/));
    await userEvent.type(screen.getByLabelText(/新しいパスワード（確認）/), 'newpassword5678');
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect((await screen.findByRole('status')).textContent).toBe(ex.accountPassword.response.message);
  });
});

describe('newsletter', () => {
  it('shows the current choice and records a new one', async () => {
    const fake = accountApi({ 'PUT /api/account/newsletter': ex.accountNewsletter.response });
    render('/myaccount/newsletter', '/myaccount/newsletter', newsletterPage, fake);
    const box = (await screen.findByRole('checkbox')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: '設定を保存する' }));
    expect((await screen.findByRole('status')).textContent).toBe('メールマガジンの配信を停止しました。');
    expect(await bodyOf(fake, 'PUT', '/api/account/newsletter')).toEqual({ subscribed: false });
  });
});

describe('closing the account', () => {
  it('names the orders in the way and offers no form while one is not delivered', async () => {
    const fake = accountApi({ 'GET /api/account/closure': ex.accountClosure.response });
    render('/myaccount/cancel-membership', '/myaccount/cancel-membership', cancelPage, fake);
    expect((await screen.findByRole('alert')).textContent).toContain('お届けが完了していないご注文があるため、現在は退会できません');
    expect(screen.getByRole('link', { name: 'ご注文番号 PF-2026-000123' }).getAttribute('href')).toBe('/myaccount/orders/PF-2026-000123');
    expect(screen.queryByRole('button', { name: '退会する' })).toBeNull();
  });

  it('needs the confirmation ticked and the password; then signs this browser out and says it is done', async () => {
    const fake = accountApi({ 'POST /api/account/close': ex.accountClose.response });
    const { store } = render('/myaccount/cancel-membership', '/myaccount/cancel-membership', cancelPage, fake);
    const button = await screen.findByRole('button', { name: '退会する' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: '上記の内容を確認し、退会します。' }));
    await userEvent.type(screen.getByLabelText(/現在のパスワード/), 'password1234');
    await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: '退会手続き完了' })).toBeTruthy();
    expect(await bodyOf(fake, 'POST', '/api/account/close')).toEqual({ current_password: 'password1234' });
    expect(store.get(sessionUserAtom)).toBeNull();
  });
});

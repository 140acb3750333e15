import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { sessionUserAtom } from '@shop/web-state';
import { answer, createFakeApi, createTestStore, noContent } from '@shop/web-state/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { ACCOUNT_PAGES } from '../../navigation/pages/account-pages.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import { renderRoutes } from '../../testing/render.tsx';
import LayoutLogin, { LOGIN_FOOTER_LINKS } from '../layout-login.tsx';
import ForgotPasswordConfirmPage from './forgot-password-confirm.tsx';
import ForgotPasswordPage from './forgot-password.tsx';
import RegisterPage from './register.tsx';
import ResetPasswordPage from './reset-password.tsx';

const ex = WIRE_EXAMPLES;

function accountApi(answers: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /laravel/sanctum/csrf-cookie': noContent,
    'GET /api/cart/contents': ex.cartContents.response,
    'POST /laravel/api/register': () => answer(201, ex.register.response),
    'POST /laravel/api/forgot-password': ex.forgotPassword.response,
    'POST /laravel/api/reset-password': ex.resetPassword.response,
    ...answers,
  });
}

beforeEach(() => localStorage.clear());

describe('account routes', () => {
  it('puts login, register and password recovery in the login layout and the rest in the default layout', () => {
    const login = routes.find((route) => route.id === 'layout-login');
    expect(login?.children?.map((child) => child.id)).toEqual([
      'login',
      'register',
      'forgotpassword',
      'forgotpassword-confirm',
      'resetpassword',
    ]);
    const defaultLayout = JSON.stringify(routes.find((route) => route.id === 'layout-default'));
    const rest = ACCOUNT_PAGES.filter((page) => !('layout' in page)).map((page) => page.id);
    expect(rest).toEqual(expect.arrayContaining(['cart', 'myaccount', 'myaccount-name', 'myaccount-email', 'myaccount-password']));
    for (const id of rest) expect(defaultLayout).toContain(`"id":"${id}"`);
    expect(isImplemented('cart') && isImplemented('login')).toBe(true);
  });
});

describe('login layout', () => {
  it('shows a footer of home and legal links, only to pages that exist, and no blog link', async () => {
    renderRoutes(
      [{ id: 'layout-login', Component: LayoutLogin, children: [{ id: 'login', path: '/login', Component: () => <h1>ログイン</h1> }] }],
      '/login',
    );
    const footer = await screen.findByRole('navigation', { name: 'フッター' });
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(LOGIN_FOOTER_LINKS.map((link) => link.to));
    expect(hrefs[0]).toBe('/');
    expect(hrefs).not.toContain('/blog');
  });

  it('hides the footer on product print routes', async () => {
    renderRoutes(
      [
        {
          id: 'layout-login',
          Component: LayoutLogin,
          children: [{ id: 'product-code-print-upload', path: '/p', Component: () => <h1>入稿</h1> }],
        },
      ],
      '/p',
    );
    await screen.findByRole('heading', { name: '入稿' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('registration', () => {
  it('checks the password rule and the confirmation, then registers and logs in', async () => {
    const fake = accountApi();
    const { store } = createTestStore(fake);
    renderRoutes(
      [
        { path: '/register', Component: RegisterPage },
        { path: '*', Component: () => <p>着地ページ</p> },
      ],
      '/register',
      { store },
    );
    await userEvent.type(await screen.findByLabelText('お名前'), '山田 太郎');
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'taro@example.jp');
    await userEvent.type(screen.getByLabelText('パスワード'), 'short');
    await userEvent.type(screen.getByLabelText('パスワード（確認）'), 'short');
    await userEvent.click(screen.getByRole('button', { name: '会員登録する' }));
    expect(
      await screen.findByText('パスワードはアルファベットと数字をそれぞれ1種類以上含む10文字以上32文字以下の半角英数字で入力してください'),
    ).toBeTruthy();
    expect(fake.requests).toEqual([]);

    await userEvent.clear(screen.getByLabelText('パスワード'));
    await userEvent.type(screen.getByLabelText('パスワード'), 'abcde12345');
    await userEvent.clear(screen.getByLabelText('パスワード（確認）'));
    await userEvent.type(screen.getByLabelText('パスワード（確認）'), 'abcde12345');
    await userEvent.click(screen.getByRole('button', { name: '会員登録する' }));
    expect(await screen.findByText('着地ページ')).toBeTruthy();
    expect(store.get(sessionUserAtom)).toEqual({ id: 1, name: '山田 太郎' });
  });
});

/** The password recovery form and its confirmation page, at the form. */
function renderForgotPassword(store: ReturnType<typeof createTestStore>['store']) {
  renderRoutes(
    [
      { path: '/forgotpassword', Component: ForgotPasswordPage },
      { path: '/forgotpassword/confirm', Component: ForgotPasswordConfirmPage },
    ],
    '/forgotpassword',
    { store },
  );
}

describe('password recovery', () => {
  it('asks for the mail and shows the server’s answer on the confirmation page', async () => {
    const fake = accountApi();
    const { store } = createTestStore(fake);
    renderForgotPassword(store);
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'taro@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '再設定メールを送信する' }));
    expect((await screen.findByRole('status')).textContent).toBe(ex.forgotPassword.response.message);
  });

  it('says to wait, and stays on the form with the address kept, when the server refuses more requests (429)', async () => {
    const refused = () =>
      new Response(JSON.stringify({ message: 'パスワード再設定のお申し込みが続いたため、しばらく時間をおいてからお試しください。' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '717' },
      });
    const { store } = createTestStore(accountApi({ 'POST /laravel/api/forgot-password': refused }));
    renderForgotPassword(store);
    await userEvent.type(await screen.findByLabelText('メールアドレス'), 'taro@example.jp');
    await userEvent.click(screen.getByRole('button', { name: '再設定メールを送信する' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '送信の試行回数が上限に達しました。717秒ほど待ってから、もう一度お試しください。',
    );
    expect((screen.getByLabelText('メールアドレス') as HTMLInputElement).value).toBe('taro@example.jp');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sets the new password with the token and e-mail from the mail link', async () => {
    const fake = accountApi();
    const { store } = createTestStore(fake);
    renderRoutes([{ path: '/resetpassword', Component: ResetPasswordPage }], '/resetpassword?token=f3a1c9e0b7&email=taro%40example.jp', {
      store,
    });
    expect(((await screen.findByLabelText('メールアドレス')) as HTMLInputElement).value).toBe('taro@example.jp');
    await userEvent.type(screen.getByLabelText('新しいパスワード'), 'abcde12345');
    await userEvent.type(screen.getByLabelText('新しいパスワード（確認）'), 'abcde12345');
    await userEvent.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect((await screen.findByRole('status')).textContent).toBe(ex.resetPassword.response.message);
    const sent = fake.requests.find((request) => request.url.endsWith('/reset-password'));
    expect(await sent?.json()).toEqual(ex.resetPassword.request);
  });

  it('explains a link without a token', async () => {
    renderRoutes([{ path: '/resetpassword', Component: ResetPasswordPage }], '/resetpassword');
    expect((await screen.findByRole('alert')).textContent).toContain('パスワード再設定用のリンクが正しくありません');
  });
});

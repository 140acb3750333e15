import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { sessionUserAtom } from '@shop/web-state';
import { answer, createFakeApi, createTestStore, noContent, requestLines, type FakeApi } from '@shop/web-state/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render.tsx';
import LoginPage from './login.tsx';

function loginApi(answers: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /laravel/sanctum/csrf-cookie': noContent,
    'POST /laravel/api/login': WIRE_EXAMPLES.login.response,
    'GET /api/cart/contents': WIRE_EXAMPLES.cartContents.response,
    ...answers,
  });
}

function renderLogin(fake: FakeApi, url = '/login') {
  const { store } = createTestStore(fake);
  const Landing = () => <p>着地ページ</p>;
  renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: Landing },
    ],
    url,
    { store },
  );
  return store;
}

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(await screen.findByLabelText('メールアドレス'), email);
  if (password) await userEvent.type(screen.getByLabelText('パスワード'), password);
}

beforeEach(() => localStorage.clear());

describe('login form', () => {
  it('shows the shared Japanese messages per field and sends nothing', async () => {
    const fake = loginApi();
    renderLogin(fake);
    await fillIn('taro@', '');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeTruthy();
    expect(screen.getByText('パスワードを入力してください')).toBeTruthy();
    expect(screen.getByLabelText('メールアドレス').getAttribute('aria-invalid')).toBe('true');
    expect(fake.requests).toEqual([]);
  });

  it('logs in and returns to return_to', async () => {
    const fake = loginApi();
    const store = renderLogin(fake, '/login?return_to=%2Fmyaccount%3Ftab%3D1');
    await fillIn('taro@example.jp', 'abcde12345');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('着地ページ')).toBeTruthy();
    expect(store.get(sessionUserAtom)).toEqual({ id: 1, name: '山田 太郎' });
    expect(requestLines(fake)).toContain('POST /laravel/api/login');
  });

  it('ignores a return_to that leads off the site', async () => {
    const fake = loginApi();
    renderLogin(fake, '/login?return_to=%2F%2Fevil.example%2F');
    await fillIn('taro@example.jp', 'abcde12345');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('着地ページ')).toBeTruthy();
  });

  it('puts the server’s 422 messages on their fields', async () => {
    const message = 'メールアドレスまたはパスワードが正しくありません。';
    renderLogin(loginApi({ 'POST /laravel/api/login': () => answer(422, { message, errors: { email: [message] } }) }));
    await fillIn('taro@example.jp', 'wrong-password1');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('メールアドレス').getAttribute('aria-invalid')).toBe('true');
  });

  it('says to wait after too many attempts (429)', async () => {
    renderLogin(
      loginApi({
        'POST /laravel/api/login': () =>
          new Response(JSON.stringify({ message: 'Too many', errors: { email: ['Too many'] } }), {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '42' },
          }),
      }),
    );
    await fillIn('taro@example.jp', 'abcde12345');
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ログインの試行回数が上限に達しました。42秒ほど待ってから、もう一度お試しください。',
    );
  });

  it('never submits on the Enter that confirms an IME conversion', async () => {
    const fake = loginApi();
    renderLogin(fake);
    await fillIn('taro@example.jp', 'abcde12345');
    const password = screen.getByLabelText('パスワード');
    const composing = fireEvent.keyDown(password, { key: 'Enter', keyCode: 229 });
    expect(composing).toBe(false); // default (implicit submission) prevented
    const plain = fireEvent.keyDown(password, { key: 'Enter', keyCode: 13 });
    expect(plain).toBe(true);
  });
});

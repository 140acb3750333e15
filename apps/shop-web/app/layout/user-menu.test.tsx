import { SESSION_KEY } from '@shop/web-state';
import { createFakeApi, createTestStore, noContent, requestLines } from '@shop/web-state/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render.tsx';
import { UserMenu } from './user-menu.tsx';

beforeEach(() => localStorage.clear());

function renderMenu(routeAvailable: (id: string) => boolean = (id) => id === 'myaccount') {
  const fake = createFakeApi({ 'GET /laravel/sanctum/csrf-cookie': noContent, 'POST /laravel/api/logout': noContent });
  const { store } = createTestStore(fake, { user: { id: 1, name: 'デモ 太郎' } });
  const Menu = () => <UserMenu name="デモ 太郎" routeAvailable={routeAvailable} />;
  const Home = () => <p>ホームページ</p>;
  renderRoutes(
    [
      { path: '/', Component: Home },
      { path: '*', Component: Menu },
    ],
    '/product/5001-01',
    { store },
  );
  return { fake, store };
}

describe('user menu', () => {
  it('greets the customer by name with 様 and lists only existing pages, then logout', async () => {
    renderMenu();
    const button = await screen.findByRole('button', { name: 'デモ 太郎 様のアカウントメニュー' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['アカウントサービス', 'ログアウト']);
    expect(items[0]?.getAttribute('href')).toBe('/myaccount');
  });

  it('lists order and estimate history once their pages exist', async () => {
    renderMenu(() => true);
    await userEvent.click(await screen.findByRole('button', { name: /アカウントメニュー/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'アカウントサービス',
      '注文履歴',
      '見積履歴',
      'ログアウト',
    ]);
  });

  it('works from the keyboard: ↓ opens on the first item, arrows wrap, Escape returns to the button', async () => {
    renderMenu();
    const button = await screen.findByRole('button', { name: /アカウントメニュー/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('アカウントサービス');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('ログアウト');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('アカウントサービス');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('ログアウト');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('ログアウト');
  });

  it('logout calls the server, clears the session and goes to /', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ user: { id: 1, name: 'デモ 太郎' }, syncedAt: Date.now() }));
    const { fake } = renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: /アカウントメニュー/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'ログアウト' }));
    expect(await screen.findByText('ホームページ')).toBeTruthy();
    expect(requestLines(fake)).toContain('POST /laravel/api/logout');
    await waitFor(() => expect(localStorage.getItem(SESSION_KEY)).toBeNull());
  });
});

import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { CASHIER_KEY, SESSION_KEY, cashierAtom, loadServerCartAtom, serverCartAtom, sessionUserAtom } from '@shop/web-state';
import { answer, createFakeApi, createTestStore } from '@shop/web-state/testing';
import { render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as category from '../routes/category.tsx';
import * as pageBoundary from '../routes/page-boundary.tsx';
import { renderRoutes } from '../testing/render.tsx';
import { ErrorPage, SafeErrorPage } from './error-page.tsx';

function renderError(node: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => node }]);
  render(<Stub initialEntries={['/']} />);
}

describe('error page', () => {
  it('shows code, title, the not-found text and a HOME button for a missing page', async () => {
    renderError(<ErrorPage error={new ErrorResponse(404, '', { message: 'x' })} />);
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HOME' }).getAttribute('href')).toBe('/');
  });

  it.each([
    [400, 'Bad Request', 'リクエストが正しくありません'],
    [401, 'Unauthorized', 'ログインが必要です'],
    [403, 'Forbidden', 'アクセスが許可されていません'],
    [404, 'Not Found', 'お探しのページは見つかりませんでした'],
    [422, 'Unprocessable Entity', '送信内容を処理できませんでした'],
    [503, 'Under Maintenance', 'メンテナンス中です'],
    [500, 'Internal Server Error', 'サーバーでエラーが発生しました'],
  ])('keeps the English title of %i and puts the Japanese line right under it', async (status, title, titleJa) => {
    renderError(<ErrorPage error={new ErrorResponse(status, '', null)} />);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    const line = screen.getByText(titleJa);
    expect(heading.nextElementSibling).toBe(line);
    expect(line.getAttribute('lang')).toBe('ja');
  });

  it('shows the maintenance message on a 503', async () => {
    renderError(<ErrorPage error={new ErrorResponse(503, '', { message: 'end planned: 2023-10-07 17:00:00' })} />);
    expect(await screen.findByRole('heading', { name: 'Under Maintenance' })).toBeTruthy();
    expect(screen.getByText('end planned: 2023-10-07 17:00:00')).toBeTruthy();
    expect(screen.getByText('ただいまメンテナンス中です。ご不便をおかけして申し訳ございません。')).toBeTruthy();
  });

  it('says the maintenance apology once when the server message already holds it', async () => {
    const message = 'ただいまメンテナンス中です。ご不便をおかけして申し訳ございません。 終了予定: 2023-10-07 17:00:00';
    renderError(<ErrorPage error={new ErrorResponse(503, '', { message })} />);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getAllByText(/ただいまメンテナンス中です/)).toHaveLength(1);
  });

  it('shows any other failure as 500 without its technical message', async () => {
    renderError(<ErrorPage error={new Error('db password is hunter2')} />);
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.queryByText(/hunter2/)).toBeNull();
  });

  it('falls back to a plain page when showing the error page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('the error page broke');
    }
    renderError(
      <SafeErrorPage error={new Error('first')}>
        <Broken />
      </SafeErrorPage>,
    );
    expect(await screen.findByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    expect(screen.getByText(/A second error happened/)).toBeTruthy();
    expect(screen.getByText('Error: the error page broke')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
    vi.restoreAllMocks();
  });
});

describe('a 401 error page logs the customer out in the browser (spec §8)', () => {
  const USER = { id: 1, name: '山田 太郎' };
  const NOW = Date.UTC(2026, 10, 17, 1, 0);

  /** A logged-in customer with a loaded cart and a cashier that remembers a failed push. */
  async function loggedInStore(productList: () => Response) {
    const fake = createFakeApi({
      'GET /api/cart/contents': WIRE_EXAMPLES.cartContents.response,
      'GET /api/categories/long': WIRE_EXAMPLES.categoryDetail.response,
      'GET /api/products': productList,
    });
    const { store } = createTestStore(fake, { now: NOW, user: USER });
    await store.set(loadServerCartAtom);
    store.set(cashierAtom, (cashier) => ({ ...cashier, syncFailed: true }));
    return { store, fake };
  }

  /** The category page as the app declares it: its loader, inside the page boundary. */
  function categoryRoutes() {
    return [
      {
        id: 'page-boundary',
        Component: pageBoundary.default,
        ErrorBoundary: pageBoundary.ErrorBoundary,
        HydrateFallback: () => null,
        children: [{ id: 'category', path: ':category', loader: category.loader as never, Component: category.default as never }],
      },
    ];
  }

  it('a loader answered 401 shows the 401 page, and the session, cashier and server cart are cleared', async () => {
    const { store, fake } = await loggedInStore(() => answer(401, { message: 'Unauthenticated.' }));
    renderRoutes(categoryRoutes(), '/long', { store, fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeTruthy();
    await vi.waitFor(() => expect(store.get(sessionUserAtom)).toBeNull());
    expect(store.get(serverCartAtom)).toBeNull();
    expect(store.get(cashierAtom)).toEqual({ timestamp: 0, syncFailed: false });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(CASHIER_KEY)).toBeNull();
  });

  it.each([403, 404, 500])('an error page for %i leaves the customer logged in', async (status) => {
    // A 500 from the API is logged as a bug; that log line is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, fake } = await loggedInStore(() => answer(status, { message: 'refused' }));
    renderRoutes(categoryRoutes(), '/long', { store, fake });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Unauthorized' })).toBeNull();
    expect(store.get(sessionUserAtom)).toEqual(USER);
    expect(store.get(cashierAtom).syncFailed).toBe(true);
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
    vi.restoreAllMocks();
  });

  it('a 401 page seen by a guest changes nothing stored', async () => {
    const { store } = createTestStore(createFakeApi({}), { now: NOW });
    const Stub = createRoutesStub([{ path: '*', Component: () => <ErrorPage error={new ErrorResponse(401, '', {})} /> }]);
    render(
      <Provider store={store}>
        <Stub initialEntries={['/']} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeTruthy();
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

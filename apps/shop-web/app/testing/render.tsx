/** Rendering helpers for component and route tests. */
import type { FakeApi } from '@shop/web-state/testing';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Outlet, RouterContextProvider, createRoutesStub } from 'react-router';
import { apiContext, shopEnvironmentContext } from '../api/context.ts';
import { ProgressProvider } from '../progress/progress-context.tsx';

type StubRoutes = Parameters<typeof createRoutesStub>[0];

function AppShell() {
  return (
    <ProgressProvider>
      <Outlet />
    </ProgressProvider>
  );
}

/**
 * Renders `routes` at `url` the way root.tsx wraps pages (jotai store, progress provider), with a
 * router context holding the fake API and the shop settings.
 */
export function renderRoutes(routes: StubRoutes, url: string, options: { store?: ReturnType<typeof createStore>; fake?: FakeApi } = {}) {
  const store = options.store ?? createStore();
  const context = new RouterContextProvider();
  if (options.fake) context.set(apiContext, options.fake.api);
  context.set(shopEnvironmentContext, { publicUrl: 'https://print.example.jp', gtmId: undefined });
  const Stub = createRoutesStub([{ id: 'app', Component: AppShell, children: routes }], context);
  const result = render(
    <JotaiProvider store={store}>
      <Stub initialEntries={[url]} />
    </JotaiProvider>,
  );
  return { ...result, store };
}

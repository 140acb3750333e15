/** Route tables for page tests: the pages as routes.ts mounts them, and what the tests read off a page. */
import type { FakeApi } from '@shop/web-state/testing';
import { screen, within } from '@testing-library/react';
import { RouterContextProvider, type createRoutesStub } from 'react-router';
import { apiContext } from '../api/context.ts';
import * as pageBoundary from '../routes/page-boundary.tsx';

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** A route module as a test mounts it: its loader and its page. */
export interface PageModule {
  loader?: unknown;
  default: unknown;
}

/** The stub route of a page of the route table (`{ id, path }`), rendered by `module`. */
export function pageRoute(page: { id: string; path: string }, module: PageModule): StubRoute {
  return { id: page.id, path: page.path.slice(1), loader: module.loader as never, Component: module.default as never };
}

/** `routes` inside the page boundary, as routes.ts nests the pages (a failed loader shows the error page). */
export function inPageBoundary(routes: StubRoute[]): StubRoute[] {
  return [{ id: 'page-boundary', Component: pageBoundary.default, ErrorBoundary: pageBoundary.ErrorBoundary, children: routes }];
}

/** The steps of the page's breadcrumb trail, as shown. */
export function crumbs(): (string | null)[] {
  return within(screen.getByRole('navigation', { name: 'パンくずリスト' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** A router context holding the fake API, to call a loader directly. */
export function contextWith(fake: FakeApi): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiContext, fake.api);
  return context;
}

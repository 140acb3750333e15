import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { answer, createFakeApi, type FakeApi } from '@shop/web-state/testing';
import { screen, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiContext } from '../api/context.ts';
import routes from '../routes.ts';
import { PAGE_ROUTES, type PageRoute } from '../navigation/route-table.ts';
import { renderRoutes } from '../testing/render.tsx';
import * as category from './category.tsx';
import * as home from './home.tsx';
import * as notFound from './not-found.tsx';
import * as pageBoundary from './page-boundary.tsx';
import * as product from './product.tsx';
import * as search from './search.tsx';

const ex = WIRE_EXAMPLES;

/** A fake API with the catalogue answers the pages need. */
function catalogueApi(overrides: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /api/products': ex.productList.response,
    'GET /api/products/5001-01': ex.productDetail.response,
    'GET /api/categories/long': ex.categoryDetail.response,
    'GET /api/search': ex.productSearch.response,
    ...overrides,
  });
}

/** The page routes as the app declares them (server loaders, real components, the page boundary). */
function pageRoutes() {
  const modules = { index: home, 'product-code': product, search, category } as const;
  return [
    {
      id: 'page-boundary',
      Component: pageBoundary.default,
      ErrorBoundary: pageBoundary.ErrorBoundary,
      children: [
        ...PAGE_ROUTES.filter((page) => page.id in modules).map((page) => {
          const module = modules[page.id as keyof typeof modules];
          return {
            id: page.id,
            ...(page.path === '/' ? { index: true as const } : { path: page.path.slice(1) }),
            loader: module.loader as never,
            Component: module.default as never,
          };
        }),
        { id: 'not-found', path: '*', loader: notFound.loader as never, Component: notFound.default },
      ],
    },
  ];
}

describe('route config', () => {
  it('puts every implemented page, then the 404 catch-all, inside the default layout and page boundary', () => {
    const [layout] = routes;
    expect(layout?.id).toBe('layout-default');
    const [boundary] = layout?.children ?? [];
    expect(boundary?.id).toBe('page-boundary');
    const defaultPages = PAGE_ROUTES.filter((page: PageRoute) => (page.layout ?? 'default') === 'default');
    expect(boundary?.children?.map((child) => child.id)).toEqual([...defaultPages.map((page) => page.id), 'not-found']);
    expect(boundary?.children?.at(-1)?.path).toBe('*');
  });
});

describe('pages rendered from their loaders (server data path)', () => {
  it('product page shows name, price range and the size chart in cm', async () => {
    renderRoutes(pageRoutes(), '/product/5001-01', { fake: catalogueApi() });
    expect(await screen.findByRole('heading', { level: 1, name: '5.6オンス ハイクオリティーTシャツ' })).toBeTruthy();
    expect(screen.getByText('￥1,210', { selector: 'p' })).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: 'サイズ表（cm）' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['サイズ着丈身幅肩幅袖丈', 'S66494419', 'M70524720']);
  });

  it('unknown product code shows the 404 error page inside the layout', async () => {
    renderRoutes(pageRoutes(), '/product/NOPE', { fake: catalogueApi() });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('category page shows the breadcrumb, title and products', async () => {
    renderRoutes(pageRoutes(), '/long', { fake: catalogueApi() });
    expect(await screen.findByRole('heading', { level: 1, name: '長袖' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'パンくずリスト' })).getAllByRole('link');
    expect(crumbs.map((link) => link.getAttribute('href'))).toEqual(['/', '/t-shirts']);
    expect(screen.getByRole('link', { name: /5.6オンス ハイクオリティーTシャツ/ }).getAttribute('href')).toBe('/product/5001-01');
  });

  it('search page shows the results of the query', async () => {
    renderRoutes(pageRoutes(), '/search?q=Tシャツ', { fake: catalogueApi() });
    expect(await screen.findByRole('heading', { level: 1, name: '「Tシャツ」の検索結果' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1件の商品が見つかりました');
  });

  it('an unknown path shows the 404 page', async () => {
    renderRoutes(pageRoutes(), '/no/such/page', { fake: catalogueApi() });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });

  it('maintenance shows 503 with the server message', async () => {
    const fake = catalogueApi({ 'GET /api/products': answer(503, { message: 'end planned: 2023-10-07 17:00:00' }) });
    renderRoutes(pageRoutes(), '/', { fake });
    expect(await screen.findByRole('heading', { name: 'Under Maintenance' })).toBeTruthy();
    expect(screen.getByText('end planned: 2023-10-07 17:00:00')).toBeTruthy();
  });
});

describe('per-page SEO', () => {
  const matches = [{ id: 'root', loaderData: { publicUrl: 'https://print.example.jp', gtmId: null } }];
  const location = (pathname: string, search = '') => ({ pathname, search, hash: '', state: null, key: 'k' });

  it('product page: Japanese title, description with price, canonical URL and Product JSON-LD in JPY', async () => {
    const fake = catalogueApi();
    const loaderData = await product.loader({ context: contextWith(fake), params: { code: '5001-01' } } as never);
    const meta = product.meta({ loaderData, matches, location: location('/product/5001-01'), params: {}, error: undefined } as never);
    expect(meta).toContainEqual({ title: '5.6オンス ハイクオリティーTシャツ（United Athle 5001-01） | プリントファクトリー' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://print.example.jp/product/5001-01' });
    const description = meta.find((tag) => 'name' in tag && tag.name === 'description') as { content: string };
    expect(description.content).toContain('価格￥1,210〜（税込）');
    const jsonLd = meta.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []));
    expect(jsonLd[0]).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', priceCurrency: 'JPY', price: 1210, availability: 'https://schema.org/InStock' },
    });
    expect(jsonLd[1]).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('category page: title with the page number, canonical URL keeps only the page parameter', async () => {
    const fake = catalogueApi();
    const loaderData = await category.loader({
      context: contextWith(fake),
      params: { category: 'long' },
      request: new Request('https://print.example.jp/long?page=2&brand=x'),
    } as never);
    const meta = category.meta({
      loaderData: { ...loaderData, meta: { ...loaderData.meta, currentPage: 2 } },
      matches,
      location: location('/long', '?page=2&brand=x'),
      params: {},
      error: undefined,
    } as never);
    expect(meta).toContainEqual({ title: '長袖の無地・プリント商品一覧（2ページ目） | プリントファクトリー' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://print.example.jp/long?page=2' });
  });

  it('home page: default title, description and canonical URL of the site root', () => {
    const meta = home.meta({ loaderData: { products: [] }, matches, location: location('/'), params: {}, error: undefined } as never);
    expect(meta).toContainEqual({ title: 'オリジナルTシャツ・グッズのプリント作成なら プリントファクトリー' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://print.example.jp/' });
  });

  it('search results and error pages are kept out of search engines', () => {
    const searchMeta = search.meta({
      loaderData: { q: 'x', results: null },
      matches,
      location: location('/search'),
      params: {},
      error: undefined,
    } as never);
    expect(searchMeta).toContainEqual({ name: 'robots', content: 'noindex' });
    const errorMeta = notFound.meta({ error: new Error('x'), matches, location: location('/x'), params: {} } as never);
    expect(errorMeta).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});

function contextWith(fake: FakeApi): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiContext, fake.api);
  return context;
}

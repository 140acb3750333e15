import { answer } from '@shop/web-state/testing';
import { screen, within } from '@testing-library/react';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentApi } from '../../loaders/content/content-fixtures.ts';
import { layoutRulesFor } from '../../navigation/layout-rules.ts';
import { CONTENT_PAGES } from '../../navigation/pages/content-pages.ts';
import { contextWith, crumbs, inPageBoundary, pageRoute } from '../../testing/page-routes.tsx';
import { renderRoutes } from '../../testing/render.tsx';
import * as notFound from '../not-found.tsx';
import * as article from './article.tsx';
import * as articles from './articles.tsx';
import * as blogAuthor from './blog-author.tsx';
import * as blogCategory from './blog-category.tsx';
import * as blogIndex from './blog-index.tsx';
import * as blogPost from './blog-post.tsx';
import * as blogSearch from './blog-search.tsx';
import * as blogTag from './blog-tag.tsx';
import * as brand from './brand.tsx';
import * as brands from './brands.tsx';
import * as example from './example.tsx';
import * as examples from './examples.tsx';
import * as feature from './feature.tsx';
import * as features from './features.tsx';
import * as productReviews from './product-reviews.tsx';
import * as products from './products.tsx';

const MODULES = {
  blog: blogIndex,
  'blog-search': blogSearch,
  'blog-author-slug': blogAuthor,
  'blog-category-slug': blogCategory,
  'blog-tag-slug': blogTag,
  'blog-slug': blogPost,
  article: articles,
  'article-id': article,
  brand: brands,
  'brand-slug': brand,
  features,
  'features-slug': feature,
  example: examples,
  'example-id': example,
  product: products,
  'product-code-customer-reviews': productReviews,
} as const;

type PageId = keyof typeof MODULES;

/** The editorial routes as the app declares them, inside the page boundary, with the 404 catch-all. */
function pageRoutes() {
  return inPageBoundary([
    ...CONTENT_PAGES.map((page) => pageRoute(page, MODULES[page.id])),
    { id: 'not-found', path: '*', loader: notFound.loader as never, Component: notFound.default },
  ]);
}

describe('editorial route table', () => {
  it('declares every page the brief lists, with the spec route names', () => {
    expect(CONTENT_PAGES.map((page) => [page.id, page.path])).toEqual([
      ['blog', '/blog'],
      ['blog-search', '/blog/search'],
      ['blog-author-slug', '/blog/author/:slug'],
      ['blog-category-slug', '/blog/category/:slug'],
      ['blog-tag-slug', '/blog/tag/:slug'],
      ['blog-slug', '/blog/:slug'],
      ['article', '/article'],
      ['article-id', '/article/:id'],
      ['brand', '/brand'],
      ['brand-slug', '/brand/:slug'],
      ['features', '/features'],
      ['features-slug', '/features/:slug'],
      ['example', '/example'],
      ['example-id', '/example/:id'],
      ['product', '/product'],
      ['product-code-customer-reviews', '/product/:code/customer-reviews'],
    ]);
  });

  it('shows the filter button on brand and features pages only', () => {
    const withButton = CONTENT_PAGES.filter((page) => layoutRulesFor(page.id).filterButton).map((page) => page.id);
    expect(withButton).toEqual(['brand', 'brand-slug', 'features', 'features-slug']);
  });
});

describe('editorial pages rendered from their loaders', () => {
  it('blog index: breadcrumbs, post cards, sidebar and pagination', async () => {
    renderRoutes(pageRoutes(), '/blog', { fake: contentApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'ブログ' })).toBeTruthy();
    expect(crumbs()).toEqual(['ホーム', 'ブログ']);
    const main = screen.getAllByRole('article');
    expect(main.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'パーカーの選び方',
      'インクジェットとシルクスクリーンの違い',
    ]);
    expect(
      within(main[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/blog/hoodie-guide');
    expect(screen.getByText('2025年3月5日')).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: 'ブログのメニュー' });
    expect(within(sidebar).getByRole('link', { name: 'プリント方法' }).getAttribute('href')).toBe('/blog/category/print-methods');
    expect(within(sidebar).getByRole('link', { name: '#ユニフォーム' }).getAttribute('href')).toBe('/blog/tag/uniform');
    const pages = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(pages.textContent).toContain('1 / 2 ページ');
    expect(within(pages).getByRole('link', { name: '次のページ' }).getAttribute('href')).toBe('/blog?page=2');
  });

  it('blog post: title, byline, HTML body, tags, neighbours and the category in the breadcrumbs', async () => {
    renderRoutes(pageRoutes(), '/blog/inkjet-vs-silkscreen', { fake: contentApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'インクジェットとシルクスクリーンの違い' })).toBeTruthy();
    expect(crumbs()).toEqual(['ホーム', 'ブログ', 'プリント方法', 'インクジェットとシルクスクリーンの違い']);
    expect(screen.getByRole('heading', { level: 2, name: 'インクジェットの特徴' })).toBeTruthy();
    expect(screen.getByText('フルカラー').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: '工藤 拓海' }).getAttribute('href')).toBe('/blog/author/kudo');
    expect(
      within(screen.getByRole('list', { name: 'タグ' }))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/blog/tag/inkjet');
    const neighbours = within(screen.getByRole('navigation', { name: '前後の記事' })).getAllByRole('link');
    expect(neighbours.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['前の記事Tシャツの基礎知識', '/blog/tshirt-basics'],
      ['次の記事パーカーの選び方', '/blog/hoodie-guide'],
    ]);
  });

  it('an unknown post shows the 404 page inside the layout', async () => {
    renderRoutes(pageRoutes(), '/blog/no-such-post', {
      fake: contentApi({ 'GET /api/shop/index': answer(404, { message: 'No such post.' }) }),
    });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('blog search: results with their count, and the form keeps the query', async () => {
    renderRoutes(pageRoutes(), '/blog/search?q=インクジェット', { fake: contentApi() });
    expect(await screen.findByRole('heading', { level: 1, name: '「インクジェット」の記事検索結果' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('12件の記事が見つかりました');
    expect((screen.getByRole('searchbox', { name: 'ブログ記事を検索' }) as HTMLInputElement).value).toBe('インクジェット');
    // The page has its own form: the sidebar does not repeat it.
    expect(screen.getAllByRole('search')).toHaveLength(1);
  });

  it('blog search without a query asks for one; a query without results says so', async () => {
    renderRoutes(pageRoutes(), '/blog/search', { fake: contentApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'ブログ記事検索' })).toBeTruthy();
    expect(screen.getByText(/キーワード（例：シルクスクリーン、文化祭、パーカー）/)).toBeTruthy();
  });

  it('blog author, category and tag pages list their posts under their own title', async () => {
    const fake = contentApi();
    const author = renderRoutes(pageRoutes(), '/blog/author/kudo', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: '工藤 拓海の記事一覧' })).toBeTruthy();
    expect(screen.getByText('自社工場の製造リーダー。')).toBeTruthy();
    author.unmount();
    const category = renderRoutes(pageRoutes(), '/blog/category/case-study', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: '「活用事例」の記事一覧' })).toBeTruthy();
    expect(screen.getByText('このカテゴリーの記事はまだありません。')).toBeTruthy();
    category.unmount();
    renderRoutes(pageRoutes(), '/blog/tag/inkjet', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'タグ「インクジェット」の記事一覧' })).toBeTruthy();
    expect(crumbs()).toEqual(['ホーム', 'ブログ', '#インクジェット']);
  });

  it('news list and article', async () => {
    const fake = contentApi();
    const list = renderRoutes(pageRoutes(), '/article', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '年末年始の営業日のお知らせ' }).getAttribute('href')).toBe('/article/7');
    expect(screen.getByText('2024年12月1日')).toBeTruthy();
    list.unmount();
    renderRoutes(pageRoutes(), '/article/7', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: '年末年始の営業日のお知らせ' })).toBeTruthy();
    expect(screen.getByText('12月28日から1月5日まで休業いたします。')).toBeTruthy();
    expect(crumbs()).toEqual(['ホーム', 'お知らせ', '年末年始の営業日のお知らせ']);
  });

  it.each(['/article/abc', '/article/8', '/example/999', '/brand/nothing', '/features/nothing', '/blog/tag/nothing'])(
    '%s shows the 404 page',
    async (path) => {
      renderRoutes(pageRoutes(), path, { fake: contentApi() });
      expect(await screen.findByText('This page could not be found')).toBeTruthy();
    },
  );

  it('case studies: list with sized thumbnails, and a case study with its products', async () => {
    const fake = contentApi();
    const list = renderRoutes(pageRoutes(), '/example', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: '制作事例' })).toBeTruthy();
    const thumb = list.container.querySelector('article img');
    expect([thumb?.getAttribute('width'), thumb?.getAttribute('height')]).toEqual(['160', '160']);
    list.unmount();
    renderRoutes(pageRoutes(), '/example/1', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: '桜ヶ丘高校3年2組のクラスTシャツ' })).toBeTruthy();
    expect(screen.getByText('文化祭のクラス企画に合わせて製作しました。')).toBeTruthy();
    expect(screen.getByRole('link', { name: /5.6オンス ハイクオリティーTシャツ/ }).getAttribute('href')).toBe('/product/5001-01');
    const photo = screen.getByRole('img', { name: '桜ヶ丘高校3年2組のクラスTシャツ（1枚目）' });
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['320', '320']);
  });

  it('brand list and a brand page with its products', async () => {
    const fake = contentApi();
    const list = renderRoutes(pageRoutes(), '/brand', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'ブランド一覧' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'United Athle' }).getAttribute('href')).toBe('/brand/united-athle');
    list.unmount();
    renderRoutes(pageRoutes(), '/brand/united-athle', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'United Athle' })).toBeTruthy();
    expect(screen.getByText('国内定番ブランド')).toBeTruthy();
    expect(screen.getByText('全1点')).toBeTruthy();
    expect(screen.getByRole('link', { name: /5.6オンス ハイクオリティーTシャツ/ }).getAttribute('href')).toBe('/product/5001-01');
    expect(crumbs()).toEqual(['ホーム', 'ブランド一覧', 'United Athle']);
  });

  it('feature list (published, by sequence) and a feature page with its products', async () => {
    const fake = contentApi();
    const list = renderRoutes(pageRoutes(), '/features', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: '特集一覧' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links.filter((href) => href?.startsWith('/features/'))).toEqual(['/features/dry', '/features/late']);
    list.unmount();
    renderRoutes(pageRoutes(), '/features/dry', { fake });
    expect(await screen.findByRole('heading', { level: 1, name: 'ドライTシャツ特集' })).toBeTruthy();
    expect(screen.getByText('汗をかいてもさらっと。')).toBeTruthy();
    expect(screen.getByText('全1点')).toBeTruthy();
  });

  it('print-capable products: a grid and its own filter button (the top bar has none on this route)', async () => {
    renderRoutes(pageRoutes(), '/product', { fake: contentApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'プリント対応商品一覧' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '絞り込み・並び替え' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /5.6オンス ハイクオリティーTシャツ/ })).toBeTruthy();
  });

  it('customer reviews: rating summary, reviews with stars, pagination', async () => {
    renderRoutes(pageRoutes(), '/product/5001-01/customer-reviews', { fake: contentApi() });
    expect(await screen.findByRole('heading', { level: 1, name: '5.6オンス ハイクオリティーTシャツのカスタマーレビュー' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: '評価の概要' });
    expect(within(summary).getByRole('img', { name: '5点中4.5点' })).toBeTruthy();
    expect(summary.textContent).toContain('2件のレビュー');
    expect(screen.getByRole('heading', { level: 2, name: '厚手で透けない' })).toBeTruthy();
    expect(screen.getByText(/匿名さん/)).toBeTruthy();
    expect(screen.getByText('サイズ感: ちょうどいい')).toBeTruthy();
    const bars = within(summary).getByRole('list', { name: '評価の内訳' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['星5つ: 1件（50%）', '星4つ: 1件（50%）', '星3つ: 0件（0%）', '星2つ: 0件（0%）', '星1つ: 0件（0%）']);
    expect(crumbs()).toEqual(['ホーム', 'Tシャツ', '5.6オンス ハイクオリティーTシャツ', 'カスタマーレビュー']);
    expect(screen.getByRole('link', { name: '次のページ' }).getAttribute('href')).toBe('/product/5001-01/customer-reviews?page=2');
  });
});

describe('per-page SEO of the editorial pages', () => {
  const matches = [{ id: 'root', loaderData: { publicUrl: 'https://print.example.jp', gtmId: null } }];
  const location = (pathname: string, search = '') => ({ pathname, search, hash: '', state: null, key: 'k' });

  async function metaOf(id: PageId, path: string, params: Record<string, string> = {}): Promise<MetaDescriptor[]> {
    const module = MODULES[id] as unknown as { loader: (args: unknown) => Promise<unknown>; meta: (args: unknown) => MetaDescriptor[] };
    const url = new URL(path, 'https://print.example.jp');
    const loaderData = await module.loader({ context: contextWith(contentApi()), params, request: new Request(url) });
    return module.meta({ loaderData, matches, location: location(url.pathname, url.search), params, error: undefined });
  }

  const tags = (meta: MetaDescriptor[]) => meta as Record<string, unknown>[];
  const titleOf = (meta: MetaDescriptor[]) => tags(meta).find((tag) => 'title' in tag)?.['title'];
  const canonicalOf = (meta: MetaDescriptor[]) => tags(meta).find((tag) => tag['rel'] === 'canonical')?.['href'];
  const descriptionOf = (meta: MetaDescriptor[]) => tags(meta).find((tag) => tag['name'] === 'description')?.['content'];
  const jsonLdOf = (meta: MetaDescriptor[]) =>
    tags(meta).flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []));

  it('blog post: Japanese title, canonical URL, Article JSON-LD with author, and the breadcrumb list', async () => {
    const meta = await metaOf('blog-slug', '/blog/inkjet-vs-silkscreen?utm_source=x', { slug: 'inkjet-vs-silkscreen' });
    expect(titleOf(meta)).toBe('インクジェットとシルクスクリーンの違い | プリントファクトリー');
    expect(canonicalOf(meta)).toBe('https://print.example.jp/blog/inkjet-vs-silkscreen');
    expect(descriptionOf(meta)).toBe('インクジェットとシルクスクリーンの違いの要約です。');
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    const [articleLd, breadcrumbLd] = jsonLdOf(meta);
    expect(articleLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'インクジェットとシルクスクリーンの違い',
      description: 'インクジェットとシルクスクリーンの違いの要約です。',
      url: 'https://print.example.jp/blog/inkjet-vs-silkscreen',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://print.example.jp/blog/inkjet-vs-silkscreen' },
      datePublished: '2025-02-20T00:00:00+09:00',
      dateModified: '2025-02-20T00:00:00+09:00',
      inLanguage: 'ja',
      author: { '@type': 'Person', name: '工藤 拓海', url: 'https://print.example.jp/blog/author/kudo' },
      publisher: { '@type': 'Organization', name: 'プリントファクトリー', url: 'https://print.example.jp/' },
      articleSection: 'プリント方法',
      keywords: 'インクジェット',
    });
    expect(breadcrumbLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'ホーム', item: 'https://print.example.jp/' },
        { '@type': 'ListItem', position: 2, name: 'ブログ', item: 'https://print.example.jp/blog' },
        { '@type': 'ListItem', position: 3, name: 'プリント方法', item: 'https://print.example.jp/blog/category/print-methods' },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'インクジェットとシルクスクリーンの違い',
          item: 'https://print.example.jp/blog/inkjet-vs-silkscreen',
        },
      ],
    });
  });

  it.each([
    ['blog', '/blog?page=2', {}, 'ブログ（2ページ目） | プリントファクトリー', 'https://print.example.jp/blog?page=2'],
    [
      'blog-category-slug',
      '/blog/category/print-methods',
      { slug: 'print-methods' },
      '「プリント方法」の記事一覧 | プリントファクトリー',
      'https://print.example.jp/blog/category/print-methods',
    ],
    [
      'blog-tag-slug',
      '/blog/tag/inkjet?page=1',
      { slug: 'inkjet' },
      'タグ「インクジェット」の記事一覧 | プリントファクトリー',
      'https://print.example.jp/blog/tag/inkjet',
    ],
    [
      'blog-author-slug',
      '/blog/author/kudo',
      { slug: 'kudo' },
      '工藤 拓海の記事一覧 | プリントファクトリー',
      'https://print.example.jp/blog/author/kudo',
    ],
    ['article', '/article', {}, 'お知らせ | プリントファクトリー', 'https://print.example.jp/article'],
    ['article-id', '/article/7', { id: '7' }, '年末年始の営業日のお知らせ | プリントファクトリー', 'https://print.example.jp/article/7'],
    ['brand', '/brand', {}, 'ブランド一覧 | プリントファクトリー', 'https://print.example.jp/brand'],
    [
      'brand-slug',
      '/brand/united-athle?color=white&page=2',
      { slug: 'united-athle' },
      'United Athleの無地・プリント商品一覧 | プリントファクトリー',
      'https://print.example.jp/brand/united-athle?page=2',
    ],
    ['features', '/features', {}, '特集一覧 | プリントファクトリー', 'https://print.example.jp/features'],
    [
      'features-slug',
      '/features/dry',
      { slug: 'dry' },
      'ドライTシャツ特集 | プリントファクトリー',
      'https://print.example.jp/features/dry',
    ],
    ['example', '/example', {}, '制作事例 | プリントファクトリー', 'https://print.example.jp/example'],
    [
      'example-id',
      '/example/1',
      { id: '1' },
      '制作事例：桜ヶ丘高校3年2組のクラスTシャツ | プリントファクトリー',
      'https://print.example.jp/example/1',
    ],
    ['product', '/product?sort=newest', {}, 'プリント対応商品一覧 | プリントファクトリー', 'https://print.example.jp/product'],
    [
      'product-code-customer-reviews',
      '/product/5001-01/customer-reviews?page=2',
      { code: '5001-01' },
      '5.6オンス ハイクオリティーTシャツのカスタマーレビュー（2ページ目） | プリントファクトリー',
      'https://print.example.jp/product/5001-01/customer-reviews?page=2',
    ],
  ] as const)('%s (%s): title %s, canonical %s, and a breadcrumb list', async (id, path, params, title, canonical) => {
    const meta = await metaOf(id, path, params);
    expect(titleOf(meta)).toBe(title);
    expect(canonicalOf(meta)).toBe(canonical);
    expect(String(descriptionOf(meta)).length).toBeGreaterThan(20);
    expect(jsonLdOf(meta).map((block) => block['@type'])).toContain('BreadcrumbList');
  });

  it('news article: NewsArticle JSON-LD and a description from its text', async () => {
    const meta = await metaOf('article-id', '/article/7', { id: '7' });
    expect(descriptionOf(meta)).toBe('12月28日から1月5日まで休業いたします。');
    expect(jsonLdOf(meta)[0]).toMatchObject({
      '@type': 'NewsArticle',
      headline: '年末年始の営業日のお知らせ',
      datePublished: '2024-12-01T01:00:00.000000Z',
    });
  });

  it('reviews: Product JSON-LD with the rating summary and the reviews of the page', async () => {
    const meta = await metaOf('product-code-customer-reviews', '/product/5001-01/customer-reviews', { code: '5001-01' });
    expect(jsonLdOf(meta)[0]).toMatchObject({
      '@type': 'Product',
      name: '5.6オンス ハイクオリティーTシャツ',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      review: [
        { '@type': 'Review', reviewRating: { ratingValue: 5 }, author: { name: 'たろう' } },
        { '@type': 'Review', reviewRating: { ratingValue: 3 }, author: { name: '匿名' } },
      ],
    });
  });

  it('blog search results are kept out of search engines', async () => {
    const meta = await metaOf('blog-search', '/blog/search?q=文化祭');
    expect(titleOf(meta)).toBe('「文化祭」の記事検索結果 | プリントファクトリー');
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});

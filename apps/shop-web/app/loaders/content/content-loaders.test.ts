import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeError } from '../../testing/route-error.ts';
import { answer, contentApi } from './content-fixtures.ts';
import { loadArticle, loadArticleList } from './articles.ts';
import { loadBlogAuthor, loadBlogCategory, loadBlogIndex, loadBlogPost, loadBlogSearch, loadBlogTag } from './blog.ts';
import { loadExample, loadExampleList } from './examples.ts';
import { PRODUCT_PAGE_SIZE, loadBrand, loadBrandList, loadFeature, loadFeatureList, loadProductList } from './product-lists.ts';
import { loadProductReviews } from './reviews.ts';

const url = (path: string) => new URL(`http://shop.test${path}`);

/** The query string of the first request to `path`, as an object. */
function queryOf(requests: readonly Request[], path: string): Record<string, string> {
  const request = requests.find((r) => new URL(r.url).pathname === path);
  if (!request) throw new Error(`no request to ${path}`);
  return Object.fromEntries(new URL(request.url).searchParams);
}

const NOT_FOUND = { status: 404, data: { message: 'This page could not be found' } };

afterEach(() => vi.restoreAllMocks());

describe('blog loaders', () => {
  it('the index asks for the page of the URL and keeps only the sidebar fields it shows', async () => {
    const { api, requests } = contentApi();
    const data = await loadBlogIndex(api, url('/blog?page=2'));
    expect(queryOf(requests, '/api/posts')).toEqual({ page: '2' });
    expect(data.posts.map((post) => post.slug)).toEqual(['hoodie-guide', 'inkjet-vs-silkscreen']);
    expect(data.meta).toEqual({ currentPage: 2, lastPage: 2, perPage: 10, total: 12 });
    expect(data.sidebar).toEqual({
      categories: [
        { slug: 'print-methods', name: 'プリント方法' },
        { slug: 'case-study', name: '活用事例' },
      ],
      tags: [
        { slug: 'inkjet', name: 'インクジェット' },
        { slug: 'uniform', name: 'ユニフォーム' },
      ],
      recent: [
        { slug: 'hoodie-guide', title: 'パーカーの選び方', publishedAt: '2025-03-05T00:00:00+09:00' },
        { slug: 'inkjet-vs-silkscreen', title: 'インクジェットとシルクスクリーンの違い', publishedAt: '2025-02-20T00:00:00+09:00' },
      ],
      popular: [
        { slug: 'inkjet-vs-silkscreen', title: 'インクジェットとシルクスクリーンの違い', publishedAt: '2025-02-20T00:00:00+09:00' },
      ],
    });
  });

  it('a page past the last one is a 404', async () => {
    const { api } = contentApi();
    expect(await routeError(loadBlogIndex(api, url('/blog?page=5')))).toEqual(NOT_FOUND);
  });

  it('the sidebar failing leaves it empty instead of failing the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = contentApi({ 'GET /api/shop/index': answer(500, { message: 'Internal Server Error' }) });
    const data = await loadBlogIndex(api, url('/blog'));
    expect(data.posts).toHaveLength(2);
    expect(data.sidebar).toEqual({ categories: [], tags: [], recent: [], popular: [] });
  });

  it('the post comes from one shop-index call, with the older and newer post beside it', async () => {
    const { api, requests } = contentApi();
    const data = await loadBlogPost(api, 'inkjet-vs-silkscreen');
    expect(requests.map((r) => `${new URL(r.url).pathname}${new URL(r.url).search}`)).toEqual([
      '/api/shop/index?type=post&slug=inkjet-vs-silkscreen',
    ]);
    expect(data.post.title).toBe('インクジェットとシルクスクリーンの違い');
    expect(data.post.html).toContain('<h2>インクジェットの特徴</h2>');
    expect(data.older).toEqual({ slug: 'tshirt-basics', title: 'Tシャツの基礎知識', publishedAt: '2025-01-10T00:00:00+09:00' });
    expect(data.newer).toEqual({ slug: 'hoodie-guide', title: 'パーカーの選び方', publishedAt: '2025-03-05T00:00:00+09:00' });
  });

  it('an unknown post is a 404', async () => {
    const { api } = contentApi({ 'GET /api/shop/index': answer(404, { message: 'No such post.' }) });
    expect(await routeError(loadBlogPost(api, 'no-such-post'))).toEqual(NOT_FOUND);
  });

  it.each(['Upper', '日本語', '../x', ''])('a post slug %j that cannot exist is a 404 without asking the API', async (slug) => {
    const { api, requests } = contentApi();
    expect(await routeError(loadBlogPost(api, slug))).toEqual(NOT_FOUND);
    expect(requests).toEqual([]);
  });

  it('search sends the trimmed query and page, and does not search for an empty query', async () => {
    const { api, requests } = contentApi();
    const found = await loadBlogSearch(api, url('/blog/search?q=%20%E6%96%87%E5%8C%96%E7%A5%AD%20&page=2'));
    expect(found.q).toBe('文化祭');
    expect(queryOf(requests, '/api/posts')).toEqual({ q: '文化祭', page: '2' });
    expect(found.results?.posts).toHaveLength(2);

    const blank = contentApi();
    const none = await loadBlogSearch(blank.api, url('/blog/search?q=+++'));
    expect(none.q).toBe('');
    expect(none.results).toBeNull();
    expect(blank.requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/shop/index']);
  });

  it('search cuts a very long query to 200 characters', async () => {
    const { api, requests } = contentApi();
    const data = await loadBlogSearch(api, url(`/blog/search?q=${'あ'.repeat(300)}`));
    expect([...data.q]).toHaveLength(200);
    expect(queryOf(requests, '/api/posts')['q']).toBe('あ'.repeat(200));
  });

  it('search counts an emoji as two of the 200 characters, as the API does', async () => {
    const { api, requests } = contentApi();
    const data = await loadBlogSearch(api, url(`/blog/search?q=${encodeURIComponent('😀'.repeat(150))}`));
    expect(data.q).toBe('😀'.repeat(100));
    expect(queryOf(requests, '/api/posts')['q']).toBe('😀'.repeat(100));
  });

  it('the author page loads the author and filters posts by author', async () => {
    const { api, requests } = contentApi();
    const data = await loadBlogAuthor(api, 'kudo', url('/blog/author/kudo'));
    expect(data.author).toEqual({ slug: 'kudo', name: '工藤 拓海', description: '自社工場の製造リーダー。', image: null });
    expect(queryOf(requests, '/api/posts')).toEqual({ author: 'kudo', page: '1' });
  });

  it('an unknown author is a 404', async () => {
    const { api } = contentApi();
    expect(await routeError(loadBlogAuthor(api, 'nobody', url('/blog/author/nobody')))).toEqual(NOT_FOUND);
  });

  it('the category page names the category and filters posts by it; an unknown category is a 404', async () => {
    const { api, requests } = contentApi();
    const data = await loadBlogCategory(api, 'print-methods', url('/blog/category/print-methods'));
    expect(data.category).toEqual({ slug: 'print-methods', name: 'プリント方法' });
    expect(queryOf(requests, '/api/posts')).toEqual({ category: 'print-methods', page: '1' });
    expect(await routeError(loadBlogCategory(api, 'nothing', url('/blog/category/nothing')))).toEqual(NOT_FOUND);
  });

  it('a category without posts is an empty first page, not a 404', async () => {
    const { api } = contentApi();
    const data = await loadBlogCategory(api, 'case-study', url('/blog/category/case-study'));
    expect(data.posts).toEqual([]);
    expect(data.meta.lastPage).toBe(1);
  });

  it('the tag page names the tag and filters posts by it; an unknown tag is a 404', async () => {
    const { api, requests } = contentApi();
    const data = await loadBlogTag(api, 'inkjet', url('/blog/tag/inkjet'));
    expect(data.tag).toEqual({ slug: 'inkjet', name: 'インクジェット' });
    expect(queryOf(requests, '/api/posts')).toEqual({ tag: 'inkjet', page: '1' });
    expect(await routeError(loadBlogTag(api, 'nothing', url('/blog/tag/nothing')))).toEqual(NOT_FOUND);
  });

  it('shows the maintenance page with the server message when the API is in maintenance', async () => {
    const { api } = contentApi({ 'GET /api/posts': answer(503, { message: '終了予定: 2023-10-07 17:00:00' }) });
    expect(await routeError(loadBlogIndex(api, url('/blog')))).toEqual({ status: 503, data: { message: '終了予定: 2023-10-07 17:00:00' } });
  });
});

describe('news and case study loaders', () => {
  it('loads a page of news and one article by its id', async () => {
    const { api, requests } = contentApi();
    const list = await loadArticleList(api, url('/article'));
    expect(list.articles.map((article) => article.title)).toEqual(['年末年始の営業日のお知らせ']);
    expect(queryOf(requests, '/api/articles')).toEqual({ page: '1' });
    const { article } = await loadArticle(api, '7');
    expect(article.html).toBe('<p>12月28日から1月5日まで休業いたします。</p>');
  });

  it.each(['0', '07', 'abc', '1.5', '9999999999'])('the article id %j cannot exist: a 404 without asking the API', async (id) => {
    const { api, requests } = contentApi();
    expect(await routeError(loadArticle(api, id))).toEqual(NOT_FOUND);
    expect(requests).toEqual([]);
  });

  it('an unknown article, or a news page past the last, is a 404', async () => {
    const { api } = contentApi();
    expect(await routeError(loadArticle(api, '8'))).toEqual(NOT_FOUND);
    expect(await routeError(loadArticleList(api, url('/article?page=3')))).toEqual(NOT_FOUND);
  });

  it('loads case studies and one case study with its products', async () => {
    const { api } = contentApi();
    const list = await loadExampleList(api, url('/example'));
    expect(list.examples[0]?.thumbnail).toBe('/api/images/products/5001-01/11.svg');
    const { example } = await loadExample(api, '1');
    expect(example.products.map((product) => product.code)).toEqual(['5001-01']);
    expect(await routeError(loadExample(api, '2'))).toEqual(NOT_FOUND);
  });
});

describe('product list loaders', () => {
  it('the print-capable list sends the facets, sort and page of the URL', async () => {
    const { api, requests } = contentApi();
    const data = await loadProductList(api, url('/product?color=white&sort=price_asc&page=2&utm_source=x'));
    expect(data.products).toHaveLength(1);
    expect(queryOf(requests, '/api/products')).toEqual({
      response_group: 'shop',
      color: 'white',
      sort: 'price_asc',
      page: '2',
      per_page: String(PRODUCT_PAGE_SIZE),
    });
  });

  it('a brand page fixes its brand over a brand facet in the URL and offers no brand choice', async () => {
    const { api, requests } = contentApi();
    const data = await loadBrand(api, 'united-athle', url('/brand/united-athle?brand=other&size=s'));
    expect(data.brand.name).toBe('United Athle');
    expect(queryOf(requests, '/api/products')).toEqual({
      response_group: 'shop',
      brand: 'united-athle',
      size: 's',
      page: '1',
      per_page: String(PRODUCT_PAGE_SIZE),
    });
    expect(data.meta.facets.brands).toEqual([]);
    expect(data.meta.facets.colors.map((color) => color.value)).toEqual(['white']);
  });

  it('an unknown brand is a 404', async () => {
    const { api } = contentApi();
    expect(await routeError(loadBrand(api, 'nothing', url('/brand/nothing')))).toEqual(NOT_FOUND);
  });

  it('lists brands', async () => {
    const { api } = contentApi();
    expect((await loadBrandList(api)).brands.map((brand) => brand.slug)).toEqual(['united-athle']);
  });

  it('lists published features only, by sequence ascending', async () => {
    const { api, requests } = contentApi();
    const { features } = await loadFeatureList(api);
    expect(features.map((feature) => feature.slug)).toEqual(['dry', 'late']);
    expect(await requests[0]?.json()).toEqual({
      collection: 'features',
      where: { status: true },
      sort: { field: 'sequence', order: 'asc' },
      limit: 100,
    });
  });

  it('a feature page lists the products of its filter; an unknown feature is a 404', async () => {
    const { api, requests } = contentApi();
    const data = await loadFeature(api, 'dry', url('/features/dry?weight=heavy'));
    expect(data.feature.title).toBe('ドライTシャツ特集');
    expect(queryOf(requests, '/api/products')).toEqual({
      response_group: 'shop',
      feature: 'dry',
      weight: 'heavy',
      page: '1',
      per_page: String(PRODUCT_PAGE_SIZE),
    });
    expect(await routeError(loadFeature(api, 'nothing', url('/features/nothing')))).toEqual(NOT_FOUND);
  });
});

describe('product reviews loader', () => {
  it('loads the product summary and one page of reviews', async () => {
    const { api, requests } = contentApi();
    const data = await loadProductReviews(api, '5001-01', url('/product/5001-01/customer-reviews?page=2'));
    expect(data.product).toEqual({
      code: '5001-01',
      name: '5.6オンス ハイクオリティーTシャツ',
      brand: 'United Athle',
      category: { slug: 't-shirts', name: 'Tシャツ' },
      image: '/storage/products/5001-01.jpg',
      reviewSummary: { count: 2, average: 4.5 },
    });
    expect(data.reviews.map((review) => review.rating)).toEqual([5, 3]);
    expect(queryOf(requests, '/api/products/5001-01/reviews')).toEqual({ page: '2' });
  });

  it('an unknown product, a malformed code or a page past the last is a 404', async () => {
    const { api } = contentApi();
    expect(await routeError(loadProductReviews(api, 'NOPE', url('/product/NOPE/customer-reviews')))).toEqual(NOT_FOUND);
    expect(await routeError(loadProductReviews(api, 'a b', url('/product/a%20b/customer-reviews')))).toEqual(NOT_FOUND);
    expect(await routeError(loadProductReviews(api, '5001-01', url('/product/5001-01/customer-reviews?page=3')))).toEqual(NOT_FOUND);
  });
});

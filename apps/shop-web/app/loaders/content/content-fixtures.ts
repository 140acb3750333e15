/**
 * Wire answers (snake_case, as the server sends them) for the editorial loader and page tests, built
 * on the api-client's WIRE_EXAMPLES so they stay valid against the schemas.
 */
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { answer, createFakeApi } from '@shop/web-state/testing';

const ex = WIRE_EXAMPLES;

/** Pagination meta on the wire. */
export const pageMetaWire = (current: number, last: number, total: number, perPage = 10) => ({
  current_page: current,
  last_page: last,
  per_page: perPage,
  total,
});

/** A post in lists. */
export function postWire(id: number, slug: string, title: string, publishedAt: string) {
  return {
    id,
    uuid: `6a1f0c2e-8b3d-4e5f-9a7b-${String(id).padStart(12, '0')}`,
    slug,
    title,
    excerpt: `${title}の要約です。`,
    thumbnail: null,
    published_at: publishedAt,
    author: { slug: 'kudo', name: '工藤 拓海' },
    category: { slug: 'print-methods', name: 'プリント方法' },
    tags: [{ slug: 'inkjet', name: 'インクジェット' }],
  };
}

export const OLDER_POST = postWire(1, 'tshirt-basics', 'Tシャツの基礎知識', '2025-01-10T00:00:00+09:00');
export const THE_POST = postWire(2, 'inkjet-vs-silkscreen', 'インクジェットとシルクスクリーンの違い', '2025-02-20T00:00:00+09:00');
export const NEWER_POST = postWire(3, 'hoodie-guide', 'パーカーの選び方', '2025-03-05T00:00:00+09:00');

/** The shop index the blog asks for: sidebar lists, and the post with its neighbours when `slug` is given. */
export function blogIndexWire(withPost: boolean) {
  return {
    data: {
      blog_categories: [
        { slug: 'print-methods', name: 'プリント方法' },
        { slug: 'case-study', name: '活用事例' },
      ],
      blog_tags: [
        { slug: 'inkjet', name: 'インクジェット' },
        { slug: 'uniform', name: 'ユニフォーム' },
      ],
      recent_posts: [NEWER_POST, THE_POST],
      popular_posts: [THE_POST],
      ...(withPost
        ? {
            post: { ...THE_POST, html: '<h2>インクジェットの特徴</h2><p>1枚から<strong>フルカラー</strong>で刷れます。</p>' },
            post_previews: [OLDER_POST, NEWER_POST],
          }
        : {}),
    },
  };
}

/** The fake product's visible reviews per star (1…5), as its review_summary counts them. */
const REVIEW_SUMMARY = { count: 2, average: 4.5, distribution: [0, 0, 0, 1, 1] };

/** A fake API answering every editorial call with realistic data. */
export function contentApi(overrides: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /api/shop/index': (request: Request) => blogIndexWire(new URL(request.url).searchParams.has('slug')),
    'GET /api/posts': (request: Request) => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? '1');
      if (params.get('category') === 'case-study' || params.get('q') === 'ない') {
        return { data: [], meta: pageMetaWire(1, 1, 0) };
      }
      if (page > 2) return { data: [], meta: pageMetaWire(page, 2, 12) };
      return { data: [NEWER_POST, THE_POST], meta: pageMetaWire(page, 2, 12) };
    },
    'GET /api/blog/authors/kudo': { data: { slug: 'kudo', name: '工藤 拓海', description: '自社工場の製造リーダー。', image: null } },
    'GET /api/blog/categories': { data: blogIndexWire(false).data.blog_categories },
    'GET /api/blog/tags': { data: blogIndexWire(false).data.blog_tags },
    'GET /api/articles': (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return {
        data: page > 1 ? [] : [{ id: 7, title: '年末年始の営業日のお知らせ', published_at: '2024-12-01T01:00:00.000000Z' }],
        meta: pageMetaWire(page, 1, 1),
      };
    },
    'GET /api/articles/7': {
      data: {
        id: 7,
        title: '年末年始の営業日のお知らせ',
        published_at: '2024-12-01T01:00:00.000000Z',
        html: '<p>12月28日から1月5日まで休業いたします。</p>',
      },
    },
    'GET /api/examples': {
      data: [
        {
          id: 1,
          title: '桜ヶ丘高校3年2組のクラスTシャツ',
          excerpt: '黒Tシャツに蛍光イエローでクラスロゴを入れました。',
          thumbnail: '/api/images/products/5001-01/11.svg',
          published_at: '2025-06-18T00:00:00+09:00',
        },
      ],
      meta: pageMetaWire(1, 1, 1, 12),
    },
    'GET /api/examples/1': {
      data: {
        id: 1,
        title: '桜ヶ丘高校3年2組のクラスTシャツ',
        excerpt: '黒Tシャツに蛍光イエローでクラスロゴを入れました。',
        thumbnail: '/api/images/products/5001-01/11.svg',
        published_at: '2025-06-18T00:00:00+09:00',
        images: ['/api/images/products/5001-01/11.svg'],
        products: [{ id: 5, code: '5001-01', name: '5.6オンス ハイクオリティーTシャツ', image: '/api/images/products/5001-01/11.svg' }],
        html: '<p>文化祭のクラス企画に合わせて製作しました。</p>',
      },
    },
    'GET /api/brands': ex.brandList.response,
    'GET /api/brands/united-athle': ex.brandDetail.response,
    'POST /api/content/query': {
      data: [
        { ...(ex.featureDetail.response as { data: object }).data, slug: 'late', title: '後ろの特集', sequence: 9 },
        (ex.featureDetail.response as { data: object }).data,
        { ...(ex.featureDetail.response as { data: object }).data, slug: 'hidden', title: '非公開の特集', status: false, sequence: 0 },
      ],
    },
    'GET /api/features/dry': ex.featureDetail.response,
    'GET /api/products': ex.productList.response,
    'GET /api/products/5001-01': ex.productDetail.response,
    'GET /api/products/5001-01/reviews': (request: Request) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return page > 2
        ? { data: [], meta: pageMetaWire(page, 2, 11), summary: REVIEW_SUMMARY }
        : {
            data: [
              {
                id: 1,
                rating: 5,
                title: '厚手で透けない',
                body: '白でも下着が透けませんでした。\n洗濯後も型崩れなし。',
                nickname: 'たろう',
                size_fit: 'just',
                created_at: '2024-05-01T09:30:00.000000Z',
              },
              { id: 2, rating: 3, title: '', body: 'サイズは普通です。', nickname: '', created_at: '2024-04-01T09:30:00.000000Z' },
            ],
            meta: pageMetaWire(page, 2, 11),
            summary: REVIEW_SUMMARY,
          };
    },
    ...overrides,
  });
}

export { answer };

import { button } from '@shop/ui';
import { Link } from 'react-router';
import type { Route } from './+types/product-reviews.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { empty } from '../../catalog/catalog.css.ts';
import { Pagination } from '../../catalog/pagination.tsx';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { HOME_CRUMB, trailJsonLd, type Crumb } from '../../navigation/trail.ts';
import { pageTitle, ratingSummary, ratingValue, reviewList, toolbarCount } from '../../content/content.css.ts';
import { productReviewsJsonLd } from '../../content/json-ld.ts';
import { productPath, productReviewsPath } from '../../content/paths.ts';
import { Stars, formatRating } from '../../content/stars.tsx';
import { pageSuffix } from '../../content/text.ts';
import { loadProductReviews } from '../../loaders/content/reviews.ts';
import { RatingDistribution } from '../../reviews/rating-distribution.tsx';
import { ReviewEntry } from '../../reviews/review-entry.tsx';
import { errorMeta } from '../../seo/error-meta.ts';
import { absoluteUrl, canonicalUrl, pageMeta, publicUrlOf } from '../../seo/meta.ts';

// The same trail as the product page (its category), one step deeper.
const trailOf = (product: { code: string; name: string; category: { slug: string; name: string } }): Crumb[] => [
  HOME_CRUMB,
  { name: product.category.name, path: `/${encodeURIComponent(product.category.slug)}` },
  { name: product.name, path: productPath(product.code) },
  { name: 'カスタマーレビュー', path: productReviewsPath(product.code) },
];

const loaders = apiLoaders((api, { params, request }: Route.LoaderArgs) => loadProductReviews(api, params.code, new URL(request.url)));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: Route.MetaFunction = ({ loaderData, error, matches, location }) => {
  if (error || !loaderData) return errorMeta(error);
  const { product, reviews, meta: listMeta } = loaderData;
  const publicUrl = publicUrlOf(matches);
  const summary = product.reviewSummary;
  const rating = summary.count > 0 ? `平均評価${formatRating(summary.average)}（${summary.count}件）。` : '';
  return pageMeta({
    title: `${product.name}のカスタマーレビュー${pageSuffix(listMeta.currentPage)}`,
    description: `${product.brand} ${product.name}（${product.code}）を購入されたお客様のレビューです。${rating}サイズ感や生地の厚さ、プリントの仕上がりの参考にどうぞ。`,
    canonical: canonicalUrl(publicUrl, productReviewsPath(product.code), location.search),
    jsonLd: [
      productReviewsJsonLd(
        {
          name: product.name,
          code: product.code,
          brand: product.brand,
          url: canonicalUrl(publicUrl, productPath(product.code)),
          image: product.image ? absoluteUrl(publicUrl, product.image) : undefined,
        },
        summary,
        reviews,
      ),
      trailJsonLd(publicUrl, trailOf(product)),
    ],
  });
};

export default function ProductReviewsPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews, meta, distribution } = loaderData;
  const summary = product.reviewSummary;
  return (
    <>
      <TrailBreadcrumbs trail={trailOf(product)} />
      <h1 className={pageTitle}>{product.name}のカスタマーレビュー</h1>
      <section className={ratingSummary} aria-label="評価の概要">
        {summary.count > 0 ? (
          <>
            <span className={ratingValue}>{formatRating(summary.average)}</span>
            <Stars rating={summary.average} />
            <p className={toolbarCount}>{summary.count}件のレビュー</p>
            <RatingDistribution distribution={distribution} />
          </>
        ) : (
          <p className={toolbarCount}>評価はまだありません</p>
        )}
        <Link to={productPath(product.code)} className={button({ variant: 'outline', size: 'sm' })}>
          商品ページへ戻る
        </Link>
      </section>
      {reviews.length > 0 ? (
        <ul className={reviewList}>
          {reviews.map((review) => (
            <ReviewEntry key={review.id} review={review} headingLevel={2} />
          ))}
        </ul>
      ) : (
        <p className={empty}>
          この商品のレビューはまだ投稿されていません。ご購入いただいた方は、マイページの「レビュー」から投稿できます。
        </p>
      )}
      <Pagination currentPage={meta.currentPage} lastPage={meta.lastPage} />
    </>
  );
}

import { button, FormAlert } from '@shop/ui';
import { SIZE_FIT_LABELS } from '@shop/validation';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/review.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { Stars } from '../../content/stars.tsx';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { formatDateTime } from '../../orders/order-format.ts';
import { loadReview, type ReviewArrival } from '../../reviews/load-review.ts';
import { reviewPath, reviewsTrail } from '../../reviews/review-trail.ts';
import { actions, facts, hiddenBadge, notice, reviewText, title } from '../../reviews/reviews.css.ts';
import { noindexMetaOf } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { useHydrated } from '../../session/use-hydrated.ts';

const loaders = apiLoaders((api, { request, params }: Route.LoaderArgs) => loadReview(api, request, params.id));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMetaOf((loaderData) => ({
  title: `レビュー「${loaderData.title}」`,
  description: '投稿したレビューの内容です。',
}));

function arrivalOf(state: unknown): ReviewArrival['saved'] | undefined {
  const saved = typeof state === 'object' && state !== null ? (state as { saved?: unknown }).saved : undefined;
  return saved === 'created' || saved === 'updated' ? saved : undefined;
}

/** `/myaccount/reviews/:id`: the review as it was posted, with its product and whether it is shown. */
export default function ReviewPage({ loaderData: review }: Route.ComponentProps) {
  // After hydration only: the history keeps the state across a reload, which the server never sees.
  const hydrated = useHydrated();
  const state: unknown = useLocation().state;
  const saved = hydrated ? arrivalOf(state) : undefined;
  return (
    <>
      <TrailBreadcrumbs trail={reviewsTrail({ name: review.title, path: reviewPath(review.id) })} />
      <h1 className={title}>{review.title}</h1>
      {saved ? (
        <FormAlert tone="notice" className={notice}>
          {saved === 'created' ? 'レビューを投稿しました。ありがとうございます。商品ページに表示されます。' : 'レビューを更新しました。'}
        </FormAlert>
      ) : null}
      {review.isHidden ? (
        <p>
          <span className={hiddenBadge}>非公開</span> このレビューは現在、商品ページに表示されていません。
        </p>
      ) : null}
      <dl className={facts}>
        <dt>商品</dt>
        <dd>
          <Link to={`/product/${encodeURIComponent(review.product.code)}`}>{review.product.name}</Link>
        </dd>
        <dt>評価</dt>
        <dd>
          <Stars rating={review.rating} /> {review.rating}
        </dd>
        {review.sizeFit ? (
          <>
            <dt>サイズ感</dt>
            <dd>{SIZE_FIT_LABELS[review.sizeFit]}</dd>
          </>
        ) : null}
        <dt>ニックネーム</dt>
        <dd>{review.nickname}</dd>
        <dt>ご注文番号</dt>
        <dd>
          <Link to={`/myaccount/orders/${review.orderNumber}`}>{review.orderNumber}</Link>
        </dd>
        <dt>投稿日時</dt>
        <dd>{formatDateTime(review.createdAt)}</dd>
        {review.updatedAt !== review.createdAt ? (
          <>
            <dt>更新日時</dt>
            <dd>{formatDateTime(review.updatedAt)}</dd>
          </>
        ) : null}
      </dl>
      <p className={reviewText}>{review.body}</p>
      <p className={actions}>
        <Link className={button({ size: 'sm' })} to={`${reviewPath(review.id)}/edit`}>
          このレビューを編集する
        </Link>
        <Link
          className={button({ variant: 'outline', size: 'sm' })}
          to={`/product/${encodeURIComponent(review.product.code)}/customer-reviews`}
        >
          商品のレビュー一覧を見る
        </Link>
        <Link className={button({ variant: 'outline', size: 'sm' })} to="/myaccount/reviews">
          レビュー一覧へ戻る
        </Link>
      </p>
    </>
  );
}

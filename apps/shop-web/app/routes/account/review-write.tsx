import type { ApiClient } from '@shop/api-client';
import { browserApi } from '@shop/web-state';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/review-write.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { EMPTY_REVIEW, ReviewForm } from '../../reviews/review-form.tsx';
import { reviewPath, reviewsTrail } from '../../reviews/review-trail.ts';
import { card, cardBody, cardImage, cardTitle, muted, title } from '../../reviews/reviews.css.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { loadForCustomer, privatePageHeaders } from '../../session/require-login.ts';
import type { ReviewArrival } from '../../reviews/load-review.ts';
import { Thumb } from '../../layout/thumb.tsx';

/**
 * The product of `?product=<code>` when it waits for the customer's review; otherwise the customer's
 * review of it (already written) or nothing (not delivered, not bought, no such product).
 */
async function loadTarget(api: ApiClient, request: Request) {
  const code = new URL(request.url).searchParams.get('product') ?? '';
  return loadForCustomer(request, async () => {
    const { reviews, waiting } = (await api.myReviews.list()).data;
    return {
      code,
      target: waiting.find((item) => item.product.code === code) ?? null,
      existing: reviews.find((review) => review.product.code === code) ?? null,
    };
  });
}

const loaders = apiLoaders((api, { request }: Route.LoaderArgs) => loadTarget(api, request));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: 'レビューを書く', description: 'お届けした商品のレビューを書きます。' });

const TRAIL = reviewsTrail({ name: 'レビューを書く', path: '/myaccount/reviews/write-review' });

/** `/myaccount/reviews/write-review?product=<code>`: the review form for a delivered product. */
export default function ReviewWritePage({ loaderData }: Route.ComponentProps) {
  const { code, target, existing } = loaderData;
  const navigate = useNavigate();
  if (!target) {
    return (
      <>
        <TrailBreadcrumbs trail={TRAIL} />
        <h1 className={title}>レビューを書く</h1>
        {existing ? (
          <p>
            「{existing.product.name}」のレビューは投稿済みです。
            <Link to={`${reviewPath(existing.id)}/edit`}>投稿したレビューを編集する</Link>
          </p>
        ) : (
          <p>
            {code ? 'この商品はレビューを書ける商品ではありません。' : 'レビューを書く商品が選ばれていません。'}
            レビューは、お届け（配達完了）した商品について書けます。
          </p>
        )}
        <p>
          <Link to="/myaccount/reviews">レビューを書ける商品を見る</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <TrailBreadcrumbs trail={TRAIL} />
      <h1 className={title}>レビューを書く</h1>
      <div className={card}>
        <Thumb src={target.product.image} className={cardImage} size={64} lazy={false} />
        <div className={cardBody}>
          <p className={cardTitle}>{target.product.name}</p>
          <p className={muted}>ご注文番号 {target.orderNumber}</p>
        </div>
      </div>
      <p className={muted}>サイズ感や生地の厚さ、プリントの仕上がりなど、ほかのお客様の参考になることをお書きください。</p>
      <ReviewForm
        initial={EMPTY_REVIEW}
        sizeFitApplies={target.product.sizeFitApplies}
        submitLabel="レビューを投稿する"
        submit={async (values) => {
          const api = await browserApi();
          const created = await api.myReviews.create({ productCode: target.product.code, ...values });
          const state: ReviewArrival = { saved: 'created' };
          await navigate(reviewPath(created.data.id), { state });
        }}
      />
    </>
  );
}

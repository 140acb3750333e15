import { browserApi } from '@shop/web-state';
import { useNavigate } from 'react-router';
import type { Route } from './+types/review-edit.ts';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { ReviewForm } from '../../reviews/review-form.tsx';
import { reviewPath, reviewsTrail } from '../../reviews/review-trail.ts';
import { muted, title } from '../../reviews/reviews.css.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { loadReview, type ReviewArrival } from '../../reviews/load-review.ts';

const loaders = apiLoaders((api, { request, params }: Route.LoaderArgs) => loadReview(api, request, params.id));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({ title: 'レビューの編集', description: '投稿したレビューを編集します。' });

/** `/myaccount/reviews/:id/edit`: the review form filled with the review; saving replaces it. */
export default function ReviewEditPage({ loaderData: review }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <>
      <TrailBreadcrumbs
        trail={reviewsTrail({ name: review.title, path: reviewPath(review.id) }, { name: '編集', path: `${reviewPath(review.id)}/edit` })}
      />
      <h1 className={title}>レビューの編集</h1>
      <p className={muted}>{review.product.name}</p>
      <ReviewForm
        initial={{
          rating: review.rating,
          title: review.title,
          body: review.body,
          sizeFit: review.sizeFit ?? '',
          nickname: review.nickname,
        }}
        sizeFitApplies={review.product.sizeFitApplies}
        submitLabel="レビューを更新する"
        submit={async (values) => {
          const api = await browserApi();
          await api.myReviews.update(review.id, values);
          const state: ReviewArrival = { saved: 'updated' };
          await navigate(reviewPath(review.id), { state });
        }}
      />
    </>
  );
}

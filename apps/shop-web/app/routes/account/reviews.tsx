import { button } from '@shop/ui';
import { SIZE_FIT_LABELS } from '@shop/validation';
import { Link } from 'react-router';
import type { Route } from './+types/reviews.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { Stars } from '../../content/stars.tsx';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { formatDay } from '../../orders/order-format.ts';
import { reviewPath, reviewsTrail, writeReviewPath } from '../../reviews/review-trail.ts';
import {
  actions,
  card,
  cardBody,
  cardImage,
  cardList,
  cardTitle,
  hiddenBadge,
  muted,
  sectionTitle,
  title,
} from '../../reviews/reviews.css.ts';
import { noindexMeta } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { Thumb } from '../../layout/thumb.tsx';

/** The customer's reviews and the delivered products waiting for one (spec §6 guard: a guest goes to login). */
const loaders = customerLoaders(async (api) => (await api.myReviews.list()).data);
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMeta({
  title: 'レビュー',
  description: 'お届けした商品のレビューを書いたり、投稿したレビューを確認・編集したりできます。',
});

/** `/myaccount/reviews`: products waiting for a review (「レビューを書く」) and the customer's reviews, newest first. */
export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { reviews, waiting } = loaderData;
  return (
    <>
      <TrailBreadcrumbs trail={reviewsTrail()} />
      <h1 className={title}>レビュー</h1>
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title" className={sectionTitle}>
          レビューを書ける商品
        </h2>
        {waiting.length === 0 ? (
          <p className={muted}>いまレビューを書ける商品はありません。お届け（配達完了）後の商品について、ここからレビューを書けます。</p>
        ) : (
          <ul className={cardList}>
            {waiting.map((item) => (
              <li key={item.product.code} className={card}>
                <Thumb src={item.product.image} className={cardImage} size={64} />
                <div className={cardBody}>
                  <h3 className={cardTitle}>{item.product.name}</h3>
                  <p className={muted}>
                    ご注文番号 {item.orderNumber}・{formatDay(item.deliveredAt)}お届け
                  </p>
                  <p className={actions}>
                    <Link
                      className={button({ size: 'sm' })}
                      to={writeReviewPath(item.product.code)}
                      aria-label={`${item.product.name}のレビューを書く`}
                    >
                      レビューを書く
                    </Link>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="mine-title">
        <h2 id="mine-title" className={sectionTitle}>
          投稿したレビュー
        </h2>
        {reviews.length === 0 ? (
          <p className={muted}>まだレビューを投稿していません。</p>
        ) : (
          <ul className={cardList}>
            {reviews.map((review) => (
              <li key={review.id} className={card}>
                <Thumb src={review.product.image} className={cardImage} size={64} />
                <div className={cardBody}>
                  <h3 className={cardTitle}>
                    <Link to={reviewPath(review.id)}>{review.title}</Link>
                  </h3>
                  <p>{review.product.name}</p>
                  <p>
                    <Stars rating={review.rating} />
                    {review.sizeFit ? <span className={muted}> サイズ感: {SIZE_FIT_LABELS[review.sizeFit]}</span> : null}
                  </p>
                  <p className={muted}>
                    {formatDay(review.createdAt)}投稿{review.updatedAt !== review.createdAt ? `・${formatDay(review.updatedAt)}更新` : ''}
                  </p>
                  {review.isHidden ? (
                    <p>
                      <span className={hiddenBadge}>非公開</span>{' '}
                      <span className={muted}>このレビューは現在、商品ページに表示されていません。</span>
                    </p>
                  ) : null}
                  <p className={actions}>
                    <Link
                      className={button({ variant: 'outline', size: 'sm' })}
                      to={`${reviewPath(review.id)}/edit`}
                      aria-label={`「${review.title}」を編集する`}
                    >
                      編集する
                    </Link>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

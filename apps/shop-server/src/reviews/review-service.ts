/**
 * The review rules, over review-store.ts: a customer reviews a product only when one of their orders
 * with it was delivered, once per product (editing replaces the review); the size fit is asked of
 * garments only (@shop/validation `checkSizeFit`). Each write runs in one transaction holding the
 * product's row, and rewrites the product's review_count / rating_average from its visible reviews
 * before it commits; the catalogue caches are cleared after it.
 */
import type { MyReviewWire, ReviewableProductWire, ReviewCreateRequest, ReviewUpdateRequest } from '@shop/api-contract';
import { checkSizeFit, sizeFitApplies } from '@shop/validation';
import type { Db, Queryable } from '../db/db.ts';
import { invalidateCatalogCache } from '../catalog/cache.ts';
import {
  adminReviews,
  deleteReview,
  insertReview,
  lockProduct,
  lockReviewProduct,
  myReviewWire,
  purchaseOf,
  recomputeSummary,
  reviewableProducts,
  reviewableWire,
  reviewIdOf,
  reviewOf,
  reviewsOf,
  type ReviewFields,
  setHidden,
  updateReview,
} from './review-store.ts';

/** The operator's list of reviews, newest first (of one product by code, or of all): at most `limit`. */
export function reviewsForOperator(db: Queryable, productCode: string | null, limit: number) {
  return adminReviews(db, productCode, limit);
}

/** Why a write was refused: `field` names the wire field a 422 is about. */
export type ReviewRefusal = { type: 'not_found' } | { type: 'invalid'; field: 'product_code' | 'size_fit'; message: string };

export type ReviewResult<T> = { ok: true; value: T } | { ok: false; error: ReviewRefusal };

/** The Japanese messages of refused reviews. */
export const REVIEW_REFUSALS = {
  unknownProduct: 'レビューする商品が見つかりません。',
  notBought: 'この商品はご購入履歴がないため、レビューを投稿できません。レビューはご購入いただいた商品について投稿できます。',
  notDelivered: 'この商品はまだお届けが完了していないため、レビューを投稿できません。商品がお手元に届いた後（配達完了後）に投稿できます。',
  alreadyReviewed: 'この商品のレビューは投稿済みです。マイページのレビュー一覧から編集してください。',
} as const;

const NOT_FOUND = { ok: false, error: { type: 'not_found' } } as const;

const invalid = (field: 'product_code' | 'size_fit', message: string) =>
  ({ ok: false, error: { type: 'invalid', field, message } }) as const;

function fieldsOf(input: ReviewUpdateRequest): ReviewFields {
  return { rating: input.rating, title: input.title, body: input.body, sizeFit: input.sizeFit, nickname: input.nickname };
}

/** The review operations of one database; `now` is the clock (epoch ms). */
export function reviewService(db: Db, now: () => number) {
  async function written(tx: Queryable, customerId: number, id: number): Promise<MyReviewWire> {
    const row = await reviewOf(tx, customerId, id);
    if (!row) throw new Error(`review ${id} vanished inside its own transaction`);
    return myReviewWire(row);
  }

  /** Runs a write and clears the catalogue caches once it committed (the product's reviews and summary changed). */
  async function writing<T>(fn: (tx: Queryable) => Promise<ReviewResult<T>>): Promise<ReviewResult<T>> {
    const result = await db.transaction(fn);
    if (result.ok) invalidateCatalogCache();
    return result;
  }

  return {
    /** The customer's reviews (newest first) and the delivered products still waiting for one. */
    async list(customerId: number): Promise<{ reviews: MyReviewWire[]; waiting: ReviewableProductWire[] }> {
      const [reviews, waiting] = await Promise.all([reviewsOf(db, customerId), reviewableProducts(db, customerId)]);
      return { reviews: reviews.map(myReviewWire), waiting: waiting.map(reviewableWire) };
    },

    /** One review of the customer, or undefined. */
    async show(customerId: number, id: number): Promise<MyReviewWire | undefined> {
      const row = await reviewOf(db, customerId, id);
      return row && myReviewWire(row);
    },

    /** Adds the customer's review of a product of one of their delivered orders. */
    create(customerId: number, input: ReviewCreateRequest): Promise<ReviewResult<MyReviewWire>> {
      return writing(async (tx) => {
        const product = await lockProduct(tx, input.productCode);
        if (!product) return invalid('product_code', REVIEW_REFUSALS.unknownProduct);
        const purchase = await purchaseOf(tx, customerId, product.id);
        if (!purchase) return invalid('product_code', REVIEW_REFUSALS.notBought);
        if (!('deliveredOrderId' in purchase)) return invalid('product_code', REVIEW_REFUSALS.notDelivered);
        if ((await reviewIdOf(tx, customerId, product.id)) !== undefined) return invalid('product_code', REVIEW_REFUSALS.alreadyReviewed);
        const sizeFitProblem = checkSizeFit(sizeFitApplies(product.silhouette), input.sizeFit);
        if (sizeFitProblem) return invalid('size_fit', sizeFitProblem);
        const id = await insertReview(
          tx,
          { customerId, productId: product.id, orderId: purchase.deliveredOrderId },
          fieldsOf(input),
          new Date(now()),
        );
        await recomputeSummary(tx, product.id);
        return { ok: true, value: await written(tx, customerId, id) };
      });
    },

    /** Replaces the customer's review (a hidden one stays hidden). */
    update(customerId: number, id: number, input: ReviewUpdateRequest): Promise<ReviewResult<MyReviewWire>> {
      return writing(async (tx) => {
        const product = await lockReviewProduct(tx, customerId, id);
        if (!product) return NOT_FOUND;
        const sizeFitProblem = checkSizeFit(sizeFitApplies(product.silhouette), input.sizeFit);
        if (sizeFitProblem) return invalid('size_fit', sizeFitProblem);
        if (!(await updateReview(tx, customerId, id, fieldsOf(input), new Date(now())))) return NOT_FOUND;
        await recomputeSummary(tx, product.product_id);
        return { ok: true, value: await written(tx, customerId, id) };
      });
    },

    /** Deletes the customer's review. */
    remove(customerId: number, id: number): Promise<ReviewResult<null>> {
      return writing(async (tx) => {
        const product = await lockReviewProduct(tx, customerId, id);
        if (!product || !(await deleteReview(tx, customerId, id))) return NOT_FOUND;
        await recomputeSummary(tx, product.product_id);
        return { ok: true, value: null };
      });
    },

    /** The operator hides or shows a review again; false when there is no such review. */
    async setHidden(id: number, hidden: boolean): Promise<boolean> {
      const result = await writing(async (tx) => {
        const productId = await setHidden(tx, id, hidden);
        if (productId === undefined) return NOT_FOUND;
        await recomputeSummary(tx, productId);
        return { ok: true, value: null };
      });
      return result.ok;
    },
  };
}

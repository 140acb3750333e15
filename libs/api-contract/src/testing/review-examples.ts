/** Wire examples of the customer's review calls (spread into WIRE_EXAMPLES). */
import type { MyReviewWire, ReviewableProductWire } from '../schemas/review.ts';

const AT = '2026-05-01T09:30:00.000Z';

const product = {
  code: '5001-01',
  name: '5.6オンス ハイクオリティーTシャツ',
  image: '/api/images/products/5001-01/11.svg',
  size_fit_applies: true,
};

const reviewBody = {
  rating: 4,
  title: '厚手で透けない',
  body: '5.6オンスでしっかりしていて、白でも透けませんでした。',
  size_fit: 'just',
  nickname: 'たろう',
} as const;

const myReview: MyReviewWire = {
  id: 41,
  product,
  order_number: 'PF-2026-000123',
  ...reviewBody,
  is_hidden: false,
  created_at: AT,
  updated_at: AT,
};

const waiting: ReviewableProductWire = {
  product: { code: '767-01', name: 'キャンバストートバッグ', image: null, size_fit_applies: false },
  order_number: 'PF-2026-000123',
  delivered_at: AT,
};

export const REVIEW_WIRE_EXAMPLES = {
  myReviewList: { response: { data: { reviews: [myReview], waiting: [waiting] } } },
  myReviewShow: { params: { id: 41 }, response: { data: myReview } },
  myReviewCreate: { request: { product_code: '5001-01', ...reviewBody }, response: { data: myReview } },
  myReviewUpdate: { params: { id: 41 }, request: { ...reviewBody, rating: 5 }, response: { data: { ...myReview, rating: 5 } } },
  myReviewDelete: { params: { id: 41 }, response: undefined },
};

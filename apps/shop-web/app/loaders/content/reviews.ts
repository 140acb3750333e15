/** `/product/{code}/customer-reviews`: a product's customer reviews with its rating summary. */
import type { ApiClient } from '@shop/api-client';
import { notFound } from '../../api/route-error.ts';
import { ensurePageExists, pageOf, withRouteErrors } from './shared.ts';

// Product codes as the server accepts them (letters, digits, `-`, `_`).
const PRODUCT_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** The product (name, brand, rating summary) and one page of its reviews, newest first. */
export async function loadProductReviews(api: ApiClient, code: string | undefined, url: URL) {
  if (code === undefined || !PRODUCT_CODE.test(code)) throw notFound();
  const page = pageOf(url);
  return withRouteErrors(async () => {
    const [product, reviews] = await Promise.all([api.products.get(code), api.products.reviews(code, { page })]);
    ensurePageExists(reviews.meta);
    const { name, brand, category, images, reviewSummary } = product.data;
    return {
      // Only what the page shows: the order representation (SKUs, prices, stock) is large.
      product: {
        code: product.data.code,
        name,
        brand: brand.name,
        category: { slug: category.slug, name: category.name },
        image: images[0] ?? null,
        reviewSummary,
      },
      reviews: reviews.data,
      meta: reviews.meta,
      // The visible reviews per star (the summary's count and average are the product's own).
      distribution: reviews.summary.distribution,
    };
  });
}

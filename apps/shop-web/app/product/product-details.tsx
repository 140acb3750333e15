import type { Product, Review } from '@shop/api-contract';
import { PrintMethodPrices } from '../cart/print-method-prices.tsx';
import { ProductReviewDigest } from '../reviews/product-review-digest.tsx';
import { description } from '../routes/product.css.ts';
import { PrintAreas } from './print-areas-section.tsx';
import { SizeChart } from './size-chart.tsx';

/**
 * The product page below the buy box: prices per print method, description, size chart, print
 * areas on the garment, the newest reviews. An island of the product page (routes/product.tsx).
 */
export function ProductDetails({
  product,
  color,
  reviews,
  headingClass,
}: {
  product: Product;
  color: Product['colors'][number] | undefined;
  reviews: readonly Review[];
  headingClass: string;
}) {
  return (
    <>
      <PrintMethodPrices product={product} headingClass={headingClass} />

      {product.description ? (
        <section aria-labelledby="product-description">
          <h2 id="product-description" className={headingClass}>
            商品説明
          </h2>
          <p className={description}>{product.description}</p>
        </section>
      ) : null}

      <SizeChart rows={product.sizeChart ?? []} headingClass={headingClass} />

      <PrintAreas product={product} color={color} headingClass={headingClass} />

      <ProductReviewDigest code={product.code} summary={product.reviewSummary} reviews={reviews} headingClass={headingClass} />
    </>
  );
}

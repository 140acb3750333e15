import type { Product, Review } from '@shop/api-contract';
import { Link } from 'react-router';
import { ProductOrderForm } from '../cart/product-order-form.tsx';
import { productPath } from '../content/paths.ts';
import { formatDecimal } from '../format/numbers.ts';
import { formatYen, priceRange } from '../format/yen.ts';
import { TrailBreadcrumbs } from '../layout/trail-breadcrumbs.tsx';
import { dormant } from '../islands/dormant.tsx';
import { isImplemented } from '../navigation/route-table.ts';
import { HOME_CRUMB } from '../navigation/trail.ts';
import { PrintEntryLink } from '../print/print-entry-link.tsx';
import { brand, code, heading, layout, price, specTerm, specValue, specs, title } from '../routes/product.css.ts';
import { productSkus } from '../seo/product-json-ld.ts';
import { useChosenColor } from './chosen-color.ts';
import { Gallery } from './gallery.tsx';
import { LaterResumePrintOrders } from './later-resume-print-orders.tsx';
import { actionHint, actions, keyFact, keyFactTerm, keyFactValue, keyFacts } from './product-page.css.ts';

// Below the buy box (prices per method, size chart, print areas, reviews): its code is fetched at the
// first sign of a shopper, or when the chosen colour changes (islands/dormant.tsx).
const ProductDetails = dormant('ProductDetails', () => import('./product-details.tsx').then((module) => module.ProductDetails));

/**
 * The product page: gallery in the chosen colour, name, facts and price, the first action
 * (「この商品にプリントする」), the colour × size order form, then the details below. The route's
 * island (routes/product.tsx), hydrated once its code has arrived.
 */
export function ProductPageBody({
  product,
  shippingLabel,
  reviews,
}: {
  product: Product;
  /** The shipping date as shown (`5月8日(水)`), null when unknown. */
  shippingLabel: string | null;
  reviews: readonly Review[];
}) {
  const [color, chooseColor] = useChosenColor(product);
  const range = priceRange(productSkus(product).map((sku) => sku.price));
  return (
    <>
      <TrailBreadcrumbs
        trail={[
          HOME_CRUMB,
          { name: product.category.name, path: `/${product.category.slug}` },
          { name: product.name, path: productPath(product.code) },
        ]}
      />
      <div className={layout}>
        <Gallery product={product} color={color} />
        <div>
          <p className={brand}>{product.brand.name}</p>
          <h1 className={title}>{product.name}</h1>
          {product.material || product.weightOz !== null ? (
            <dl className={keyFacts}>
              {product.material ? (
                <div className={keyFact}>
                  <dt className={keyFactTerm}>素材</dt>
                  <dd className={keyFactValue}>{product.material}</dd>
                </div>
              ) : null}
              {product.weightOz !== null ? (
                <div className={keyFact}>
                  <dt className={keyFactTerm}>生地の厚さ</dt>
                  <dd className={keyFactValue}>{product.weightOz}オンス</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <p className={code}>品番: {product.code}</p>
          {range ? (
            <p className={price}>
              {formatYen(range.min)}
              {range.max > range.min ? `〜${formatYen(range.max)}` : ''}
              <small>（税込・1枚あたり）</small>
            </p>
          ) : null}
          {product.reviewSummary.count > 0 ? (
            <p>
              評価 {formatDecimal(product.reviewSummary.average, 1, 1)} / 5（{product.reviewSummary.count}件のレビュー）
            </p>
          ) : null}
          {isImplemented('product-code-customer-reviews') ? (
            <p>
              <Link to={`/product/${encodeURIComponent(product.code)}/customer-reviews`}>カスタマーレビューを見る</Link>
            </p>
          ) : null}
          <dl className={specs}>
            {product.fit ? (
              <>
                <dt className={specTerm}>シルエット</dt>
                <dd className={specValue}>{product.fit.name}</dd>
              </>
            ) : null}
            {product.printMethods.length > 0 ? (
              <>
                <dt className={specTerm}>対応プリント</dt>
                <dd className={specValue}>{product.printMethods.map((method) => method.name).join('・')}</dd>
              </>
            ) : null}
          </dl>
          <div className={actions}>
            <PrintEntryLink product={product} />
            {product.printMethods.length > 0 ? (
              <p className={actionHint}>プリントなしの無地のままご購入の場合は、下でカラー・サイズ・数量を選んでください。</p>
            ) : null}
          </div>
          <LaterResumePrintOrders product={product} />
          <ProductOrderForm product={product} shippingLabel={shippingLabel} color={color} onColorChange={chooseColor} />
        </div>
      </div>

      <ProductDetails product={product} color={color} reviews={reviews} headingClass={heading} />
    </>
  );
}

import type { ApiClient } from '@shop/api-client';
import { browserApi } from '@shop/web-state';
import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product.ts';
import { apiContext } from '../api/context.ts';
import { PrintMethodPrices } from '../cart/print-method-prices.tsx';
import { ProductOrderForm } from '../cart/product-order-form.tsx';
import { productPath } from '../content/paths.ts';
import { PrintEntryLink } from '../print/print-entry-link.tsx';
import { colorImage, initialColor, onlyColorChanged, useChosenColor, COLOR_PARAM } from '../product/chosen-color.ts';
import { Gallery } from '../product/gallery.tsx';
import { LaterResumePrintOrders } from '../product/later-resume-print-orders.tsx';
import { PrintAreas } from '../product/print-areas-section.tsx';
import { actionHint, actions, keyFact, keyFactTerm, keyFactValue, keyFacts } from '../product/product-page.css.ts';
import { SizeChart } from '../product/size-chart.tsx';
import { formatYen, priceRange } from '../format/yen.ts';
import { TrailBreadcrumbs } from '../layout/trail-breadcrumbs.tsx';
import { DIGEST_SIZE, ProductReviewDigest } from '../reviews/product-review-digest.tsx';
import { loadProduct } from '../loaders/load-product.ts';
import { isImplemented } from '../navigation/route-table.ts';
import { HOME_CRUMB } from '../navigation/trail.ts';
import { absoluteUrl, breadcrumbJsonLd, canonicalUrl, pageMeta, publicUrlOf } from '../seo/meta.ts';
import { errorMeta } from '../seo/error-meta.ts';
import { productJsonLd, productSkus } from '../seo/product-json-ld.ts';
import { brand, code, description, heading, layout, price, specTerm, specValue, specs, title } from './product.css.ts';

const ratingFormat = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The product, and the shop calendar for the shipping date (a calendar failure is ignored, spec §8). */
async function loadProductPage(api: ApiClient, code: string) {
  const [page, businessDays, reviews] = await Promise.all([
    loadProduct(api, code),
    api.delivery.businessDays().catch(() => null),
    // The newest reviews of the review section; without them the page still shows the product.
    api.products.reviews(code, { page: 1 }).then((answer) => answer.data.slice(0, DIGEST_SIZE)).catch(() => []),
  ]);
  return { ...page, businessDays, reviews };
}

export function loader({ context, params }: Route.LoaderArgs) {
  return loadProductPage(context.get(apiContext), params.code);
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadProductPage(await browserApi(), params.code);
}

/** Choosing a colour only rewrites `?color=`: the product is not fetched again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return onlyColorChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches, location }) => {
  if (error || !loaderData) return errorMeta(error);
  const { product } = loaderData;
  const chosen = initialColor(product, new URLSearchParams(location.search).get(COLOR_PARAM));
  const image = (chosen ? colorImage(product, chosen.id) : undefined) ?? product.images[0];
  const publicUrl = publicUrlOf(matches);
  const url = canonicalUrl(publicUrl, location.pathname);
  const range = priceRange(productSkus(product).map((sku) => sku.price));
  const priceText = range ? `価格${formatYen(range.min)}〜（税込）。` : '';
  return pageMeta({
    title: `${product.name}（${product.brand.name} ${product.code}）`,
    description: `${product.name}のオリジナルプリント・名入れは1枚から。${priceText}${product.description}`,
    canonical: url,
    ogType: 'product',
    image: image ? absoluteUrl(publicUrl, image) : undefined,
    jsonLd: [
      productJsonLd(product, { url, publicUrl }),
      breadcrumbJsonLd([
        { name: 'ホーム', url: canonicalUrl(publicUrl, '/') },
        { name: product.category.name, url: canonicalUrl(publicUrl, `/${product.category.slug}`) },
        { name: product.name, url },
      ]),
    ],
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, businessDays } = loaderData;
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
              評価 {ratingFormat.format(product.reviewSummary.average)} / 5（{product.reviewSummary.count}件のレビュー）
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
            {product.printMethods.length > 0 ? <p className={actionHint}>プリントなしの無地のままご購入の場合は、下でカラー・サイズ・数量を選んでください。</p> : null}
          </div>
          <LaterResumePrintOrders product={product} />
          <ProductOrderForm product={product} calendar={businessDays} color={color} onColorChange={chooseColor} />
        </div>
      </div>

      <PrintMethodPrices product={product} headingClass={heading} />

      {product.description ? (
        <section aria-labelledby="product-description">
          <h2 id="product-description" className={heading}>
            商品説明
          </h2>
          <p className={description}>{product.description}</p>
        </section>
      ) : null}

      <SizeChart rows={product.sizeChart ?? []} headingClass={heading} />

      <PrintAreas product={product} color={color} headingClass={heading} />

      <ProductReviewDigest code={product.code} summary={product.reviewSummary} reviews={loaderData.reviews} headingClass={heading} />
    </>
  );
}

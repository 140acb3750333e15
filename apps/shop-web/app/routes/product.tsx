import type { ApiClient } from '@shop/api-client';
import type { Product } from '@shop/api-contract';
import { stockLevel } from '@shop/cart-domain';
import { browserApi } from '@shop/web-state';
import { Link } from 'react-router';
import type { Route } from './+types/product.ts';
import { apiContext } from '../api/context.ts';
import { PrintMethodPrices } from '../cart/print-method-prices.tsx';
import { ProductOrderForm } from '../cart/product-order-form.tsx';
import { productPath } from '../content/paths.ts';
import { PrintEntryLink, ResumePrintOrders } from '../print/resume-print-orders.tsx';
import { formatYen, priceRange } from '../format/yen.ts';
import { TrailBreadcrumbs } from '../layout/trail-breadcrumbs.tsx';
import { loadProduct } from '../loaders/load-product.ts';
import { isImplemented } from '../navigation/route-table.ts';
import { HOME_CRUMB } from '../navigation/trail.ts';
import { absoluteUrl, breadcrumbJsonLd, canonicalUrl, pageMeta, publicUrlOf } from '../seo/meta.ts';
import { errorMeta } from '../seo/error-meta.ts';
import { productJsonLd, productSkus } from '../seo/product-json-ld.ts';
import {
  brand,
  cell,
  code,
  colorDot,
  colorItem,
  colorList,
  description,
  heading,
  layout,
  mainImage,
  price,
  specTerm,
  specValue,
  specs,
  stockOut,
  table,
  thumb,
  thumbs,
  title,
} from './product.css.ts';

const ratingFormat = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The product, and the shop calendar for the shipping date (a calendar failure is ignored, spec §8). */
async function loadProductPage(api: ApiClient, code: string) {
  const [page, businessDays] = await Promise.all([
    loadProduct(api, code),
    api.delivery.businessDays().catch(() => null),
  ]);
  return { ...page, businessDays };
}

export function loader({ context, params }: Route.LoaderArgs) {
  return loadProductPage(context.get(apiContext), params.code);
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadProductPage(await browserApi(), params.code);
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches, location }) => {
  if (error || !loaderData) return errorMeta(error);
  const { product } = loaderData;
  const publicUrl = publicUrlOf(matches);
  const url = canonicalUrl(publicUrl, location.pathname);
  const range = priceRange(productSkus(product).map((sku) => sku.price));
  const priceText = range ? `価格${formatYen(range.min)}〜（税込）。` : '';
  return pageMeta({
    title: `${product.name}（${product.brand.name} ${product.code}）`,
    description: `${product.name}のオリジナルプリント・名入れは1枚から。${priceText}${product.description}`,
    canonical: url,
    ogType: 'product',
    image: product.images[0] ? absoluteUrl(publicUrl, product.images[0]) : undefined,
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

const STOCK_LABELS = { sold_out: '在庫なし', few_left: '残りわずか', in_stock: '在庫あり' } as const;

function stockLabel(quantity: number): string {
  return STOCK_LABELS[stockLevel(quantity)];
}

function Gallery({ product }: { product: Product }) {
  const [first, ...rest] = product.images;
  return (
    <div>
      {first ? (
        <img className={mainImage} src={first} alt={product.name} width={600} height={600} fetchPriority="high" />
      ) : (
        <div className={mainImage} aria-hidden="true" />
      )}
      {rest.length > 0 ? (
        <ul className={thumbs}>
          {rest.map((image, index) => (
            <li key={image}>
              <img className={thumb} src={image} alt={`${product.name} 画像${index + 2}`} width={64} height={64} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, businessDays } = loaderData;
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
        <Gallery product={product} />
        <div>
          <p className={brand}>{product.brand.name}</p>
          <h1 className={title}>{product.name}</h1>
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
            {product.material ? (
              <>
                <dt className={specTerm}>素材</dt>
                <dd className={specValue}>{product.material}</dd>
              </>
            ) : null}
            {product.weightOz !== null ? (
              <>
                <dt className={specTerm}>生地の厚さ</dt>
                <dd className={specValue}>{product.weightOz}オンス</dd>
              </>
            ) : null}
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
          <PrintEntryLink product={product} />
          <ResumePrintOrders product={product} />
          <h2 className={heading}>カラー（{product.colors.length}色）</h2>
          <ul className={colorList}>
            {product.colors.map((color) => (
              <li key={color.id} className={colorItem}>
                <span className={colorDot} style={{ background: color.hex }} aria-hidden="true" />
                {color.name}
              </li>
            ))}
          </ul>
          <ProductOrderForm product={product} calendar={businessDays} />
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

      <section aria-labelledby="product-sizes">
        <h2 id="product-sizes" className={heading}>
          サイズ・価格・在庫
        </h2>
        <table className={table}>
          <thead>
            <tr>
              <th className={cell} scope="col">
                カラー
              </th>
              <th className={cell} scope="col">
                サイズ
              </th>
              <th className={cell} scope="col">
                価格（税込）
              </th>
              <th className={cell} scope="col">
                在庫
              </th>
            </tr>
          </thead>
          <tbody>
            {product.colors.flatMap((color) =>
              color.sizes.map((size) => (
                <tr key={size.sku.id}>
                  <td className={cell}>{color.name}</td>
                  <td className={cell}>{size.name}</td>
                  <td className={cell}>{formatYen(size.sku.price)}</td>
                  <td className={`${cell} ${size.sku.inventory.quantityAvailable > 0 ? '' : stockOut}`}>
                    {stockLabel(size.sku.inventory.quantityAvailable)}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </section>
    </>
  );
}

/**
 * `/product/:code/print` (route `product-code-print`): choosing the print method. For each method the
 * product offers: what it is good for, the product's colours it prints on, lead time, minimum
 * quantity and the price per piece from 1 and at 10/30/50/100 pieces (cart-domain). Choosing one
 * stores a new print order and continues to the method's first step with `?pid=`.
 */
import type { Product } from '@shop/api-contract';
import { Button, ScrollRegion } from '@shop/ui';
import { appendPrintOrderAtom } from '@shop/web-state';
import { useSetAtom } from 'jotai';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { apiLoaders } from '../../loaders/api-loaders.ts';
import { formatYen } from '../../format/yen.ts';
import { loadProduct } from '../../loaders/load-product.ts';
import { firstStepHref, newPrintOrder, printableColors, printableColorsText, type PrintMethodView } from '../../print/print-order-model.ts';
import { QUOTE_QUANTITIES, quotePerPiece } from '../../print/print-price.ts';
import { keepCell, methods, muted, quoteTable, section, sectionTitle, swatch, tag, tagList, title } from '../../print/print.css.ts';
import { useHydrated } from '../../session/use-hydrated.ts';
import { pageMeta } from '../../seo/meta.ts';
import { errorMeta } from '../../seo/error-meta.ts';

const loaders = apiLoaders((api, { params }: LoaderFunctionArgs) => loadProduct(api, params.code ?? ''));
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const meta: MetaFunction<typeof loader> = ({ loaderData, error }) => {
  if (error || !loaderData) return errorMeta(error);
  return pageMeta({
    title: `プリント方法を選ぶ — ${loaderData.product.name}`,
    description: `${loaderData.product.name}に対応するプリント方法と、枚数ごとの1枚あたりの価格です。`,
    noindex: true,
  });
};

function MethodCard({ product, method }: { product: Product; method: PrintMethodView }) {
  const hydrated = useHydrated();
  const append = useSetAtom(appendPrintOrderAtom);
  const navigate = useNavigate();
  const headingId = `print-method-${method.id}`;
  const colors = printableColors(product, method);

  const start = () => {
    const stored = append(newPrintOrder(crypto.randomUUID(), product, method));
    void navigate(firstStepHref(product.code, method, stored.id));
  };

  return (
    <li>
      <section className={section} aria-labelledby={headingId}>
        <h2 id={headingId} className={sectionTitle}>
          {method.name}
        </h2>
        {method.description ? <p>{method.description}</p> : null}
        {method.goodFor.length > 0 ? (
          <ul className={tagList} aria-label="こんな方におすすめ">
            {method.goodFor.map((text) => (
              <li key={text} className={tag}>
                {text}
              </li>
            ))}
          </ul>
        ) : null}
        <dl>
          <dt>プリントできるカラー</dt>
          <dd>
            {printableColorsText(method)}：
            {colors.length > 0 ? (
              colors.map((color) => (
                <span key={color.id} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, marginRight: 8 }}>
                  <span className={swatch} style={{ background: color.hex, width: 16, height: 16 }} aria-hidden="true" />
                  {color.name}
                </span>
              ))
            ) : (
              <span>この商品には対応カラーがありません</span>
            )}
          </dd>
          <dt>製作日数</dt>
          <dd>ご入稿から約{method.leadDays}営業日で発送</dd>
          <dt>最低注文枚数</dt>
          <dd>{method.minQuantity}枚から</dd>
        </dl>
        {/* The table's name above its scroll box, not a <caption>: a caption is as wide as the table and was cut off at 360 px. */}
        <p id={`${headingId}-prices`} className={muted}>
          1枚あたりの価格（税込・ボディ代と1か所1色のプリント代・版代・データ作成費を含む）
        </p>
        <ScrollRegion labelledBy={`${headingId}-prices`}>
          <table className={quoteTable} aria-labelledby={`${headingId}-prices`}>
            <thead>
              <tr>
                {QUOTE_QUANTITIES.map((quantity) => (
                  <th key={quantity} className={keepCell} scope="col">
                    {quantity}枚{quantity === 1 ? 'から' : ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {QUOTE_QUANTITIES.map((quantity) => {
                  const price = quotePerPiece(product, method, quantity);
                  return (
                    <td key={quantity} className={keepCell}>
                      {price === null ? '—' : formatYen(price)}
                    </td>
                  );
                })}
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
        <Button type="button" size="lg" disabled={!hydrated || colors.length === 0} onClick={start}>
          {method.name}で注文する
        </Button>
      </section>
    </li>
  );
}

/** The method page. */
export default function PrintMethodPage() {
  const { product } = useLoaderData<typeof loader>();
  return (
    <>
      <p className={muted}>
        <Link to={`/product/${encodeURIComponent(product.code)}`}>{product.name}</Link>
      </p>
      <h1 className={title}>プリント方法を選ぶ</h1>
      {product.printMethods.length === 0 ? (
        <p>この商品はプリントに対応していません。</p>
      ) : (
        <ul className={methods}>
          {product.printMethods.map((method) => (
            <MethodCard key={method.id} product={product} method={method} />
          ))}
        </ul>
      )}
    </>
  );
}

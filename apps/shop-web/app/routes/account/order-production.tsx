import { Link } from 'react-router';
import type { Route } from './+types/order-production.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { formatYen } from '../../format/yen.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { formatDate, formatDay } from '../../orders/order-format.ts';
import { ChargeList, PrintList, ProductionGroups } from '../../orders/order-lines.tsx';
import { OrderSection } from '../../orders/order-section.tsx';
import { badge, columns, stack, statusLine, title } from '../../orders/order-pages.css.ts';
import { orderCrumb, ordersTrail } from '../../orders/order-trail.ts';
import { factTerm, factValue, facts, muted, number as numberClass, subTitle, subtotal } from '../../orders/orders.css.ts';
import { noindexMetaOf } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { ShareProofButton } from '../../proof-share/share-proof-button.tsx';

/** One production of the customer's orders (another customer's answers 404). */
const loaders = customerLoaders(async (api, { params }: Route.LoaderArgs) => (await api.orders.production(params.number)).data);
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMetaOf((loaderData) => ({
  title: `プリント内容 ${loaderData.production.number ?? ''}`,
  description: 'ご注文のプリント内容です。',
}));

/** A production of an order (spec §2 /myaccount/order-productions/{number}): placements and artwork, method, colours, sizes, data check. */
export default function OrderProductionPage({ loaderData }: Route.ComponentProps) {
  const { order, production, charges, subtotal: amount } = loaderData;
  const number = production.number ?? '';
  return (
    <>
      <TrailBreadcrumbs
        trail={ordersTrail(orderCrumb(order.number), { name: `プリント内容 ${number}`, path: `/myaccount/order-productions/${number}` })}
      />
      <h1 className={title}>
        プリント内容 <span className={numberClass}>{number}</span>
      </h1>
      <div className={columns}>
        <div className={stack}>
          <OrderSection heading={`${production.product.name}（${production.printMethod.name}）`}>
            {production.dataCheckStatusLabel ? (
              <p className={statusLine}>
                <span>データ確認</span>
                <span className={badge}>{production.dataCheckStatusLabel}</span>
              </p>
            ) : null}
            <h3 className={subTitle}>プリント箇所とデータ</h3>
            <PrintList production={production} />
            <h3 className={subTitle}>カラー・サイズ・数量</h3>
            <ProductionGroups production={production} />
            <p className={muted}>合計 {production.quantity}点</p>
            {number ? (
              <div>
                <ShareProofButton
                  source={{ source: 'order', productionNumber: number }}
                  label={`${production.product.name}（${number}）`}
                />
              </div>
            ) : null}
          </OrderSection>
        </div>
        <div className={stack}>
          <OrderSection heading="料金">
            <ChargeList charges={charges} label="料金の内訳" />
            <p className={subtotal}>小計 {formatYen(amount)}（税込）</p>
          </OrderSection>
          <OrderSection heading="ご注文">
            <dl className={facts}>
              <dt className={factTerm}>ご注文番号</dt>
              <dd className={factValue}>
                <Link to={`/myaccount/orders/${order.number}`}>{order.number}</Link>
              </dd>
              <dt className={factTerm}>ご注文日</dt>
              <dd className={factValue}>{formatDay(order.placedAt)}</dd>
              <dt className={factTerm}>状況</dt>
              <dd className={factValue}>{order.statusLabel}</dd>
              <dt className={factTerm}>発送予定日</dt>
              <dd className={factValue}>{formatDate(order.shipDate)}</dd>
            </dl>
          </OrderSection>
        </div>
      </div>
    </>
  );
}

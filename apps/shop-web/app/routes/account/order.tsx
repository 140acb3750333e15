import { API_ROUTES, type Order } from '@shop/api-contract';
import { carrierLabel, trackingUrl } from '@shop/order-domain';
import { Link, useLocation } from 'react-router';
import type { Route } from './+types/order.ts';
import { customerLoaders } from '../../loaders/api-loaders.ts';
import { TrailBreadcrumbs } from '../../layout/trail-breadcrumbs.tsx';
import { AddressBlock } from '../../orders/address-block.tsx';
import { ArtworkSection } from '../../orders/artwork/artwork-section.tsx';
import { MessageThread } from '../../orders/message-thread.tsx';
import { OrderAmounts } from '../../orders/order-amounts.tsx';
import { formatDate, formatDateTime } from '../../orders/order-format.ts';
import { OrderSection } from '../../orders/order-section.tsx';
import { deliveredLineExtras } from '../../orders/delivered-actions.tsx';
import { OrderLines } from '../../orders/order-lines.tsx';
import {
  badge,
  cancelled,
  columns,
  externalLink,
  history,
  historyTime,
  stack,
  statusLine,
  thanks,
  thanksTitle,
  title,
} from '../../orders/order-pages.css.ts';
import { orderCrumb, ordersTrail } from '../../orders/order-trail.ts';
import { factTerm, factValue, facts, muted, number as numberClass } from '../../orders/orders.css.ts';
import { cardText } from '../../orders/card-text.ts';
import { BankTransferInstructions } from '../../orders/payment-summary.tsx';
import { ReceiptSection } from '../../orders/receipt-section.tsx';
import { StatusProgress } from '../../orders/status-progress.tsx';
import { noindexMetaOf } from '../../seo/error-meta.ts';
import { privatePageHeaders } from '../../session/require-login.ts';
import { useHydrated } from '../../session/use-hydrated.ts';

/**
 * One order of the customer (another customer's answers 404, like a missing one) and whether it has
 * a receipt or an invoice now (issue #32).
 */
const loaders = customerLoaders(async (api, { params }: Route.LoaderArgs) => {
  // The order first: its 401 or 404 is the page's answer, whatever the receipt call would say.
  const order = await api.orders.get(params.number);
  const [receipt, reviewable] = await Promise.all([
    api.call(API_ROUTES.orderReceiptStatus, { params: { number: params.number } }),
    // A delivered order offers 「レビューを書く」 for the products still waiting for a review (issue #32).
    order.data.status === 'delivered'
      ? api.myReviews
          .list()
          .then((answer) => answer.data.waiting.map((item) => item.product.code))
          // Without the list the order still shows; only the review buttons are left out.
          .catch(() => [])
      : Promise.resolve([]),
  ]);
  return { order: order.data, receipt: receipt.data, reviewable };
});
export const loader = loaders.loader;
export const clientLoader = loaders.clientLoader;

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = noindexMetaOf((loaderData) => ({
  title: `ご注文 ${loaderData.order.number}`,
  description: 'ご注文の内容と状況です。',
}));

/** What the confirm page passes when it arrives here right after placing the order. */
export interface OrderArrival {
  placed: true;
}

function isArrival(state: unknown): state is OrderArrival {
  return typeof state === 'object' && state !== null && (state as { placed?: unknown }).placed === true;
}

/** The carrier, the tracking number and, when the carrier has a tracking page (spec §7), its link. */
export function Tracking({ order }: { order: Pick<Order, 'carrier' | 'trackingNumber'> }) {
  if (order.carrier === null && order.trackingNumber === null) return null;
  const url = trackingUrl(order.carrier, order.trackingNumber);
  const carrier = order.carrier === null ? null : carrierLabel(order.carrier);
  return (
    <>
      <dl className={facts}>
        {carrier ? (
          <>
            <dt className={factTerm}>配送業者</dt>
            <dd className={factValue}>{carrier}</dd>
          </>
        ) : null}
        {order.trackingNumber ? (
          <>
            <dt className={factTerm}>お問い合わせ番号</dt>
            <dd className={factValue}>{order.trackingNumber}</dd>
          </>
        ) : null}
      </dl>
      {url ? (
        <p>
          <a className={externalLink} href={url} target="_blank" rel="noopener noreferrer">
            {carrier}の配送状況を確認する（新しいタブで開きます）
          </a>
        </p>
      ) : null}
    </>
  );
}

/**
 * An order (spec §2 /myaccount/orders/{number}): status and progress, lines, the thread with the
 * shop (お問い合わせ・メッセージ), amounts, payment, the receipt and invoice, address, dates, tracking, history.
 */
export default function OrderPage({ loaderData: { order, receipt, reviewable } }: Route.ComponentProps) {
  // The history entry's state survives a reload, which the server never sees: shown once hydrated.
  const hydrated = useHydrated();
  const state = useLocation().state as unknown;
  const arrived = hydrated && isArrival(state);
  const awaitingTransfer = order.status === 'awaiting_payment' && order.payment.bankAccount !== null;
  return (
    <>
      <TrailBreadcrumbs trail={ordersTrail(orderCrumb(order.number))} />
      {arrived ? (
        <div className={thanks} role="status">
          <p className={thanksTitle}>ご注文ありがとうございます。</p>
          <p>ご注文を承りました。ご注文内容の確認メールをお送りしています。</p>
          {awaitingTransfer ? <p>下記のお振込先へ、お支払い合計をお振り込みください。</p> : null}
        </div>
      ) : null}
      <h1 className={title}>
        ご注文 <span className={numberClass}>{order.number}</span>
      </h1>
      <div className={columns}>
        <div className={stack}>
          <OrderSection heading="ご注文の状況">
            <p className={statusLine}>
              <span className={badge}>{order.statusLabel}</span>
              <span className={muted}>ご注文日時 {formatDateTime(order.placedAt)}</span>
            </p>
            {order.status === 'cancelled' ? (
              <p className={cancelled}>このご注文はキャンセルされました。</p>
            ) : (
              <StatusProgress order={order} />
            )}
            <Tracking order={order} />
          </OrderSection>
          {awaitingTransfer && order.payment.bankAccount ? (
            <OrderSection heading="お振込みのご案内">
              <BankTransferInstructions account={order.payment.bankAccount} amount={order.total} dueDate={order.payment.transferDueDate} />
            </OrderSection>
          ) : null}
          {hydrated && order.status !== 'cancelled' ? <ArtworkSection order={order} /> : null}
          <OrderSection heading="ご注文の商品">
            <OrderLines lines={order.lines} linkProductions extras={deliveredLineExtras(order, reviewable)} />
          </OrderSection>
          {hydrated ? <MessageThread orderNumber={order.number} /> : null}
        </div>
        <div className={stack}>
          <OrderSection heading="お支払い金額">
            <OrderAmounts
              charges={order.charges}
              goodsTotal={order.goodsTotal}
              shippingFee={order.shippingFee}
              couponDiscount={order.couponDiscount}
              couponLabel={order.couponLabel}
              pointsUsed={order.pointsUsed}
              total={order.total}
              tax={order.tax}
            />
          </OrderSection>
          <OrderSection heading="お支払い方法">
            <p className={factValue}>{order.payment.methodLabel}</p>
            {order.payment.method === 'card' ? <p className={factValue}>{cardText(order.payment)}</p> : null}
            <p className={muted}>{order.payment.statusLabel}</p>
          </OrderSection>
          <ReceiptSection orderNumber={order.number} status={receipt} />
          <OrderSection heading="お届け日時">
            <dl className={facts}>
              <dt className={factTerm}>発送予定日</dt>
              <dd className={factValue}>{formatDate(order.shipDate)}</dd>
              <dt className={factTerm}>お届け希望日</dt>
              <dd className={factValue}>{order.deliveryDate ? formatDate(order.deliveryDate) : '指定なし（最短でお届け）'}</dd>
              <dt className={factTerm}>時間帯</dt>
              <dd className={factValue}>{order.deliverySlot ?? '指定なし'}</dd>
            </dl>
          </OrderSection>
          <OrderSection heading="お届け先">
            <AddressBlock address={order.address} />
          </OrderSection>
          <OrderSection heading="ご注文の履歴">
            <ol className={history}>
              {order.events.map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <span className={historyTime}>{formatDateTime(event.at)}</span> {event.statusLabel}
                </li>
              ))}
            </ol>
          </OrderSection>
          <p>
            <Link to="/myaccount/orders">注文履歴に戻る</Link>
          </p>
        </div>
      </div>
    </>
  );
}

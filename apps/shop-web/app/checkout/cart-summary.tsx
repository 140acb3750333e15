/**
 * The cart summary of the checkout page: what is about to be ordered, line by line, with the goods
 * total and the shipping fee it would cost now. The confirm page prices everything again on the
 * server; this is the shopper's overview while choosing.
 */
import { FREE_SHIPPING_MINIMUM, cartTotal, itemSubtotal, productionQuantity, productionSubtotal, yen } from '@shop/cart-domain';
import { shippingFeeFor } from '@shop/order-domain';
import type { ServerCartView } from '@shop/web-state';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { formatYen } from '../format/yen.ts';
import {
  aside,
  grandTotal,
  muted,
  sectionTitle,
  summaryAmount,
  summaryLine,
  summaryLines,
  summaryName,
  totalRow,
  totals,
} from './checkout.css.ts';

export interface SummaryLine {
  readonly key: string;
  readonly name: string;
  readonly detail: string;
  /** pieces */
  readonly quantity: number | null;
  /** yen, tax included */
  readonly subtotal: number;
}

export interface CheckoutSummary {
  readonly lines: readonly SummaryLine[];
  readonly goodsTotal: number;
  readonly empty: boolean;
}

/** The lines and goods total of the server cart. */
export function checkoutSummary(cart: ServerCartView): CheckoutSummary {
  const lines: SummaryLine[] = [
    ...cart.items.map((item) => ({
      key: `item-${item.id}`,
      name: item.product.name,
      detail: `${item.color.name} ／ ${item.size.name}`,
      quantity: item.quantity,
      subtotal: itemSubtotal(item),
    })),
    ...cart.productions.map((production) => ({
      key: `production-${production.id}`,
      name: production.product.name,
      detail: `${production.printMethod.name}・${production.prints.map((print) => print.printSpec.name).join('、')}`,
      quantity: productionQuantity(production),
      subtotal: productionSubtotal(production),
    })),
  ];
  const total = cartTotal(cart);
  // Reorders have one summary line here: their amounts still count.
  if (total.reorders > 0) lines.push({ key: 'reorders', name: '再注文', detail: '', quantity: null, subtotal: total.reorders });
  // Estimates (issue #15) are ordered at their held totals, one line each.
  for (const estimate of cart.estimates) {
    const { number, title, quantity, total: held } = estimate.estimate;
    lines.push({
      key: `estimate-${estimate.id}`,
      name: number ? `お見積り ${number}` : 'お見積もり',
      detail: title ?? '',
      quantity: quantity ?? null,
      subtotal: held,
    });
  }
  return { lines, goodsTotal: total.total, empty: lines.length === 0 };
}

export interface CartSummaryProps {
  /** The server cart; null while it is loading. */
  cart: ServerCartView | null;
  /** yen, the catalogue's fee; free from cart-domain's FREE_SHIPPING_MINIMUM (order-domain `shippingFeeFor`) */
  shippingFee: number;
  /** Shown instead of the lines while the cart is loading or when it could not be loaded. */
  placeholder: string;
}

/** 「ご注文内容」: lines, goods total, shipping fee and the total as they stand now. */
export function CartSummary({ cart, shippingFee, placeholder }: CartSummaryProps) {
  const titleId = useId();
  const summary = useMemo(() => (cart ? checkoutSummary(cart) : null), [cart]);
  const fee = summary ? shippingFeeFor(yen(summary.goodsTotal), yen(shippingFee)) : shippingFee;
  return (
    <aside className={aside} aria-labelledby={titleId}>
      <h2 id={titleId} className={sectionTitle}>
        ご注文内容
      </h2>
      {summary === null ? (
        <p className={muted} role="status">
          {placeholder}
        </p>
      ) : summary.empty ? (
        <p role="alert">
          カートに商品がありません。<Link to="/cart">カートを見る</Link>
        </p>
      ) : (
        <>
          <ul className={summaryLines}>
            {summary.lines.map((line) => (
              <li key={line.key} className={summaryLine}>
                <span className={summaryName}>
                  {line.name}
                  {line.detail ? <span className={muted}>（{line.detail}）</span> : null}
                  {line.quantity === null ? null : ` × ${line.quantity}点`}
                </span>
                <span className={summaryAmount}>{formatYen(line.subtotal)}</span>
              </li>
            ))}
          </ul>
          <dl className={totals}>
            <div className={totalRow}>
              <dt>商品合計</dt>
              <dd>{formatYen(summary.goodsTotal)}</dd>
            </div>
            <div className={totalRow}>
              <dt>送料</dt>
              <dd>{fee === 0 ? '無料' : formatYen(fee)}</dd>
            </div>
            <div className={grandTotal}>
              <dt>合計（税込）</dt>
              <dd>{formatYen(summary.goodsTotal + fee)}</dd>
            </div>
          </dl>
          <p className={muted}>
            {fee === 0 ? '送料無料でお届けします。' : `${formatYen(FREE_SHIPPING_MINIMUM)}以上のご注文で送料無料です。`}
            お支払い金額は次の確認画面で確定します。
          </p>
        </>
      )}
    </aside>
  );
}

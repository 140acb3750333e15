/** The cart's summary beside the lines: the totals by part, the free-shipping progress, the way to the checkout. */
import { FREE_SHIPPING_MINIMUM } from '@shop/cart-domain';
import { button } from '@shop/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { isImplemented } from '../navigation/route-table.ts';
import { loginHref } from '../session/login-href.ts';
import type { CartModel } from './cart-model.ts';
import { amountTerm, checkoutLink, partValue, progress, small, summary, summaryTitle, totalTerm, totalValue, totals } from './cart.css.ts';

/** The cart's login link: back to the cart afterwards, with the guest cart merged into the customer's. */
export const CART_LOGIN_HREF = loginHref('/cart');

/** The labels of the cart summary. */
export const SUMMARY_LABELS = {
  items: '商品小計',
  productions: 'プリント注文小計',
  reorders: '再注文小計',
  estimates: 'お見積もり小計',
  total: '合計（税込）',
} as const;

export function CartSummary({ model, shipping, guest }: { model: CartModel; shipping: ReactNode; guest: boolean }) {
  const titleId = useId();
  const freeShippingId = useId();
  const parts = (['items', 'productions', 'reorders', 'estimates'] as const).filter((part) => part === 'items' || model[part].length > 0);
  return (
    <section className={summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={summaryTitle}>
        ご注文金額
      </h2>
      <dl className={totals}>
        {parts.map((part) => (
          <SummaryRow key={part} label={SUMMARY_LABELS[part]} value={formatYen(model.totals[part])} />
        ))}
        <SummaryRow label={SUMMARY_LABELS.total} value={formatYen(model.totals.total)} total />
      </dl>
      <p className={small}>表示価格はすべて消費税込みです。送料はご注文手続きで計算されます。</p>
      <div>
        <p id={freeShippingId} className={small}>
          {model.freeShipping.qualifies
            ? '送料無料でお届けします。'
            : `あと${formatYen(model.freeShipping.missing)}のお買い上げで送料無料（${formatYen(FREE_SHIPPING_MINIMUM)}以上）`}
        </p>
        <progress
          className={progress}
          aria-labelledby={freeShippingId}
          max={FREE_SHIPPING_MINIMUM}
          value={Math.min(model.totals.total, FREE_SHIPPING_MINIMUM)}
        />
      </div>
      {shipping}
      {/* A guest is asked to log in or register first (spec §6) and comes back to the checkout. */}
      {isImplemented('checkout') ? (
        <Link to="/checkout" className={`${button({ variant: 'primary', size: 'lg' })} ${checkoutLink}`}>
          ご注文手続きへ進む
        </Link>
      ) : null}
      {guest ? (
        <p className={small}>
          会員の方は<Link to={CART_LOGIN_HREF}>ログインする</Link>と、このカートの商品が会員のカートにまとめられ、このページに戻ります。
        </p>
      ) : null}
    </section>
  );
}

function SummaryRow({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
  const id = useId();
  return (
    <>
      <dt id={id} className={total ? totalTerm : amountTerm}>
        {label}
      </dt>
      <dd className={total ? totalValue : partValue}>
        <output aria-labelledby={id}>{value}</output>
      </dd>
    </>
  );
}

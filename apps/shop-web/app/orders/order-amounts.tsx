/** The amounts of an order or a quote: charges by part, goods total, shipping fee, total with the tax it contains. */
import type { OrderCharges } from '@shop/api-contract';
import { formatYen } from '../format/yen.ts';
import { CHARGE_LABELS } from './order-lines.tsx';
import { amountRow, amounts as amountsClass, tax as taxClass, totalRow } from './orders.css.ts';

export interface OrderAmountsProps {
  charges: OrderCharges;
  /** yen, tax included */
  goodsTotal: number;
  shippingFee: number;
  /** what a coupon took off (issue #14); the line shows when it is above 0 */
  couponDiscount?: number;
  /** the coupon's name and value, after クーポン割引 */
  couponLabel?: string | null;
  /** points used (yen); the line shows when above 0 */
  pointsUsed?: number;
  total: number;
  /** the consumption tax the total contains */
  tax: number;
}

/** 「合計 ￥12,870（内消費税 ￥1,170）」 with what it is made of. */
export function OrderAmounts({
  charges,
  goodsTotal,
  shippingFee,
  couponDiscount = 0,
  couponLabel = null,
  pointsUsed = 0,
  total,
  tax,
}: OrderAmountsProps) {
  return (
    <>
      <dl className={amountsClass}>
        {CHARGE_LABELS.filter(([part]) => part === 'garments' || charges[part] > 0).map(([part, name]) => (
          <div key={part} className={amountRow}>
            <dt>{name}</dt>
            <dd>{formatYen(charges[part])}</dd>
          </div>
        ))}
        <div className={amountRow}>
          <dt>商品合計</dt>
          <dd>{formatYen(goodsTotal)}</dd>
        </div>
        <div className={amountRow}>
          <dt>送料</dt>
          <dd>{shippingFee === 0 ? '無料' : formatYen(shippingFee)}</dd>
        </div>
        {couponDiscount > 0 ? (
          <div className={amountRow}>
            <dt>クーポン割引{couponLabel ? `（${couponLabel}）` : ''}</dt>
            <dd>−{formatYen(couponDiscount)}</dd>
          </div>
        ) : null}
        {pointsUsed > 0 ? (
          <div className={amountRow}>
            <dt>ポイント利用</dt>
            <dd>−{formatYen(pointsUsed)}</dd>
          </div>
        ) : null}
        <div className={totalRow}>
          <dt>お支払い合計（税込）</dt>
          <dd>{formatYen(total)}</dd>
        </div>
      </dl>
      <p className={taxClass}>（内消費税 {formatYen(tax)}）</p>
    </>
  );
}

import type { Coupon } from '@shop/api-contract';
import { Link } from 'react-router';
import { formatDay } from '../orders/order-format.ts';
import { condition, conditions, couponCard, couponCode, couponInactive, couponName, couponValue, muted } from './loyalty.css.ts';

/** One coupon as a card: its value, name, code and every condition in Japanese. */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  return (
    <li className={coupon.state === 'available' ? couponCard : `${couponCard} ${couponInactive}`}>
      <p className={couponValue}>{coupon.valueLabel}</p>
      <p className={couponName}>{coupon.name}</p>
      <p className={couponCode}>コード: {coupon.code}</p>
      {coupon.conditions.length > 0 ? (
        <ul className={conditions} aria-label="ご利用条件">
          {coupon.conditions.map((text) => (
            <li key={text} className={condition}>
              {text}
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>ご利用条件はありません</p>
      )}
      {coupon.state === 'used' && coupon.usedOrderNumber ? (
        <p className={muted}>
          {coupon.usedAt ? `${formatDay(coupon.usedAt)}に` : ''}ご注文{' '}
          <Link to={`/myaccount/orders/${coupon.usedOrderNumber}`}>{coupon.usedOrderNumber}</Link> で使用済み
        </p>
      ) : null}
    </li>
  );
}

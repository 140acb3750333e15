/**
 * One estimate (spec §2 /myaccount/estimates/{number}): its lines as the order page shows them, the
 * goods total with the tax it contains, the validity, and what can be done with it.
 */
import type { Estimate } from '@shop/api-contract';
import { Link } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { formatLongDate } from '../orders/order-format.ts';
import { CHARGE_LABELS, OrderLines } from '../orders/order-lines.tsx';
import { columns, stack } from '../orders/order-pages.css.ts';
import { OrderSection } from '../orders/order-section.tsx';
import { amountRow, amounts, factTerm, factValue, facts, muted, tax as taxClass, totalRow } from '../orders/orders.css.ts';
import { EstimateActions } from './estimate-actions.tsx';
import { EstimateStateBadge } from './estimate-state.tsx';

export function EstimateDetail({ estimate }: { estimate: Estimate }) {
  return (
    <div className={columns}>
      <div className={stack}>
        <OrderSection heading="お見積りの内容">
          <p className={muted}>{estimate.title}</p>
          <OrderLines lines={estimate.lines} />
        </OrderSection>
      </div>
      <div className={stack}>
        <OrderSection heading="お見積金額">
          <dl className={amounts}>
            {CHARGE_LABELS.filter(([part]) => estimate.charges[part] > 0).map(([part, name]) => (
              <div key={part} className={amountRow}>
                <dt>{name}</dt>
                <dd>{formatYen(estimate.charges[part])}</dd>
              </div>
            ))}
            <div className={amountRow}>
              <dt>小計</dt>
              <dd>{formatYen(estimate.goodsTotal)}</dd>
            </div>
            <div className={totalRow}>
              <dt>合計（税込）</dt>
              <dd>{formatYen(estimate.goodsTotal)}</dd>
            </div>
          </dl>
          <p className={taxClass}>（内消費税 {formatYen(estimate.tax)}）</p>
          <p className={muted}>送料は別途（¥20,000以上で無料）。ご注文時にカートで計算されます。</p>
        </OrderSection>
        <OrderSection heading="有効期限">
          <dl className={facts}>
            <dt className={factTerm}>状態</dt>
            <dd className={factValue}>
              <EstimateStateBadge estimate={estimate} />
            </dd>
            <dt className={factTerm}>発行日</dt>
            <dd className={factValue}>{formatLongDate(estimate.issuedOn)}</dd>
            <dt className={factTerm}>有効期限</dt>
            <dd className={factValue}>{formatLongDate(estimate.validUntil)}まで</dd>
            {estimate.orderedOrderNumber ? (
              <>
                <dt className={factTerm}>ご注文</dt>
                <dd className={factValue}>
                  <Link to={`/myaccount/orders/${estimate.orderedOrderNumber}`}>{estimate.orderedOrderNumber}</Link>
                </dd>
              </>
            ) : null}
          </dl>
        </OrderSection>
        <EstimateActions estimate={estimate} />
        <p>
          <Link to="/myaccount/estimates">見積履歴に戻る</Link>
        </p>
      </div>
    </div>
  );
}

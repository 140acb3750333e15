/** The estimate history (spec §2 /myaccount/estimates): number, title, issued, valid until, total and state. */
import type { EstimateSummary } from '@shop/api-contract';
import { Link } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { formatLongDate } from '../orders/order-format.ts';
import { muted } from '../orders/orders.css.ts';
import { EstimateStateBadge } from './estimate-state.tsx';
import { estimatePath } from './estimate-trail.ts';
import { card, cardTitle, list, row, total } from './estimates.css.ts';

export function EstimateList({ estimates }: { estimates: readonly EstimateSummary[] }) {
  if (estimates.length === 0) {
    return (
      <>
        <p>保存したお見積りはまだありません。</p>
        <p className={muted}>プリント注文の料金ページで「見積書を保存」すると、ここに表示されます。</p>
        <p>
          <Link to="/">商品を探す</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p className={muted}>全{estimates.length}件（新しい順）。有効期限まで見積金額のままご注文いただけます。</p>
      <ul className={list}>
        {estimates.map((estimate) => (
          <li key={estimate.number} className={card}>
            <h2 className={cardTitle}>
              <Link to={estimatePath(estimate.number)}>見積番号 {estimate.number}</Link>
            </h2>
            <p className={row}>
              <span>{estimate.title}</span>
              <EstimateStateBadge estimate={estimate} />
            </p>
            <p className={`${row} ${muted}`}>
              <span>発行日 {formatLongDate(estimate.issuedOn)}</span>
              <span>有効期限 {formatLongDate(estimate.validUntil)}</span>
              <span>{estimate.quantity}点</span>
            </p>
            <p className={row}>
              <span>お見積金額（税込・送料別）</span>
              <span className={total}>{formatYen(estimate.goodsTotal)}</span>
            </p>
            {estimate.orderedOrderNumber ? (
              <p className={muted}>
                ご注文 <Link to={`/myaccount/orders/${estimate.orderedOrderNumber}`}>{estimate.orderedOrderNumber}</Link>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

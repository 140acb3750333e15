/** The list of delivered productions for the reorder pages (再注文 and 見積書で再注文). */
import type { ReorderSummary } from '@shop/api-contract';
import { button } from '@shop/ui';
import { Link } from 'react-router';
import { formatDay } from '../orders/order-format.ts';
import { placementsOf } from './reorder-data.ts';
import { platesFact } from './reorder-steps.tsx';
import { actions, card, cardBody, cardTitle, cards, factTerm, factValue, facts, notice, thumb } from './reorder.css.ts';
import { Thumb } from '../layout/thumb.tsx';

/** The picture of a production: its first artwork's thumbnail, else the product. */
function pictureOf(reorder: ReorderSummary): string | null {
  return reorder.prints.find((p) => p.thumbnailUrl !== null)?.thumbnailUrl ?? reorder.product.image;
}

/** One production: what it was, when, how many, its plates (kept, or made again and what that costs), and what the shopper can do. */
function ReorderCard({ reorder, mode }: { reorder: ReorderSummary; mode: 'cart' | 'estimate' }) {
  const picture = pictureOf(reorder);
  const start = `/myaccount/reorder/${reorder.number}${mode === 'estimate' ? '?mode=estimate' : ''}`;
  const titleId = `reorder-${reorder.number}`;
  return (
    <li className={card} aria-labelledby={titleId}>
      <Thumb src={picture} className={thumb} size={112} />
      <div className={cardBody}>
        <h2 id={titleId} className={cardTitle}>
          {reorder.product.name}
        </h2>
        <dl className={facts}>
          <dt className={factTerm}>製作番号</dt>
          <dd className={factValue}>{reorder.number}</dd>
          <dt className={factTerm}>プリント方法</dt>
          <dd className={factValue}>{reorder.printMethod.name}</dd>
          <dt className={factTerm}>プリント位置</dt>
          <dd className={factValue}>{placementsOf(reorder)}</dd>
          <dt className={factTerm}>前回の数量</dt>
          <dd className={factValue}>
            {reorder.quantity}点（{formatDay(reorder.orderedAt)}ご注文）
          </dd>
          <dt className={factTerm}>版</dt>
          <dd className={factValue}>{platesFact(reorder)}</dd>
        </dl>
        {reorder.reorderable ? (
          <>
            {reorder.plates === 'new' && reorder.platesLabel ? (
              <p className={notice} role="note">
                {reorder.platesLabel}
              </p>
            ) : null}
            <div className={actions}>
              <Link
                className={button({ variant: 'primary', size: 'md' })}
                to={start}
                aria-label={`${reorder.product.name}（${reorder.number}）を${mode === 'estimate' ? '見積もる' : '再注文する'}`}
              >
                {mode === 'estimate' ? '見積書をつくる' : '再注文する'}
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className={notice} role="note">
              {reorder.reasonLabel}
            </p>
            {reorder.product.code && reorder.reason !== 'product_gone' ? (
              <div className={actions}>
                <Link
                  className={button({ variant: 'outline', size: 'md' })}
                  to={`/product/${encodeURIComponent(reorder.product.code)}`}
                  aria-label={`${reorder.product.name}を新しく注文する`}
                >
                  新しく注文する
                </Link>
              </div>
            ) : (
              <div className={actions}>
                <Link to="/">ほかの商品を探す</Link>
              </div>
            )}
          </>
        )}
      </div>
    </li>
  );
}

export function ReorderList({ reorders, mode }: { reorders: readonly ReorderSummary[]; mode: 'cart' | 'estimate' }) {
  if (reorders.length === 0) {
    return (
      <>
        <p>お届け済みのプリント注文はまだありません。プリント注文がお届けされると、ここから同じデザインで再注文できます。</p>
        <p>
          <Link to="/">プリントする商品を探す</Link>
        </p>
      </>
    );
  }
  return (
    <ul className={cards}>
      {reorders.map((reorder) => (
        <ReorderCard key={reorder.number} reorder={reorder} mode={mode} />
      ))}
    </ul>
  );
}

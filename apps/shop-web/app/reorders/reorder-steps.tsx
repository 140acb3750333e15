/** The steps of a reorder, and the heading facts of the production being made again. */
import type { ReorderDetail } from '@shop/api-contract';
import { formatYen } from '../format/yen.ts';
import { formatLongDate } from '../orders/order-format.ts';
import { placementsOf } from './reorder-data.ts';
import { cardBody, cardTitle, card, factTerm, factValue, facts, notice, step, stepCurrent, steps, thumb } from './reorder.css.ts';
import { Thumb } from '../layout/thumb.tsx';

const STEPS = [
  { key: 'items', label: '1. カラー・サイズ・数量' },
  { key: 'print-color', label: '2. インクの色' },
  { key: 'confirm', label: '3. 確認' },
] as const;

export function ReorderSteps({ current }: { current: (typeof STEPS)[number]['key'] }) {
  return (
    <ol className={steps} aria-label="再注文の手順">
      {STEPS.map((s) => (
        <li
          key={s.key}
          className={s.key === current ? `${step} ${stepCurrent}` : step}
          aria-current={s.key === current ? 'step' : undefined}
        >
          {s.label}
        </li>
      ))}
    </ol>
  );
}

/** The plates in a few words: kept until when, made again, or none (inkjet). */
export function platesFact(reorder: Pick<ReorderDetail, 'plates' | 'platesKeptUntil' | 'newPlateCharge'>): string {
  if (reorder.plates === 'kept' && reorder.platesKeptUntil) return `${formatLongDate(reorder.platesKeptUntil)}まで保管（版代なし）`;
  if (reorder.plates === 'new') return `新しく作ります（版代 ${formatYen(reorder.newPlateCharge)}）`;
  return '版を使わない方法（版代なし）';
}

/**
 * What is made again: the artwork, the product, the method, the placements, the plates (kept until
 * when, or made again with their charge: said on every step, before the price).
 */
export function ReorderHeader({ reorder }: { reorder: ReorderDetail }) {
  const picture = reorder.prints.find((p) => p.thumbnailUrl !== null)?.thumbnailUrl ?? reorder.product.image;
  return (
    <div className={card}>
      <Thumb src={picture} className={thumb} size={112} lazy={false} />
      <div className={cardBody}>
        <p className={cardTitle}>{reorder.product.name}</p>
        <dl className={facts}>
          <dt className={factTerm}>製作番号</dt>
          <dd className={factValue}>{reorder.number}</dd>
          <dt className={factTerm}>プリント</dt>
          <dd className={factValue}>
            {reorder.printMethod.name}／{placementsOf(reorder)}
          </dd>
          <dt className={factTerm}>版</dt>
          <dd className={factValue}>{platesFact(reorder)}</dd>
        </dl>
        {reorder.plates === 'new' && reorder.platesLabel ? (
          <p className={notice} role="note">
            {reorder.platesLabel}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A print order in the cart: its print areas, colour groups, charges by part and subtotal. */
import { useId } from 'react';
import { formatYen } from '../../format/yen.ts';
import type { CartHandlers } from '../cart-handlers.ts';
import type { ProductionModel } from '../cart-model.ts';
import { chargeList, chargeRow, controls, line, lineBody, lineMeta, lineTitle, printEntry, printList, printThumb } from '../cart.css.ts';
import { Amount, LineImage, LineMessage, RemoveButton, useLineEdit } from './line-parts.tsx';
import { ProductionGroups } from './production-groups.tsx';
import { ShareProofButton } from '../../proof-share/share-proof-button.tsx';

/** The one-off and per-piece parts of a print order's subtotal (cart-domain's breakdown), zero parts left out. */
function ProductionCharges({ breakdown, isRepeatable }: { breakdown: ProductionModel['breakdown']; isRepeatable: boolean }) {
  const rows = [
    ['ボディ代', breakdown.garments],
    ['プリント代', breakdown.printCharges],
    [isRepeatable ? '版代（版保管）' : '版代', breakdown.plateCharges],
    ['データ作成費', breakdown.dataProductionFees],
    ['色替え代', breakdown.colorChangeCharges],
    ['ラッピング', breakdown.wrapping],
  ] as const;
  return (
    <dl className={chargeList}>
      {rows
        .filter(([, amount]) => amount > 0)
        .map(([name, amount]) => (
          <div key={name} className={chargeRow}>
            <dt>{name}</dt>
            <dd>{formatYen(amount)}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Where the order prints and what each area costs a piece (with its plate count beyond one). */
function PrintList({ prints }: { prints: ProductionModel['prints'] }) {
  if (prints.length === 0) return null;
  return (
    <ul className={printList} aria-label="プリント箇所">
      {prints.map((print) => (
        <li key={print.name} className={printEntry}>
          {print.thumbnail ? (
            <img className={printThumb} src={print.thumbnail} alt={`${print.name}のプリントデータ`} width={40} height={40} loading="lazy" />
          ) : null}
          <span className={lineMeta}>
            {print.name}（{formatYen(print.charge)}／枚{print.plates > 1 ? `・${print.plates}版` : ''}）
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ProductionLine({
  production,
  handlers,
  onShared,
}: {
  production: ProductionModel;
  handlers: CartHandlers;
  /** After a shared proof was made or revoked from this line (the cart's list of links reads them again). */
  onShared?: () => void;
}) {
  const { pending, message, run } = useLineEdit();
  const label = `${production.productName}（プリント注文）`;
  const titleId = useId();
  return (
    <li className={line} aria-labelledby={titleId}>
      {production.mockup ? <LineImage src={production.mockup.src} alt={production.mockup.alt} /> : <LineImage src={production.image} />}
      <div className={lineBody}>
        <h3 id={titleId} className={lineTitle}>
          {label}
        </h3>
        <p className={lineMeta}>プリント方法: {production.printMethodName}</p>
        <PrintList prints={production.prints} />
        <ProductionGroups production={production} label={label} handlers={handlers} pending={pending} run={run} />
        <p className={lineMeta}>合計 {production.quantity}点</p>
        <ProductionCharges breakdown={production.breakdown} isRepeatable={production.isRepeatable} />
        <div className={controls}>
          <ShareProofButton source={production.share} label={label} {...(onShared ? { onChanged: onShared } : {})} />
          <RemoveButton
            label={`${label}を削除`}
            disabled={pending}
            onClick={() => void run(() => handlers.remove('production', production.id))}
          />
        </div>
        <LineMessage message={message} />
        <Amount label="小計" name={`${label}の小計`} value={formatYen(production.subtotal)} />
      </div>
    </li>
  );
}

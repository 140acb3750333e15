/** The live price of a print order (総額表示, tax included), shown on every step once quantities exist. */
import type { Product } from '@shop/api-contract';
import { printChargeForQuantity, type StoredPrintOrder } from '@shop/cart-domain';
import { useId } from 'react';
import { QuoteButtons } from '../estimates/quote-buttons.tsx';
import { formatYen } from '../format/yen.ts';
import { pricePrintOrder, type PrintOrderPrice } from './print-price.ts';
import { breakdown, breakdownValue, hint, muted, panel, panelTitle, total as totalClass, error as errorClass } from './print.css.ts';

/** The next-tier hint: 「あと5枚で1枚あたり¥120安くなります」. */
export function nextTierText(next: { morePieces: number; savingPerPiece: number }): string {
  return `あと${next.morePieces}枚で1枚あたり${formatYen(next.savingPerPiece)}安くなります`;
}

type Priced = Extract<PrintOrderPrice, { status: 'priced' }>;

function PrintLines({ price, product }: { price: Priced; product: Product }) {
  const method = product.printMethods.find((m) => m.id === price.production.printMethod.id);
  return (
    <>
      {price.production.prints.map((print) => {
        const tier = printChargeForQuantity(print.printCharges, price.total.quantity);
        const applied = print.printCharges.filter((t) => t.minQuantity <= price.total.quantity && tier.ok && t.charge === tier.value)[0];
        const spec = method?.printSpecs.find((s) => s.id === print.printSpec.id);
        const plates = Math.max(1, print.plates);
        return (
          <div key={print.printSpec.id} style={{ display: 'contents' }}>
            <dt>
              プリント代（{print.printSpec.name}
              {plates > 1 ? `・${plates}版` : ''}）
              <br />
              <small>
                {formatYen(print.printCharge)}／枚{applied ? `・${applied.minQuantity}枚以上の料金` : ''}
              </small>
            </dt>
            <dd className={breakdownValue}>{formatYen(print.printCharge * price.total.quantity)}</dd>
            {spec && spec.printCategory.extraPlateCharge > 0 ? (
              <>
                <dt>追加版代（{print.printSpec.name}）</dt>
                <dd className={breakdownValue}>{formatYen(spec.printCategory.extraPlateCharge)}</dd>
              </>
            ) : null}
          </div>
        );
      })}
    </>
  );
}

/** The price panel: total, per piece, the breakdown and the next-tier hint; or why it cannot be priced. */
export function PricePanel({ order, product }: { order: StoredPrintOrder; product: Product }) {
  const price = pricePrintOrder(order, product);
  const headingId = useId();
  const extraPlates =
    price.status === 'priced'
      ? price.production.prints.reduce((sum, print) => {
          const spec = product.printMethods.find((m) => m.id === order.printMethod.id)?.printSpecs.find((s) => s.id === print.printSpec.id);
          return sum + (spec?.printCategory.extraPlateCharge ?? 0);
        }, 0)
      : 0;
  return (
    <aside className={panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={panelTitle}>
        お見積もり金額
      </h2>
      <div aria-live="polite">
        {price.status === 'priced' ? (
          <>
            <p className={totalClass}>
              合計 {formatYen(price.total.total)}
              <small>（税込）</small>
            </p>
            <p className={muted}>
              {price.total.quantity}枚・1枚あたり {formatYen(price.perPiece)}（税込）
            </p>
            {price.next ? <p className={hint}>{nextTierText(price.next)}</p> : null}
          </>
        ) : price.status === 'refused' ? (
          <p className={errorClass} role="alert">
            {price.message}
          </p>
        ) : (
          <p className={muted}>{price.message}</p>
        )}
      </div>
      {price.status === 'priced' ? (
        <dl className={breakdown} aria-label="料金の内訳">
          <dt>ボディ代</dt>
          <dd className={breakdownValue}>{formatYen(price.total.garments)}</dd>
          <PrintLines price={price} product={product} />
          <dt>版代（{order.isRepeatable ? 'リピート用に保管' : '今回のみ'}）</dt>
          <dd className={breakdownValue}>{formatYen(price.total.plateCharges - extraPlates)}</dd>
          <dt>データ作成費</dt>
          <dd className={breakdownValue}>{formatYen(price.total.dataProductionFees)}</dd>
          {price.total.colorChangeCharges > 0 ? (
            <>
              <dt>色替え代</dt>
              <dd className={breakdownValue}>{formatYen(price.total.colorChangeCharges)}</dd>
            </>
          ) : null}
          {price.total.wrapping > 0 ? (
            <>
              <dt>ラッピング</dt>
              <dd className={breakdownValue}>{formatYen(price.total.wrapping)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p className={muted}>表示価格はすべて税込（消費税10%）です。</p>
      {price.status === 'priced' ? <QuoteButtons production={price.production} /> : null}
    </aside>
  );
}

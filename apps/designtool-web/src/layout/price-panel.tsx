/**
 * 「お見積もり」 while designing (issue #34): the production's price for the quantity, per placement
 * (silk-screen: plates × the tier of the quantity, each placement's plates being the inks its design
 * uses), updated as inks and placements change; computed by services/design-price.ts with
 * cart-domain's production pricing. Not recomputed during a drag (the inks do not change then).
 */
import { use, useId, useMemo, useState } from 'react';
import { PricingContext, type Pricing } from '../editor/pricing-context.tsx';
import { useEditorValue } from '../editor/editor-context.tsx';
import { usePalette } from '../editor/palette-context.tsx';
import { designPrice, startingQuantity } from '../services/design-price.ts';
import * as css from './layout.css.ts';

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

/** Loaded after the editor (app.tsx): cart-domain's pricing is not needed before the canvas takes input. */
export default function PricePanel() {
  const pricing = use(PricingContext);
  return pricing ? <PriceTable pricing={pricing} /> : null;
}

function PriceTable({ pricing }: { pricing: Pricing }) {
  const { product, order } = pricing;
  const document = useEditorValue((e) => e.document);
  const busy = useEditorValue((e) => e.inTransient);
  const palette = usePalette();
  const [quantity, setQuantity] = useState(() => startingQuantity(order, product));
  // The design as last priced: kept during a drag (the inks do not change then), caught up after.
  const [priced, setPriced] = useState(document);
  if (!busy && priced !== document) setPriced(document);
  const price = useMemo(() => designPrice(product, order, priced, palette, quantity), [product, order, priced, palette, quantity]);
  const inputId = useId();
  const silkscreen = document.method === 'silkscreen';
  return (
    <section className={css.pricePanel} aria-label="お見積もり" data-testid="price-panel">
      <h2 className={css.priceTitle}>お見積もり（税込）</h2>
      {price.status === 'priced' && price.ordered ? (
        <p className={css.priceNote}>ご注文の {price.total.quantity} 枚で計算しています。</p>
      ) : (
        <p className={css.priceNote}>
          <label htmlFor={inputId}>枚数 </label>
          <input
            id={inputId}
            type="number"
            min={1}
            max={9999}
            inputMode="numeric"
            value={quantity}
            data-testid="price-quantity"
            style={{ width: '5em' }}
            onChange={(event) => {
              const value = Math.floor(Number(event.currentTarget.value));
              if (Number.isFinite(value) && value >= 1 && value <= 9999) setQuantity(value);
            }}
          />{' '}
          枚（サイズ・枚数はこのあと選べます）
        </p>
      )}
      {price.status === 'refused' ? (
        <p className={css.issue} role="status">
          {price.message}
        </p>
      ) : (
        <>
          <table className={css.priceTable}>
            <tbody>
              {price.placements.map((placement) => (
                <tr key={placement.name} data-testid="price-placement">
                  <th scope="row">
                    {placement.name}
                    {silkscreen ? `（${placement.plates}版）` : ''}
                  </th>
                  <td>
                    {yen.format(placement.printCharge)}×{price.total.quantity}枚
                    {placement.plateCharge > 0 ? ` ＋版代 ${yen.format(placement.plateCharge)}` : ''}
                    {placement.dataProductionFee > 0 ? ` ＋データ作成 ${yen.format(placement.dataProductionFee)}` : ''}
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row">ボディ代</th>
                <td>{yen.format(price.total.garments)}</td>
              </tr>
              <tr>
                <th scope="row">合計</th>
                <td data-testid="price-total">
                  <strong>{yen.format(price.total.total)}</strong>（1枚あたり {yen.format(price.perPiece)}）
                </td>
              </tr>
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

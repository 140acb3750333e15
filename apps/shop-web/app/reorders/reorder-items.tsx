/**
 * Step 1 of a reorder: colour × size quantities like the product page, with stock and prices of today,
 * and the server's price of the quantities so far (inks as last time; colour changes are chosen next).
 */
import type { ReorderDetail } from '@shop/api-contract';
import { Button } from '@shop/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { choiceQuantity, type ReorderChoice, reorderRequestOf, reorderStepPath } from './reorder-choice.ts';
import { useReorderQuote } from './reorder-quote.ts';
import { colorBlock, colorTitle, error, quantityInput, sizeCell, sizeGrid, sizeName, stack, summaryBar, swatch } from './reorder.css.ts';

/** The stock shown beside a size. */
function stockText(stock: number): string {
  if (stock <= 0) return '在庫なし';
  return stock <= 10 ? `残り${stock}点` : '在庫あり';
}

/** Starting quantities: the shopper's choice, else the last order's. */
function initialQuantities(reorder: ReorderDetail, choice: ReorderChoice): Map<number, number> {
  const source =
    choice.items.length > 0
      ? choice.items
      : reorder.lastItemGroups.flatMap((g) => g.items.map((i) => ({ skuId: i.skuId, quantity: i.quantity })));
  return new Map(source.map((i) => [i.skuId, i.quantity]));
}

export function ReorderItemsForm({ reorder, choice }: { reorder: ReorderDetail; choice: ReorderChoice }) {
  const navigate = useNavigate();
  const [quantities, setQuantities] = useState(() => initialQuantities(reorder, choice));
  const [message, setMessage] = useState<string | null>(null);
  const errorId = useId();
  const items = reorder.colors
    .flatMap((c) => c.sizes.map((s) => ({ colorId: c.id, skuId: s.skuId, quantity: quantities.get(s.skuId) ?? 0 })))
    .filter((i) => i.quantity > 0);
  const total = choiceQuantity({ items });
  // The price of these quantities with the inks chosen so far, asked when the shopper pauses typing.
  const priceable =
    total >= reorder.minQuantity && reorder.colors.every((c) => c.sizes.every((s) => (quantities.get(s.skuId) ?? 0) <= s.stock));
  const priced = useReorderQuote(
    reorder.number,
    priceable
      ? reorderRequestOf(
          { ...choice, items },
          reorder.prints.map((p) => p.printSpecId),
        )
      : null,
    300,
  );

  const next = () => {
    const over = reorder.colors.flatMap((c) =>
      c.sizes.filter((s) => (quantities.get(s.skuId) ?? 0) > s.stock).map((s) => `${c.name} ${s.name}（残り${s.stock}点）`),
    );
    if (over.length > 0) return setMessage(`在庫より多い数量があります：${over.join('、')}`);
    if (total < reorder.minQuantity) return setMessage(`合計${reorder.minQuantity}点以上でご注文いただけます。`);
    setMessage(null);
    void navigate(reorderStepPath(reorder.number, 'print-color', { ...choice, items }));
  };

  return (
    <form
      className={stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      {reorder.colors.map((color) => (
        <fieldset key={color.id} className={colorBlock}>
          <legend className={colorTitle}>
            <span className={swatch} style={{ background: color.hex }} aria-hidden="true" />
            {color.name}
          </legend>
          <ul className={sizeGrid}>
            {color.sizes.map((size) => {
              const id = `qty-${size.skuId}`;
              return (
                <li key={size.skuId} className={sizeCell}>
                  <label htmlFor={id} className={sizeName}>
                    {size.name}
                  </label>
                  <span>{formatYen(size.price)}</span>
                  <span>{stockText(size.stock)}</span>
                  <input
                    id={id}
                    className={quantityInput}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={size.stock}
                    step={1}
                    disabled={size.stock <= 0}
                    aria-label={`${color.name} ${size.name}の数量`}
                    aria-describedby={message ? errorId : undefined}
                    value={quantities.get(size.skuId) ?? 0}
                    onChange={(event) => {
                      const value = Math.max(0, Math.min(9999, Math.floor(Number(event.target.value) || 0)));
                      setQuantities((before) => new Map(before).set(size.skuId, value));
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      <div className={summaryBar}>
        <span aria-live="polite">
          合計 <strong>{total}</strong>点（{reorder.minQuantity}点以上）
          {priced.quote && priceable ? (
            <>
              ／料金 <strong>{formatYen(priced.quote.total)}</strong>（税込
              {priced.quote.charges.plateCharges > 0 ? `・版代 ${formatYen(priced.quote.charges.plateCharges)}を含む` : ''}）
            </>
          ) : null}
        </span>
        <Button type="submit">インクの色へ進む</Button>
      </div>
      {message ? (
        <p id={errorId} className={error} role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}

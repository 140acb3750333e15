/**
 * The fields of the first step of every method: placements (the method's print specs), and the
 * quantity per size of each garment colour the method prints on, with stock shown and respected.
 */
import type { Product } from '@shop/api-contract';
import type { StoredPrintOrder } from '@shop/cart-domain';
import { useState } from 'react';
import { stockText } from '../cart/stock-text.ts';
import { formatYen } from '../format/yen.ts';
import {
  printableColors,
  quantityOf,
  setSizeQuantity,
  setWrapping,
  togglePlacement,
  wrappingOf,
  type PrintMethodView,
} from './print-order-model.ts';
import {
  cell,
  choice,
  choiceList,
  error as errorClass,
  fieldset,
  legend,
  muted,
  quantityInput,
  section,
  sectionTitle,
  sizeTable,
  keepCell,
  swatch,
  wrappingField,
  wrappingSelect,
} from './print.css.ts';

type Update = (edit: (order: StoredPrintOrder) => StoredPrintOrder) => void;

/** Placements: one or more of the method's print specs. */
export function PlacementFields({ method, order, update }: { method: PrintMethodView; order: StoredPrintOrder; update: Update }) {
  return (
    <section className={section} aria-labelledby="print-placements">
      <h2 id="print-placements" className={sectionTitle}>
        プリント位置
      </h2>
      <fieldset className={fieldset}>
        <legend className={legend}>プリントする位置（複数選べます）</legend>
        <ul className={choiceList}>
          {method.printSpecs.map((spec) => {
            const checked = order.prints.some((print) => print.printSpecId === spec.id);
            return (
              <li key={spec.id}>
                <label className={choice}>
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={(event) => update((o) => togglePlacement(o, spec, event.target.checked))}
                  />
                  {spec.name}
                  <span className={muted}>
                    （最大 {spec.widthMm}×{spec.heightMm}mm）
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </section>
  );
}

/** The accessible name of a quantity field. */
export function printQuantityLabel(colorName: string, sizeName: string): string {
  return `${colorName} ${sizeName}の数量`;
}

/** Garment colours and quantities per size; a quantity above the stock is cut to it with a message. */
export function QuantityFields({
  product,
  method,
  order,
  update,
}: {
  product: Product;
  method: PrintMethodView;
  order: StoredPrintOrder;
  update: Update;
}) {
  const colors = printableColors(product, method);
  const [messages, setMessages] = useState<Record<number, string>>({});
  return (
    <section className={section} aria-labelledby="print-quantities">
      <h2 id="print-quantities" className={sectionTitle}>
        カラー・サイズ・数量
      </h2>
      <p className={muted}>
        {method.name}でプリントできるカラーです。最低{method.minQuantity}枚から（全カラー・サイズの合計）。
      </p>
      {colors.map((color) => (
        <fieldset key={color.id} className={fieldset}>
          <legend className={legend}>
            <span
              className={swatch}
              style={{ background: color.hex, display: 'inline-block', verticalAlign: 'middle', marginRight: 8 }}
              aria-hidden="true"
            />
            {color.name}
          </legend>
          <table className={sizeTable}>
            <thead>
              <tr>
                <th className={cell} scope="col">
                  サイズ
                </th>
                <th className={cell} scope="col">
                  価格（税込）
                </th>
                <th className={cell} scope="col">
                  在庫
                </th>
                <th className={cell} scope="col">
                  数量
                </th>
              </tr>
            </thead>
            <tbody>
              {color.sizes.map((size) => {
                const stock = size.sku.inventory.quantityAvailable;
                const message = messages[size.sku.id];
                const quantity = quantityOf(order, size.sku.id);
                return (
                  <tr key={size.sku.id}>
                    <th className={keepCell} scope="row">
                      {size.name}
                    </th>
                    <td className={keepCell}>{formatYen(size.sku.price)}</td>
                    <td className={cell}>{stockText(stock)}</td>
                    <td className={cell}>
                      <input
                        className={quantityInput}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={stock}
                        step={1}
                        placeholder="0"
                        aria-label={printQuantityLabel(color.name, size.name)}
                        aria-invalid={message ? true : undefined}
                        disabled={stock <= 0}
                        value={quantity === 0 ? '' : String(quantity)}
                        onChange={(event) => {
                          const typed = Number(event.target.value.normalize('NFKC'));
                          const wanted = Number.isFinite(typed) ? Math.max(0, Math.trunc(typed)) : 0;
                          const next = Math.min(wanted, stock);
                          setMessages((current) => {
                            const { [size.sku.id]: _dropped, ...rest } = current;
                            return wanted > stock ? { ...rest, [size.sku.id]: `在庫が${stock}点のため、${stock}点にしました。` } : rest;
                          });
                          update((o) => setSizeQuantity(o, color, size, next));
                        }}
                      />
                      {message ? (
                        <p className={errorClass} role="alert">
                          {message}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </fieldset>
      ))}
      {product.wrappings.length > 0 ? (
        <label className={wrappingField}>
          ラッピング
          <select
            className={wrappingSelect}
            value={wrappingOf(order) === null ? '' : String(wrappingOf(order))}
            onChange={(event) => {
              const chosen = product.wrappings.find((w) => String(w.id) === event.target.value) ?? null;
              update((o) => setWrapping(o, chosen));
            }}
          >
            <option value="">なし</option>
            {product.wrappings.map((w) => (
              <option key={w.id} value={String(w.id)}>
                {w.name}（+{formatYen(w.charge)}／枚・税込）
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </section>
  );
}

/** A line of a ready-made item: colour and size, quantity stepper, wrapping, remove (asking first when the quantity goes to 0). */
import { QuantityStepper } from '@shop/ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatYen } from '../../format/yen.ts';
import { isImplemented } from '../../navigation/route-table.ts';
import type { CartHandlers } from '../cart-handlers.ts';
import { lineLabel, lineProductPath, type ItemLineModel } from '../cart-model.ts';
import { controls, line, lineBody, lineMeta, lineTitle, small, swatch } from '../cart.css.ts';
import { ConfirmRemoval } from '../confirm-removal.tsx';
import { Amount, LineImage, LineMessage, RemoveButton, useLineEdit, WrappingSelect } from './line-parts.tsx';

export function ItemLine({ item, handlers }: { item: ItemLineModel; handlers: CartHandlers }) {
  const { pending, message, run } = useLineEdit();
  const label = lineLabel(item);
  const [asking, setAsking] = useState(false);
  // Remounts the stepper so that it shows the quantity again after a cancelled removal.
  const [stepperKey, setStepperKey] = useState(0);
  const lineRef = useRef<HTMLLIElement>(null);
  const productLink = isImplemented('product-code') ? lineProductPath(item) : null;
  return (
    <li ref={lineRef} className={line} aria-label={label}>
      <LineImage src={item.image} />
      <div className={lineBody}>
        <h3 className={lineTitle}>{productLink ? <Link to={productLink}>{item.productName}</Link> : item.productName}</h3>
        <p className={lineMeta}>
          {item.colorName !== null ? (
            <>
              カラー: {item.colorHex ? <span className={swatch} style={{ background: item.colorHex }} aria-hidden="true" /> : null}
              {item.colorName}
            </>
          ) : null}
          {item.sizeName !== null ? <> ／ サイズ: {item.sizeName}</> : null}
        </p>
        <p className={lineMeta}>単価 {formatYen(item.unitPrice)}（税込）</p>
        <div className={controls}>
          <QuantityStepper
            key={stepperKey}
            label="数量"
            inputLabel={`${label}の数量`}
            decrementLabel={`${label}の数量を1減らす`}
            incrementLabel={`${label}の数量を1増やす`}
            value={item.quantity}
            max={item.stock}
            disabled={pending}
            onChange={(quantity) => void run(() => handlers.changeQuantity(item.id, quantity))}
            onZero={() => setAsking(true)}
          />
          {item.wrappings.length > 0 ? (
            <WrappingSelect
              label={`${label}のラッピング`}
              wrappings={item.wrappings}
              value={item.wrappingId}
              disabled={pending}
              onChange={(wrappingId) => void run(() => handlers.changeWrapping(item.id, wrappingId))}
            />
          ) : null}
          <RemoveButton label={`${label}を削除`} disabled={pending} onClick={() => void run(() => handlers.remove('item', item.id))} />
        </div>
        {item.quantity >= item.stock ? <p className={small}>在庫数の上限までカートに入っています。</p> : null}
        <LineMessage message={message} />
        <Amount label="小計" name={`${label}の小計`} value={formatYen(item.subtotal)} />
      </div>
      <ConfirmRemoval
        open={asking}
        lineName={label}
        quantity={item.quantity}
        onConfirm={() => {
          setAsking(false);
          void run(() => handlers.remove('item', item.id));
        }}
        onCancel={() => {
          setAsking(false);
          setStepperKey((key) => key + 1);
        }}
        returnFocus={() => lineRef.current?.querySelector<HTMLInputElement>('input[type="number"]') ?? null}
      />
    </li>
  );
}

/**
 * 「カラーを追加」: a colour of the product not in the order yet, with a quantity per size. Opening it
 * fetches the product, so that only colours the print method prints on (and their stock now) are
 * offered; without the product the colours the cart knows are offered (the server checks again).
 */
import { button } from '@shop/ui';
import { servicesAtom } from '@shop/web-state';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import type { ProductionPartProps } from '../cart-handlers.ts';
import { addableColorsOf, type ProductionColorModel } from '../cart-model.ts';
import { addForm, control, groupBox, select, small } from '../cart.css.ts';

export function AddColorForm({ production, label, handlers, pending, run }: ProductionPartProps) {
  const colorFieldId = useId();
  const { api } = useAtomValue(servicesAtom);
  const [fetched, setFetched] = useState<{ productId: number; colors: ProductionColorModel[] } | null>(null);
  const [colorId, setColorId] = useState<number | null>(null);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const colors = fetched?.productId === production.productId ? fetched.colors : production.addableColors;
  const color = colors.find((candidate) => candidate.id === colorId) ?? colors[0];

  const load = () => {
    if (fetched?.productId === production.productId) return;
    api()
      .then((client) => client.products.get(production.productId))
      .then((answer) => setFetched({ productId: production.productId, colors: addableColorsOf(answer.data, production) }))
      .catch(() => {
        // The colours the cart knows stay offered.
      });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!color) return;
    const lines = color.sizes.map((size) => ({
      skuId: size.skuId,
      quantity: Math.min(size.stock, Number(quantities[size.skuId] ?? 0) || 0),
    }));
    void run(async () => {
      const result = await handlers.addGroup(production.id, color.id, lines);
      if (result.ok) setQuantities({});
      return result;
    });
  };
  return (
    <details className={groupBox} onToggle={(event) => (event.currentTarget.open ? load() : undefined)}>
      <summary>カラーを追加</summary>
      {color ? (
        <form aria-label={`${label}にカラーを追加`} onSubmit={submit} className={addForm}>
          <span className={control}>
            <label htmlFor={colorFieldId}>カラー</label>
            <select
              id={colorFieldId}
              className={select}
              value={String(color.id)}
              disabled={pending}
              onChange={(event) => setColorId(Number(event.target.value))}
            >
              {colors.map((candidate) => (
                <option key={candidate.id} value={String(candidate.id)}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </span>
          {color.sizes.map((size) => (
            <SizeQuantityField
              key={`${color.id}-${size.skuId}`}
              label={`${color.name} / ${size.name}の数量`}
              name={size.name}
              stock={size.stock}
              value={quantities[size.skuId] ?? ''}
              disabled={pending}
              onChange={(value) => setQuantities((current) => ({ ...current, [size.skuId]: value }))}
            />
          ))}
          <button type="submit" className={button({ variant: 'outline', size: 'sm' })} disabled={pending}>
            このカラーを追加
          </button>
        </form>
      ) : (
        <p className={small}>このプリント方法で追加できるカラーはありません。</p>
      )}
    </details>
  );
}

function SizeQuantityField({
  label,
  name,
  stock,
  value,
  disabled,
  onChange,
}: {
  label: string;
  name: string;
  stock: number;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <span className={control}>
      <label htmlFor={id}>{name}</label>
      <input
        id={id}
        className={select}
        type="number"
        inputMode="numeric"
        min={0}
        max={stock}
        step={1}
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className={small}>在庫 {stock}</span>
    </span>
  );
}

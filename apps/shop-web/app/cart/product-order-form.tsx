/**
 * Adding a product to the cart from its page: colour swatches, a quantity per size (with stock and
 * tax-inclusive price), the wrapping where the product offers one, the add-to-cart button with its
 * confirmation, and the estimated shipping date.
 */
import type { Product } from '@shop/api-contract';
import { itemSubtotal, stockLevel, sumYen, yen } from '@shop/cart-domain';
import { button, isImeComposing } from '@shop/ui';
import { bail, maxValue, regex } from '@shop/validation';
import { addToCartAtom, toSku, toWrapping, type CartAddition } from '@shop/web-state';
import { useSetAtom } from 'jotai';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import { formatYen } from '../format/yen.ts';
import { useHydrated } from '../session/use-hydrated.ts';
import {
  addButton,
  error as errorClass,
  fieldset,
  form,
  formError as formErrorClass,
  heading,
  legend,
  quantityInput,
  section,
  select,
  shipping,
  sizeName,
  sizePrice,
  sizeRow,
  sizes,
  stock as stockClass,
  stockLow,
  summary,
  swatchDot,
  swatchInput,
  swatchLabel,
  swatches,
  wrapping as wrappingClass,
} from './product-order.css.ts';
import { AddedToCartDialog, type AddedLine, type AddedSummary } from './added-to-cart-dialog.tsx';
import { ShippingEstimate } from './shipping-estimate.tsx';
import { stockText } from './stock-text.ts';

/** The accessible name of a size's quantity field. */
export function quantityLabel(colorName: string, size: string): string {
  return `${colorName} ${size}の数量`;
}

/** The add-to-cart button's name. */
export const ADD_TO_CART_LABEL = 'カートに入れる';

/**
 * Reads a quantity field: blank is 0; full-width digits are accepted; otherwise whole pieces up to
 * the stock, with the shared Japanese messages.
 */
export function readQuantity(text: string, label: string, stock: number): { ok: true; value: number } | { ok: false; message: string } {
  const normalized = text.normalize('NFKC').trim();
  if (normalized === '') return { ok: true, value: 0 };
  const schema = bail(v.pipe(v.string(), regex(/^[0-9]+$/, `${label}は0以上の整数で入力してください`), v.transform(Number), maxValue(label, stock)));
  const parsed = v.safeParse(schema, normalized);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, message: parsed.issues[0].message };
}

export interface ProductOrderFormProps {
  product: Product;
  /** The shop calendar for the shipping date, null when it could not be fetched. */
  calendar: { readonly days: readonly string[]; readonly offset: number } | null;
}

/** The add-to-cart form of the product page. */
export function ProductOrderForm({ product, calendar }: ProductOrderFormProps) {
  const hydrated = useHydrated();
  const addToCart = useSetAtom(addToCartAtom);
  const firstColor = product.colors.find((color) => color.sizes.some((size) => size.sku.inventory.quantityAvailable > 0)) ?? product.colors[0];
  const [colorId, setColorId] = useState<number | undefined>(firstColor?.id);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [wrappingId, setWrappingId] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmed, setConfirmed] = useState<AddedSummary | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const wrappingFieldId = useId();
  const formId = useId();

  const color = product.colors.find((candidate) => candidate.id === colorId) ?? firstColor;
  const wrappings = product.wrappings.map(toWrapping);

  // Every size of every colour with a quantity typed in (colours keep their quantities when switching).
  const chosen = product.colors.flatMap((c) =>
    c.sizes.flatMap((size) => {
      const read = readQuantity(quantities[size.sku.id] ?? '', quantityLabel(c.name, size.name), size.sku.inventory.quantityAvailable);
      return read.ok && read.value > 0 ? [{ color: c, size, quantity: read.value }] : [];
    }),
  );
  const pieces = chosen.reduce((sum, line) => sum + line.quantity, 0);
  const amount = sumYen(chosen.map((line) => itemSubtotal({ price: yen(line.size.sku.price), quantity: line.quantity, wrappingId, wrappings })));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setConfirmed(null);
    setFormError(null);
    const found: Record<number, string> = {};
    const additions: CartAddition[] = [];
    for (const c of product.colors) {
      for (const size of c.sizes) {
        const read = readQuantity(quantities[size.sku.id] ?? '', quantityLabel(c.name, size.name), size.sku.inventory.quantityAvailable);
        if (!read.ok) found[size.sku.id] = read.message;
        else if (read.value > 0) {
          additions.push({
            sku: toSku(size.sku),
            quantity: read.value,
            wrappingId,
            wrappings,
            display: {
              productId: product.id,
              productCode: product.code,
              productName: product.name,
              image: product.images[0] ?? null,
              colorName: c.name,
              colorHex: c.hex,
              sizeName: size.name,
              wrappingNames: Object.fromEntries(product.wrappings.map((w) => [String(w.id), w.name])),
            },
          });
        }
      }
    }
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid !== undefined) {
      const invalidColor = product.colors.find((c) => c.sizes.some((size) => String(size.sku.id) === firstInvalid));
      if (invalidColor) setColorId(invalidColor.id);
      setFormError('数量の入力内容をご確認ください。');
      return;
    }
    if (additions.length === 0) {
      setFormError('数量を1点以上入力してください。');
      return;
    }
    setPending(true);
    try {
      const result = await addToCart(additions);
      if (result.ok) {
        setQuantities({});
        const lines: AddedLine[] = [];
        for (const addition of additions) {
          const sized = { sizeName: addition.display.sizeName, quantity: addition.quantity };
          const same = lines.find((line) => line.colorName === addition.display.colorName);
          if (same) lines[lines.indexOf(same)] = { ...same, sizes: [...same.sizes, sized] };
          else lines.push({ colorName: addition.display.colorName, sizes: [sized] });
        }
        setConfirmed({ productName: product.name, lines, added: result.added, capped: result.capped });
      } else {
        setFormError(result.message);
      }
    } finally {
      setPending(false);
    }
  };

  // Enter in a quantity field adds to the cart, except the Enter that confirms an IME conversion.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
  };

  if (!color) return null;
  return (
    <section className={section} aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>
        カラー・サイズを選んでカートに入れる
      </h2>
      <form id={formId} method="post" noValidate onSubmit={(event) => void onSubmit(event)} className={form}>
        <fieldset className={fieldset}>
          <legend className={legend}>カラー（選択中: {color.name}）</legend>
          <ul className={swatches}>
            {product.colors.map((c) => {
              const id = `${formId}-color-${c.id}`;
              return (
                <li key={c.id}>
                  <input
                    id={id}
                    className={swatchInput}
                    type="radio"
                    name="color"
                    value={String(c.id)}
                    checked={c.id === color.id}
                    onChange={() => setColorId(c.id)}
                  />
                  <label htmlFor={id} className={swatchLabel}>
                    <span className={swatchDot} style={{ background: c.hex }} aria-hidden="true" />
                    {c.name}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <fieldset className={fieldset}>
          <legend className={legend}>サイズと数量（{color.name}）</legend>
          <ul className={sizes}>
            {color.sizes.map((size) => {
              const available = size.sku.inventory.quantityAvailable;
              const inputId = `${formId}-qty-${size.sku.id}`;
              const errorId = `${inputId}-error`;
              const stockId = `${inputId}-stock`;
              const message = errors[size.sku.id];
              return (
                <li key={size.sku.id} className={sizeRow}>
                  <label htmlFor={inputId} className={sizeName}>
                    {size.name}
                  </label>
                  <span className={sizePrice}>{formatYen(size.sku.price)}（税込）</span>
                  <span id={stockId} className={stockLevel(available) === 'few_left' ? stockLow : stockClass}>
                    {stockText(available)}
                  </span>
                  <input
                    id={inputId}
                    className={quantityInput}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={available}
                    step={1}
                    placeholder="0"
                    aria-label={quantityLabel(color.name, size.name)}
                    aria-describedby={message ? `${stockId} ${errorId}` : stockId}
                    aria-invalid={message ? true : undefined}
                    disabled={available <= 0}
                    value={quantities[size.sku.id] ?? ''}
                    onChange={(event) => {
                      const text = event.target.value;
                      setQuantities((current) => ({ ...current, [size.sku.id]: text }));
                      setConfirmed(null);
                    }}
                    onKeyDown={onKeyDown}
                  />
                  {message ? (
                    <p id={errorId} className={errorClass}>
                      {message}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>

        {wrappings.length > 0 ? (
          <div className={wrappingClass}>
            <label htmlFor={wrappingFieldId}>ラッピング</label>
            <select
              id={wrappingFieldId}
              className={select}
              value={wrappingId === null ? '' : String(wrappingId)}
              onChange={(event) => setWrappingId(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">なし</option>
              {product.wrappings.map((w) => (
                <option key={w.id} value={String(w.id)}>
                  {w.name}（+{formatYen(w.charge)}／枚・税込）
                </option>
              ))}
            </select>
          </div>
        ) : null}

        <p className={summary} aria-live="polite">
          {pieces > 0 ? `選択中: ${pieces}点 ${formatYen(amount)}（税込）` : '数量を入力してください。'}
        </p>
        {formError ? (
          <p className={formErrorClass} role="alert">
            {formError}
          </p>
        ) : null}
        <button ref={addButtonRef} type="submit" className={`${button({ size: 'lg' })} ${addButton}`} disabled={!hydrated || pending} aria-busy={pending || undefined}>
          {ADD_TO_CART_LABEL}
        </button>
      </form>
      <ShippingEstimate calendar={calendar} className={shipping} />
      <AddedToCartDialog summary={confirmed} onClose={() => setConfirmed(null)} returnFocus={addButtonRef} />
    </section>
  );
}

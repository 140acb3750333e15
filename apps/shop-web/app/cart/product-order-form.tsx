/**
 * Adding a product to the cart from its page: the colour (chosen once for the whole page: the
 * pictures follow it), a colour × size grid of quantities (each cell with its stock and
 * tax-inclusive price; what is typed stays when the colour changes), the wrapping where the product
 * offers one, the running total, one add-to-cart button for every non-zero cell with its
 * confirmation, and the estimated shipping date. No valibot here (the page's first JavaScript stays
 * without it), and the confirmation dialog's code loads on the first add.
 */
import type { Product } from '@shop/api-contract';
import { itemSubtotal, skuFromWire, stockLevel, sumYen, wrappingFromWire, yen } from '@shop/cart-domain';
import { button, isImeComposing } from '@shop/ui';
import type { CartAddition } from '@shop/web-state';
import { useStore } from 'jotai';
import { Suspense, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { lazyPart } from '../islands/lazy-part.ts';
import { formatYen } from '../format/yen.ts';
import { colorImage } from '../product/chosen-color.ts';
import { readQuantity } from '../product/read-quantity.ts';
import { useHydrated } from '../session/use-hydrated.ts';
import {
  addButton,
  cellPrice,
  cellSize,
  chosenRow,
  error as errorClass,
  fieldset,
  form,
  formError as formErrorClass,
  grid,
  gridCell,
  gridColumnHead,
  gridRowHead,
  gridNote,
  gridScroll,
  heading,
  legend,
  noSize,
  quantityInput,
  section,
  select,
  sharedCellPrice,
  shipping,
  stock as stockClass,
  stockLow,
  summary,
  swatchDot,
  swatchInput,
  swatchLabel,
  swatches,
  wrapping as wrappingClass,
} from './product-order.css.ts';
import type { AddedLine, AddedSummary } from './added-to-cart-dialog.tsx';
import { stockText } from './stock-text.ts';
import { ShippingEstimateText } from './shipping-estimate-text.tsx';

export { readQuantity } from '../product/read-quantity.ts';

/** The cart-adding code, loaded when the shopper first types a quantity (or adds). */
const loadAdding = () => import('./add-to-cart-later.ts');

/** The confirmation dialog, loaded on the first add (not in the page's first JavaScript). */
const loadDialog = () => import('./added-to-cart-dialog.tsx');
const AddedToCartDialog = lazyPart(() => loadDialog().then((module) => module.AddedToCartDialog));

/** The accessible name of a size's quantity field. */
export function quantityLabel(colorName: string, size: string): string {
  return `${colorName} ${size}の数量`;
}

/** The add-to-cart button's name. */
export const ADD_TO_CART_LABEL = 'カートに入れる';

/** The grid's legend. */
export const GRID_LEGEND = 'カラー・サイズ別の数量';

type ProductColor = Product['colors'][number];

/** The sizes of every colour in catalogue order (a colour may lack some). */
export function gridSizes(product: Pick<Product, 'colors'>): { id: number; name: string }[] {
  const sizes = new Map<number, string>();
  for (const color of product.colors) for (const size of color.sizes) if (!sizes.has(size.id)) sizes.set(size.id, size.name);
  return [...sizes].map(([id, name]) => ({ id, name }));
}

/** A size's price when every colour that has the size sells it at the same price, else null. */
function columnPrice(product: Pick<Product, 'colors'>, sizeId: number): number | null {
  const prices = new Set(product.colors.flatMap((color) => color.sizes.filter((size) => size.id === sizeId).map((size) => size.sku.price)));
  return prices.size === 1 ? ([...prices][0] ?? null) : null;
}

export interface ProductOrderFormProps {
  product: Product;
  /** The shipping date as shown (`5月8日(水)`, worked out by the loader), null when unknown. */
  shippingLabel: string | null;
  /** The colour chosen on the page (the pictures show it). */
  color: ProductColor | undefined;
  onColorChange: (colorId: number) => void;
}

/** The add-to-cart form of the product page. */
export function ProductOrderForm({ product, shippingLabel, color, onColorChange }: ProductOrderFormProps) {
  const hydrated = useHydrated();
  const store = useStore();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [wrappingId, setWrappingId] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmed, setConfirmed] = useState<AddedSummary | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const wrappingFieldId = useId();
  const formId = useId();

  const wrappings = product.wrappings.map(wrappingFromWire);
  const sizes = gridSizes(product);

  // Every cell of every colour with a quantity typed in.
  const chosen = product.colors.flatMap((c) =>
    c.sizes.flatMap((size) => {
      const read = readQuantity(quantities[size.sku.id] ?? '', quantityLabel(c.name, size.name), size.sku.inventory.quantityAvailable);
      return read.ok && read.value > 0 ? [{ color: c, size, quantity: read.value }] : [];
    }),
  );
  const pieces = chosen.reduce((sum, line) => sum + line.quantity, 0);
  const amount = sumYen(
    chosen.map((line) => itemSubtotal({ price: yen(line.size.sku.price), quantity: line.quantity, wrappingId, wrappings })),
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setConfirmed(null);
    setFormError(null);
    // The dialog's code starts loading with the first add, while the cart takes the lines.
    setDialogWanted(true);
    void loadDialog().catch(() => undefined);
    const found: Record<number, string> = {};
    const additions: CartAddition[] = [];
    for (const c of product.colors) {
      for (const size of c.sizes) {
        const read = readQuantity(quantities[size.sku.id] ?? '', quantityLabel(c.name, size.name), size.sku.inventory.quantityAvailable);
        if (!read.ok) found[size.sku.id] = read.message;
        else if (read.value > 0) {
          additions.push({
            sku: skuFromWire(size.sku),
            quantity: read.value,
            wrappingId,
            wrappings,
            display: {
              productId: product.id,
              productCode: product.code,
              productName: product.name,
              image: colorImage(product, c.id) ?? product.images[0] ?? null,
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
      document.getElementById(`${formId}-qty-${firstInvalid}`)?.focus();
      setFormError('数量の入力内容をご確認ください。');
      return;
    }
    if (additions.length === 0) {
      setFormError('数量を1点以上入力してください。');
      return;
    }
    setPending(true);
    try {
      const { addToCartAtom } = await loadAdding();
      const result = await store.set(addToCartAtom, additions);
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
    } catch {
      // The cart code could not be fetched (the connection dropped): nothing was added.
      setFormError('通信に失敗しました。時間をおいてもう一度お試しください。');
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
                    onChange={() => onColorChange(c.id)}
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
          <legend className={legend}>{GRID_LEGEND}</legend>
          <p className={gridNote}>価格は1枚あたり・税込です。</p>
          {/* The grid scrolls inside itself on a narrow screen (the page never scrolls sideways). */}
          <div className={gridScroll} role="region" aria-label={`${GRID_LEGEND}（横にスクロールできます）`}>
            <table className={grid}>
              <thead>
                <tr>
                  <th scope="col" className={gridColumnHead}>
                    カラー
                  </th>
                  {sizes.map((size) => {
                    const price = columnPrice(product, size.id);
                    return (
                      <th key={size.id} scope="col" className={gridColumnHead}>
                        {size.name}
                        {price === null ? null : <span className={cellPrice}>{formatYen(price)}</span>}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {product.colors.map((c) => (
                  <tr
                    key={c.id}
                    className={c.id === color.id ? chosenRow : undefined}
                    aria-current={c.id === color.id ? 'true' : undefined}
                  >
                    <th scope="row" className={gridRowHead}>
                      <span className={swatchDot} style={{ background: c.hex }} aria-hidden="true" />
                      {c.name}
                    </th>
                    {sizes.map((column) => {
                      const size = c.sizes.find((candidate) => candidate.id === column.id);
                      if (!size) {
                        return (
                          <td key={column.id} className={`${gridCell} ${noSize}`}>
                            取扱なし
                          </td>
                        );
                      }
                      const available = size.sku.inventory.quantityAvailable;
                      const inputId = `${formId}-qty-${size.sku.id}`;
                      const errorId = `${inputId}-error`;
                      const stockId = `${inputId}-stock`;
                      const sharedPrice = columnPrice(product, column.id);
                      const priceId = `${inputId}-price`;
                      const message = errors[size.sku.id];
                      return (
                        <td key={column.id} className={gridCell}>
                          <span className={cellSize} aria-hidden="true">
                            {size.name}
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
                            aria-label={quantityLabel(c.name, size.name)}
                            aria-describedby={[stockId, priceId, message ? errorId : null].filter(Boolean).join(' ')}
                            aria-invalid={message ? true : undefined}
                            disabled={available <= 0}
                            value={quantities[size.sku.id] ?? ''}
                            onChange={(event) => {
                              const text = event.target.value;
                              void loadAdding().catch(() => undefined);
                              setQuantities((current) => ({ ...current, [size.sku.id]: text }));
                              setConfirmed(null);
                            }}
                            onKeyDown={onKeyDown}
                          />
                          <span id={stockId} className={stockLevel(available) === 'few_left' ? stockLow : stockClass}>
                            {stockText(available)}
                          </span>
                          {/* The price of the cell; on a wide screen the column head states it when every colour shares it. */}
                          <span id={priceId} className={sharedPrice === null ? cellPrice : `${cellPrice} ${sharedCellPrice}`}>
                            {formatYen(size.sku.price)}
                          </span>
                          {message ? (
                            <span id={errorId} className={errorClass}>
                              {message}
                            </span>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
        <button
          ref={addButtonRef}
          type="submit"
          className={`${button({ size: 'lg' })} ${addButton}`}
          disabled={!hydrated || pending}
          aria-busy={pending || undefined}
        >
          {ADD_TO_CART_LABEL}
        </button>
      </form>
      <ShippingEstimateText label={shippingLabel} className={shipping} />
      {dialogWanted ? (
        <Suspense fallback={null}>
          <AddedToCartDialog summary={confirmed} onClose={() => setConfirmed(null)} returnFocus={addButtonRef} />
        </Suspense>
      ) : null}
    </section>
  );
}

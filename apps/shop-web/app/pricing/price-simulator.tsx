/**
 * The quick price simulator: product type (when several are offered), print method, placements, ink
 * colours and plates for silk-screen, pieces → total, per piece and the breakdown, priced by
 * `simulate` (cart-domain's production pricing, as the cart). On the product page it is loaded on
 * first use (see `PriceSimulatorLauncher`).
 */
import type { Product } from '@shop/api-contract';
import { multiplyYen } from '@shop/cart-domain';
import { Fragment, useId, useState } from 'react';
import { formatYen } from '../format/yen.ts';
import { useHydrated } from '../session/use-hydrated.ts';
import {
  breakdown,
  choice as choiceClass,
  control,
  fields,
  fieldset,
  label as labelClass,
  legend,
  muted,
  refusal,
  result,
  simulator,
  simulatorTitle,
  totalLine,
} from './pricing.css.ts';
import { defaultChoice, simulate, togglePlacement, usesInks, type Simulation, type SimulatorChoice } from './simulate.ts';

/** A product the simulator can price, under the name of its type (「Tシャツ」). */
export interface SimulatorProduct {
  readonly label: string;
  readonly product: Product;
}

/** The most ink colours the simulator offers per placement. */
const MAX_INKS = 6;

/** What the rendered result was computed from, for the price-truth test to recompute it. */
export function simulationInputs(product: Product, choice: SimulatorChoice, simulation: Simulation): string | undefined {
  if (simulation.status !== 'priced') return undefined;
  return JSON.stringify({
    code: product.code,
    method: choice.methodSlug,
    specIds: choice.specIds,
    inks: choice.inks,
    repeatable: choice.isRepeatable,
    quantity: choice.quantity,
    colorId: simulation.garment.colorId,
    skuId: simulation.garment.skuId,
  });
}

/** The priced result: total, per piece and each part, or why it cannot be priced. */
export function SimulationResult({
  simulation,
  product,
  choice,
  isRepeatable,
}: {
  simulation: Simulation;
  product: Product;
  choice: SimulatorChoice;
  isRepeatable: boolean;
}) {
  if (simulation.status !== 'priced') {
    return <p className={simulation.status === 'refused' ? refusal : muted}>{simulation.message}</p>;
  }
  const { garment, total, prints } = simulation;
  return (
    <div data-price-example={simulationInputs(product, choice, simulation)}>
      <p className={totalLine}>
        合計 {formatYen(total.total)}
        <small>（税込）</small>
      </p>
      <p className={muted}>
        {total.quantity}枚・1枚あたり {formatYen(simulation.perPiece)}（税込）
      </p>
      <dl className={breakdown}>
        <dt>
          ボディ代（{garment.colorName}・{garment.sizeName}
          {'\u3000'}
          {formatYen(garment.unitPrice)}×{total.quantity}枚）
        </dt>
        <dd>{formatYen(total.garments)}</dd>
        {prints.map((print) => (
          // A fragment, not a div: a dl holds either dt/dd pairs or one div per pair, never both.
          <Fragment key={print.specId}>
            <dt>
              プリント代（{print.specName}
              {print.plates > 1 ? `・${print.plates}色` : ''}
              {'\u3000'}
              {formatYen(print.printCharge)}×{total.quantity}枚）
            </dt>
            <dd>{formatYen(multiplyYen(print.printCharge, total.quantity))}</dd>
            {print.plateCharge > 0 ? (
              <>
                <dt>
                  版代（{print.specName}・{isRepeatable ? '繰り返し版' : '短期版'}
                  {print.plates > 1 ? `・${print.plates}版` : ''}）
                </dt>
                <dd>{formatYen(print.plateCharge)}</dd>
              </>
            ) : null}
            {print.dataProductionFee > 0 ? (
              <>
                <dt>データ作成料（{print.specName}）</dt>
                <dd>{formatYen(print.dataProductionFee)}</dd>
              </>
            ) : null}
          </Fragment>
        ))}
        {total.colorChangeCharges > 0 ? (
          <>
            <dt>色替え代</dt>
            <dd>{formatYen(total.colorChangeCharges)}</dd>
          </>
        ) : null}
      </dl>
      <p className={muted}>
        本体は{garment.colorName}・{garment.sizeName}サイズの価格で計算しています。カラー・サイズによって本体価格は異なります。
      </p>
    </div>
  );
}

/** The simulator over one or more products (a select of product types when there are several). */
/**
 * `title`: the simulator's heading; null when the page's own heading names it (the section is then
 * labelled 「料金シミュレーター」 for assistive technology).
 */
export function PriceSimulator({
  products,
  title = 'かんたん料金シミュレーター',
}: {
  products: readonly SimulatorProduct[];
  title?: string | null;
}) {
  const id = useId();
  const [productIndex, setProductIndex] = useState(0);
  const product = products[productIndex]?.product ?? products[0]?.product;
  const firstMethod = product?.printMethods[0];
  const [choice, setChoice] = useState<SimulatorChoice | null>(firstMethod ? defaultChoice(firstMethod) : null);
  const [quantityText, setQuantityText] = useState(String(choice?.quantity ?? 10));
  // The controls wait for React: a choice made on the server's HTML before hydration would be lost
  // (the state is React's, and the price follows the state).
  const hydrated = useHydrated();
  if (!product || !choice) return null;
  const method = product.printMethods.find((m) => m.slug === choice.methodSlug) ?? product.printMethods[0];
  if (!method) return null;

  // Merged into the latest choice, not the one this render saw: two quick edits both stay.
  const update = (next: Partial<SimulatorChoice>) => setChoice((current) => (current ? { ...current, ...next } : current));
  const chooseProduct = (index: number) => {
    const next = products[index]?.product;
    if (!next) return;
    setProductIndex(index);
    // Keep the method when the new product offers it; placements are the new product's own.
    const sameMethod = next.printMethods.find((m) => m.slug === choice.methodSlug) ?? next.printMethods[0];
    if (sameMethod)
      setChoice({ ...defaultChoice(sameMethod), quantity: choice.quantity, inks: choice.inks, isRepeatable: choice.isRepeatable });
  };
  const chooseMethod = (slug: string) => {
    const next = product.printMethods.find((m) => m.slug === slug);
    if (!next) return;
    const quantity = Math.max(choice.quantity, next.minQuantity);
    setQuantityText(String(quantity));
    setChoice({ ...defaultChoice(next), quantity, inks: choice.inks, isRepeatable: choice.isRepeatable });
  };
  const changeQuantity = (text: string) => {
    setQuantityText(text);
    const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
    update({ quantity: value });
  };

  const simulation = simulate(product, choice);
  const inks = usesInks(method);
  return (
    <section
      className={simulator}
      {...(title === null ? { 'aria-label': '料金シミュレーター' } : { 'aria-labelledby': `${id}-title` })}
      data-testid="price-simulator"
    >
      {title === null ? null : (
        <h2 id={`${id}-title`} className={simulatorTitle}>
          {title}
        </h2>
      )}
      <div className={fields}>
        {products.length > 1 ? (
          <label className={labelClass}>
            商品の種類
            <select
              className={control}
              value={productIndex}
              disabled={!hydrated}
              onChange={(event) => chooseProduct(Number(event.target.value))}
            >
              {products.map((option, index) => (
                <option key={option.product.code} value={index}>
                  {option.label}（{option.product.name}）
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <fieldset className={fieldset}>
          <legend className={legend}>プリント方法</legend>
          {product.printMethods.map((m) => (
            <label key={m.slug} className={choiceClass}>
              <input
                type="radio"
                name={`${id}-method`}
                value={m.slug}
                disabled={!hydrated}
                checked={m.slug === method.slug}
                onChange={() => chooseMethod(m.slug)}
              />
              {m.name}
              {m.minQuantity > 1 ? `（最低${m.minQuantity}枚から）` : ''}
            </label>
          ))}
        </fieldset>
        <fieldset className={fieldset}>
          <legend className={legend}>プリント位置</legend>
          {method.printSpecs.map((spec) => (
            <label key={spec.id} className={choiceClass}>
              <input
                type="checkbox"
                disabled={!hydrated}
                checked={choice.specIds.includes(spec.id)}
                onChange={() =>
                  setChoice((current) => (current ? { ...current, specIds: togglePlacement(method, current.specIds, spec.id) } : current))
                }
              />
              {spec.name}
            </label>
          ))}
        </fieldset>
        {inks ? (
          <>
            <label className={labelClass}>
              インクの色数（1箇所あたり）
              <select
                className={control}
                value={choice.inks}
                disabled={!hydrated}
                onChange={(event) => update({ inks: Number(event.target.value) })}
              >
                {Array.from({ length: Math.min(MAX_INKS, method.inks.length) }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count}色
                  </option>
                ))}
              </select>
            </label>
            <fieldset className={fieldset}>
              <legend className={legend}>版の種類</legend>
              <label className={choiceClass}>
                <input
                  type="radio"
                  name={`${id}-plate`}
                  disabled={!hydrated}
                  checked={!choice.isRepeatable}
                  onChange={() => update({ isRepeatable: false })}
                />
                短期版（1回限り）
              </label>
              <label className={choiceClass}>
                <input
                  type="radio"
                  name={`${id}-plate`}
                  disabled={!hydrated}
                  checked={choice.isRepeatable}
                  onChange={() => update({ isRepeatable: true })}
                />
                繰り返し版（1年間保管）
              </label>
            </fieldset>
          </>
        ) : null}
        <label className={labelClass}>
          枚数
          <input
            className={control}
            type="number"
            inputMode="numeric"
            disabled={!hydrated}
            min={method.minQuantity}
            step={1}
            value={quantityText}
            onChange={(event) => changeQuantity(event.target.value)}
          />
          <span className={muted}>
            {method.name}は最低{method.minQuantity}枚から
          </span>
        </label>
      </div>
      <div className={result} aria-live="polite">
        <SimulationResult simulation={simulation} product={product} choice={choice} isRepeatable={choice.isRepeatable} />
      </div>
    </section>
  );
}

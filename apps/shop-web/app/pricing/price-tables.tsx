/**
 * Catalogue price views of the help pages: a method's tier table (pieces × print size), the
 * silk-screen plates and one-off charges, data production fees, and worked examples priced by
 * `simulate` (cart-domain's production pricing). Every amount is read or computed, never typed.
 */
import type { Product } from '@shop/api-contract';
import { ScrollRegion } from '@shop/ui';
import { useId, type ReactNode } from 'react';
import { formatYen } from '../format/yen.ts';
import { hasOneOffCharges, quantityRange, tierRows, type MethodPrices } from './price-catalogue.ts';
import { SimulationResult } from './price-simulator.tsx';
import { caption, example, exampleTitle, muted, note, refusal, table, tableScroll, tableWrap } from './pricing.css.ts';
import { simulate, type SimulatorChoice } from './simulate.ts';

/** A table that scrolls sideways on a narrow screen inside a focusable region named by its caption. */
function ScrollTable({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <ScrollRegion className={tableScroll} labelledBy={id}>
      <table className={table}>
        <caption id={id} className={caption}>
          {title}
        </caption>
        {children}
      </table>
    </ScrollRegion>
  );
}

/** A method's charge per print and piece by quantity (rows) and print size (columns). */
export function TierTable({ method }: { method: MethodPrices }) {
  const rows = tierRows(method);
  return (
    <div className={tableWrap}>
      <ScrollTable title={`${method.name}のプリント代（1箇所${method.usesInks ? '・1色' : ''}・1枚あたり、税込）`}>
        <thead>
          <tr>
            <th scope="col">枚数</th>
            {method.categories.map((category) => (
              <th key={category.id} scope="col">
                {category.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.minQuantity}>
              <th scope="row">{quantityRange(row)}</th>
              {row.charges.map((charge, index) => (
                <td key={method.categories[index]?.id ?? index}>{charge === null ? '—' : formatYen(charge)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p className={note}>
        {method.minQuantity > 1 ? `最低${method.minQuantity}枚から。` : '1枚から。'}
        同じ商品・同じデザインなら、カラーやサイズが違っても合計枚数で計算します。
        {method.usesInks ? 'インクの色数分（版の数）かかります。' : '色数による追加料金はかかりません。'}
      </p>
    </div>
  );
}

/** Silk-screen plates per print size: short-term and repeatable plates, extra charges, data production fee. */
export function PlateTable({ method }: { method: MethodPrices }) {
  if (!hasOneOffCharges(method)) return <p className={note}>{method.name}には版代・データ作成料はかかりません。</p>;
  const extraPlate = method.categories.some((c) => c.extraPlateCharge > 0);
  const extraPrint = method.categories.some((c) => c.extraPrintCharge > 0);
  return (
    <div className={tableWrap}>
      <ScrollTable title={`${method.name}の版代など（1箇所・税込）`}>
        <thead>
          <tr>
            <th scope="col">プリントサイズ</th>
            <th scope="col">短期版（1色あたり）</th>
            <th scope="col">繰り返し版（1色あたり）</th>
            {extraPlate ? <th scope="col">追加版代（1箇所）</th> : null}
            {extraPrint ? <th scope="col">追加プリント代（1枚あたり）</th> : null}
            <th scope="col">データ作成料（1箇所）</th>
          </tr>
        </thead>
        <tbody>
          {method.categories.map((category) => (
            <tr key={category.id}>
              <th scope="row">{category.label}</th>
              <td>{formatYen(category.shortTermPlatePrice)}</td>
              <td>{formatYen(category.platePrice)}</td>
              {extraPlate ? <td>{category.extraPlateCharge > 0 ? formatYen(category.extraPlateCharge) : '—'}</td> : null}
              {extraPrint ? <td>{category.extraPrintCharge > 0 ? formatYen(category.extraPrintCharge) : '—'}</td> : null}
              <td>{category.dataProductionFee > 0 ? formatYen(category.dataProductionFee) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p className={note}>
        短期版は1回のご注文限り、繰り返し版は最後のご注文から1年間保管し、その間のリピート注文では版代がかかりません。
        {method.colorChangeCharge > 0
          ? `ボディのカラーごとにインクの色を変える場合は、色替え代が1回${formatYen(method.colorChangeCharge)}かかります。`
          : ''}
      </p>
    </div>
  );
}

/** Data production fees of every method that charges one, per print size. */
export function DataFeeTable({ methods }: { methods: readonly MethodPrices[] }) {
  const rows = methods.flatMap((method) =>
    method.categories.filter((c) => c.dataProductionFee > 0).map((category) => ({ method, category })),
  );
  const free = methods.filter((method) => method.categories.every((c) => c.dataProductionFee === 0)).map((method) => method.name);
  return (
    <div className={tableWrap}>
      {rows.length > 0 ? (
        <ScrollTable title="データ作成料（1箇所・税込）">
          <thead>
            <tr>
              <th scope="col">プリント方法</th>
              <th scope="col">プリントサイズ</th>
              <th scope="col">データ作成料</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ method, category }) => (
              <tr key={category.id}>
                <th scope="row">{method.name}</th>
                <th scope="row">{category.label}</th>
                <td>{formatYen(category.dataProductionFee)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
      {free.length > 0 ? <p className={note}>{free.join('・')}はデータ作成料がかかりません。</p> : null}
    </div>
  );
}

/** A worked example as a Markdown block describes it (`price-example`). */
export interface ExampleSpec {
  readonly type?: string; // product type label (「Tシャツ」); the first type when absent
  readonly method: string; // print method slug
  readonly quantity: number;
  readonly placements: readonly string[]; // print spec names (「前面 A4」)
  readonly inks?: number; // silk-screen ink colours
  readonly repeatable?: boolean; // silk-screen: repeatable plates
}

/** Reads a `price-example` block's JSON; null when it is not one (the page shows the block as a note). */
export function parseExampleSpec(body: string): ExampleSpec | null {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return null;
    const spec = value as Record<string, unknown>;
    if (typeof spec['method'] !== 'string' || !Number.isSafeInteger(spec['quantity']) || !Array.isArray(spec['placements'])) return null;
    if (!spec['placements'].every((p) => typeof p === 'string')) return null;
    return {
      method: spec['method'],
      quantity: spec['quantity'] as number,
      placements: spec['placements'] as string[],
      ...(typeof spec['type'] === 'string' ? { type: spec['type'] } : {}),
      ...(Number.isSafeInteger(spec['inks']) ? { inks: spec['inks'] as number } : {}),
      ...(typeof spec['repeatable'] === 'boolean' ? { repeatable: spec['repeatable'] } : {}),
    };
  } catch {
    return null;
  }
}

/** A worked example priced on a real product: title, total, per piece, the breakdown and shipping. */
export function WorkedExample({
  spec,
  products,
  shipping,
  index,
}: {
  spec: ExampleSpec;
  products: readonly { label: string; product: Product }[];
  shipping: { shippingFee: number; freeShippingMinimum: number };
  index: number;
}) {
  const entry = (spec.type ? products.find((p) => p.label === spec.type) : undefined) ?? products[0];
  const method = entry?.product.printMethods.find((m) => m.slug === spec.method);
  if (!entry || !method) return <p className={refusal}>この計算例の商品・プリント方法は現在取り扱いがありません。</p>;
  const specIds = spec.placements.flatMap((name) => method.printSpecs.filter((s) => s.name === name).map((s) => s.id));
  const choice: SimulatorChoice = {
    methodSlug: method.slug,
    specIds,
    inks: spec.inks ?? 1,
    isRepeatable: spec.repeatable ?? false,
    quantity: spec.quantity,
  };
  const simulation = simulate(entry.product, choice);
  const inks = method.inks.length > 0 ? `・${choice.inks}色・${choice.isRepeatable ? '繰り返し版' : '短期版'}` : '';
  return (
    <div className={example}>
      <p className={exampleTitle}>
        例{index}：{method.name}で{entry.label}を{spec.quantity}枚、{spec.placements.join('と')}にプリント{inks}
      </p>
      <p className={muted}>商品：{entry.product.name}</p>
      <SimulationResult simulation={simulation} product={entry.product} choice={choice} isRepeatable={choice.isRepeatable} />
      {simulation.status === 'priced' ? (
        <p className={muted}>
          {simulation.total.total >= shipping.freeShippingMinimum
            ? `合計が${formatYen(shipping.freeShippingMinimum)}以上のため送料無料です。`
            : `このほか送料${formatYen(shipping.shippingFee)}がかかります（合計${formatYen(shipping.freeShippingMinimum)}以上で無料）。`}
        </p>
      ) : null}
    </div>
  );
}

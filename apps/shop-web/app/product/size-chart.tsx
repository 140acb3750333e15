/**
 * The size chart in centimetres from the catalogue (`product.sizeChart`): garments by 着丈, 身幅,
 * 肩幅 and 袖丈; bags, towels and aprons by 縦, 横 and マチ. Only the measures the product states are
 * columns; a product without a chart (caps) shows none.
 */
import type { SizeChartRow } from '@shop/api-contract';
import { formatDecimal } from '../format/numbers.ts';
import { ScrollRegion } from '@shop/ui';
import { chartCell, chartNote, chartTable } from './product-page.css.ts';

type Measure = Exclude<keyof SizeChartRow, 'sizeId' | 'sizeName'>;

/** The measures in the order a chart shows them, with their Japanese names. */
export const MEASURES: readonly (readonly [Measure, string])[] = [
  ['bodyLengthCm', '着丈'],
  ['chestWidthCm', '身幅'],
  ['shoulderWidthCm', '肩幅'],
  ['sleeveLengthCm', '袖丈'],
  ['heightCm', '縦'],
  ['widthCm', '横'],
  ['depthCm', 'マチ'],
];

/** The measures at least one size states. */
export function chartMeasures(rows: readonly SizeChartRow[]): (readonly [Measure, string])[] {
  return MEASURES.filter(([key]) => rows.some((row) => row[key] !== null));
}

export function SizeChart({ rows, headingClass }: { rows: readonly SizeChartRow[]; headingClass: string }) {
  const measures = chartMeasures(rows);
  if (rows.length === 0 || measures.length === 0) return null;
  return (
    <section aria-labelledby="product-size-chart">
      <h2 id="product-size-chart" className={headingClass}>
        サイズ表（cm）
      </h2>
      <ScrollRegion label="サイズ表の表（横にスクロールできます）">
        <table className={chartTable} aria-labelledby="product-size-chart">
          <thead>
            <tr>
              <th className={chartCell} scope="col">
                サイズ
              </th>
              {measures.map(([key, name]) => (
                <th key={key} className={chartCell} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.sizeId}>
                <th className={chartCell} scope="row">
                  {row.sizeName}
                </th>
                {measures.map(([key]) => {
                  const value = row[key];
                  return (
                    <td key={key} className={chartCell}>
                      {value === null ? '—' : formatDecimal(value, 0, 1)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className={chartNote}>仕上がり寸法です。製品により±1〜2cm程度の誤差があります。</p>
    </section>
  );
}

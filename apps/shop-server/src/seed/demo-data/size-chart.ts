/**
 * The demo catalogue's size charts: finished measurements in centimetres per size, from the
 * garment's silhouette and fit (garments) or the line (bags, towels, aprons). Figures follow the
 * usual Japanese blank-apparel charts (a regular 5.6 oz T-shirt in M: 着丈 70, 身幅 52, 肩幅 47,
 * 袖丈 20); caps have no chart.
 */
import { ADULT_SIZES, KIDS_SIZES, type Silhouette } from './reference.ts';

/** One size's measurements; null where the measure does not apply. */
export interface SizeMeasurements {
  bodyLength: number | null;
  chestWidth: number | null;
  shoulderWidth: number | null;
  sleeveLength: number | null;
  height: number | null;
  width: number | null;
  depth: number | null;
}

type Four = readonly [bodyLength: number, chestWidth: number, shoulderWidth: number, sleeveLength: number];

/** Garments: the M figures, the step from one adult size to the next, the 100 cm kids figures and their step. */
const GARMENTS: Partial<Record<Silhouette, { m: Four; step: Four; kids: Four; kidsStep: Four }>> = {
  tshirt: { m: [70, 52, 47, 20], step: [2, 3, 3, 1], kids: [41, 31, 28, 12], kidsStep: [4, 3, 2.5, 1.5] },
  longsleeve: { m: [70, 52, 46, 59], step: [2, 3, 2, 1.5], kids: [41, 31, 27, 35], kidsStep: [4, 3, 2.5, 4] },
  polo: { m: [70, 52, 46, 21], step: [2, 3, 2, 1], kids: [42, 32, 28, 12], kidsStep: [4, 3, 2.5, 1.5] },
  sweat: { m: [67, 56, 51, 60], step: [2, 3, 2, 1.5], kids: [42, 35, 30, 36], kidsStep: [4, 3, 2.5, 4] },
  hoodie: { m: [68, 56, 51, 61], step: [2, 3, 2, 1.5], kids: [43, 36, 31, 36], kidsStep: [4, 3, 2.5, 4] },
  zip: { m: [68, 55, 50, 61], step: [2, 3, 2, 1.5], kids: [43, 35, 30, 36], kidsStep: [4, 3, 2.5, 4] },
  jacket: { m: [71, 58, 49, 63], step: [2, 3, 2, 1.5], kids: [44, 38, 32, 38], kidsStep: [4, 3, 2.5, 4] },
};

/** What a fit changes from the regular figures (centimetres). */
const FIT_DELTA: Record<string, Four> = {
  slim: [0, -3, -2, 0],
  relaxed: [1, 2, 1, 0],
  'big-silhouette': [2, 7, 9, -1],
  womens: [-5, -5, -5, -2],
};

/** Flat goods by the product code's suffix: height (縦), width (横), depth (マチ, bags). */
const GOODS: Record<string, readonly [height: number, width: number, depth: number | null]> = {
  CTB: [36, 38, 10],
  CTL: [40, 44, 14],
  OEB: [38, 36, null],
  JTB: [30, 40, 15],
  CFA: [42, 90, null],
  LAP: [85, 70, null],
  DWA: [80, 64, null],
  FTW: [34, 85, null],
  MTW: [20, 110, null],
  STW: [40, 110, null],
  BTW: [60, 120, null],
};

const none: SizeMeasurements = {
  bodyLength: null,
  chestWidth: null,
  shoulderWidth: null,
  sleeveLength: null,
  height: null,
  width: null,
  depth: null,
};

/** Rounds to the half centimetre a chart states. */
const half = (cm: number) => Math.round(cm * 2) / 2;

/**
 * The chart of a product: its measurements per size name, in the order of `sizes`; empty when the
 * product has no chart (caps, or a size the chart does not know).
 */
export function sizeChartOf(
  product: { code: string; silhouette: Silhouette; fit: string | null },
  sizes: readonly string[],
): Map<string, SizeMeasurements> {
  const chart = new Map<string, SizeMeasurements>();
  const garment = GARMENTS[product.silhouette];
  if (garment) {
    const delta = (product.fit && FIT_DELTA[product.fit]) || [0, 0, 0, 0];
    const mIndex = ADULT_SIZES.indexOf('M');
    for (const size of sizes) {
      const adult = (ADULT_SIZES as readonly string[]).indexOf(size);
      const kids = (KIDS_SIZES as readonly string[]).indexOf(size);
      let figures: number[];
      if (adult >= 0) figures = garment.m.map((m, i) => m + (adult - mIndex) * (garment.step[i] ?? 0) + (delta[i] ?? 0));
      else if (kids >= 0) figures = garment.kids.map((k, i) => k + kids * (garment.kidsStep[i] ?? 0));
      else continue;
      const [bodyLength = 0, chestWidth = 0, shoulderWidth = 0, sleeveLength = 0] = figures.map(half);
      chart.set(size, { ...none, bodyLength, chestWidth, shoulderWidth, sleeveLength });
    }
    return chart;
  }
  const goods = GOODS[product.code.split('-').at(-1) ?? ''];
  if (goods) {
    const [height, width, depth] = goods;
    for (const size of sizes) chart.set(size, { ...none, height, width, depth });
  }
  return chart;
}

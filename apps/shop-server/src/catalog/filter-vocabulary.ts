/**
 * The vocabulary of the catalogue's filters (GET /api/products `fit`, `weight`, `color`): fits,
 * fabric weight classes and colour families, with their Japanese names in display order. The
 * catalogue answers them as filter options; the demo seed (seed/demo-data) writes products in them.
 */

/** Fits (the `fit` filter): the seed writes them; the catalogue answers them while the table has none. */
export const FITS = [
  { slug: 'regular', name: 'レギュラー' },
  { slug: 'slim', name: 'スリム' },
  { slug: 'big-silhouette', name: 'ビッグシルエット' },
  { slug: 'relaxed', name: 'リラックス' },
  { slug: 'womens', name: 'ウィメンズ' },
] as const;

/** Fabric weight classes (the `weight` filter); bounds in ounces, lower bound inclusive. */
export const WEIGHT_CLASSES = [
  { slug: 'light', name: 'ライトウェイト（5.0oz未満）', min: 0, max: 5 },
  { slug: 'standard', name: 'スタンダード（5.0〜6.4oz）', min: 5, max: 6.5 },
  { slug: 'heavy', name: 'ヘビーウェイト（6.5〜8.9oz）', min: 6.5, max: 9 },
  { slug: 'extra-heavy', name: '超厚手（9.0oz以上）', min: 9, max: Number.POSITIVE_INFINITY },
] as const;

/** The weight class slug of a fabric weight in ounces (null without a weight). */
export function weightClassOf(weightOz: number | null): string | null {
  if (weightOz === null) return null;
  return WEIGHT_CLASSES.find((c) => weightOz >= c.min && weightOz < c.max)?.slug ?? null;
}

/** Colour families: the `color` filter values, with a representative swatch. */
export const COLOR_FAMILIES = [
  { slug: 'white', name: 'ホワイト系', hex: '#FFFFFF' },
  { slug: 'gray', name: 'グレー系', hex: '#9E9E9E' },
  { slug: 'black', name: 'ブラック系', hex: '#1A1A1A' },
  { slug: 'navy', name: 'ネイビー系', hex: '#1F2A44' },
  { slug: 'blue', name: 'ブルー系', hex: '#2454A6' },
  { slug: 'red', name: 'レッド系', hex: '#C8102E' },
  { slug: 'pink', name: 'ピンク系', hex: '#F4A7B9' },
  { slug: 'yellow', name: 'イエロー系', hex: '#FFD23F' },
  { slug: 'orange', name: 'オレンジ系', hex: '#F57C00' },
  { slug: 'green', name: 'グリーン系', hex: '#1E8C45' },
  { slug: 'purple', name: 'パープル系', hex: '#5B3A8C' },
  { slug: 'beige', name: 'ベージュ系', hex: '#D8C8A8' },
  { slug: 'brown', name: 'ブラウン系', hex: '#6B4A2F' },
] as const;

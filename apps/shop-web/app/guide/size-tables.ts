/**
 * The size guide (/reference/size-guide): finished measurements of the catalogue's bodies per
 * garment type, for the sizes the shop sells (kids 100–150, adults XS–XXXL). Values are cm, measured
 * flat (身幅 is the half chest, armpit to armpit) and allow ±2 cm for each body and brand.
 */

/** One measurement row of a size table: its name and one value per size, cm. */
export interface SizeRow {
  measure: string;
  values: readonly number[];
}

/** The size table of one garment type. */
export interface SizeTable {
  id: string;
  /** Caption of the table: garment type and unit. */
  caption: string;
  sizes: readonly string[];
  /** Height the sizes fit, cm (`155〜165`). */
  heights: readonly string[];
  rows: readonly SizeRow[];
}

/** Adult sizes of the catalogue, smallest first. */
export const ADULT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
/** Kids sizes of the catalogue (the size is the child's height in cm). */
export const KIDS_SIZES = ['100', '110', '120', '130', '140', '150'] as const;

const ADULT_HEIGHTS = ['150〜160', '155〜165', '165〜175', '175〜185', '180〜190', '185〜195', '190〜200'];

/** Tolerance of every finished measurement, cm (each brand's body varies a little). */
export const SIZE_TOLERANCE_CM = 2;

/** The body of the T-shirt and of the long sleeve, one pattern: only their sleeves differ. */
const TEE_BODY: readonly SizeRow[] = [
  { measure: '身丈', values: [62, 65, 69, 73, 77, 80, 83] },
  { measure: '身幅', values: [44, 47, 51, 55, 58, 62, 66] },
  { measure: '肩幅', values: [40, 42, 46, 50, 52, 55, 58] },
];

/** The tables in the order of the page: T-shirt, long sleeve, hoodie, kids. */
export const SIZE_TABLES: readonly SizeTable[] = [
  {
    id: 'tshirt',
    caption: 'Tシャツ（半袖）のサイズ表（単位：cm）',
    sizes: ADULT_SIZES,
    heights: ADULT_HEIGHTS,
    rows: [...TEE_BODY, { measure: '袖丈', values: [16, 17, 19, 20, 22, 23, 24] }],
  },
  {
    id: 'longsleeve',
    caption: 'ロングスリーブTシャツのサイズ表（単位：cm）',
    sizes: ADULT_SIZES,
    heights: ADULT_HEIGHTS,
    rows: [...TEE_BODY, { measure: '袖丈', values: [56, 58, 60, 62, 63, 64, 65] }],
  },
  {
    id: 'hoodie',
    caption: 'パーカー（プルオーバー）のサイズ表（単位：cm）',
    sizes: ADULT_SIZES,
    heights: ADULT_HEIGHTS,
    rows: [
      { measure: '身丈', values: [63, 66, 70, 74, 78, 80, 82] },
      { measure: '身幅', values: [46, 49, 51, 54, 58, 61, 64] },
      { measure: '肩幅', values: [42, 45, 48, 51, 54, 57, 60] },
      { measure: '袖丈', values: [57, 59, 61, 62, 63, 64, 65] },
    ],
  },
  {
    id: 'kids',
    caption: 'キッズTシャツのサイズ表（単位：cm）',
    sizes: KIDS_SIZES,
    heights: ['95〜105', '105〜115', '115〜125', '125〜135', '135〜145', '145〜155'],
    rows: [
      { measure: '身丈', values: [41, 44, 48, 52, 56, 60] },
      { measure: '身幅', values: [32, 34, 37, 40, 43, 46] },
      { measure: '肩幅', values: [28, 30, 32, 35, 38, 41] },
      { measure: '袖丈', values: [11, 12, 13, 14, 15, 16] },
    ],
  },
];

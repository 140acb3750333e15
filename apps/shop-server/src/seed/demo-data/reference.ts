/**
 * Fixed reference data of the demo catalogue: category tree, invented brands, fits, tags, sizes,
 * colours, wrappings, print methods with their price tables, and sales. Prices are integer yen, tax
 * included. Brand names are invented; any likeness to a real brand is accidental.
 *
 * Over 400 lines on purpose: it is a table of data (categories, brands, palettes, print methods and
 * their price tiers), read top to bottom; split, a reader would chase one catalogue through files.
 */
import type { COLOR_FAMILIES, FITS } from '../../catalog/filter-vocabulary.ts';

export { COLOR_FAMILIES, FITS, WEIGHT_CLASSES, weightClassOf } from '../../catalog/filter-vocabulary.ts';

export type Silhouette = 'tshirt' | 'longsleeve' | 'polo' | 'sweat' | 'hoodie' | 'zip' | 'jacket' | 'cap' | 'tote' | 'apron' | 'towel';

export interface CategoryDef {
  slug: string;
  name: string;
  /** Kana reading, folded into search text. */
  reading: string;
  description: string;
  parent: string | null;
}

export const CATEGORIES: readonly CategoryDef[] = [
  {
    slug: 'tops',
    name: 'トップス',
    reading: 'とっぷす',
    description: 'Tシャツ、ポロシャツ、スウェット、パーカーなど、プリントの定番トップス。',
    parent: null,
  },
  { slug: 'outer', name: 'アウター', reading: 'あうたー', description: 'ジップパーカーやジャケットなど、羽織れるアイテム。', parent: null },
  { slug: 'goods', name: 'グッズ', reading: 'ぐっず', description: 'キャップ、トートバッグ、エプロン、タオルなどの小物。', parent: null },
  { slug: 'kids', name: 'キッズ', reading: 'きっず', description: '100〜150cmのお子さま向けサイズ。', parent: null },
  {
    slug: 't-shirts',
    name: 'Tシャツ',
    reading: 'てぃーしゃつ',
    description: 'オリジナルプリントの定番。薄手から厚手、ドライ素材まで。',
    parent: 'tops',
  },
  {
    slug: 'long-sleeve-t-shirts',
    name: 'ロングスリーブTシャツ',
    reading: 'ろんてぃー ながそで',
    description: '袖プリントも映える長袖Tシャツ。',
    parent: 'tops',
  },
  {
    slug: 'polo-shirts',
    name: 'ポロシャツ',
    reading: 'ぽろしゃつ',
    description: 'ユニフォームや制服に人気の襟付きシャツ。',
    parent: 'tops',
  },
  {
    slug: 'sweatshirts',
    name: 'スウェット',
    reading: 'すうぇっと とれーなー',
    description: 'クルーネックのスウェット・トレーナー。',
    parent: 'tops',
  },
  { slug: 'hoodies', name: 'パーカー', reading: 'ぱーかー ふーでぃー', description: 'プルオーバーのスウェットパーカー。', parent: 'tops' },
  {
    slug: 'zip-hoodies',
    name: 'ジップパーカー',
    reading: 'じっぷぱーかー',
    description: 'フルジップで羽織りやすいパーカー。',
    parent: 'outer',
  },
  {
    slug: 'jackets',
    name: 'ジャケット',
    reading: 'じゃけっと',
    description: 'コーチジャケット、フリース、ワークジャケットなど。',
    parent: 'outer',
  },
  { slug: 'caps', name: 'キャップ', reading: 'きゃっぷ ぼうし', description: 'ロゴが映えるキャップとハット。', parent: 'goods' },
  {
    slug: 'tote-bags',
    name: 'トートバッグ',
    reading: 'とーとばっぐ えこばっぐ',
    description: 'ノベルティにも人気のキャンバストートとエコバッグ。',
    parent: 'goods',
  },
  { slug: 'aprons', name: 'エプロン', reading: 'えぷろん', description: 'カフェや店舗のユニフォームに。', parent: 'goods' },
  { slug: 'towels', name: 'タオル', reading: 'たおる', description: 'フェイスタオルからマフラータオル、バスタオルまで。', parent: 'goods' },
];

export interface BrandDef {
  slug: string;
  name: string;
  /** Kana reading, folded into search text (ユナイテッド finds United Basics). */
  reading: string;
  description: string;
  country: string;
  onSale: boolean;
  /** Relative share of the generated products. */
  weight: number;
}

export const BRANDS: readonly BrandDef[] = [
  {
    slug: 'united-basics',
    name: 'United Basics',
    reading: 'ゆないてっどべーしっくす',
    description: '毎日着られる定番ボディを手頃な価格で。カラーとサイズの豊富さが自慢です。',
    country: '日本',
    onSale: true,
    weight: 5,
  },
  {
    slug: 'comet-print-wear',
    name: 'Comet Print Wear',
    reading: 'こめっとぷりんとうぇあ',
    description: 'プリント映えを追求したボディ。目の詰まった生地でインクのりが良好です。',
    country: '日本',
    onSale: false,
    weight: 4,
  },
  {
    slug: 'cotton-meadow',
    name: 'Cotton Meadow',
    reading: 'こっとんめどう',
    description: 'オーガニックコットンとリサイクル素材にこだわるサステナブルブランド。',
    country: 'ポルトガル',
    onSale: false,
    weight: 2,
  },
  {
    slug: 'daily-wear-lab',
    name: 'Daily Wear Lab',
    reading: 'でいりーうぇあらぼ',
    description: 'ドライ素材と機能性ボディの専門ブランド。スポーツやイベントに。',
    country: '日本',
    onSale: true,
    weight: 3,
  },
  {
    slug: 'north-harbor',
    name: 'North Harbor Outfitters',
    reading: 'のーすはーばー',
    description: 'タフなヘビーウェイトとアウターのブランド。',
    country: 'アメリカ',
    onSale: false,
    weight: 2,
  },
  {
    slug: 'hinode-textile',
    name: '日の出テキスタイル',
    reading: 'ひのでてきすたいる Hinode Textile',
    description: '国内縫製のタオルとエプロンを手がけるテキスタイルメーカー。',
    country: '日本',
    onSale: false,
    weight: 2,
  },
  {
    slug: 'bluebird-goods',
    name: 'Bluebird Goods',
    reading: 'ぶるーばーどぐっず',
    description: 'キャップやバッグなど、ノベルティ向けグッズの専門ブランド。',
    country: '台湾',
    onSale: false,
    weight: 2,
  },
  {
    slug: 'kumo-factory',
    name: 'KUMO Factory',
    reading: 'くもふぁくとりー',
    description: 'ゆったりしたビッグシルエットとストリート系ボディ。',
    country: '日本',
    onSale: false,
    weight: 2,
  },
  {
    slug: 'sunny-kids-club',
    name: 'Sunny Kids Club',
    reading: 'さにーきっずくらぶ',
    description: '100cmから選べるキッズボディ。丈夫で洗濯に強い生地。',
    country: '日本',
    onSale: false,
    weight: 1,
  },
  {
    slug: 'urban-canvas',
    name: 'Urban Canvas',
    reading: 'あーばんきゃんばす',
    description: '都会的なシルエットのスリムフィットとキャンバス小物。',
    country: 'ベトナム',
    onSale: false,
    weight: 2,
  },
];

export type FitSlug = (typeof FITS)[number]['slug'];

export const TAGS = [
  { slug: 'dry', name: 'ドライ' },
  { slug: 'organic', name: 'オーガニック' },
  { slug: 'heavyweight', name: 'ヘビーウェイト' },
  { slug: 'kids-size', name: 'キッズサイズ' },
  { slug: 'big-size', name: '大きいサイズ' },
  { slug: 'eco', name: 'エコ素材' },
] as const;
export type TagSlug = (typeof TAGS)[number]['slug'];

export const KIDS_SIZES = ['100', '110', '120', '130', '140', '150'] as const;
export const ADULT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export const FREE_SIZE = 'F';
/** Every size in display order: kids, adult, then one-size (F). */
export const SIZES: readonly { name: string; isKids: boolean }[] = [
  ...KIDS_SIZES.map((name) => ({ name, isKids: true })),
  ...ADULT_SIZES.map((name) => ({ name, isKids: false })),
  { name: FREE_SIZE, isKids: false },
];

export interface ColorDef {
  name: string;
  hex: string;
  family: (typeof COLOR_FAMILIES)[number]['slug'];
}

export const COLORS = {
  white: { name: 'ホワイト', hex: '#FFFFFF', family: 'white' },
  offWhite: { name: 'オフホワイト', hex: '#F4F1E8', family: 'white' },
  ash: { name: 'アッシュ', hex: '#D9D9D6', family: 'gray' },
  heather: { name: '杢グレー', hex: '#B5B5B5', family: 'gray' },
  charcoal: { name: 'チャコール', hex: '#4A4A4A', family: 'gray' },
  black: { name: 'ブラック', hex: '#1A1A1A', family: 'black' },
  navy: { name: 'ネイビー', hex: '#1F2A44', family: 'navy' },
  royal: { name: 'ロイヤルブルー', hex: '#2454A6', family: 'blue' },
  sax: { name: 'サックス', hex: '#8EB8E5', family: 'blue' },
  red: { name: 'レッド', hex: '#C8102E', family: 'red' },
  burgundy: { name: 'バーガンディ', hex: '#6D1A2B', family: 'red' },
  pink: { name: 'ピンク', hex: '#F4A7B9', family: 'pink' },
  yellow: { name: 'イエロー', hex: '#FFD23F', family: 'yellow' },
  orange: { name: 'オレンジ', hex: '#F57C00', family: 'orange' },
  kelly: { name: 'ケリーグリーン', hex: '#1E8C45', family: 'green' },
  forest: { name: 'フォレストグリーン', hex: '#24452F', family: 'green' },
  olive: { name: 'オリーブ', hex: '#6B6B3A', family: 'green' },
  purple: { name: 'パープル', hex: '#5B3A8C', family: 'purple' },
  sand: { name: 'サンドカーキ', hex: '#D8C8A8', family: 'beige' },
  natural: { name: 'ナチュラル', hex: '#EFE6D2', family: 'beige' },
  brown: { name: 'ブラウン', hex: '#6B4A2F', family: 'brown' },
} as const satisfies Record<string, ColorDef>;
export type ColorKey = keyof typeof COLORS;

/** Whether a swatch is dark (white ink needed): relative luminance below 0.35. */
export function isDarkHex(hex: string): boolean {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance < 0.35;
}

export const PALETTES: Record<'cotton' | 'dry' | 'goods' | 'towel' | 'outer', readonly ColorKey[]> = {
  cotton: [
    'white',
    'offWhite',
    'ash',
    'heather',
    'charcoal',
    'black',
    'navy',
    'royal',
    'sax',
    'red',
    'burgundy',
    'pink',
    'yellow',
    'orange',
    'kelly',
    'forest',
    'olive',
    'purple',
    'sand',
    'natural',
    'brown',
  ],
  dry: ['white', 'black', 'navy', 'royal', 'sax', 'red', 'pink', 'yellow', 'orange', 'kelly', 'purple', 'charcoal'],
  goods: ['natural', 'white', 'black', 'navy', 'red', 'olive', 'sand', 'charcoal'],
  towel: ['white', 'black', 'navy', 'pink', 'yellow', 'sax', 'kelly', 'natural'],
  outer: ['black', 'navy', 'charcoal', 'olive', 'sand', 'white', 'burgundy', 'royal'],
};
export type PaletteKey = keyof typeof PALETTES;

export const WRAPPINGS = [
  { key: 'gift', name: 'ギフトラッピング', charge: 330 },
  { key: 'bag', name: '不織布ギフトバッグ', charge: 220 },
  { key: 'opp', name: 'OPP袋 個包装', charge: 55 },
] as const;

const TOPS: readonly Silhouette[] = ['tshirt', 'longsleeve', 'polo', 'sweat', 'hoodie', 'zip', 'jacket'];
const SLEEVED: readonly Silhouette[] = ['tshirt', 'longsleeve', 'polo', 'sweat', 'hoodie', 'zip'];

export interface PrintCategoryDef {
  key: string;
  name: string;
  platePrice: number;
  shortTermPlatePrice: number;
  extraPlateCharge: number;
  extraPrintCharge: number;
  dataProductionFee: number;
  /** [min_quantity, charge per print] tiers, yen. */
  charges: readonly (readonly [number, number])[];
}

/** Print sizes of the demo specs and their largest print area, millimetres (width × height). */
export const PRINT_AREAS = {
  A4: { widthMm: 210, heightMm: 297 },
  A3: { widthMm: 297, heightMm: 420 },
  '10cm×10cm': { widthMm: 100, heightMm: 100 },
  '10cm×6cm': { widthMm: 100, heightMm: 60 },
} as const satisfies Record<string, { widthMm: number; heightMm: number }>;
export type PrintSize = keyof typeof PRINT_AREAS;

export interface PrintSpecDef {
  position: string;
  size: PrintSize;
  category: string;
  silhouettes: readonly Silhouette[];
}

/** A named ink of a print method (silk-screen). */
export interface InkDef {
  name: string;
  hex: string;
}

export interface PrintMethodDef {
  slug: string;
  name: string;
  description: string;
  colorChangeCharge: number;
  /** true: dark garments only; false: light garments only (inkjet); null: any */
  forDarkColors: boolean | null;
  /** business days of production */
  leadDays: number;
  /** fewest pieces of a production */
  minQuantity: number;
  /** short phrases of what the method suits, for its page */
  goodFor: readonly string[];
  inks: readonly InkDef[];
  categories: readonly PrintCategoryDef[];
  specs: readonly PrintSpecDef[];
}

/** The silk-screen ink palette. */
const SILK_SCREEN_INKS: readonly InkDef[] = [
  { name: 'ホワイト', hex: '#ffffff' },
  { name: 'ブラック', hex: '#1a1a1a' },
  { name: 'レッド', hex: '#c8102e' },
  { name: 'ネイビー', hex: '#1f2a44' },
  { name: 'ロイヤルブルー', hex: '#2454a6' },
  { name: 'イエロー', hex: '#ffd23f' },
  { name: 'オレンジ', hex: '#f57c00' },
  { name: 'グリーン', hex: '#1e8c45' },
  { name: 'ピンク', hex: '#f4a7b9' },
  { name: 'パープル', hex: '#5b3a8c' },
  { name: 'グレー', hex: '#9e9e9e' },
  { name: 'ゴールド', hex: '#b8932e' },
];

const noPlate = { platePrice: 0, shortTermPlatePrice: 0, extraPlateCharge: 0, extraPrintCharge: 0, dataProductionFee: 0 };

/** Print positions shared by the three methods, keyed to a size class (large, medium, small). */
function specs(large: string, medium: string, small: string): PrintSpecDef[] {
  return [
    { position: '前面', size: 'A4', category: medium, silhouettes: [...TOPS, 'apron'] },
    { position: '前面', size: 'A3', category: large, silhouettes: TOPS },
    { position: '背面', size: 'A4', category: medium, silhouettes: TOPS },
    { position: '背面', size: 'A3', category: large, silhouettes: TOPS },
    { position: '左胸', size: '10cm×10cm', category: small, silhouettes: [...TOPS, 'apron'] },
    { position: '右袖', size: '10cm×10cm', category: small, silhouettes: SLEEVED },
    { position: '左袖', size: '10cm×10cm', category: small, silhouettes: SLEEVED },
    { position: 'フロント', size: '10cm×6cm', category: small, silhouettes: ['cap'] },
    { position: '表面', size: 'A4', category: medium, silhouettes: ['tote'] },
    { position: '裏面', size: 'A4', category: medium, silhouettes: ['tote'] },
    { position: '片面', size: 'A3', category: large, silhouettes: ['towel'] },
  ];
}

export const PRINT_METHODS: readonly PrintMethodDef[] = [
  {
    slug: 'inkjet',
    name: 'インクジェット',
    description: '淡色ボディ向けのフルカラープリント。写真やグラデーションも1枚から。',
    colorChangeCharge: 0,
    forDarkColors: false,
    leadDays: 3,
    minQuantity: 1,
    goodFor: ['写真・グラデーション', '1枚から', '淡色ボディ'],
    inks: [],
    categories: [
      {
        key: 'ij-l',
        name: 'インクジェット A3以内',
        ...noPlate,
        charges: [
          [1, 2200],
          [10, 1870],
          [30, 1540],
          [50, 1320],
          [100, 1100],
        ],
      },
      {
        key: 'ij-m',
        name: 'インクジェット A4以内',
        ...noPlate,
        charges: [
          [1, 1650],
          [10, 1320],
          [30, 990],
          [50, 880],
          [100, 770],
        ],
      },
      {
        key: 'ij-s',
        name: 'インクジェット 10cm×10cm以内',
        ...noPlate,
        charges: [
          [1, 990],
          [10, 770],
          [30, 660],
          [50, 550],
          [100, 440],
        ],
      },
    ],
    specs: specs('ij-l', 'ij-m', 'ij-s'),
  },
  {
    slug: 'white-inkjet',
    name: '白インクジェット',
    description: '濃色ボディ向け。白インクの下地の上にフルカラーでプリントします。',
    colorChangeCharge: 0,
    forDarkColors: null,
    leadDays: 4,
    minQuantity: 1,
    goodFor: ['濃色ボディ', 'フルカラー', '1枚から'],
    inks: [],
    categories: [
      {
        key: 'wij-l',
        name: '白インクジェット A3以内',
        ...noPlate,
        charges: [
          [1, 3080],
          [10, 2640],
          [30, 2200],
          [50, 1980],
          [100, 1650],
        ],
      },
      {
        key: 'wij-m',
        name: '白インクジェット A4以内',
        ...noPlate,
        charges: [
          [1, 2420],
          [10, 1980],
          [30, 1650],
          [50, 1430],
          [100, 1210],
        ],
      },
      {
        key: 'wij-s',
        name: '白インクジェット 10cm×10cm以内',
        ...noPlate,
        charges: [
          [1, 1430],
          [10, 1100],
          [30, 990],
          [50, 880],
          [100, 770],
        ],
      },
    ],
    specs: specs('wij-l', 'wij-m', 'wij-s'),
  },
  {
    slug: 'silkscreen',
    name: 'シルクスクリーン',
    description: 'インク色ごとに版を作る、発色と耐久性に優れたプリント。枚数が多いほどお得です。',
    colorChangeCharge: 2200,
    forDarkColors: null,
    leadDays: 8,
    minQuantity: 10,
    goodFor: ['大量注文', '発色・耐久性', 'チーム・イベント'],
    inks: SILK_SCREEN_INKS,
    categories: [
      {
        key: 'ss-l',
        name: 'シルクスクリーン A3以内（1色あたり）',
        platePrice: 8800,
        shortTermPlatePrice: 5500,
        extraPlateCharge: 1100,
        extraPrintCharge: 55,
        dataProductionFee: 3300,
        charges: [
          [1, 1100],
          [10, 660],
          [30, 440],
          [50, 330],
          [100, 275],
          [300, 220],
        ],
      },
      {
        key: 'ss-m',
        name: 'シルクスクリーン A4以内（1色あたり）',
        platePrice: 6600,
        shortTermPlatePrice: 4400,
        extraPlateCharge: 0,
        extraPrintCharge: 0,
        dataProductionFee: 2200,
        charges: [
          [1, 880],
          [10, 550],
          [30, 385],
          [50, 330],
          [100, 242],
          [300, 187],
        ],
      },
      {
        key: 'ss-s',
        name: 'シルクスクリーン 10cm×10cm以内（1色あたり）',
        platePrice: 4400,
        shortTermPlatePrice: 3300,
        extraPlateCharge: 0,
        extraPrintCharge: 0,
        dataProductionFee: 1100,
        charges: [
          [1, 660],
          [10, 440],
          [30, 330],
          [50, 275],
          [100, 198],
          [300, 165],
        ],
      },
    ],
    specs: specs('ss-l', 'ss-m', 'ss-s'),
  },
];

export interface SaleDef {
  slug: string;
  title: string;
  description: string;
  brand: string | null;
  discountPercent: number;
  startsAt: string;
  endsAt: string;
}

/** Sales; SKUs of a brand on sale carry the discounted price and their regular `list_price`. */
export const SALES: readonly SaleDef[] = [
  {
    slug: 'united-basics-fair',
    title: 'United Basics ブランドフェア 10%OFF',
    description: '定番ボディのUnited Basicsが全品10%OFF。クラスTシャツやチームウェアのご準備にどうぞ。',
    brand: 'united-basics',
    discountPercent: 10,
    startsAt: '2026-01-01T00:00:00+09:00',
    endsAt: '2030-12-31T23:59:59+09:00',
  },
  {
    slug: 'daily-wear-lab-sale',
    title: 'Daily Wear Lab ドライ素材セール 15%OFF',
    description: 'スポーツやイベントに活躍するDaily Wear Labのドライアイテムが15%OFF。',
    brand: 'daily-wear-lab',
    discountPercent: 15,
    startsAt: '2026-01-01T00:00:00+09:00',
    endsAt: '2030-12-31T23:59:59+09:00',
  },
];

/** Discount percent of a brand on sale (0 when none). */
export function brandDiscount(brandSlug: string): number {
  return SALES.find((s) => s.brand === brandSlug)?.discountPercent ?? 0;
}

export const DEMO_CUSTOMER = {
  name: 'デモ 太郎',
  nameKana: 'デモ\u3000タロウ',
  email: 'demo@example.com',
  password: 'demo12345678',
} as const;

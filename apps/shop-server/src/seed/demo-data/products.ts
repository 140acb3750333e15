import { PRODUCT_LINES, type ProductLine, type SizeRange } from './lines.ts';
import { createRng, mixSeed, type Rng } from './prng.ts';
import { ADULT_SIZES, BRANDS, COLORS, FREE_SIZE, KIDS_SIZES, PALETTES, type Silhouette, brandDiscount, isDarkHex } from './reference.ts';

/** The default seed of the demo catalogue. */
export const DEFAULT_SEED = 20_261_122;
/** Products in the default demo catalogue. */
export const DEFAULT_PRODUCT_COUNT = 150;

const MIN_PRICE = 550; // yen, tax included
const MAX_PRICE = 6600; // yen, tax included

export interface DemoSku {
  size: string;
  /** yen, tax included (after a sale discount) */
  price: number;
  /** Regular price before the sale discount; null when not discounted. */
  listPrice: number | null;
  stock: number;
}

export interface DemoColor {
  name: string;
  hex: string;
  isDark: boolean;
  family: string;
  skus: DemoSku[];
}

export interface DemoReview {
  rating: number;
  title: string;
  body: string;
  nickname: string;
  /** ISO timestamp */
  createdAt: string;
}

/** One generated product, referring to reference data by slug or key. */
export interface DemoProduct {
  index: number;
  code: string;
  name: string;
  description: string;
  material: string;
  brand: string;
  category: string;
  fit: string | null;
  weightOz: number | null;
  silhouette: Silhouette;
  popularity: number;
  /** ISO timestamp */
  publishedAt: string;
  tags: string[];
  colors: DemoColor[];
  /** Keys of WRAPPINGS. */
  wrappings: string[];
  /** Slugs of PRINT_METHODS. */
  printMethods: string[];
  reviews: DemoReview[];
}

const round10 = (yen: number) => Math.round(yen / 10) * 10;
const clampPrice = (yen: number) => Math.min(MAX_PRICE, Math.max(MIN_PRICE, yen));

/** The lines in a seed-dependent order; product i takes line i mod n, so every category appears. */
const lineOrderCache = new Map<number, ProductLine[]>();
function linesFor(seed: number): ProductLine[] {
  let lines = lineOrderCache.get(seed);
  if (!lines) {
    // A seeded Fisher–Yates shuffle of the line list.
    const rng = createRng(mixSeed(seed, 0x11e5));
    lines = [...PRODUCT_LINES];
    for (let i = lines.length - 1; i > 0; i -= 1) {
      const j = rng.int(0, i);
      [lines[i], lines[j]] = [lines[j] as ProductLine, lines[i] as ProductLine];
    }
    lineOrderCache.set(seed, lines);
  }
  return lines;
}

const BRAND_POOL = BRANDS.flatMap((b) => Array.from({ length: b.weight }, () => b.slug));
const SPECIALISTS: Record<string, string> = {
  kids: 'sunny-kids-club',
  towels: 'hinode-textile',
  aprons: 'hinode-textile',
  caps: 'bluebird-goods',
  'tote-bags': 'bluebird-goods',
};

function pickBrand(rng: Rng, line: ProductLine): string {
  const specialist = SPECIALISTS[line.category];
  if (specialist && rng.chance(0.5)) return specialist;
  if (line.tags.includes('dry') && rng.chance(0.3)) return 'daily-wear-lab';
  if (line.tags.includes('organic') && rng.chance(0.4)) return 'cotton-meadow';
  return rng.pick(BRAND_POOL);
}

function pickSizes(rng: Rng, range: SizeRange): string[] {
  const adult = (from: number[], to: number[]) => ADULT_SIZES.slice(rng.pick(from), rng.pick(to) + 1);
  switch (range) {
    case 'free':
      return [FREE_SIZE];
    case 'kids':
      return KIDS_SIZES.slice(rng.pick([0, 0, 1]));
    case 'adult':
      return adult([0, 1, 1], [4, 5, 5]);
    case 'adult-wide':
      return adult([0, 1], [5, 6, 6]);
    case 'kids-adult':
      return [...(rng.chance(0.6) ? KIDS_SIZES : []), ...adult([0, 1], [5, 6])];
  }
}

function sizeSurcharge(size: string): number {
  if (size === 'XXL') return 110;
  if (size === 'XXXL') return 220;
  if ((KIDS_SIZES as readonly string[]).includes(size)) return -110;
  return 0;
}

function stockLevel(rng: Rng): number {
  const r = rng.next();
  if (r < 0.07) return 0; // sold out
  if (r < 0.15) return rng.int(1, 5); // nearly sold out
  return rng.int(6, 500);
}

const REVIEW_TEXTS: readonly (readonly [number, string, string])[] = [
  [5, 'プリントがきれいでした', '写真を使ったデザインでしたが、細かいところまで鮮やかに再現されていて大満足です。'],
  [5, 'クラスTシャツに最高', '文化祭用に40枚注文しました。生地がしっかりしていて、みんなに好評でした。'],
  [5, 'リピートしています', 'サイズ感がちょうどよく、洗濯しても首元がよれません。毎年チーム用に注文しています。'],
  [4, '生地感が良い', '思っていたより厚手で透けません。サイズは少し大きめなのでワンサイズ下でも良かったかも。'],
  [4, '色がかわいい', 'モニターで見た色とほぼ同じでした。納期も早くて助かりました。'],
  [4, 'コスパが良い', 'この価格でこの品質なら十分です。イベントのスタッフ用にちょうど良かったです。'],
  [3, '普通です', '可もなく不可もなく。もう少し生地が厚いと嬉しいです。'],
  [3, 'サイズ感に注意', '着丈がやや短めでした。サイズ表をよく確認したほうが良いです。'],
  [2, '色味が少し違った', '実物は画面で見たより少し暗い色でした。プリント自体はきれいです。'],
  [1, '縫製が気になった', '一枚だけ縫い目がほつれていました。交換には対応していただけました。'],
];
const NICKNAMES = [
  'みかん',
  'たろう',
  'さくら部長',
  'T.K',
  'ゆうこ',
  'サッカー部マネージャー',
  'ひろ',
  'カフェ店長',
  'まさ',
  'のりこ',
  'ダンス部',
  'けんた',
];

const DAY = 86_400_000; // ms
const EPOCH = Date.UTC(2023, 0, 1); // first publication date of the demo catalogue
const PUBLISHING_DAYS = 1400; // products appear over this many days from EPOCH
// Reviews are written by the end of this span (a few weeks after the last product), never in the future.
const LAST_REVIEW_DAY = PUBLISHING_DAYS + 14;

function reviewsFor(rng: Rng, publishedAt: number): DemoReview[] {
  const count = rng.pick([0, 0, 1, 1, 2, 3, 4, 6]);
  const reviews: DemoReview[] = [];
  // Up to 600 days after publication, but no later than the last review day.
  const reviewSpanDays = Math.max(1, Math.min(600, LAST_REVIEW_DAY - Math.floor((publishedAt - EPOCH) / DAY)));
  for (let i = 0; i < count; i += 1) {
    // Good reviews are more common than bad ones.
    const [rating, title, body] = rng.chance(0.75) ? rng.pick(REVIEW_TEXTS.slice(0, 6)) : rng.pick(REVIEW_TEXTS);
    reviews.push({
      rating,
      title,
      body,
      nickname: rng.pick(NICKNAMES),
      createdAt: new Date(publishedAt + rng.int(1, reviewSpanDays) * DAY + rng.int(0, DAY - 1)).toISOString(),
    });
  }
  return reviews;
}

/** Product code: a five-digit (or longer) number unique per index, plus the line's suffix: '00085-CVT'. */
export function productCode(seed: number, index: number, suffix: string): string {
  const number = index * 7 + 1 + (mixSeed(seed, index + 1_000_003) % 7);
  return `${String(number).padStart(5, '0')}-${suffix}`;
}

/** Generates product `index` of the catalogue with `seed`; it depends on nothing else. */
export function generateProduct(seed: number, index: number): DemoProduct {
  const lines = linesFor(seed);
  const line = lines[index % lines.length] as ProductLine;
  const rng = createRng(mixSeed(seed, index + 1));
  const brandSlug = pickBrand(rng, line);
  const brand = BRANDS.find((b) => b.slug === brandSlug);
  const variant = line.variants ? rng.pick(line.variants) : '';
  const name = `${variant}${line.name}`;
  const sizes = pickSizes(rng, line.sizes);
  const palette = PALETTES[line.palette];
  const colorKeys = rng.sample(palette, rng.int(line.colors[0], Math.min(line.colors[1], palette.length)));
  const basePrice = round10(rng.int(line.price[0], line.price[1]));
  const discount = brandDiscount(brandSlug);

  const colors: DemoColor[] = colorKeys.map((key) => {
    const color = COLORS[key];
    const whiteBody = color.family === 'white' && basePrice >= 770;
    return {
      name: color.name,
      hex: color.hex,
      isDark: isDarkHex(color.hex),
      family: color.family,
      skus: sizes.map((size) => {
        // White bodies are a little cheaper, large sizes dearer, kids sizes cheaper.
        const regular = clampPrice(round10(basePrice - (whiteBody ? 110 : 0) + sizeSurcharge(size)));
        const price = discount > 0 ? Math.floor((regular * (100 - discount)) / 1000) * 10 : regular;
        return { size, price, listPrice: discount > 0 ? regular : null, stock: stockLevel(rng) };
      }),
    };
  });

  const tags = new Set<string>(line.tags);
  if (sizes.some((s) => (KIDS_SIZES as readonly string[]).includes(s))) tags.add('kids-size');
  if (sizes.includes('XXXL')) tags.add('big-size');
  if (line.weightOz !== null && line.weightOz >= 7 && line.silhouette !== 'tote') tags.add('heavyweight');

  const publishedAt = EPOCH + rng.int(0, PUBLISHING_DAYS) * DAY + rng.int(0, DAY - 1);
  const fit = line.fits.length > 0 ? rng.pick(line.fits) : null;
  const sizeText = sizes.length > 1 ? `サイズは${sizes[0]}〜${sizes[sizes.length - 1]}。` : 'サイズはフリー（F）。';
  const weightText = line.weightOz === null ? '' : `、生地の厚さは${line.weightOz.toFixed(1)}オンス`;
  const description = `${brand?.name ?? brandSlug}の${name}。${line.pitch}素材は${line.material}${weightText}。${sizeText}`;

  return {
    index,
    code: productCode(seed, index, line.suffix),
    name,
    description,
    material: line.material,
    brand: brandSlug,
    category: line.category,
    fit,
    weightOz: line.weightOz,
    silhouette: line.silhouette,
    popularity: Math.floor(10_000 * rng.next() ** 2),
    publishedAt: new Date(publishedAt).toISOString(),
    tags: [...tags].sort(),
    colors,
    wrappings: line.sizes === 'free' ? ['gift', 'opp'] : ['gift', 'bag', 'opp'],
    printMethods: [...line.methods],
    reviews: reviewsFor(rng, publishedAt),
  };
}

/** Generates products 0…count−1 lazily, so 100,000 products never sit in memory at once. */
export function* generateProducts(seed: number, count: number): Generator<DemoProduct> {
  for (let index = 0; index < count; index += 1) yield generateProduct(seed, index);
}

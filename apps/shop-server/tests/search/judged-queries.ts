/**
 * The judged query set of the relevance bench (issue #33): what a shopper typing each query wants
 * from the demo catalogue (seed 20261122, 150 products), graded 0–3:
 *
 *   3  exactly what was asked (黒 Tシャツ: a T-shirt that comes in black)
 *   2  close (a long-sleeve or kids' T-shirt in black)
 *   1  related, still worth seeing (a T-shirt without black)
 *   0  not relevant (everything not graded)
 *
 * A query is judged by rules over the products' attributes, written before looking at what the
 * search returns and never from it: the first rule a product meets gives its grade. Queries that
 * should find nothing have no rule. tests/search/relevance.test.ts resolves the rules against the
 * generated catalogue, runs every query over HTTP and measures nDCG@10, MRR and the zero-result rate.
 */

/** What the rules see of a product. */
export interface JudgedProduct {
  code: string;
  name: string;
  category: string;
  brand: string;
  fit: string | null;
  /** colour families (black, white, navy…) */
  colors: string[];
  sizes: string[];
  tags: string[];
  material: string;
}

type Rule = readonly [grade: 1 | 2 | 3, matches: (p: JudgedProduct) => boolean];

export type QueryKind =
  'kind' | 'variant' | 'colour' | 'colour+kind' | 'material' | 'feature' | 'size' | 'brand' | 'code' | 'typo' | 'words' | 'nothing';

export interface JudgedQuery {
  q: string;
  kind: QueryKind;
  rules: readonly Rule[];
}

const TEE = (p: JudgedProduct) => p.category === 't-shirts';
const TEE_LIKE = (p: JudgedProduct) => p.name.includes('Tシャツ') && p.category !== 't-shirts';
const cat =
  (...slugs: string[]) =>
  (p: JudgedProduct) =>
    slugs.includes(p.category);
const named =
  (...words: string[]) =>
  (p: JudgedProduct) =>
    words.some((w) => p.name.includes(w));
const colour = (family: string) => (p: JudgedProduct) => p.colors.includes(family);
const all =
  (...predicates: ((p: JudgedProduct) => boolean)[]) =>
  (p: JudgedProduct) =>
    predicates.every((f) => f(p));
const tag = (slug: string) => (p: JudgedProduct) => p.tags.includes(slug);
const cotton = (p: JudgedProduct) => /綿|コットン/.test(p.material);
const KIDS = (p: JudgedProduct) => p.category === 'kids';
const KIDS_SIZES = (p: JudgedProduct) => p.tags.includes('kids-size');

const q = (text: string, kind: QueryKind, ...rules: Rule[]): JudgedQuery => ({ q: text, kind, rules });

/** Everyday words for a kind of garment, each in the ways shoppers type it. */
const kindQueries = (texts: string[], kind: QueryKind, ...rules: Rule[]) => texts.map((text) => q(text, kind, ...rules));

/** A colour word, alone and with a kind of garment. */
function colourQueries(words: string[], family: string): JudgedQuery[] {
  return words.map((word) => q(word, 'colour', [3, colour(family)]));
}

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Kinds of garment and goods, with their spelling variants.
  ...kindQueries(['Tシャツ', 'Ｔシャツ', 'ティーシャツ', 'てぃーしゃつ', 'tシャツ', 'T-shirt'], 'kind', [3, TEE], [2, TEE_LIKE]),
  ...kindQueries(
    ['半袖', '半袖Tシャツ'],
    'kind',
    [3, TEE],
    [2, all(TEE_LIKE, (p) => !p.name.includes('ロングスリーブ'))],
    [1, cat('polo-shirts')],
  ),
  ...kindQueries(
    ['パーカー', 'ぱーかー', 'ﾊﾟｰｶｰ', 'パーカ', 'フーディー'],
    'kind',
    [3, cat('hoodies')],
    [2, cat('zip-hoodies')],
    [2, named('パーカー')],
  ),
  ...kindQueries(['ジップパーカー', 'ジップアップ'], 'kind', [3, cat('zip-hoodies')], [1, cat('hoodies')]),
  ...kindQueries(['前開き'], 'kind', [3, cat('zip-hoodies')], [1, cat('jackets')]),
  ...kindQueries(
    ['長袖', 'ながそで', 'ロンT', 'ロンティー', 'ロングスリーブ', '長袖Tシャツ'],
    'kind',
    [3, cat('long-sleeve-t-shirts')],
    [1, cat('sweatshirts', 'hoodies', 'zip-hoodies')],
  ),
  ...kindQueries(['帽子', 'ぼうし', 'ボウシ'], 'kind', [3, cat('caps')]),
  q('キャップ', 'kind', [3, all(cat('caps'), named('キャップ'))], [2, cat('caps')]),
  q('ハット', 'kind', [3, named('ハット')], [2, cat('caps')]),
  ...kindQueries(['鞄', 'かばん', 'カバン', 'バッグ'], 'kind', [3, cat('tote-bags')]),
  q('トートバッグ', 'kind', [3, named('トートバッグ')], [2, cat('tote-bags')]),
  q('エコバッグ', 'kind', [3, named('エコバッグ')], [2, cat('tote-bags')]),
  ...kindQueries(['エプロン', '前掛け'], 'kind', [3, cat('aprons')]),
  ...kindQueries(['タオル', 'たおる'], 'kind', [3, cat('towels')]),
  q('マフラータオル', 'kind', [3, named('マフラータオル')], [1, cat('towels')]),
  q('バスタオル', 'kind', [3, named('バスタオル')], [1, cat('towels')]),
  ...kindQueries(['ポロシャツ', 'ポロ'], 'kind', [3, cat('polo-shirts')]),
  ...kindQueries(['スウェット', 'トレーナー', 'スエット'], 'kind', [3, cat('sweatshirts')], [1, named('スウェット')]),
  ...kindQueries(['ジャケット', 'ブルゾン', '上着'], 'kind', [3, cat('jackets')], [1, cat('zip-hoodies')]),
  q('アウター', 'kind', [3, cat('jackets', 'zip-hoodies')]),
  q('ウインドブレーカー', 'kind', [3, named('ウインドブレーカー')], [1, cat('jackets')]),
  q('コーチジャケット', 'kind', [3, named('コーチジャケット')], [1, cat('jackets')]),
  ...kindQueries(['子供', '子ども', 'こども', 'キッズ', 'ジュニア', '子供服'], 'kind', [3, KIDS], [2, KIDS_SIZES]),
  q('トップス', 'kind', [3, cat('t-shirts', 'long-sleeve-t-shirts', 'polo-shirts', 'sweatshirts', 'hoodies')]),
  q('グッズ', 'kind', [3, cat('caps', 'tote-bags', 'aprons', 'towels')]),

  // Colours.
  ...colourQueries(['黒', 'ブラック', 'くろ'], 'black'),
  ...colourQueries(['白', 'ホワイト', 'しろ'], 'white'),
  ...colourQueries(['紺', 'ネイビー'], 'navy'),
  ...colourQueries(['赤', 'レッド'], 'red'),
  ...colourQueries(['青', 'ブルー'], 'blue'),
  ...colourQueries(['ピンク', '桃色'], 'pink'),
  ...colourQueries(['緑', 'グリーン'], 'green'),
  ...colourQueries(['グレー', '灰色'], 'gray'),
  ...colourQueries(['黄色', 'イエロー'], 'yellow'),
  ...colourQueries(['ベージュ'], 'beige'),
  ...colourQueries(['茶色', 'ブラウン'], 'brown'),
  ...colourQueries(['紫', 'パープル'], 'purple'),
  ...colourQueries(['オレンジ'], 'orange'),

  // Colour and kind together (with and without a space).
  ...kindQueries(
    ['黒 Tシャツ', '黒Tシャツ', 'ブラック Tシャツ', 'Tシャツ 黒'],
    'colour+kind',
    [3, all(TEE, colour('black'))],
    [2, all(TEE_LIKE, colour('black'))],
    [1, TEE],
  ),
  ...kindQueries(['白 Tシャツ', '白Tシャツ'], 'colour+kind', [3, all(TEE, colour('white'))], [2, all(TEE_LIKE, colour('white'))], [1, TEE]),
  q(
    '白 パーカー',
    'colour+kind',
    [3, all(cat('hoodies'), colour('white'))],
    [2, all(cat('zip-hoodies'), colour('white'))],
    [1, cat('hoodies')],
  ),
  q(
    '黒 パーカー',
    'colour+kind',
    [3, all(cat('hoodies'), colour('black'))],
    [2, all(cat('zip-hoodies'), colour('black'))],
    [1, cat('hoodies')],
  ),
  q('紺 キャップ', 'colour+kind', [3, all(cat('caps'), colour('navy'))], [1, cat('caps')]),
  q('ネイビー ポロシャツ', 'colour+kind', [3, all(cat('polo-shirts'), colour('navy'))], [1, cat('polo-shirts')]),
  q('赤 タオル', 'colour+kind', [3, all(cat('towels'), colour('red'))], [1, cat('towels')]),
  q('ピンク タオル', 'colour+kind', [3, all(cat('towels'), colour('pink'))], [1, cat('towels')]),
  q('グレー スウェット', 'colour+kind', [3, all(cat('sweatshirts'), colour('gray'))], [1, cat('sweatshirts')]),
  q('黒 帽子', 'colour+kind', [3, all(cat('caps'), colour('black'))], [1, cat('caps')]),
  q('白 バッグ', 'colour+kind', [3, all(cat('tote-bags'), colour('white'))], [1, cat('tote-bags')]),
  q('黒 ジャケット', 'colour+kind', [3, all(cat('jackets'), colour('black'))], [1, cat('jackets')]),
  q('ベージュ エプロン', 'colour+kind', [3, all(cat('aprons'), colour('beige'))], [1, cat('aprons')]),
  q('緑 ロンT', 'colour+kind', [3, all(cat('long-sleeve-t-shirts'), colour('green'))], [1, cat('long-sleeve-t-shirts')]),

  // Materials.
  ...kindQueries(['綿', 'コットン', '綿100%', 'cotton'], 'material', [3, cotton]),
  q('ポリエステル', 'material', [3, (p) => p.material.includes('ポリエステル')]),
  q('ナイロン', 'material', [3, (p) => p.material.includes('ナイロン')]),
  q('デニム', 'material', [3, (p) => p.material.includes('デニム')]),
  q('キャンバス', 'material', [3, (p) => p.material.includes('キャンバス')]),
  q('ジュート', 'material', [3, (p) => p.material.includes('ジュート')]),
  q('麻', 'material', [3, (p) => p.material.includes('ジュート')]),
  q('ダック', 'material', [3, (p) => p.material.includes('ダック')]),
  q('オーガニックコットン', 'material', [3, (p) => p.material.includes('オーガニックコットン')]),

  // Features.
  ...kindQueries(['ドライ', '速乾', '吸汗速乾'], 'feature', [3, tag('dry')]),
  ...kindQueries(['厚手', 'ヘビーウェイト'], 'feature', [3, tag('heavyweight')], [2, named('ヘビーウェイト')]),
  ...kindQueries(['ビッグシルエット', 'オーバーサイズ'], 'feature', [
    3,
    (p) => p.fit === 'big-silhouette' || p.name.includes('ビッグシルエット'),
  ]),
  q('大きいサイズ', 'feature', [3, tag('big-size')]),
  ...kindQueries(['オーガニック'], 'feature', [3, tag('organic')]),
  ...kindQueries(['エコ', 'リサイクル'], 'feature', [3, tag('eco')]),
  q('裏起毛', 'feature', [3, named('裏起毛')]),
  q('裏毛', 'feature', [3, named('裏毛')]),
  q('ポケット付き', 'feature', [3, named('ポケット付き')]),
  ...kindQueries(['スリム', 'スリムフィット'], 'feature', [3, (p) => p.fit === 'slim' || p.name.includes('スリム')]),
  q('リブ付き', 'feature', [3, named('リブ付き')]),
  q('メッシュ', 'feature', [3, named('メッシュ')]),

  // Sizes.
  q('XL', 'size', [3, (p) => p.sizes.includes('XL')]),
  q('XXXL', 'size', [3, (p) => p.sizes.includes('XXXL')]),
  q('Tシャツ XL', 'size', [3, all(TEE, (p) => p.sizes.includes('XL'))], [1, TEE]),
  q('Tシャツ XXXL', 'size', [3, all(TEE, (p) => p.sizes.includes('XXXL'))], [1, TEE]),
  q('パーカー XS', 'size', [3, all(cat('hoodies'), (p) => p.sizes.includes('XS'))], [1, cat('hoodies')]),
  q('130', 'size', [3, (p) => p.sizes.includes('130')]),
  q('キッズ 130', 'size', [3, all(KIDS, (p) => p.sizes.includes('130'))], [2, (p) => p.sizes.includes('130')]),
  q('100cm', 'size', [3, (p) => p.sizes.includes('100')]),

  // Brands.
  ...kindQueries(['United Basics', 'ユナイテッド', 'united'], 'brand', [3, (p) => p.brand === 'united-basics']),
  ...kindQueries(['Comet Print Wear', 'コメット'], 'brand', [3, (p) => p.brand === 'comet-print-wear']),
  ...kindQueries(['日の出テキスタイル', 'ひので'], 'brand', [3, (p) => p.brand === 'hinode-textile']),
  ...kindQueries(['KUMO Factory', 'くもファクトリー'], 'brand', [3, (p) => p.brand === 'kumo-factory']),
  ...kindQueries(['Bluebird', 'ブルーバード'], 'brand', [3, (p) => p.brand === 'bluebird-goods']),
  q('サニーキッズ', 'brand', [3, (p) => p.brand === 'sunny-kids-club']),
  q('Cotton Meadow', 'brand', [3, (p) => p.brand === 'cotton-meadow']),
  q('United Basics Tシャツ', 'brand', [3, all(TEE, (p) => p.brand === 'united-basics')], [2, (p) => p.brand === 'united-basics'], [1, TEE]),

  // Product numbers (品番): the product itself, typed in any width or case; the line's letters find the line.
  ...kindQueries(['00014-BHD', '00014-bhd', '００１４－ＢＨＤ', '00014'], 'code', [3, (p) => p.code === '00014-BHD']),
  ...kindQueries(['00059-DWA', '00059'], 'code', [3, (p) => p.code === '00059-DWA']),
  q('00072-CTC', 'code', [3, (p) => p.code === '00072-CTC']),
  q('CVT', 'code', [3, (p) => p.code.endsWith('-CVT')]),
  q('99999-XYZ', 'code'),

  // Typos: 「もしかして」 should find what the word meant.
  q('Tシャッツ', 'typo', [3, TEE], [2, TEE_LIKE]),
  q('ぱーかあ', 'typo', [3, cat('hoodies')], [2, cat('zip-hoodies')], [2, named('パーカー')]),
  q('ヘビーウエイト', 'typo', [3, tag('heavyweight')], [2, named('ヘビーウェイト')]),
  q('スウエット', 'typo', [3, cat('sweatshirts')], [1, named('スウェット')]),
  q('ポロシャッ', 'typo', [3, cat('polo-shirts')]),
  q('エプロソ', 'typo', [3, cat('aprons')]),
  q('ジャケト', 'typo', [3, cat('jackets')], [1, cat('zip-hoodies')]),
  q('ウィンドブレーカー', 'typo', [3, named('ウインドブレーカー')], [1, cat('jackets')]),
  q('トレナー', 'typo', [3, cat('sweatshirts')], [1, named('スウェット')]),
  q('キャプッ', 'typo', [3, all(cat('caps'), named('キャップ'))], [2, cat('caps')]),
  q('オーガニッック', 'typo', [3, tag('organic')]),
  q('マフラータウル', 'typo', [3, named('マフラータオル')], [1, cat('towels')]),

  // Several words.
  q('ドライ Tシャツ', 'words', [3, all(TEE, tag('dry'))], [2, all(TEE_LIKE, tag('dry'))], [1, TEE]),
  q(
    '厚手 パーカー',
    'words',
    [3, all(cat('hoodies'), (p) => p.tags.includes('heavyweight') || p.name.includes('ヘビーウェイト'))],
    [1, cat('hoodies')],
  ),
  q('キッズ パーカー', 'words', [3, all(KIDS, named('パーカー'))], [1, KIDS]),
  q('子供 Tシャツ', 'words', [3, all(KIDS, named('Tシャツ'))], [2, all(TEE, KIDS_SIZES)], [1, KIDS]),
  q('長袖 ドライ', 'words', [3, all(cat('long-sleeve-t-shirts'), tag('dry'))], [1, cat('long-sleeve-t-shirts')]),
  q('オーガニック Tシャツ', 'words', [3, all(TEE, tag('organic'))], [1, TEE]),
  q('綿 キャップ', 'words', [3, all(cat('caps'), cotton, named('キャップ'))], [2, all(cat('caps'), cotton)], [1, cat('caps')]),
  q('ビッグシルエット パーカー', 'words', [3, all(cat('hoodies'), named('ビッグシルエット'))], [1, cat('hoodies')]),
  q('スポーツ タオル', 'words', [3, named('スポーツタオル')], [1, cat('towels')]),
  q('カフェ エプロン', 'words', [3, named('カフェエプロン')], [1, cat('aprons')]),
  q('ドライ ポロ', 'words', [3, all(cat('polo-shirts'), tag('dry'))], [1, cat('polo-shirts')]),
  q(
    'ヘビーウェイト ロンT',
    'words',
    [3, all(cat('long-sleeve-t-shirts'), (p) => p.tags.includes('heavyweight') || p.name.includes('ヘビーウェイト'))],
    [1, cat('long-sleeve-t-shirts')],
  ),
  q('大きいサイズ Tシャツ', 'words', [3, all(TEE, tag('big-size'))], [1, TEE]),
  q('5.6オンス', 'words', [3, named('5.6オンス')]),
  q('5.6オンス ヘビーウェイトTシャツ', 'words', [3, named('5.6オンス ヘビーウェイトTシャツ')], [2, named('ヘビーウェイト')]),
  q('デニム エプロン', 'words', [3, named('デニム ワークエプロン')], [1, cat('aprons')]),
  q('キャンバス トート', 'words', [3, named('キャンバストート')], [1, cat('tote-bags')]),

  // Nothing in the catalogue: the search should say so, not offer look-alikes.
  ...kindQueries(
    [
      '靴',
      'スニーカー',
      'ジーンズ',
      '靴下',
      '浴衣',
      'スーツ',
      'ネクタイ',
      '傘',
      'マスク',
      '財布',
      '🍣',
      'zzzz',
      "' or 1=1 --",
      '%',
      '_',
      '.*',
    ],
    'nothing',
  ),
];

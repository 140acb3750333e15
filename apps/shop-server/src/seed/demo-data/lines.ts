import type { FitSlug, PaletteKey, Silhouette, TagSlug } from './reference.ts';

/** Which sizes a line is made in. */
export type SizeRange = 'adult' | 'adult-wide' | 'kids' | 'kids-adult' | 'free';

/** A product line: what the generator varies (brand, colours, sizes, price) around a fixed item. */
export interface ProductLine {
  category: string;
  silhouette: Silhouette;
  /** Product-code suffix: '00085-CVT'. */
  suffix: string;
  name: string;
  /** Optional name prefixes that make sibling products distinct. */
  variants?: readonly string[];
  weightOz: number | null;
  material: string;
  /** Base price range for size M, yen, tax included. */
  price: readonly [number, number];
  fits: readonly FitSlug[];
  tags: readonly TagSlug[];
  sizes: SizeRange;
  palette: PaletteKey;
  /** How many colours a product of this line comes in. */
  colors: readonly [number, number];
  methods: readonly ('inkjet' | 'white-inkjet' | 'silkscreen')[];
  /** A sentence about the item for the description. */
  pitch: string;
}

const ALL = ['inkjet', 'white-inkjet', 'silkscreen'] as const;
const SCREEN = ['silkscreen'] as const;

/** The demo catalogue's product lines (every category is covered). */
export const PRODUCT_LINES: readonly ProductLine[] = [
  // Tシャツ
  { category: 't-shirts', silhouette: 'tshirt', suffix: 'LWT', name: '4.1オンス ライトウェイトTシャツ', weightOz: 4.1, material: '綿100%', price: [550, 770], fits: ['regular'], tags: [], sizes: 'adult', palette: 'cotton', colors: [3, 10], methods: ALL, pitch: '薄手で軽く、イベントの大量注文やノベルティに最適な一枚です。' },
  { category: 't-shirts', silhouette: 'tshirt', suffix: 'RGT', name: '5.0オンス レギュラーTシャツ', weightOz: 5.0, material: '綿100%', price: [660, 880], fits: ['regular'], tags: [], sizes: 'adult-wide', palette: 'cotton', colors: [4, 12], methods: ALL, pitch: '程よい厚みで透けにくく、価格と品質のバランスがとれた定番ボディです。' },
  { category: 't-shirts', silhouette: 'tshirt', suffix: 'CVT', name: '5.6オンス ヘビーウェイトTシャツ', variants: ['', 'ポケット付き '], weightOz: 5.6, material: '綿100%', price: [880, 1100], fits: ['regular'], tags: [], sizes: 'kids-adult', palette: 'cotton', colors: [5, 14], methods: ALL, pitch: 'しっかりした生地でプリントが映える、いちばん人気のボディです。' },
  { category: 't-shirts', silhouette: 'tshirt', suffix: 'PRT', name: '6.2オンス プレミアムTシャツ', weightOz: 6.2, material: '綿100%（コーマ糸）', price: [1210, 1540], fits: ['regular', 'relaxed'], tags: [], sizes: 'adult-wide', palette: 'cotton', colors: [3, 10], methods: ALL, pitch: 'なめらかなコーマ糸を使った上質な天竺で、肌ざわりが自慢です。' },
  { category: 't-shirts', silhouette: 'tshirt', suffix: 'SHT', name: '7.1オンス スーパーヘビーウェイトTシャツ', weightOz: 7.1, material: '綿100%', price: [1430, 1870], fits: ['regular', 'relaxed'], tags: ['heavyweight'], sizes: 'adult-wide', palette: 'cotton', colors: [3, 8], methods: ALL, pitch: '肉厚でタフな生地は一枚で着ても透けず、長く愛用できます。' },
  { category: 't-shirts', silhouette: 'tshirt', suffix: 'DRT', name: '4.4オンス ドライTシャツ', weightOz: 4.4, material: 'ポリエステル100%', price: [550, 880], fits: ['regular'], tags: ['dry'], sizes: 'kids-adult', palette: 'dry', colors: [4, 12], methods: ALL, pitch: '吸汗速乾のドライ素材で、スポーツやイベントスタッフに人気です。' },
  { category: 't-shirts', silhouette: 'tshirt', suffix: 'OGT', name: '5.3オンス オーガニックコットンTシャツ', weightOz: 5.3, material: 'オーガニックコットン100%', price: [1320, 1760], fits: ['regular', 'womens'], tags: ['organic', 'eco'], sizes: 'adult', palette: 'cotton', colors: [2, 6], methods: ALL, pitch: '農薬や化学肥料を使わずに育てたコットンで作った、環境にやさしい一枚です。' },
  { category: 't-shirts', silhouette: 'tshirt', suffix: 'BST', name: '5.6オンス ビッグシルエットTシャツ', weightOz: 5.6, material: '綿100%', price: [1100, 1430], fits: ['big-silhouette'], tags: [], sizes: 'adult', palette: 'cotton', colors: [3, 8], methods: ALL, pitch: '肩が落ちたゆったりシルエットで、今どきの着こなしに。' },
  { category: 't-shirts', silhouette: 'tshirt', suffix: 'RDT', name: '4.3オンス リサイクルポリエステル ドライTシャツ', weightOz: 4.3, material: 'ポリエステル100%（リサイクル）', price: [770, 990], fits: ['regular'], tags: ['dry', 'eco'], sizes: 'adult', palette: 'dry', colors: [3, 8], methods: ALL, pitch: 'ペットボトル再生糸を使ったドライ素材。環境配慮のノベルティに。' },
  { category: 't-shirts', silhouette: 'tshirt', suffix: 'SFT', name: '5.0オンス スリムフィットTシャツ', weightOz: 5.0, material: '綿100%', price: [880, 1210], fits: ['slim', 'womens'], tags: [], sizes: 'adult', palette: 'cotton', colors: [3, 8], methods: ALL, pitch: '身幅を細めにとったすっきりシルエット。女性にもおすすめです。' },
  // ロングスリーブTシャツ
  { category: 'long-sleeve-t-shirts', silhouette: 'longsleeve', suffix: 'LST', name: '5.6オンス ヘビーウェイト ロングスリーブTシャツ', weightOz: 5.6, material: '綿100%', price: [1430, 1760], fits: ['regular'], tags: [], sizes: 'adult-wide', palette: 'cotton', colors: [3, 10], methods: ALL, pitch: '袖プリントも映える定番の長袖Tシャツです。' },
  { category: 'long-sleeve-t-shirts', silhouette: 'longsleeve', suffix: 'DLS', name: '4.4オンス ドライ ロングスリーブTシャツ', weightOz: 4.4, material: 'ポリエステル100%', price: [1100, 1430], fits: ['regular'], tags: ['dry'], sizes: 'adult', palette: 'dry', colors: [3, 8], methods: ALL, pitch: '日焼け対策にもなる長袖のドライTシャツ。' },
  { category: 'long-sleeve-t-shirts', silhouette: 'longsleeve', suffix: 'RLS', name: '7.1オンス リブ付き ロングスリーブTシャツ', weightOz: 7.1, material: '綿100%', price: [1760, 2200], fits: ['regular', 'relaxed'], tags: ['heavyweight'], sizes: 'adult', palette: 'cotton', colors: [2, 6], methods: ALL, pitch: '袖口リブ付きの厚手ロンT。一枚でも重ね着でも。' },
  // ポロシャツ
  { category: 'polo-shirts', silhouette: 'polo', suffix: 'TCP', name: '5.8オンス T/Cポロシャツ', weightOz: 5.8, material: 'ポリエステル65% 綿35%', price: [1540, 1980], fits: ['regular'], tags: [], sizes: 'adult-wide', palette: 'cotton', colors: [4, 10], methods: ALL, pitch: 'シワになりにくく、制服やユニフォームに選ばれている鹿の子ポロです。' },
  { category: 'polo-shirts', silhouette: 'polo', suffix: 'DPL', name: '4.7オンス ドライポロシャツ', weightOz: 4.7, material: 'ポリエステル100%', price: [1320, 1760], fits: ['regular'], tags: ['dry'], sizes: 'adult-wide', palette: 'dry', colors: [3, 10], methods: ALL, pitch: '汗をかいても快適なドライ鹿の子。屋外イベントのスタッフウェアに。' },
  { category: 'polo-shirts', silhouette: 'polo', suffix: 'BDP', name: '6.6オンス ボタンダウンポロ', weightOz: 6.6, material: '綿100%', price: [2200, 2640], fits: ['regular', 'slim'], tags: [], sizes: 'adult', palette: 'outer', colors: [2, 6], methods: ALL, pitch: 'ボタンダウンの襟できちんと感のある、接客ユニフォーム向けの一枚です。' },
  // スウェット
  { category: 'sweatshirts', silhouette: 'sweat', suffix: 'CNS', name: '10.0オンス クルーネックスウェット', weightOz: 10.0, material: '綿100%', price: [2420, 3080], fits: ['regular'], tags: [], sizes: 'adult-wide', palette: 'cotton', colors: [3, 10], methods: ALL, pitch: '裏パイルのしっかりしたスウェット。部活やサークルのおそろいに。' },
  { category: 'sweatshirts', silhouette: 'sweat', suffix: 'DTS', name: '8.4オンス ドライ裏毛トレーナー', weightOz: 8.4, material: 'ポリエステル100%', price: [2200, 2750], fits: ['regular'], tags: ['dry'], sizes: 'adult', palette: 'dry', colors: [2, 6], methods: ALL, pitch: '軽くて乾きやすいドライ裏毛。練習着に人気です。' },
  { category: 'sweatshirts', silhouette: 'sweat', suffix: 'HFS', name: '12.4オンス 裏起毛スウェット', weightOz: 12.4, material: '綿80% ポリエステル20%', price: [2860, 3520], fits: ['regular', 'big-silhouette'], tags: ['heavyweight'], sizes: 'adult-wide', palette: 'cotton', colors: [2, 8], methods: ALL, pitch: 'ふんわり暖かい裏起毛の厚手スウェットです。' },
  // パーカー
  { category: 'hoodies', silhouette: 'hoodie', suffix: 'PHD', name: '10.0オンス スウェットプルオーバーパーカー', weightOz: 10.0, material: '綿100%', price: [2860, 3520], fits: ['regular'], tags: [], sizes: 'adult-wide', palette: 'cotton', colors: [3, 12], methods: ALL, pitch: '定番のプルオーバーパーカー。背面の大きなプリントが映えます。' },
  { category: 'hoodies', silhouette: 'hoodie', suffix: 'DHD', name: '8.4オンス ドライ裏毛プルオーバーパーカー', weightOz: 8.4, material: 'ポリエステル100%', price: [2640, 3080], fits: ['regular'], tags: ['dry'], sizes: 'adult', palette: 'dry', colors: [2, 6], methods: ALL, pitch: '軽くて乾きやすいドライ素材のパーカーです。' },
  { category: 'hoodies', silhouette: 'hoodie', suffix: 'BHD', name: '12.7オンス ヘビーウェイト ビッグシルエットパーカー', weightOz: 12.7, material: '綿100%', price: [3850, 4620], fits: ['big-silhouette'], tags: ['heavyweight'], sizes: 'adult', palette: 'cotton', colors: [2, 6], methods: ALL, pitch: '肉厚な生地とゆったりしたシルエットで、オリジナルブランドにも。' },
  { category: 'hoodies', silhouette: 'hoodie', suffix: 'OHD', name: '9.7オンス オーガニックコットン パーカー', weightOz: 9.7, material: 'オーガニックコットン100%', price: [3520, 4180], fits: ['regular'], tags: ['organic', 'eco'], sizes: 'adult', palette: 'cotton', colors: [2, 5], methods: ALL, pitch: 'オーガニックコットンを使った、やさしい肌ざわりのパーカーです。' },
  // ジップパーカー
  { category: 'zip-hoodies', silhouette: 'zip', suffix: 'ZHD', name: '10.0オンス スウェットフルジップパーカー', weightOz: 10.0, material: '綿100%', price: [3300, 3960], fits: ['regular'], tags: [], sizes: 'adult-wide', palette: 'cotton', colors: [3, 10], methods: ALL, pitch: '羽織りやすいフルジップ。チームやスタッフのアウターに。' },
  { category: 'zip-hoodies', silhouette: 'zip', suffix: 'DZH', name: '8.4オンス ドライ裏毛ジップパーカー', weightOz: 8.4, material: 'ポリエステル100%', price: [2970, 3520], fits: ['regular'], tags: ['dry'], sizes: 'adult', palette: 'dry', colors: [2, 6], methods: ALL, pitch: '汗をかいてもさらっと着られるドライ素材のジップパーカーです。' },
  // ジャケット
  { category: 'jackets', silhouette: 'jacket', suffix: 'CJK', name: 'ナイロンコーチジャケット', weightOz: null, material: 'ナイロン100%（裏地 ポリエステル100%）', price: [3850, 4620], fits: ['regular', 'relaxed'], tags: [], sizes: 'adult-wide', palette: 'outer', colors: [2, 6], methods: SCREEN, pitch: '背中の大きなロゴが映えるコーチジャケット。チームジャケットの定番です。' },
  { category: 'jackets', silhouette: 'jacket', suffix: 'BFJ', name: 'ボアフリースジャケット', weightOz: null, material: 'ポリエステル100%', price: [4400, 5500], fits: ['regular'], tags: [], sizes: 'adult', palette: 'outer', colors: [2, 5], methods: SCREEN, pitch: 'もこもこのボアフリースで真冬も暖かく過ごせます。' },
  { category: 'jackets', silhouette: 'jacket', suffix: 'WBR', name: 'ウインドブレーカー', weightOz: null, material: 'ナイロン100%', price: [3080, 3850], fits: ['regular'], tags: [], sizes: 'adult-wide', palette: 'outer', colors: [2, 6], methods: SCREEN, pitch: '軽量で風を通しにくく、スポーツチームのウェアに人気です。' },
  { category: 'jackets', silhouette: 'jacket', suffix: 'WJK', name: 'ダック ワークジャケット', weightOz: 12.0, material: '綿100%（ダック）', price: [5280, 6600], fits: ['regular', 'relaxed'], tags: ['heavyweight'], sizes: 'adult', palette: 'outer', colors: [2, 4], methods: ['silkscreen', 'inkjet', 'white-inkjet'], pitch: '丈夫なダック生地のワークジャケット。作業着やショップスタッフに。' },
  // キャップ
  { category: 'caps', silhouette: 'cap', suffix: 'CTC', name: 'コットンツイルキャップ', weightOz: null, material: '綿100%', price: [880, 1210], fits: [], tags: [], sizes: 'free', palette: 'goods', colors: [3, 8], methods: ALL, pitch: 'サイズ調整できる6パネルのツイルキャップです。' },
  { category: 'caps', silhouette: 'cap', suffix: 'MSC', name: 'メッシュキャップ', weightOz: null, material: 'ポリエステル100%', price: [770, 990], fits: [], tags: [], sizes: 'free', palette: 'goods', colors: [3, 8], methods: ALL, pitch: '通気性のよいメッシュキャップ。夏のイベントに。' },
  { category: 'caps', silhouette: 'cap', suffix: 'DCP', name: 'ドライキャップ', weightOz: null, material: 'ポリエステル100%', price: [990, 1320], fits: [], tags: ['dry'], sizes: 'free', palette: 'dry', colors: [3, 8], methods: ALL, pitch: '汗をすばやく乾かすドライ素材のランニングキャップです。' },
  { category: 'caps', silhouette: 'cap', suffix: 'BKH', name: 'コットンバケットハット', weightOz: null, material: '綿100%', price: [1100, 1540], fits: [], tags: [], sizes: 'free', palette: 'goods', colors: [2, 6], methods: ALL, pitch: 'つばが360度ある帽子。アウトドアイベントに。' },
  // トートバッグ
  { category: 'tote-bags', silhouette: 'tote', suffix: 'CTB', name: '10オンス キャンバストートバッグ（M）', weightOz: 10.0, material: '綿100%（キャンバス）', price: [660, 990], fits: [], tags: [], sizes: 'free', palette: 'goods', colors: [2, 6], methods: ALL, pitch: 'A4が入るMサイズのキャンバストート。ノベルティの定番です。' },
  { category: 'tote-bags', silhouette: 'tote', suffix: 'CTL', name: '12オンス キャンバストートバッグ（L）', weightOz: 12.0, material: '綿100%（キャンバス）', price: [990, 1320], fits: [], tags: ['heavyweight'], sizes: 'free', palette: 'goods', colors: [2, 6], methods: ALL, pitch: 'マチ付きで荷物がたっぷり入るLサイズです。' },
  { category: 'tote-bags', silhouette: 'tote', suffix: 'OEB', name: 'オーガニックコットン エコバッグ', weightOz: 5.0, material: 'オーガニックコットン100%', price: [550, 770], fits: [], tags: ['organic', 'eco'], sizes: 'free', palette: 'goods', colors: [1, 3], methods: ALL, pitch: '薄手で折りたためるエコバッグ。環境配慮の記念品に。' },
  { category: 'tote-bags', silhouette: 'tote', suffix: 'JTB', name: 'ジュート ショッピングバッグ', weightOz: null, material: 'ジュート100%', price: [880, 1210], fits: [], tags: ['eco'], sizes: 'free', palette: 'goods', colors: [1, 3], methods: ['silkscreen'], pitch: '天然素材ジュートのしっかりしたショッピングバッグです。' },
  // エプロン
  { category: 'aprons', silhouette: 'apron', suffix: 'CFA', name: 'カフェエプロン（ショート）', weightOz: null, material: 'ポリエステル65% 綿35%', price: [1100, 1540], fits: [], tags: [], sizes: 'free', palette: 'goods', colors: [2, 6], methods: ALL, pitch: '腰に巻くショート丈。カフェや物販スタッフに。' },
  { category: 'aprons', silhouette: 'apron', suffix: 'LAP', name: 'ロングエプロン', weightOz: null, material: 'ポリエステル65% 綿35%', price: [1540, 1980], fits: [], tags: [], sizes: 'free', palette: 'goods', colors: [2, 6], methods: ALL, pitch: '胸当て付きのロング丈。飲食店のユニフォームに。' },
  { category: 'aprons', silhouette: 'apron', suffix: 'DWA', name: 'デニム ワークエプロン', weightOz: 10.0, material: '綿100%（デニム）', price: [2420, 2970], fits: [], tags: ['heavyweight'], sizes: 'free', palette: 'outer', colors: [1, 3], methods: ['silkscreen', 'white-inkjet'], pitch: 'ポケットの多いデニムエプロン。工房やガーデニングに。' },
  // タオル
  { category: 'towels', silhouette: 'towel', suffix: 'FTW', name: 'フェイスタオル', weightOz: null, material: '綿100%', price: [550, 770], fits: [], tags: [], sizes: 'free', palette: 'towel', colors: [2, 6], methods: ['inkjet', 'silkscreen'], pitch: '記念品や粗品に使いやすいフェイスタオルです。' },
  { category: 'towels', silhouette: 'towel', suffix: 'MTW', name: 'マフラータオル', weightOz: null, material: '綿100%', price: [660, 990], fits: [], tags: [], sizes: 'free', palette: 'towel', colors: [2, 6], methods: ['inkjet', 'silkscreen'], pitch: 'ライブやスポーツ観戦の応援グッズに人気の細長いタオルです。' },
  { category: 'towels', silhouette: 'towel', suffix: 'STW', name: 'スポーツタオル', weightOz: null, material: '綿100%', price: [880, 1210], fits: [], tags: [], sizes: 'free', palette: 'towel', colors: [2, 6], methods: ['inkjet', 'silkscreen'], pitch: '部活やジムで使いやすいサイズのタオルです。' },
  { category: 'towels', silhouette: 'towel', suffix: 'BTW', name: 'バスタオル', weightOz: null, material: '綿100%', price: [1430, 1980], fits: [], tags: [], sizes: 'free', palette: 'towel', colors: [1, 4], methods: ['inkjet', 'silkscreen'], pitch: 'ふかふかのバスタオル。開店記念や周年記念に。' },
  // キッズ
  { category: 'kids', silhouette: 'tshirt', suffix: 'KDT', name: '5.6オンス キッズTシャツ', weightOz: 5.6, material: '綿100%', price: [770, 990], fits: ['regular'], tags: ['kids-size'], sizes: 'kids', palette: 'cotton', colors: [4, 12], methods: ALL, pitch: '運動会やおそろいコーデにぴったりのキッズTシャツです。' },
  { category: 'kids', silhouette: 'tshirt', suffix: 'KDD', name: '4.4オンス キッズ ドライTシャツ', weightOz: 4.4, material: 'ポリエステル100%', price: [660, 880], fits: ['regular'], tags: ['dry', 'kids-size'], sizes: 'kids', palette: 'dry', colors: [3, 10], methods: ALL, pitch: 'スポーツ少年団やダンスチームに人気のキッズドライです。' },
  { category: 'kids', silhouette: 'hoodie', suffix: 'KDH', name: '10.0オンス キッズ パーカー', weightOz: 10.0, material: '綿100%', price: [2200, 2640], fits: ['regular'], tags: ['kids-size'], sizes: 'kids', palette: 'cotton', colors: [2, 6], methods: ALL, pitch: 'お子さまサイズのスウェットパーカー。家族おそろいにも。' },
];

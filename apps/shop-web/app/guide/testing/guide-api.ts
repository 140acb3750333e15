/** Wire answers of the help-page API calls and a fake API serving them, for loader and route tests. */
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { businessDaysBetween } from '@shop/business-days/testing';
import { createFakeApi } from '@shop/web-state/testing';
import { DESIGNTOOL_MANUAL } from '../designtool-manual.ts';

/** A static page as the API sends it. */
export function pageAnswer(path: string, title: string, html = `<p>${title}の本文です。</p>`, description = `${title}の説明です。`) {
  return { data: { path, title, description, html } };
}

const ORDER = { slug: 'order', name: 'ご注文について' };
const DELIVERY = { slug: 'delivery', name: '配送について' };

const FAQ_ANSWERS = {
  'minimum-order': {
    question: '1枚から注文できますか？',
    html: '<p>はい、<strong>1枚から</strong>ご注文いただけます。</p>',
    category: ORDER,
  },
  'cancel-order': { question: '注文をキャンセルできますか？', html: '<p>データ確認の前であればキャンセルできます。</p>', category: ORDER },
  'shipping-fee': { question: '送料はいくらですか？', html: '<p>全国一律880円、20,000円以上で無料です。</p>', category: DELIVERY },
};

const listItem = (slug: keyof typeof FAQ_ANSWERS) => ({ slug, question: FAQ_ANSWERS[slug].question, html: FAQ_ANSWERS[slug].html });

export const FAQ_LIST = {
  data: [
    { category: ORDER, faqs: [listItem('minimum-order'), listItem('cancel-order')] },
    { category: DELIVERY, faqs: [listItem('shipping-fee')] },
  ],
};

/** `GET /api/faqs/{slug}` of one of the FAQ_LIST questions. */
export function faqAnswer(slug: keyof typeof FAQ_ANSWERS) {
  return { data: { slug, ...FAQ_ANSWERS[slug] } };
}

export const WORD_LIST = {
  data: [
    { slug: 'halftone', name: '網点', reading: 'あみてん' },
    { slug: 'inkjet', name: 'インクジェット', reading: 'いんくじぇっと' },
    { slug: 'pique', name: '鹿の子', reading: 'かのこ' },
    { slug: 'body', name: 'ボディ', reading: 'ぼでぃ' },
  ],
};

export const WORD_DETAIL = {
  data: { slug: 'pique', name: '鹿の子', reading: 'かのこ', html: '<p>ポロシャツに使われる、表面に凹凸のある編み方の生地です。</p>' },
};

/** Shop-local business days around Tuesday 2026-11-17 (23 is a holiday). */
export const BUSINESS_DAYS = { days: businessDaysBetween('2026-11-17', '2026-12-03'), offset: 9 };

const STATIC_PAGES: [path: string, title: string][] = [
  ['guidance/delivery', 'お届けについて（送料・納期）'],
  ['guidance/price', 'プリント料金のしくみ'],
  ['guidance/timelines', 'ご注文の流れ'],
  ['guidance/timelines/submit-data', 'データ入稿でのご注文の流れ'],
  ['info/contactus', 'お問い合わせ'],
  ['info/notice', '特定商取引法に基づく表記'],
  ['catalog/list', 'カタログ一覧'],
  ['reference/templates', 'Tシャツテンプレート'],
  ['reference/fonts', 'フリーフォント'],
  ['reference/size-chart', 'サイズ表の見方'],
  ['reference/size-guide', 'サイズガイド'],
  ['designtool', 'デザインツールの使い方'],
  ...DESIGNTOOL_MANUAL.map(({ slug, label }): [string, string] => [`designtool/${slug}`, label]),
];

/** The product list of the wire examples, its item offering the methods of the example product's detail. */
const PRODUCT_LIST = {
  ...WIRE_EXAMPLES.productList.response,
  data: WIRE_EXAMPLES.productList.response.data.map((item) => ({
    ...item,
    print_methods: WIRE_EXAMPLES.productDetail.response.data.print_methods.map(({ id, slug, name }) => ({ id, slug, name })),
  })),
};

/** A fake API answering every help-page call; `overrides` replace or add answers. */
export function guideApi(overrides: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /api/faqs': FAQ_LIST,
    ...Object.fromEntries(Object.keys(FAQ_ANSWERS).map((slug) => [`GET /api/faqs/${slug}`, faqAnswer(slug as keyof typeof FAQ_ANSWERS)])),
    'GET /api/words': WORD_LIST,
    'GET /api/words/pique': WORD_DETAIL,
    'GET /api/delivery/business_days': BUSINESS_DAYS,
    // The catalogue data of the price blocks and of the delivery guide's silk-screen lead time.
    'GET /api/products': PRODUCT_LIST,
    [`GET /api/products/${WIRE_EXAMPLES.productList.response.data[0]?.code ?? ''}`]: WIRE_EXAMPLES.productDetail.response,
    'GET /api/delivery/shipping': { shipping_fee: 990, free_shipping_minimum: 20000 },
    ...Object.fromEntries(STATIC_PAGES.map(([path, title]) => [`GET /api/pages/${path}`, pageAnswer(path, title)])),
    'GET /laravel/sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
    'POST /api/inquiries': () => Response.json({ data: { id: 77 } }, { status: 201 }),
    ...overrides,
  });
}

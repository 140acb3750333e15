/**
 * A valid wire example (snake_case JSON, as it crosses HTTP) for every route of `API_ROUTES`:
 * its query string, its body and its successful answer. The api-contract tests check each one
 * against the schemas; the server and storefront may use them as fixtures.
 */
import type { ApiRouteName } from '../routes/api-routes.ts';
import type { AddressRequestWire, AddressWire } from '../schemas/address.ts';
import type { BrandRefWire } from '../schemas/brand.ts';
import type { CartEstimateWire } from '../schemas/cart-estimate.ts';
import type { CartItemWire } from '../schemas/cart-item.ts';
import type { CartPrintWire } from '../schemas/cart-print.ts';
import type { CartProductionWire } from '../schemas/cart-production.ts';
import type { CartProductionItemGroupWire } from '../schemas/cart-production-item-group.ts';
import type { CartReorderWire } from '../schemas/cart-reorder.ts';
import type { CategoryRefWire } from '../schemas/category.ts';
import type { PaginationMetaWire } from '../schemas/common.ts';
import type { FeatureWire } from '../schemas/feature.ts';
import type { DesignSummaryWire, DesignWire } from '../schemas/design.ts';
import type { UploadedFileWire } from '../schemas/file.ts';
import type { PostListItemWire } from '../schemas/post.ts';
import type { ProductColorWire, ProductListItemWire, ProductWire } from '../schemas/product.ts';
import type { UserWire } from '../schemas/user.ts';
import { ACCOUNT_WIRE_EXAMPLES } from './account-examples.ts';
import { BYOB_WIRE_EXAMPLES } from './byob-examples.ts';
import { addressSnapshot, CHECKOUT_WIRE_EXAMPLES } from './checkout-examples.ts';
import { ESTIMATE_WIRE_EXAMPLES } from './estimate-examples.ts';
import { RECEIPT_WIRE_EXAMPLES } from './receipt-examples.ts';
import { LOYALTY_WIRE_EXAMPLES } from './loyalty-examples.ts';
import { REORDER_WIRE_EXAMPLES } from './reorder-examples.ts';
import { ARTWORK_WIRE_EXAMPLES } from './artwork-examples.ts';
import { ORDER_MESSAGE_WIRE_EXAMPLES } from './order-message-examples.ts';
import { PAYMENT_METHOD_WIRE_EXAMPLES } from './payment-method-examples.ts';
import { PREFLIGHT_WIRE_EXAMPLES } from './preflight-examples.ts';
import { PROOF_LINK_WIRE_EXAMPLES } from './proof-link-examples.ts';
import { MOCKUP_WIRE_EXAMPLES } from './mockup-examples.ts';
import { REVIEW_WIRE_EXAMPLES } from './review-examples.ts';

/** Query string, body and answer of one call, all as on the wire. */
export interface WireExample {
  /** Query parameters as strings. */
  query?: Record<string, string>;
  /** Path parameters. */
  params?: Record<string, string | number>;
  /** JSON body. */
  request?: unknown;
  /** multipart/form-data parts (for routes with a `form`). */
  form?: Record<string, unknown>;
  /** JSON answer (undefined for 204). */
  response: unknown;
}

const UPDATED_AT = '2024-05-01T09:30:00.000000Z';

const brand: BrandRefWire = { id: 1, slug: 'united-athle', name: 'United Athle' };
const category: CategoryRefWire = { id: 2, slug: 't-shirts', name: 'Tシャツ' };

const white: ProductColorWire = {
  id: 11,
  name: 'ホワイト',
  hex: '#ffffff',
  is_dark: false,
  sizes: [
    { id: 21, name: 'S', sku: { id: 101, price: 1210, inventory: { quantity_available: 40 } } },
    { id: 22, name: 'M', sku: { id: 102, price: 1210, inventory: { quantity_available: 0 } } },
  ],
};

const productListItem: ProductListItemWire = {
  id: 5,
  code: '5001-01',
  name: '5.6オンス ハイクオリティーTシャツ',
  brand,
  category,
  image: '/storage/products/5001-01.jpg',
  image_color_id: null,
  min_price: 1210,
  colors: [{ id: 11, name: 'ホワイト', hex: '#ffffff' }],
  print_methods: [{ id: 1, slug: 'inkjet', name: 'インクジェット' }],
};

const product: ProductWire = {
  id: 5,
  code: '5001-01',
  name: '5.6オンス ハイクオリティーTシャツ',
  description: '定番の厚手Tシャツ。',
  brand,
  category,
  images: ['/storage/products/5001-01.jpg'],
  fit: { slug: 'regular', name: 'レギュラー' },
  weight_oz: 5.6,
  material: '綿100%',
  print_methods: [
    {
      id: 1,
      slug: 'inkjet',
      name: 'インクジェット',
      description: '淡色ボディ向けのフルカラープリント。写真やグラデーションも1枚から。',
      color_change_charge: 0,
      lead_days: 3,
      min_quantity: 1,
      good_for: ['写真・グラデーション', '1枚から', '淡色ボディ'],
      printable_colors: 'light',
      inks: [],
      print_specs: [
        {
          id: 31,
          name: '前面 A4',
          position: '前面',
          size: 'A4',
          width_mm: 210,
          height_mm: 297,
          print_category: {
            id: 41,
            name: 'インクジェット A4',
            print_charges: [
              { min_quantity: 1, charge: 1650 },
              { min_quantity: 10, charge: 1320 },
            ],
            plate_price: 0,
            short_term_plate_price: 0,
            extra_plate_charge: 0,
            extra_print_charge: 0,
            data_production_fee: 0,
          },
        },
      ],
    },
    {
      id: 3,
      slug: 'silkscreen',
      name: 'シルクスクリーン',
      description: 'インク色ごとに版を作る、発色と耐久性に優れたプリント。',
      color_change_charge: 2200,
      lead_days: 8,
      min_quantity: 10,
      good_for: ['大量注文', '発色・耐久性', 'チーム・イベント'],
      printable_colors: 'any',
      inks: [
        { id: 1, name: 'ホワイト', hex: '#ffffff' },
        { id: 2, name: 'ブラック', hex: '#1a1a1a' },
      ],
      print_specs: [
        {
          id: 71,
          name: '左胸 10cm×10cm',
          position: '左胸',
          size: '10cm×10cm',
          width_mm: 100,
          height_mm: 100,
          print_category: {
            id: 81,
            name: 'シルクスクリーン 10cm×10cm以内（1色あたり）',
            print_charges: [
              { min_quantity: 1, charge: 660 },
              { min_quantity: 10, charge: 440 },
            ],
            plate_price: 4400,
            short_term_plate_price: 3300,
            extra_plate_charge: 0,
            extra_print_charge: 0,
            data_production_fee: 1100,
          },
        },
      ],
    },
  ],
  colors: [white],
  wrappings: [{ id: 7, name: 'ギフト包装', charge: 330 }],
  review_summary: { count: 2, average: 4.5 },
  size_chart: [
    {
      size_id: 21,
      size_name: 'S',
      body_length_cm: 66,
      chest_width_cm: 49,
      shoulder_width_cm: 44,
      sleeve_length_cm: 19,
      height_cm: null,
      width_cm: null,
      depth_cm: null,
    },
    {
      size_id: 22,
      size_name: 'M',
      body_length_cm: 70,
      chest_width_cm: 52,
      shoulder_width_cm: 47,
      sleeve_length_cm: 20,
      height_cm: null,
      width_cm: null,
      depth_cm: null,
    },
  ],
};

const sku = { id: 101, price: 1210, inventory: { quantity_available: 40 } };

const cartItem: CartItemWire = {
  id: 301,
  sku,
  product: { id: 5, code: '5001-01', name: '5.6オンス ハイクオリティーTシャツ', image: null },
  color: { id: 11, name: 'ホワイト', hex: '#ffffff' },
  size: { id: 21, name: 'S' },
  quantity: 2,
  price: 1210,
  wrapping_id: null,
  wrappings: [{ id: 7, name: 'ギフト包装', charge: 330 }],
  updated_at: UPDATED_AT,
};

const cartPrint: CartPrintWire = {
  id: 501,
  print_spec: { id: 31, name: '前面 A4', position: '前面', size: 'A4' },
  print_charges: [{ min_quantity: 1, charge: 1650 }],
  plates: 1,
  print_charge: 1650,
  plate_charge: 0,
  data_production_fee: 0,
  color_change_charge: 0,
  color_change_frequency: 0,
  svg_file_uuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d',
  file_uuid: null,
  layout: null,
  size: 'A4',
};

const itemGroup: CartProductionItemGroupWire = {
  id: 601,
  color: { id: 11, name: 'ホワイト', hex: '#ffffff' },
  items: [{ id: 701, size: { id: 21, name: 'S' }, sku, quantity: 3, price: 1210, wrapping_id: 7 }],
};

const cartProduction: CartProductionWire = {
  id: 401,
  product: { id: 5, code: '5001-01', name: '5.6オンス ハイクオリティーTシャツ', image: null, colors: [white] },
  print_method: { id: 1, slug: 'inkjet', name: 'インクジェット', color_change_charge: 0, lead_days: 3 },
  is_repeatable: false,
  prints: [cartPrint],
  item_groups: [itemGroup],
  wrappings: [{ id: 7, name: 'ギフト包装', charge: 330 }],
  updated_at: UPDATED_AT,
};

const cartReorder: CartReorderWire = {
  id: 801,
  order_production: { id: 9001 },
  cart_reorder_item_groups: [
    { id: 811, cart_reorder_items: [{ id: 821, base_price: 1210, print_charge: 1320, wrapping_charge: 0, quantity: 10 }] },
  ],
  cart_reorder_prints: [{ id: 831, color_change_charge: 3300, color_change_frequency: 1, plate_charge: 0 }],
  updated_at: UPDATED_AT,
  lead_days: 8,
};

const cartEstimate: CartEstimateWire = { id: 901, estimate: { id: 9101, total: 52800, lead_days: 10 }, updated_at: UPDATED_AT };

const entryMeta = { shortage: false, revision: true, expired: false };

const user: UserWire = { id: 1, name: '山田 太郎', email: 'taro@example.jp' };

const post: PostListItemWire = {
  id: 1,
  uuid: '6a1f0c2e-8b3d-4e5f-9a7b-1c2d3e4f5a6b',
  slug: 'how-to-choose-a-tshirt',
  title: 'Tシャツの選び方',
  excerpt: '生地の厚さと形で選びます。',
  thumbnail: null,
  published_at: '2024-04-01T00:00:00+09:00',
  author: { slug: 'staff', name: 'スタッフ' },
  category: { slug: 'guide', name: 'ガイド' },
  tags: [{ slug: 'tshirt', name: 'Tシャツ' }],
};

const feature: FeatureWire = {
  slug: 'dry',
  title: 'ドライTシャツ特集',
  description: '汗をかいてもさらっと。',
  html: '<p>汗をかいてもさらっと乾く、ドライ素材のTシャツを集めました。</p>',
  status: true,
  sequence: 1,
  image: null,
  product_filter: { category: 't-shirts', min_price: 500, sort: 'popular' },
};

const onePage: PaginationMetaWire = { current_page: 1, last_page: 1, per_page: 20, total: 1 };

/** A design document as the design tool saves it (libs/design-document; camelCase keys, sent as it is). */
const designDocument = {
  version: 1,
  id: 'doc-1',
  name: '文化祭Tシャツ',
  method: 'inkjet',
  product: {
    code: '5001-01',
    name: '5.6オンス ハイクオリティーTシャツ',
    colorId: 11,
    colorName: 'ホワイト',
    colorHex: '#ffffff',
    silhouette: 'tshirt',
  },
  pages: [
    {
      id: 'page-1',
      printSpecId: 3,
      name: '前面',
      position: 'front',
      width: 210,
      height: 297,
      shapes: [
        {
          id: 's1',
          type: 'rect',
          x: 10,
          y: 10,
          w: 50,
          h: 30,
          rotation: 0,
          flipX: false,
          flipY: false,
          opacity: 1,
          fill: '#ff0000',
          stroke: null,
          strokeWidth: 0,
          dash: 'solid',
          radius: 0,
        },
      ],
    },
  ],
  updatedAt: 1714555800000,
};

/** A saved design as `/api/designs` lists it. */
const designSummary: DesignSummaryWire = {
  id: '3f0a9c1e-5b7d-4e2a-9c3b-1d2e3f4a5b6c',
  name: '文化祭Tシャツ',
  product_code: '5001-01',
  method: 'inkjet',
  thumbnail_url: '/api/files/0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d/thumbnail',
  revision: 1,
  created_at: UPDATED_AT,
  updated_at: UPDATED_AT,
};

/** The same design with its document. */
const design: DesignWire = { ...designSummary, thumbnail_file_uuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d', document: designDocument };

/** An address as the form sends it (already in the normalised form the server stores). */
const addressBody = { ...addressSnapshot, is_default: true } as const satisfies AddressRequestWire;
/** The same address as `/api/addresses` answers it. */
const address: AddressWire = { id: 31, ...addressBody, is_default: true, updated_at: UPDATED_AT };

/** One valid example per route. */
const uploadedFile: UploadedFileWire = {
  uuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d',
  kind: 'svg',
  name: 'ロゴ.svg',
  size: 2048,
  width: 300,
  height: 120,
  needs_check: false,
  thumbnail_url: '/api/files/0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d/thumbnail',
};

export const WIRE_EXAMPLES = {
  shopIndex: {
    query: { type: 'product', code: '5001-01', is_crawler: 'no' },
    response: {
      data: {
        root_categories: [{ id: 2, slug: 't-shirts', name: 'Tシャツ', children: [{ id: 3, slug: 'long', name: '長袖', children: [] }] }],
        brands_on_sale: [{ ...brand, logo: null, on_sale: true }],
        categories: [{ ...category, parent_id: null }],
        fits: [{ slug: 'regular', name: 'レギュラー' }],
        weights: [{ slug: 'standard', name: '標準' }],
        sales: [{ id: 1, title: '夏のセール', description: '', brand, starts_at: UPDATED_AT, ends_at: null }],
        blog_categories: [{ slug: 'guide', name: 'ガイド' }],
        recent_posts: [post],
        latest_articles: [{ id: 1, title: '営業日のお知らせ', published_at: UPDATED_AT }],
        product_list: [productListItem],
        product,
        business_days: ['2024-05-01', '2024-05-02'],
        timezone_offset: 9,
      },
    },
  },
  productList: {
    query: { response_group: 'shop', category: 't-shirts', min_price: '1000', sort: 'price_asc', page: '1', per_page: '20' },
    response: {
      data: [productListItem],
      meta: {
        ...onePage,
        facets: {
          brands: [{ value: 'united-athle', name: 'United Athle', count: 1 }],
          colors: [{ value: 'white', name: 'ホワイト', hex: '#ffffff', count: 1 }],
          sizes: [{ value: 's', name: 'S', count: 1 }],
          fits: [],
          weights: [],
          price: { min: 1210, max: 1210 },
        },
      },
    },
  },
  productDetail: { params: { id: 5 }, query: { response_group: 'order' }, response: { data: product } },
  productReviews: {
    params: { code: '5001-01' },
    query: { page: '1' },
    response: {
      data: [{ id: 1, rating: 5, title: '最高', body: '厚手で透けません。', nickname: 'たろう', size_fit: 'just', created_at: UPDATED_AT }],
      meta: onePage,
      summary: { count: 1, average: 5, distribution: [0, 0, 0, 0, 1] },
    },
  },
  productSearch: {
    query: { q: '黒 Tシャツ', page: '1', color: 'black', sort: 'relevance' },
    response: {
      data: [productListItem],
      meta: {
        ...onePage,
        facets: { brands: [], colors: [], sizes: [], fits: [], weights: [], price: null },
        query: '黒 Tシャツ',
        corrected_from: null,
        relaxed: [],
        product_code: null,
        understood: [{ term: '黒', filters: [{ key: 'color', value: 'black', name: 'ブラック系' }] }],
        nearest_categories: [],
        popular: [],
      },
    },
  },
  productSuggest: {
    query: { q: 'ぱー' },
    response: {
      data: {
        products: [
          { id: 1, code: '00085-CVT', name: 'パーカー', image: '/api/images/products/00085-CVT/1.webp', min_price: 880, max_price: 990 },
        ],
        categories: [{ slug: 'hoodies', name: 'パーカー' }],
        brands: [],
      },
    },
  },
  skuDetail: { params: { id: 101 }, query: { response_group: 'order' }, response: { data: sku } },
  categoryList: { response: { data: [{ id: 2, slug: 't-shirts', name: 'Tシャツ', children: [] }] } },
  categoryDetail: {
    params: { slug: 'long' },
    response: { data: { id: 3, slug: 'long', name: '長袖', description: '', image: null, path: [category], children: [] } },
  },
  brandList: { response: { data: [{ ...brand, logo: null, on_sale: false }] } },
  brandDetail: {
    params: { slug: 'united-athle' },
    response: { data: { ...brand, logo: '/storage/brands/ua.png', on_sale: false, description: '国内定番ブランド' } },
  },
  contentQuery: {
    request: { collection: 'features', where: { status: true }, sort: { field: 'sequence', order: 'asc' }, limit: 20 },
    response: { data: [feature] },
  },
  featureDetail: { params: { slug: 'dry' }, response: { data: feature } },
  businessDays: { response: { days: ['2024-05-01', '2024-05-02', '2024-05-07'], offset: 9 } },
  shipping: { response: { shipping_fee: 880, free_shipping_minimum: 20000 } },
  cartContents: {
    query: { response_group: 'order' },
    response: {
      data: { cart_items: [cartItem], cart_productions: [cartProduction], cart_reorders: [cartReorder], cart_estimates: [cartEstimate] },
    },
  },
  cartItemShow: { params: { id: 301 }, query: { response_group: 'order' }, response: { data: cartItem, meta: entryMeta } },
  cartItemCreate: { request: { sku_id: 101, quantity: 2, wrapping_id: null }, response: { data: cartItem } },
  cartItemUpdate: { params: { id: 301 }, request: { quantity: 3 }, response: { data: { ...cartItem, quantity: 3 } } },
  cartItemDelete: { params: { id: 301 }, response: undefined },
  cartProductionShow: {
    params: { id: 401 },
    query: { response_group: 'order' },
    response: { data: null, meta: { shortage: false, revision: false, expired: false } },
  },
  cartProductionCreate: {
    request: {
      product_id: 5,
      print_method_id: 1,
      is_repeatable: false,
      item_groups: [{ color_id: 11, items: [{ sku_id: 101, price: 1210, quantity: 3, wrapping_id: 7 }] }],
      prints: [
        {
          print_spec_id: 31,
          plates: 1,
          print_charge: 1650,
          plate_charge: 0,
          data_production_fee: 0,
          color_change_charge: 0,
          color_change_frequency: 0,
          svg_file_uuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d',
          file_uuid: null,
          layout: null,
          size: 'A4',
        },
      ],
    },
    response: { data: cartProduction },
  },
  cartProductionDelete: { params: { id: 401 }, response: undefined },
  cartProductionItemGroupCreate: {
    request: { cart_production_id: 401, color_id: 11, items: [{ sku_id: 101, price: 1210, quantity: 3, wrapping_id: null }] },
    response: { data: itemGroup },
  },
  cartProductionItemGroupUpdate: {
    params: { id: 601 },
    request: {
      items: [
        { id: 701, sku_id: 101, price: 1210, quantity: 5, wrapping_id: 7 },
        { sku_id: 102, price: 1210, quantity: 1, wrapping_id: null },
      ],
    },
    response: { data: itemGroup },
  },
  cartProductionItemGroupDelete: { params: { id: 601 }, response: { data: { cart_production: null } } },
  cartProductionItemUpdate: {
    params: { id: 701 },
    request: { wrapping_id: null },
    response: { data: { id: 701, size: { id: 21, name: 'S' }, sku, quantity: 3, price: 1210, wrapping_id: null } },
  },
  cartPrintUpdate: { params: { id: 501 }, request: { print_charge: 1320 }, response: { data: { ...cartPrint, print_charge: 1320 } } },
  cartReorderShow: {
    params: { id: 801 },
    query: { response_group: 'order' },
    response: { data: null, meta: { shortage: false, revision: false, expired: true } },
  },
  cartReorderDelete: { params: { id: 801 }, response: undefined },
  cartEstimateShow: {
    params: { id: 901 },
    query: { response_group: 'order' },
    response: { data: cartEstimate, meta: { shortage: false, revision: false, expired: false } },
  },
  cartEstimateDelete: { params: { id: 901 }, response: undefined },
  fileUpload: {
    form: { file: new Blob(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>'], { type: 'image/svg+xml' }) },
    response: { data: uploadedFile },
  },
  fileShow: { params: { uuid: uploadedFile.uuid }, response: { data: uploadedFile } },
  fileThumbnail: {
    params: { uuid: uploadedFile.uuid },
    response: new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: 'image/webp' }),
  },
  filePreview: {
    params: { uuid: uploadedFile.uuid },
    response: new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: 'image/webp' }),
  },
  fileOriginal: {
    params: { uuid: uploadedFile.uuid },
    response: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }),
  },
  csrfCookie: { response: undefined },
  login: { request: { email: 'taro@example.jp', password: 'abcde12345' }, response: { status: true, message: '認証成功', user } },
  logout: { response: undefined },
  register: {
    request: { name: '山田 太郎', email: 'taro@example.jp', password: 'abcde12345', password_confirmation: 'abcde12345' },
    response: { data: user },
  },
  forgotPassword: { request: { email: 'taro@example.jp' }, response: { message: 'パスワード再設定用のメールを送信しました。' } },
  resetPassword: {
    request: { token: 'f3a1c9e0b7', email: 'taro@example.jp', password: 'abcde12345', password_confirmation: 'abcde12345' },
    response: { message: 'パスワードを再設定しました。' },
  },
  sessionUser: { response: user },
  user: { response: user },
  postList: { query: { page: '1', tag: 'tshirt' }, response: { data: [post], meta: onePage } },
  postDetail: { params: { slug: post.slug }, response: { data: { ...post, html: '<p>本文</p>' } } },
  blogAuthor: { params: { slug: 'staff' }, response: { data: { slug: 'staff', name: 'スタッフ', description: '', image: null } } },
  blogCategoryList: { response: { data: [{ slug: 'guide', name: 'ガイド' }] } },
  blogTagList: { response: { data: [{ slug: 'tshirt', name: 'Tシャツ' }] } },
  articleList: {
    query: { page: '1' },
    response: { data: [{ id: 1, title: '営業日のお知らせ', published_at: UPDATED_AT }], meta: onePage },
  },
  articleDetail: {
    params: { id: 1 },
    response: { data: { id: 1, title: '営業日のお知らせ', published_at: UPDATED_AT, html: '<p>休業日</p>' } },
  },
  exampleList: {
    query: { page: '1' },
    response: { data: [{ id: 1, title: 'サークルTシャツ', excerpt: '', thumbnail: null, published_at: UPDATED_AT }], meta: onePage },
  },
  exampleDetail: {
    params: { id: 1 },
    response: {
      data: {
        id: 1,
        title: 'サークルTシャツ',
        excerpt: '',
        thumbnail: null,
        published_at: UPDATED_AT,
        images: [],
        products: [{ id: 5, code: '5001-01', name: '5.6オンス ハイクオリティーTシャツ', image: null }],
        html: '<p>事例</p>',
      },
    },
  },
  faqList: {
    response: {
      data: [
        {
          category: { slug: 'order', name: 'ご注文' },
          faqs: [{ slug: 'minimum', question: '1枚から注文できますか？', html: '<p>はい。</p>' }],
        },
      ],
    },
  },
  faqDetail: {
    params: { slug: 'minimum' },
    response: {
      data: { slug: 'minimum', question: '1枚から注文できますか？', html: '<p>はい。</p>', category: { slug: 'order', name: 'ご注文' } },
    },
  },
  wordList: { response: { data: [{ slug: 'silk-screen', name: 'シルクスクリーン', reading: 'しるくすくりーん' }] } },
  wordDetail: {
    params: { slug: 'silk-screen' },
    response: { data: { slug: 'silk-screen', name: 'シルクスクリーン', reading: 'しるくすくりーん', html: '<p>版を使う印刷</p>' } },
  },
  page: {
    params: { path: 'guidance/timelines/designtool' },
    response: {
      data: { path: 'guidance/timelines/designtool', title: 'デザインツールでのご注文の流れ', description: '', html: '<h2>流れ</h2>' },
    },
  },
  inquiryCreate: {
    request: { name: '山田 太郎', email: 'taro@example.jp', category: 'order', title: '納期', contents: '納期を教えてください。' },
    response: { data: { id: 77 } },
  },
  healthcheck: { response: { status: 'ok' } },
  addressList: {
    response: {
      data: [
        address,
        {
          ...address,
          id: 32,
          name: '山田 花子',
          name_kana: 'ヤマダ\u3000ハナコ',
          building: 'サンプルビル3F',
          company: '株式会社サンプル',
          is_default: false,
        },
      ],
    },
  },
  addressCreate: { request: addressBody, response: { data: address } },
  addressUpdate: { params: { id: 31 }, request: { ...addressBody, street: '1-2' }, response: { data: { ...address, street: '1-2' } } },
  addressDelete: { params: { id: 31 }, response: undefined },
  postalCodeLookup: {
    params: { code: '1000001' },
    response: { data: [{ postal_code: '1000001', prefecture: '東京都', city: '千代田区', town: '千代田' }] },
  },
  designList: {
    query: { page: '1' },
    response: { data: [designSummary], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } },
  },
  designCreate: { request: { document: designDocument, thumbnail_file_uuid: design.thumbnail_file_uuid }, response: { data: design } },
  designShow: { params: { id: design.id }, response: { data: design } },
  designUpdate: {
    params: { id: design.id },
    request: { document: { ...designDocument, name: '文化祭Tシャツ（改）' }, revision: 1 },
    response: {
      data: { ...design, name: '文化祭Tシャツ（改）', revision: 2, document: { ...designDocument, name: '文化祭Tシャツ（改）' } },
    },
  },
  designDelete: { params: { id: design.id }, response: undefined },
  ...CHECKOUT_WIRE_EXAMPLES,
  ...ACCOUNT_WIRE_EXAMPLES,
  ...LOYALTY_WIRE_EXAMPLES,
  ...REORDER_WIRE_EXAMPLES,
  ...ESTIMATE_WIRE_EXAMPLES,
  ...REVIEW_WIRE_EXAMPLES,
  ...PREFLIGHT_WIRE_EXAMPLES,
  ...MOCKUP_WIRE_EXAMPLES,
  ...PAYMENT_METHOD_WIRE_EXAMPLES,
  ...BYOB_WIRE_EXAMPLES,
  ...RECEIPT_WIRE_EXAMPLES,
  ...ARTWORK_WIRE_EXAMPLES,
  ...ORDER_MESSAGE_WIRE_EXAMPLES,
  ...PROOF_LINK_WIRE_EXAMPLES,
} satisfies Record<ApiRouteName, WireExample>;

/**
 * Wire examples of the checkout and order calls (spread into `WIRE_EXAMPLES`). One order of a blank
 * T-shirt line and an inkjet production, below the free-shipping minimum:
 * 2 × 1,210 + 3 × (1,210 + 1,650 print + 330 wrapping) = 11,990 yen of goods, 880 shipping,
 * 12,870 total with 1,170 consumption tax in it.
 */
import type { CheckoutOptionsWire, CheckoutQuoteWire, OrderCreateRequestWire } from '../schemas/checkout.ts';
import type {
  AddressSnapshotWire,
  OrderChargesWire,
  OrderItemLineWire,
  OrderProductionLineWire,
  OrderProductionWire,
  OrderSummaryWire,
  OrderWire,
} from '../schemas/order.ts';

const PLACED_AT = '2026-11-24T03:00:00.000Z';
const QUOTE_TOKEN = 'q1.0123456789abcdef0123456789abcdef';

/** The example customer's address (also the address book's example, with `is_default`). */
export const addressSnapshot = {
  name: '山田 太郎',
  name_kana: 'ヤマダ\u3000タロウ',
  postal_code: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  town: '千代田',
  street: '1-1',
  building: '',
  company: '',
  phone: '03-1234-5678',
} as const satisfies AddressSnapshotWire;

const noCharges: OrderChargesWire = {
  garments: 0,
  wrapping: 0,
  print_charges: 0,
  plate_charges: 0,
  data_production_fees: 0,
  color_change_charges: 0,
};

const itemLine: OrderItemLineWire = {
  kind: 'item',
  position: 1,
  product: { id: 5, code: '5001-01', name: '5.6オンス ハイクオリティーTシャツ', image: '/api/images/products/5001-01/11.svg' },
  color: { id: 11, name: 'ホワイト', hex: '#ffffff' },
  size: { id: 21, name: 'S' },
  sku_id: 101,
  quantity: 2,
  unit_price: 1210,
  wrapping: null,
  charges: { ...noCharges, garments: 2420 },
  subtotal: 2420,
};

const production: OrderProductionWire = {
  number: 'PF-2026-000123-1',
  product: { id: 5, code: '5001-01', name: '5.6オンス ハイクオリティーTシャツ', image: '/api/images/products/5001-01/11.svg' },
  print_method: { id: 1, slug: 'inkjet', name: 'インクジェット', lead_days: 3 },
  is_repeatable: false,
  data_check_status: 'waiting',
  data_check_status_label: '確認待ち',
  prints: [
    {
      print_spec: { id: 31, name: '前面 A4', position: '前面', size: 'A4' },
      plates: 1,
      print_charge: 1650,
      plate_charge: 0,
      data_production_fee: 0,
      color_change_charge: 0,
      color_change_frequency: 0,
      svg_file_uuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d',
      file_uuid: null,
      layout: null,
      thumbnail_url: '/api/files/0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d/thumbnail',
      size: 'A4',
    },
  ],
  item_groups: [
    {
      color: { id: 11, name: 'ホワイト', hex: '#ffffff' },
      items: [
        { size: { id: 21, name: 'S' }, sku_id: 101, quantity: 3, unit_price: 1210, wrapping: { id: 7, name: 'ギフト包装', charge: 330 } },
      ],
    },
  ],
  quantity: 3,
};

const productionCharges: OrderChargesWire = { ...noCharges, garments: 3630, wrapping: 990, print_charges: 4950 };

const productionLine: OrderProductionLineWire = { kind: 'production', position: 2, production, charges: productionCharges, subtotal: 9570 };

const amounts = {
  charges: { ...noCharges, garments: 6050, wrapping: 990, print_charges: 4950 },
  quantity: 5,
  goods_total: 11_990,
  shipping_fee: 880,
  coupon_discount: 0,
  points_used: 0,
  total: 12_870,
  tax: 1170,
};

const order: OrderWire = {
  number: 'PF-2026-000123',
  status: 'received',
  status_label: '受付',
  placed_at: PLACED_AT,
  updated_at: PLACED_AT,
  payment: {
    method: 'card',
    method_label: 'クレジットカード',
    status: 'authorized',
    status_label: 'オーソリ済み（発送時に確定）',
    amount: 12_870,
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    transfer_due_date: null,
    bank_account: null,
  },
  address: addressSnapshot,
  delivery_date: null,
  delivery_slot: '午前中',
  ship_date: '2026-11-27',
  carrier: null,
  carrier_label: null,
  tracking_number: null,
  tracking_url: null,
  lines: [itemLine, productionLine],
  ...amounts,
  coupon_label: null,
  events: [{ status: 'received', status_label: '受付', at: PLACED_AT }],
};

const bankAccount = {
  bank_name: 'みずほ銀行',
  branch_name: '渋谷支店',
  account_type: '普通',
  account_number: '1234567',
  account_holder: 'カ）オリジナルプリント',
};

const options: CheckoutOptionsWire = {
  ship_date: '2026-11-27',
  earliest_delivery_date: '2026-11-28',
  latest_delivery_date: '2026-12-12',
  time_slots: ['指定なし', '午前中', '14時〜16時', '16時〜18時', '18時〜20時', '19時〜21時'],
  shipping_fee: 880,
  free_shipping_minimum: 20_000,
  payment_methods: [
    { method: 'card', label: 'クレジットカード' },
    { method: 'bank_transfer', label: '銀行振込' },
  ],
  bank_account: bankAccount,
  bank_transfer_due_days: 7,
};

const choices = {
  address_id: 31,
  // an address typed at checkout instead (issue #32); null with a saved one
  address: null,
  delivery_date: null,
  delivery_slot: '午前中',
  payment_method: 'card',
  coupon_id: null,
  coupon_code: null,
  points: 0,
} as const;

const quote: CheckoutQuoteWire = {
  lines: [
    itemLine,
    { ...productionLine, production: { ...production, number: null, data_check_status: null, data_check_status_label: null } },
  ],
  ...amounts,
  coupon: null,
  point_balance: 0,
  ship_date: '2026-11-27',
  earliest_delivery_date: '2026-11-28',
  latest_delivery_date: '2026-12-12',
  delivery_date: null,
  delivery_slot: '午前中',
  payment_method: 'card',
  address: addressSnapshot,
  revision: false,
  quote_token: QUOTE_TOKEN,
};

const orderBody: OrderCreateRequestWire = {
  ...choices,
  card_token: 'tok_sandbox_0123456789',
  saved_card_id: null,
  save_card: false,
  quote_token: QUOTE_TOKEN,
  idempotency_key: '2f0c3a52-7f1e-4f5e-9d2b-6a1c0e9b8d47',
  proof: 'wanted',
};

const summary: OrderSummaryWire = {
  number: 'PF-2026-000123',
  status: 'received',
  status_label: '受付',
  placed_at: PLACED_AT,
  ship_date: '2026-11-27',
  delivery_date: null,
  payment_method: 'card',
  total: 12_870,
  coupon_discount: 0,
  points_used: 0,
  quantity: 5,
  line_names: ['5.6オンス ハイクオリティーTシャツ', '5.6オンス ハイクオリティーTシャツ'],
  image: '/api/images/products/5001-01/11.svg',
};

export const CHECKOUT_WIRE_EXAMPLES = {
  checkoutOptions: { response: { data: options } },
  checkoutQuote: { request: choices, response: { data: quote } },
  cardSessionCreate: { response: { data: { token: 'cs_sandbox_0123456789', url: '/checkout/cardpay/cs_sandbox_0123456789' } } },
  orderCreate: { request: orderBody, response: { data: order, next: { type: 'done' } } },
  checkoutBridge: {
    params: { token: 'br_0123456789abcdef' },
    request: { abandon: false },
    response: { data: order, next: { type: 'done' } },
  },
  orderList: { query: { page: '1' }, response: { data: [summary], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } } },
  orderShow: { params: { number: 'PF-2026-000123' }, response: { data: order } },
  orderProductionShow: {
    params: { number: 'PF-2026-000123-1' },
    response: {
      data: {
        order: { number: 'PF-2026-000123', status: 'received', status_label: '受付', placed_at: PLACED_AT, ship_date: '2026-11-27' },
        production,
        charges: productionCharges,
        subtotal: 9570,
      },
    },
  },
};

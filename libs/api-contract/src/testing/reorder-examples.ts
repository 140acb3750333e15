/** Wire examples of the reorder calls (spread into `WIRE_EXAMPLES`). */
import type { ReorderDetailWire, ReorderQuoteWire, ReorderRequestWire, ReorderSummaryWire } from '../schemas/reorder.ts';

const summary: ReorderSummaryWire = {
  number: 'PF-2026-000123-1',
  order_number: 'PF-2026-000123',
  ordered_at: '2026-05-01T03:00:00.000Z',
  product: { id: 12, code: 'UB-5001', name: 'ヘビーウェイトTシャツ', image: '/images/products/UB-5001/white.webp' },
  print_method: { id: 3, slug: 'silkscreen', name: 'シルクスクリーン' },
  prints: [
    {
      print_spec_id: 21,
      position: '前面',
      size: 'A4',
      plates: 2,
      thumbnail_url: '/api/files/6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f/thumbnail',
    },
  ],
  quantity: 30,
  plates_kept_until: '2027-05-01',
  plates: 'kept',
  new_plate_charge: 0,
  plates_label: '版は2027年5月1日まで保管しています。版代はかかりません。',
  reorderable: true,
  reason: null,
  reason_label: null,
};

const detail: ReorderDetailWire = {
  ...summary,
  colors: [{ id: 41, name: 'ホワイト', hex: '#ffffff', sizes: [{ sku_id: 301, name: 'M', price: 1210, stock: 120 }] }],
  last_item_groups: [{ color_id: 41, items: [{ sku_id: 301, quantity: 30 }] }],
  inks: [
    { id: 1, name: 'ブラック', hex: '#1a1a1a' },
    { id: 3, name: 'レッド', hex: '#c8102e' },
    { id: 4, name: 'ネイビー', hex: '#1f2a44' },
  ],
  color_change_charge: 2200,
  min_quantity: 10,
};

const request: ReorderRequestWire = {
  item_groups: [{ color_id: 41, items: [{ sku_id: 301, quantity: 30 }] }],
  prints: [{ print_spec_id: 21, ink_ids: [1, 3] }],
};

const quote: ReorderQuoteWire = {
  number: 'PF-2026-000123-1',
  item_groups: [
    {
      color: { id: 41, name: 'ホワイト', hex: '#ffffff' },
      items: [{ sku_id: 301, size: 'M', quantity: 30, base_price: 1210, print_charge: 770, wrapping_charge: 0, subtotal: 59_400 }],
    },
  ],
  prints: [
    {
      ...summary.prints[0]!,
      print_charge: 770,
      inks: [
        { id: 1, name: 'ブラック', hex: '#1a1a1a' },
        { id: 3, name: 'レッド', hex: '#c8102e' },
      ],
      color_change_charge: 2200,
      color_change_frequency: 1,
      plate_charge: 0,
    },
  ],
  charges: { garments: 36_300, wrapping: 0, print_charges: 23_100, plate_charges: 0, data_production_fees: 0, color_change_charges: 2200 },
  quantity: 30,
  total: 61_600,
  tax: 5600,
};

export const REORDER_WIRE_EXAMPLES = {
  reorderList: { response: { data: [summary] } },
  reorderShow: { params: { number: 'PF-2026-000123-1' }, response: { data: detail } },
  reorderQuote: { params: { number: 'PF-2026-000123-1' }, request, response: { data: quote } },
  reorderEstimate: { params: { number: 'PF-2026-000123-1' }, request, response: { data: { number: 'Q-2026-000004' } } },
  cartReorderCreate: {
    request: { number: 'PF-2026-000123-1', ...request },
    response: {
      data: {
        id: 801,
        order_production: { id: 55 },
        cart_reorder_item_groups: [
          { id: 1, cart_reorder_items: [{ id: 1, base_price: 1210, print_charge: 770, wrapping_charge: 0, quantity: 30 }] },
        ],
        cart_reorder_prints: [{ id: 1, color_change_charge: 2200, color_change_frequency: 1, plate_charge: 0 }],
        updated_at: '2026-11-24T03:00:00.000Z',
        production_number: 'PF-2026-000123-1',
        product_name: 'ヘビーウェイトTシャツ',
        lead_days: 8,
      },
    },
  },
} as const;

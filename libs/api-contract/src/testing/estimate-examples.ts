/** Wire examples of the estimate calls (spread into `WIRE_EXAMPLES`). */
import type { CartProductionCreateRequestWire } from '../schemas/cart-production.ts';
import type { EstimateSummaryWire, EstimateWire, QuotePdfRequestWire } from '../schemas/estimate.ts';
import type { OrderChargesWire, OrderProductionLineWire } from '../schemas/order.ts';

const charges: OrderChargesWire = {
  garments: 36_300,
  wrapping: 0,
  print_charges: 19_800,
  plate_charges: 0,
  data_production_fees: 0,
  color_change_charges: 0,
};

const line: OrderProductionLineWire = {
  kind: 'production',
  position: 1,
  production: {
    number: null,
    product: { id: 5, code: '5001-01', name: '5.6オンス ハイクオリティーTシャツ', image: '/api/images/products/5001-01/11.svg' },
    print_method: { id: 1, slug: 'inkjet', name: 'インクジェット', lead_days: 3 },
    is_repeatable: false,
    data_check_status: null,
    data_check_status_label: null,
    prints: [
      {
        print_spec: { id: 31, name: '前面 A4', position: '前面', size: 'A4' },
        plates: 1,
        print_charge: 660,
        plate_charge: 0,
        data_production_fee: 0,
        color_change_charge: 0,
        color_change_frequency: 0,
        svg_file_uuid: null,
        file_uuid: null,
        layout: null,
        thumbnail_url: null,
        size: 'A4',
      },
    ],
    item_groups: [
      {
        color: { id: 11, name: 'ホワイト', hex: '#ffffff' },
        items: [{ size: { id: 21, name: 'M' }, sku_id: 101, quantity: 30, unit_price: 1210, wrapping: null }],
      },
    ],
    quantity: 30,
  },
  charges,
  subtotal: 56_100,
};

const summary: EstimateSummaryWire = {
  number: 'Q-2026-000003',
  source: 'print_order',
  title: '5.6オンス ハイクオリティーTシャツ インクジェット',
  state: 'valid',
  state_label: '有効',
  issued_on: '2026-11-27',
  valid_until: '2026-12-27',
  goods_total: 56_100,
  tax: 5100,
  quantity: 30,
  ordered_order_number: null,
  created_at: '2026-11-27T03:00:00.000Z',
};

const estimate: EstimateWire = { ...summary, lines: [line], charges, refusal: null };

const printOrder: CartProductionCreateRequestWire = {
  product_id: 5,
  print_method_id: 1,
  is_repeatable: false,
  item_groups: [{ color_id: 11, items: [{ sku_id: 101, price: 1210, quantity: 30, wrapping_id: null }] }],
  prints: [
    {
      print_spec_id: 31,
      plates: 1,
      print_charge: 660,
      plate_charge: 0,
      data_production_fee: 0,
      color_change_charge: 0,
      color_change_frequency: 0,
      svg_file_uuid: null,
      file_uuid: null,
      layout: null,
      size: 'A4',
    },
  ],
};

const quoteRequest: QuotePdfRequestWire = { ...printOrder, name: '山田 太郎' };

const pdf = new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' });

export const ESTIMATE_WIRE_EXAMPLES = {
  estimateList: {
    response: {
      data: [summary, { ...summary, number: 'Q-2026-000001', state: 'expired', state_label: '期限切れ', valid_until: '2026-11-01' }],
    },
  },
  estimateCreate: { request: printOrder, response: { data: estimate } },
  estimateShow: { params: { number: 'Q-2026-000003' }, response: { data: estimate } },
  estimatePdf: { params: { number: 'Q-2026-000003' }, response: pdf },
  estimateCart: { params: { number: 'Q-2026-000003' }, response: { data: { id: 901, estimate_number: 'Q-2026-000003' } } },
  quotePdf: { request: quoteRequest, response: pdf },
} as const;

/** Wire examples of the BYOB calls (spread into WIRE_EXAMPLES). */
import type { ByobRequestCreateWire, CustomOrderWire } from '../schemas/byob.ts';

const FILE = '0f8b7c1e-2d3a-4b5c-8d9e-1a2b3c4d5e6f';

const request: ByobRequestCreateWire = {
  garment_kind: 'tshirt',
  material: 'cotton',
  colors: '白、ネイビー',
  quantities: [
    { size: 'M', quantity: 20 },
    { size: 'L', quantity: 10 },
  ],
  print_method_id: 3,
  placements: [{ placement: 'front', file_uuid: FILE, note: '胸の中央に大きく' }],
  name: '山田 太郎',
  email: 'taro@example.com',
  phone: '090-1234-5678',
  arrival_method: 'parcel',
  arrival_date: '2026-12-04',
  wanted_date: '2026-12-25',
  notes: '',
};

const customOrder: CustomOrderWire = {
  number: 'BY-2026-000007',
  status: 'quoted',
  status_label: 'お見積り済み',
  garment_kind: 'tshirt',
  garment_kind_label: 'Tシャツ',
  material: 'cotton',
  material_label: '綿100%',
  colors: '白、ネイビー',
  quantities: [
    { size: 'M', size_label: 'M', quantity: 20 },
    { size: 'L', size_label: 'L', quantity: 10 },
  ],
  quantity: 30,
  print_method: { id: 3, name: 'シルクスクリーン' },
  placements: [{ placement: 'front', placement_label: '前面', file_uuid: FILE, note: '胸の中央に大きく' }],
  name: '山田 太郎',
  email: 'taro@example.com',
  phone: '090-1234-5678',
  arrival_method: 'parcel',
  arrival_method_label: '宅配便で送る（元払い）',
  arrival_date: '2026-12-04',
  wanted_date: '2026-12-25',
  notes: '',
  quote: { price: 45000, tax: 4090, lead_days: 10, note: '', quoted_at: '2026-12-01T03:00:00.000Z' },
  estimate_number: null,
  created_at: '2026-11-30T03:00:00.000Z',
};

export const BYOB_WIRE_EXAMPLES = {
  byobRequestCreate: { request, response: { data: { number: 'BY-2026-000007', email: 'taro@example.com' } } },
  customOrderList: { response: { data: [customOrder] } },
  customOrderShow: { params: { number: customOrder.number }, response: { data: customOrder } },
  customOrderClaim: {
    params: { number: customOrder.number },
    request: { token: 'k3jQd9bX2mYw7TzR4vLp8sNc' },
    response: { data: customOrder },
  },
  customOrderAccept: {
    params: { number: customOrder.number },
    response: { data: { estimate_number: 'Q-2026-000003', cart_estimate_id: 12 } },
  },
};

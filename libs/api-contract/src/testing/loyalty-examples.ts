/** Wire examples of the coupon and point calls (spread into `WIRE_EXAMPLES`). */
import type { CouponWire, PointsResponseWire } from '../schemas/loyalty.ts';

const coupon: CouponWire = {
  id: 5,
  code: 'SPRING500',
  name: '春のプリントキャンペーン',
  kind: 'amount',
  value: 500,
  value_label: '¥500引き',
  min_order: 5000,
  valid_from: null,
  valid_until: '2026-12-31',
  once_per_customer: true,
  first_order_only: false,
  conditions: ['¥5,000以上のご注文で', '有効期限 2026年12月31日まで', 'お一人様1回限り'],
  state: 'available',
  claimed_at: '2026-11-24T03:00:00.000Z',
  used_order_number: null,
  used_at: null,
};

const points: PointsResponseWire = {
  data: {
    balance: 120,
    expires_on: '2027-11-24',
    yen_per_point: 100,
    movements: [
      {
        id: 2,
        reason: 'spent',
        reason_label: 'お買い物でのご利用',
        points: -30,
        order_number: 'PF-2026-000124',
        at: '2026-11-24T03:00:00.000Z',
      },
      {
        id: 1,
        reason: 'earned',
        reason_label: 'ご注文によるポイント獲得',
        points: 150,
        order_number: 'PF-2026-000123',
        at: '2026-11-20T03:00:00.000Z',
      },
    ],
  },
  meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
};

export const LOYALTY_WIRE_EXAMPLES = {
  couponList: {
    response: {
      data: {
        available: [coupon],
        used: [
          {
            ...coupon,
            id: 6,
            code: 'WELCOME10',
            kind: 'percent',
            value: 10,
            value_label: '10%OFF',
            state: 'used',
            used_order_number: 'PF-2026-000123',
            used_at: '2026-11-20T03:00:00.000Z',
          },
        ],
        expired: [],
      },
    },
  },
  couponClaim: { request: { code: 'SPRING500' }, response: { data: coupon } },
  pointHistory: { query: { page: '1' }, response: points },
} as const;

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readmeRouteRows } from '../routes/readme-rows.ts';
import { camelizeKeys } from '../casing.ts';
import { API_ROUTES } from '../routes/api-routes.ts';
import { NoContentSchema } from '../schemas/common.ts';
import { ADMIN_ROUTES, type AdminRoute, type AdminRouteName } from './admin-routes.ts';
import { CUSTOMER_MESSAGE_EXAMPLE, STAFF_MESSAGE_EXAMPLE } from '../testing/order-message-examples.ts';
import { ROLE_PERMISSIONS, roleCan, STAFF_PERMISSIONS, STAFF_ROLES } from './staff-roles.ts';

const routes = Object.entries(ADMIN_ROUTES) as [AdminRouteName, AdminRoute][];

const staffMe = {
  id: 1,
  email: 'owner@example.com',
  name: '店長',
  role: 'owner',
  permissions: ['audit.read', 'staff.read', 'staff.manage'],
  totp_enabled: true,
  totp_required: true,
  recovery_codes_left: 10,
};
const summary = {
  id: 2,
  email: 'cs@example.com',
  name: '',
  role: 'customer_service',
  totp_enabled: false,
  setup_pending: true,
  disabled: false,
  created_at: '2026-11-24T09:00:00.000Z',
  last_login_at: null,
};
const enrolment = {
  secret: 'JBSW Y3DP EHPK 3PXP',
  otpauth_uri: 'otpauth://totp/%E3%83%97%E3%83%AA%E3%83%B3%E3%83%88:owner%40example.com?secret=JBSWY3DPEHPK3PXP',
  qr_data_url: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const password = 'correct horse battery';
const threadHead = {
  order_number: 'PF-2026-000123',
  order_status: 'data_check',
  order_status_label: 'データ確認中',
  customer_name: '山田 太郎',
  waiting_since: '2026-12-03T03:00:00.000Z',
  waiting_reason: 'message',
};

const address = {
  name: '山田 太郎',
  name_kana: 'ヤマダ タロウ',
  postal_code: '1000001',
  prefecture: '東京都',
  city: '千代田区',
  town: '千代田',
  street: '1-1',
  building: '',
  company: '',
  phone: '090-1234-5678',
};
const order = {
  number: 'PF-2026-000123',
  status: 'received',
  status_label: '受付',
  placed_at: '2026-11-24T09:00:00.000Z',
  updated_at: '2026-11-24T09:00:00.000Z',
  payment: {
    method: 'bank_transfer',
    method_label: '銀行振込',
    status: 'paid',
    status_label: '入金確認済み',
    amount: 3000,
    brand: null,
    last4: null,
    exp_month: null,
    exp_year: null,
    transfer_due_date: '2026-12-01',
    bank_account: null,
  },
  address,
  delivery_date: null,
  delivery_slot: null,
  ship_date: '2026-11-27',
  carrier: null,
  carrier_label: null,
  tracking_number: null,
  tracking_url: null,
  lines: [],
  charges: { garments: 2120, wrapping: 0, print_charges: 0, plate_charges: 0, data_production_fees: 0, color_change_charges: 0 },
  quantity: 2,
  goods_total: 2120,
  shipping_fee: 880,
  coupon_discount: 0,
  coupon_label: null,
  points_used: 0,
  total: 3000,
  tax: 272,
  events: [{ status: 'received', status_label: '受付', at: '2026-11-24T09:00:00.000Z' }],
};

const placement = { print_spec_id: 3, name: 'A4 前面', position: '前面', width_mm: 210, height_mm: 297 };
const artFile = {
  uuid: '0b7f9d6e-2f5c-4c1e-9a57-3b1f0c2d4e5f',
  name: 'logo.png',
  mime_type: 'image/png',
  byte_size: 20_000_000,
  width: 4000,
  height: 2000,
  sha256: 'a'.repeat(64),
  url: '/api/admin/art-jobs/7/files/0b7f9d6e-2f5c-4c1e-9a57-3b1f0c2d4e5f',
  preview_url: '/api/admin/art-jobs/7/files/0b7f9d6e-2f5c-4c1e-9a57-3b1f0c2d4e5f/preview',
  placed: { x_mm: 5, y_mm: 0, width_mm: 200, height_mm: 100 },
};
const artJobHead = {
  id: 7,
  order_number: '202612010001',
  production_number: '202612010001-1',
  customer_name: '山田 太郎',
  method: 'silkscreen',
  method_label: 'シルクスクリーン',
  placement,
  status: 'awaiting_check',
  status_label: 'データ確認待ち',
};
const artJob = {
  ...artJobHead,
  garment_colors: [{ id: 4, name: 'ブラック', hex: '#000000', is_dark: true }],
  inks_ordered: 2,
  ink_sets: [{ garment_color_id: null, inks: [{ name: 'ホワイト', hex: '#ffffff' }] }],
  proof: 'wanted',
  due_date: '2026-12-10',
  waiting: null,
  latest_version: 1,
  actions: ['approve_data', 'reject_data', 'staff_fix'],
  versions: [
    {
      number: 1,
      source: 'customer_upload',
      source_label: 'お客様の入稿',
      customer_file: artFile,
      printer_file: null,
      layout: { width_mm: 200, anchor: 'top', offset_x_mm: 0, offset_y_mm: 0 },
      preflight: [{ code: 'low_resolution', severity: 'warning', severity_label: '注意', message: '解像度が不足しています' }],
      preflight_kept: false,
      mockups: [],
      note: null,
      created_by: { role: 'customer', label: 'お客様', staff_id: null },
      created_at: '2026-12-01T01:00:00.000Z',
      decisions: [
        {
          outcome: 'data_rejected',
          outcome_label: 'データ不備',
          by: { role: 'staff', label: 'check@example.com', staff_id: 2 },
          at: '2026-12-01T02:00:00.000Z',
          reasons: [{ code: 'low_resolution', label: '解像度不足', text: '粗くなります', severity: 'warning' }],
          note: null,
        },
      ],
    },
  ],
  defect_reasons: [{ code: 'low_resolution', label: '解像度不足', severity: 'warning', template: '粗くなります' }],
  deadline_days: 5,
};

/** A valid wire example (body, query, answer) of every admin route. */
const EXAMPLES: Record<AdminRouteName, { request?: unknown; query?: Record<string, string>; response: unknown }> = {
  adminCsrfCookie: { response: undefined },
  adminLogin: { request: { email: 'owner@example.com', password }, response: { data: { next: 'totp', staff: null } } },
  adminLoginTotp: { request: { code: '123456' }, response: { data: { next: 'done', staff: staffMe } } },
  adminLogout: { response: undefined },
  adminMe: { response: { data: staffMe } },
  adminSetup: {
    response: {
      data: { email: 'cs@example.com', name: '', role: 'customer_service', totp_required: false, expires_at: '2026-11-25T09:00:00.000Z' },
    },
  },
  adminSetupTotp: { response: { data: enrolment } },
  adminSetupComplete: {
    request: { password, password_confirmation: password, totp_code: '123456' },
    response: { data: { recovery_codes: ['abcde-12345'] } },
  },
  adminPassword: {
    request: { current_password: password, password: `${password}!`, password_confirmation: `${password}!` },
    response: { message: 'パスワードを変更しました。' },
  },
  adminTotpStart: { response: { data: enrolment } },
  adminTotpConfirm: { request: { code: '123456' }, response: { data: { recovery_codes: ['abcde-12345'] } } },
  adminTotpDisable: {
    request: { current_password: password },
    response: { data: { ...staffMe, role: 'shipping', permissions: [], totp_enabled: false } },
  },
  adminStaffList: { response: { data: [summary] } },
  adminStaffUpdate: { request: { role: 'production' }, response: { data: { ...summary, role: 'production' } } },
  adminStaffSettings: { response: { data: { totp_required_roles: ['customer_service'] } } },
  adminStaffSettingsUpdate: { request: { totp_required_roles: [] }, response: { data: { totp_required_roles: [] } } },
  adminMessageThreads: {
    query: { page: '1' },
    response: {
      data: [{ ...threadHead, message_count: 2, unread_count: 0, last_message_at: '2026-12-03T03:00:00.000Z', last_author: 'staff' }],
      meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 },
    },
  },
  adminOrderThread: { response: { data: { ...threadHead, messages: [CUSTOMER_MESSAGE_EXAMPLE, STAFF_MESSAGE_EXAMPLE] } } },
  adminOrderThreadRead: { response: undefined },
  adminOrderMessageCreate: { request: { body: 'ご入金を確認しました。' }, response: { data: STAFF_MESSAGE_EXAMPLE } },
  adminMessageTemplates: {
    response: {
      data: [{ id: 'payment-received', title: 'ご入金確認', body: '山田 太郎 様\nご注文 PF-2026-000123 のご入金を確認しました。' }],
    },
  },
  adminAudit: {
    query: { staff_id: '1', action: 'staff.add', from: '2026-11-01', until: '2026-11-30', page: '1' },
    response: {
      data: [
        {
          id: 1,
          at: '2026-11-24T09:00:00.000Z',
          actor_kind: 'cli',
          staff_id: null,
          actor: 'cli',
          action: 'staff.add',
          target_type: 'staff',
          target_id: '2',
          before: null,
          after: { email: 'cs@example.com', role: 'customer_service' },
          client_address: null,
        },
      ],
      meta: {
        current_page: 1,
        last_page: 1,
        per_page: 50,
        total: 1,
        actions: ['staff.add'],
        target_types: ['staff'],
        staff: [{ id: 1, email: 'owner@example.com' }],
      },
    },
  },
  adminDashboard: {
    response: {
      data: {
        today: '2026-11-24',
        yesterday: '2026-11-23',
        tomorrow: '2026-11-25',
        work: [{ status: 'data_check', status_label: 'データ確認中', overdue: 1, today: 0, later: 3 }],
        overdue_orders: [
          {
            number: 'PF-2026-000123',
            status: 'data_check',
            status_label: 'データ確認中',
            ship_date: '2026-11-20',
            days_late: 4,
            customer_name: '山田 太郎',
          },
        ],
        methods: [{ slug: 'silkscreen', name: 'シルクスクリーン', orders: 2, pieces: 60 }],
        art: {
          staff: { jobs: 2, orders: 1, oldest_since: '2026-11-22T09:00:00.000Z' },
          customer: { jobs: 0, orders: 0, oldest_since: null },
        },
      },
    },
  },
  adminOrders: {
    query: { q: '090-1234-5678', status: 'open', method: 'silkscreen', payment_method: 'card', due_from: '2026-11-01', page: '2' },
    response: {
      data: [
        {
          number: 'PF-2026-000123',
          status: 'received',
          status_label: '受付',
          placed_at: '2026-11-24T09:00:00.000Z',
          ship_date: '2026-11-27',
          overdue: false,
          customer_name: '山田 太郎',
          customer_name_kana: 'ヤマダ タロウ',
          email: 'taro@example.com',
          phone: '090-1234-5678',
          postal_code: '1000001',
          payment_method: 'card',
          payment_method_label: 'クレジットカード',
          payment_status: 'authorized',
          payment_status_label: 'オーソリ済み（発送時に確定）',
          total: 3000,
          quantity: 2,
          has_productions: true,
          print_methods: [{ slug: 'silkscreen', name: 'シルクスクリーン' }],
        },
      ],
      meta: {
        current_page: 2,
        last_page: 2,
        per_page: 50,
        total: 51,
        print_methods: [{ slug: 'silkscreen', name: 'シルクスクリーン' }],
        today: '2026-11-24',
      },
    },
  },
  adminOrder: {
    response: {
      data: {
        order,
        customer: { id: 7, name: '山田 太郎', name_kana: null, email: 'taro@example.com', closed: false, addresses: [address] },
        history: [
          {
            at: '2026-11-24T09:00:00.000Z',
            status: 'received',
            status_label: '受付',
            actor: 'customer',
            actor_label: 'お客様',
            note: null,
            artwork: false,
          },
        ],
        art_jobs: [
          {
            id: 3,
            production_number: 'PF-2026-000123-1',
            placement_name: '前身頃',
            method: 'silkscreen',
            proof: 'wanted',
            status: 'needs_fix',
            status_label: 'データ不備（お客様の対応待ち）',
            waiting_on: 'customer',
            waiting_since: '2026-11-24T09:00:00.000Z',
            deadline: '2026-12-01',
            latest_version: 1,
            latest_file_name: 'logo.png',
            reasons: ['解像度不足'],
          },
        ],
        ship_date_recount: null,
        overdue: false,
      },
    },
  },
  adminOrdersBulkStatus: {
    request: { numbers: ['PF-2026-000123', 'PF-2026-000124'], action: 'start_data_check' },
    response: {
      data: [
        {
          number: 'PF-2026-000123',
          outcome: 'changed',
          before_status: 'received',
          before_status_label: '受付',
          status: 'data_check',
          status_label: 'データ確認中',
          message: null,
        },
        {
          number: 'PF-2026-000124',
          outcome: 'refused',
          before_status: 'shipped',
          before_status_label: '発送済み',
          status: 'shipped',
          status_label: '発送済み',
          message: '「発送済み」の注文にはこの操作はできません。',
        },
      ],
    },
  },
  adminArtQueue: {
    query: { method: 'silkscreen', page: '1' },
    response: {
      data: [
        {
          ...artJobHead,
          latest_version: 1,
          file_name: 'logo.png',
          due_date: '2026-12-10',
          waiting_since: '2026-12-01T01:00:00.000Z',
          thumbnail_url: artFile.preview_url,
        },
      ],
      meta: {
        current_page: 1,
        last_page: 1,
        per_page: 50,
        total: 1,
        counts: [{ method: 'silkscreen', method_label: 'シルクスクリーン', count: 1 }],
      },
    },
  },
  adminArtJob: { response: { data: artJob } },
  adminArtFile: { response: new Blob(['png']) },
  adminArtFilePreview: { response: new Blob(['webp']) },
  adminArtPreflight: {
    response: {
      data: {
        version_number: 1,
        findings: [{ code: 'low_resolution', severity: 'warning', severity_label: '注意', message: '解像度が不足しています' }],
        measured_now: true,
      },
    },
  },
  adminArtApprove: { request: { version_number: 1, note: null }, response: { data: artJob } },
  adminArtReject: {
    request: { version_number: 1, reasons: [{ code: 'low_resolution', text: '粗くなります' }], note: 'ご確認ください', deadline_days: 5 },
    response: { data: artJob },
  },
  adminArtStaffFix: { response: { data: artJob } },
};

describe('ADMIN_ROUTES', () => {
  it('every route is under /api/admin/ and none shares a method and path with another or with API_ROUTES', () => {
    expect(routes.filter(([, route]) => !route.path.startsWith('/api/admin/')).map(([name]) => name)).toEqual([]);
    const keys = [...routes.map(([, r]) => r), ...Object.values(API_ROUTES)].map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(routes)('%s: a GET neither mutates nor takes a body, 204 exactly without a body', (_name, route) => {
    if (route.method === 'GET') expect({ mutates: route.mutates, request: route.request }).toEqual({ mutates: false, request: undefined });
    else expect({ mutates: route.mutates, query: route.query }).toEqual({ mutates: true, query: undefined });
    expect(route.successStatus === 204).toBe(route.response === NoContentSchema);
  });

  it('a route needs a signed-in staff member exactly when it needs more than stage none, and only those name a permission', () => {
    for (const [, route] of routes) {
      expect(route.requiresLogin).toBe(route.stage !== 'none');
      if (route.permission !== null) expect(route.stage).toBe('full');
    }
  });

  it('every permission guards some route, and every route names a permission of the table', () => {
    const used = new Set(routes.map(([, route]) => route.permission).filter((p) => p !== null));
    expect([...used].sort()).toEqual([...STAFF_PERMISSIONS].sort());
  });

  it.each(routes)('%s: the example answer, body and query pass its schemas and come out camelCased', (name, route) => {
    const example = EXAMPLES[name];
    const answer = v.safeParse(route.response, example.response);
    expect(answer.issues).toBeUndefined();
    expect(answer.output).toEqual(camelizeKeys(example.response));
    expect(route.request === undefined).toBe(example.request === undefined);
    if (route.request) expect(v.safeParse(route.request, example.request).issues).toBeUndefined();
    expect(route.query === undefined).toBe(example.query === undefined);
    if (route.query) expect(v.safeParse(route.query, example.query).issues).toBeUndefined();
  });

  it('README.md documents every admin route by name, method and path', () => {
    const rows = readmeRouteRows();
    const missing = routes.map(([name, route]) => `\`${name}\` | ${route.method} | \`${route.path}\``).filter((row) => !rows.has(row));
    expect(missing).toEqual([]);
  });
});

describe('the permission table', () => {
  it('the owner may do everything; the other roles only the work their screens exist for', () => {
    expect(ROLE_PERMISSIONS.owner).toEqual(STAFF_PERMISSIONS);
    expect(Object.fromEntries(STAFF_ROLES.filter((r) => r !== 'owner').map((role) => [role, ROLE_PERMISSIONS[role]]))).toEqual({
      customer_service: ['orders.read', 'orders.manage', 'messages.read', 'messages.send', 'artwork.read'],
      artwork_check: ['orders.read', 'messages.read', 'messages.send', 'artwork.read', 'artwork.check'],
      production: ['orders.read', 'messages.read', 'artwork.read'],
      shipping: ['orders.read', 'messages.read'],
    });
    const holders = (permission: (typeof STAFF_PERMISSIONS)[number]) => STAFF_ROLES.filter((role) => roleCan(role, permission));
    expect(holders('artwork.read')).toEqual(['owner', 'customer_service', 'artwork_check', 'production']);
    expect(holders('artwork.check')).toEqual(['owner', 'artwork_check']);
    for (const permission of ['audit.read', 'staff.read', 'staff.manage'] as const) expect(holders(permission)).toEqual(['owner']);
  });

  it('every role may read the messages; only owners, customer service and artwork check may send one', () => {
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'messages.read'))).toEqual([...STAFF_ROLES]);
    expect(STAFF_ROLES.filter((role) => roleCan(role, 'messages.send'))).toEqual(['owner', 'customer_service', 'artwork_check']);
  });

  it('every role reads the orders, only customer service changes them besides the owner', () => {
    for (const role of STAFF_ROLES) {
      expect(roleCan(role, 'orders.read')).toBe(true);
      expect(roleCan(role, 'orders.manage')).toBe(role === 'owner' || role === 'customer_service');
    }
  });

  it('roleCan follows the table, and a route without a permission is open to every role', () => {
    for (const role of STAFF_ROLES) {
      expect(roleCan(role, null)).toBe(true);
      for (const permission of STAFF_PERMISSIONS) expect(roleCan(role, permission)).toBe(ROLE_PERMISSIONS[role].includes(permission));
    }
  });
});

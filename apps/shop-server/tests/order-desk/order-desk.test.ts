/**
 * The back office's dashboard and orders (issue #30) over real HTTP: the search by every key (widths,
 * hyphens and kana folded), the filters and the order by shipping date, the detail with its history
 * and art jobs, the bulk status change answered per order (a refused one among them) and audited,
 * the permission table (403), the staff CSRF token (419), and malformed input answered 400 in English.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductFixture } from '../cart/fixtures.ts';
import { silkScreenFixture } from '../artwork/fixtures.ts';
import { useTestServer } from '../support/server.ts';
import { loggedInClient } from '../support/session-client.ts';
import { signedInStaff, StaffClient } from '../support/staff.ts';
import { type BulkBody, jstDay, type ListBody, orderOf, SATO, SUZUKI, YAMADA } from './support.ts';

const server = useTestServer();

let f: ProductFixture;
const numbers = { yamada: '', sato: '', suzuki: '' };

let owner: StaffClient;
let cs: StaffClient;
let production: StaffClient;

beforeAll(async () => {
  f = await silkScreenFixture(server.db);
  numbers.yamada = await orderOf(server, f, YAMADA, { production: 'upload', method: 'bank_transfer' });
  numbers.sato = await orderOf(server, f, SATO, { production: null, method: 'card' });
  numbers.suzuki = await orderOf(server, f, SUZUKI, { production: 'plain', method: 'card' });
  // Shipping dates: Yamada's three days late, Sato's today, Suzuki's in five days.
  for (const [number, days] of [
    [numbers.yamada, -3],
    [numbers.sato, 0],
    [numbers.suzuki, 5],
  ] as const) {
    await server.db.query('update orders set ship_date = $2 where number = $1', [number, jstDay(days)]);
  }
  owner = (await signedInStaff(server, 'owner')).client;
  cs = (await signedInStaff(server, 'customer_service')).client;
  production = (await signedInStaff(server, 'production')).client;
});

const search = async (client: StaffClient, query: string) => {
  const answer = await client.get<ListBody>(`/api/admin/orders?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
};
const found = async (q: string) => (await search(cs, `q=${encodeURIComponent(q)}`)).data.map((row) => row.number);

describe('the order search', () => {
  it('finds an order by its number, whole or in part', async () => {
    expect(await found(numbers.yamada)).toEqual([numbers.yamada]);
    expect(await found(numbers.sato.toLowerCase())).toEqual([numbers.sato]);
    expect(await found(numbers.suzuki.slice(-6))).toEqual([numbers.suzuki]);
  });

  it('finds by the name with or without the space, and by the furigana in katakana, hiragana or half-width', async () => {
    for (const q of ['山田 太郎', '山田太郎', '山田', 'ヤマダ タロウ', 'やまだ', 'ﾔﾏﾀﾞﾀﾛｳ', 'ヤマダ'])
      expect(await found(q), q).toEqual([numbers.yamada]);
    expect(await found('はなこ')).toEqual([numbers.sato]);
  });

  it('finds by e-mail address, full-width and upper case alike', async () => {
    expect(await found('taro.yamada@example.com')).toEqual([numbers.yamada]);
    expect(await found('ＨＡＮＡＫＯ．ＳＡＴＯ＠')).toEqual([numbers.sato]);
    expect(await found('example.org')).toEqual([numbers.suzuki]);
  });

  it('finds by phone number whatever the widths and hyphens, and by its last digits', async () => {
    for (const q of ['090-1234-5678', '09012345678', '０９０１２３４５６７８', '０９０－１２３４－５６７８', '090 1234 5678', '5678'])
      expect(await found(q), q).toEqual([numbers.yamada]);
    expect(await found('(03) 9876-5432')).toEqual([numbers.sato]);
  });

  it('finds by postal code with or without the hyphen and 〒, and by its first digits', async () => {
    for (const q of ['1500001', '150-0001', '〒１５０－０００１', '150']) expect(await found(q), q).toEqual([numbers.yamada]);
    expect(await found('060-0001')).toEqual([numbers.suzuki]);
  });

  it('takes % and _ literally, and a text that matches nothing finds nothing', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('存在しない名前')).toEqual([]);
    expect(await search(cs, 'q=')).toMatchObject({ meta: { total: 3 } });
  });
});

describe('the filters, the order and the pages', () => {
  it('lists by shipping date, earliest first, the late ones marked', async () => {
    const list = await search(cs, 'status=open');
    expect(list.data.map((row) => [row.number, row.ship_date, row.overdue])).toEqual([
      [numbers.yamada, jstDay(-3), true],
      [numbers.sato, jstDay(0), false],
      [numbers.suzuki, jstDay(5), false],
    ]);
    expect(list.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1, today: jstDay(0) });
    expect(list.meta.print_methods.map((m) => m.slug)).toContain('silkscreen');
  });

  it('filters by status, print method, payment method and state, shipping dates and artwork wait', async () => {
    const only = async (query: string) => (await search(cs, query)).data.map((row) => row.number);
    expect(await only('status=awaiting_payment')).toEqual([numbers.yamada]);
    expect(await only('status=received')).toEqual([numbers.sato, numbers.suzuki]);
    expect(await only('method=silkscreen')).toEqual([numbers.yamada, numbers.suzuki]);
    expect(await only('payment_method=card')).toEqual([numbers.sato, numbers.suzuki]);
    expect(await only('payment_status=awaiting_transfer')).toEqual([numbers.yamada]);
    expect(await only(`due_from=${jstDay(0)}&due_until=${jstDay(0)}`)).toEqual([numbers.sato]);
    expect(await only(`due_until=${jstDay(-1)}`)).toEqual([numbers.yamada]);
    expect(await only(`due_from=${jstDay(1)}`)).toEqual([numbers.suzuki]);
    expect(await only('art=staff')).toEqual([numbers.yamada]);
    expect(await only('art=customer')).toEqual([]);
    expect(await only('status=received&payment_method=card&method=silkscreen&q=スズキ')).toEqual([numbers.suzuki]);
    expect(await only('status=delivered')).toEqual([]);
  });

  it('a page past the last is empty but keeps the count', async () => {
    expect(await search(cs, 'page=2')).toMatchObject({ data: [], meta: { total: 3, current_page: 2, last_page: 1 } });
  });

  it.each([
    ['status=nope', /status must be one of/],
    ['due_from=yesterday', /due_from must be a date/],
    ['due_until=2026-13-45', /due_until must be a date/],
    ['page=0', /page must be a whole number/],
    ['page=abc', /page must be a whole number/],
    ['page=99999999999999999999', /page must be a whole number/],
    ['method=Bad%20Slug!', /method must be a print method slug/],
    ['payment_method=cash', /payment_method must be one of/],
    ['payment_status=lost', /payment_status must be one of/],
    ['art=everyone', /art must be one of/],
    [`q=${'あ'.repeat(101)}`, /q must be at most 100 characters/],
  ])('?%s is answered 400 with an English message', async (query, message) => {
    const answer = await cs.get<{ message: string }>(`/api/admin/orders?${query}`);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json.message).toMatch(message);
  });

  it('a NUL in the search text is refused (400) before it reaches the database', async () => {
    const answer = await cs.get<{ message: string }>('/api/admin/orders?q=a%00b');
    expect([answer.status, answer.json.message]).toEqual([400, 'リクエストのURLに使用できない文字（NUL）が含まれています。']);
  });
});

describe('one order', () => {
  it('shows its lines, payment, customer with the address book, history, art jobs in words and whether it is late', async () => {
    const answer = await production.get<{
      data: {
        order: { number: string; status: string; lines: { kind: string }[]; payment: { status: string } };
        customer: { name: string; name_kana: string; email: string; closed: boolean; addresses: { phone: string; postal_code: string }[] };
        history: { status: string; actor: string; actor_label: string; artwork: boolean }[];
        art_jobs: { status: string; status_label: string; waiting_on: string; waiting_since: string; latest_file_name: string }[];
        ship_date_recount: unknown;
        overdue: boolean;
      };
    }>(`/api/admin/orders/${numbers.yamada}`);
    expect(answer.status, answer.text).toBe(200);
    const { order, customer, history, art_jobs, ship_date_recount, overdue } = answer.json.data;
    expect(order).toMatchObject({ number: numbers.yamada, status: 'awaiting_payment', payment: { status: 'awaiting_transfer' } });
    expect(order.lines.map((line) => line.kind)).toEqual(['production']);
    expect(customer).toMatchObject({ name: YAMADA.name, name_kana: YAMADA.kana, email: YAMADA.email, closed: false });
    expect(customer.addresses.map((a) => [a.phone, a.postal_code])).toEqual([[YAMADA.phone, YAMADA.postal]]);
    expect(history.filter((line) => !line.artwork).map((line) => [line.status, line.actor, line.actor_label])).toEqual([
      ['awaiting_payment', 'customer', 'お客様'],
    ]);
    expect(art_jobs).toEqual([
      expect.objectContaining({
        status: 'awaiting_check',
        status_label: 'データ確認待ち',
        waiting_on: 'staff',
        waiting_since: expect.any(String),
        latest_file_name: 'logo.png',
      }),
    ]);
    expect({ ship_date_recount, overdue }).toEqual({ ship_date_recount: null, overdue: true });
  });

  it('a malformed number is 400 in English, an unknown one 404 in Japanese', async () => {
    const malformed = await cs.get<{ message: string }>('/api/admin/orders/not-a-number');
    expect([malformed.status, malformed.json.message]).toEqual([400, 'Malformed order number: expected PF-YYYY-NNNNNN.']);
    const unknown = await cs.get<{ message: string }>('/api/admin/orders/PF-2099-999999');
    expect([unknown.status, unknown.json.message]).toEqual([404, '注文が見つかりません。']);
  });
});

describe('who may do what', () => {
  it('every role reads the dashboard and the orders; bulk changes are refused (403) to a role without orders.manage, changing nothing', async () => {
    expect((await production.get('/api/admin/dashboard')).status).toBe(200);
    expect((await production.get('/api/admin/orders')).status).toBe(200);
    const refused = await production.post('/api/admin/orders/bulk_status', { numbers: [numbers.sato], action: 'cancel' });
    expect([refused.status, refused.json]).toEqual([403, { message: 'この操作を行う権限がありません。' }]);
    expect((await search(owner, `q=${numbers.sato}`)).data[0]?.status).toBe('received');
  });

  it('a customer session or nobody gets 401; a bulk change without the staff CSRF token is 419', async () => {
    const { client: customer } = await loggedInClient(server);
    expect((await customer.get('/api/admin/orders')).status).toBe(401);
    const nobody = new StaffClient(server.url);
    await nobody.staffCsrf();
    expect((await nobody.get('/api/admin/dashboard')).status).toBe(401);
    const noToken = await cs.post('/api/admin/orders/bulk_status', { numbers: [numbers.sato], action: 'cancel' }, { staffXsrf: false });
    expect(noToken.status).toBe(419);
    expect((await search(owner, `q=${numbers.sato}`)).data[0]?.status).toBe('received');
  });
});

describe('bulk status changes', () => {
  const auditOf = (number: string) =>
    server.db.query<{ actor_kind: string; actor: string; action: string; before: unknown; after: unknown }>(
      `select actor_kind, actor, action, before, after from audit_log where target_type = 'order' and target_id = $1 order by id`,
      [number],
    );

  it('answers per order: changed, or refused with the Japanese reason; only the changes are audited, with before and after', async () => {
    const answer = await cs.post<BulkBody>('/api/admin/orders/bulk_status', {
      numbers: [numbers.yamada, numbers.sato, 'PF-2099-999999'],
      action: 'confirm_payment',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.data).toEqual([
      expect.objectContaining({
        number: numbers.yamada,
        outcome: 'changed',
        before_status: 'awaiting_payment',
        status: 'received',
        message: null,
      }),
      expect.objectContaining({
        number: numbers.sato,
        outcome: 'refused',
        before_status: 'received',
        status: 'received',
        message: '「受付」の注文にはこの操作はできません。',
      }),
      expect.objectContaining({ number: 'PF-2099-999999', outcome: 'refused', before_status: null, message: '注文が見つかりません。' }),
    ]);
    const csEmail = (await cs.get<{ data: { email: string } }>('/api/admin/me')).json.data.email;
    expect(await auditOf(numbers.yamada)).toEqual([
      {
        actor_kind: 'staff',
        actor: csEmail,
        action: 'order.confirm_payment',
        before: { status: 'awaiting_payment' },
        after: { status: 'received' },
      },
    ]);
    expect(await auditOf(numbers.sato)).toEqual([]);
  });

  it('moves two orders to データ確認中 in one call, and refuses production while the artwork waits', async () => {
    const check = await owner.post<BulkBody>('/api/admin/orders/bulk_status', {
      numbers: [numbers.yamada, numbers.suzuki],
      action: 'start_data_check',
    });
    expect(check.json.data.map((r) => [r.number, r.outcome, r.status])).toEqual([
      [numbers.yamada, 'changed', 'data_check'],
      [numbers.suzuki, 'changed', 'data_check'],
    ]);
    const produce = await owner.post<BulkBody>('/api/admin/orders/bulk_status', {
      numbers: [numbers.yamada, numbers.suzuki],
      action: 'start_production',
    });
    expect(produce.json.data.map((r) => [r.number, r.outcome, r.status, r.message])).toEqual([
      [numbers.yamada, 'refused', 'data_check', 'すべてのプリント箇所のデータが承認されるまで（製作待ち）、製作を始められません。'],
      [numbers.suzuki, 'changed', 'in_production', null],
    ]);
    expect((await auditOf(numbers.suzuki)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['order.start_data_check', { status: 'received' }, { status: 'data_check' }],
      ['order.start_production', { status: 'data_check' }, { status: 'in_production' }],
    ]);
    const detail = await owner.get<{ data: { history: { status: string; actor: string; note: string | null }[] } }>(
      `/api/admin/orders/${numbers.suzuki}`,
    );
    expect(detail.json.data.history.at(-1)).toMatchObject({
      status: 'in_production',
      actor: 'operator',
      note: expect.stringMatching(/^管理画面（/),
    });
  });

  it.each([
    [{ numbers: [], action: 'cancel' }, 'numbers', '注文を選んでください'],
    [{ numbers: ['PF-1'], action: 'cancel' }, 'numbers.0', '注文番号の形式が正しくありません'],
    [{ numbers: ['PF-2026-000001', 'PF-2026-000001'], action: 'cancel' }, 'numbers', '同じ注文が二度選ばれています'],
    [{ numbers: ['PF-2026-000001'], action: 'ship' }, 'action', '変更の内容を選んでください'],
    [
      { numbers: Array.from({ length: 101 }, (_, i) => `PF-2026-${String(i + 1).padStart(6, '0')}`), action: 'cancel' },
      'numbers',
      '一度に変更できる注文は100件までです',
    ],
  ])('a body that breaks the rules is 422 with the Japanese message (%#)', async (body, field, message) => {
    const answer = await cs.post<{ errors: Record<string, string[]> }>('/api/admin/orders/bulk_status', body);
    expect(answer.status, answer.text).toBe(422);
    expect(answer.json.errors[field]?.[0]).toBe(message);
  });

  it('a body that is not JSON is 400', async () => {
    const answer = await cs.request('POST', '/api/admin/orders/bulk_status', {
      body: '{"numbers": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
  });
});

describe('the dashboard', () => {
  it("counts today's work by status and shipping date, lists the late orders, counts per print method and the artwork waits", async () => {
    const answer = await cs.get<{
      data: {
        today: string;
        work: { status: string; overdue: number; today: number; later: number }[];
        overdue_orders: { number: string; days_late: number; status: string }[];
        methods: { slug: string; orders: number; pieces: number }[];
        art: {
          staff: { jobs: number; orders: number; oldest_since: string | null };
          customer: { jobs: number; oldest_since: string | null };
        };
      };
    }>('/api/admin/dashboard');
    expect(answer.status, answer.text).toBe(200);
    const { today, work, overdue_orders, methods, art } = answer.json.data;
    expect(today).toBe(jstDay(0));
    // Yamada: データ確認中, three days late; Sato: 受付, today; Suzuki: 製作中, in five days.
    expect(work.map((row) => [row.status, row.overdue, row.today, row.later])).toEqual([
      ['awaiting_payment', 0, 0, 0],
      ['received', 0, 1, 0],
      ['data_check', 1, 0, 0],
      ['in_production', 0, 0, 1],
    ]);
    expect(overdue_orders.map((o) => [o.number, o.days_late, o.status])).toEqual([[numbers.yamada, 3, 'data_check']]);
    expect(methods.find((m) => m.slug === 'silkscreen')).toEqual(expect.objectContaining({ orders: 2, pieces: 6 }));
    expect(art.staff).toEqual({ jobs: 1, orders: 1, oldest_since: expect.any(String) });
    expect(art.customer).toEqual({ jobs: 0, orders: 0, oldest_since: null });
  });
});

/**
 * BYOB requests (issue #15) over real HTTP against a real database (PGlite, and PostgreSQL with
 * `test-postgres`): the request's 422s in Japanese, a guest's request and its mails, the customer's
 * requests and another customer's (404), the mailed link attaching a guest's request, the operator's
 * quote from the command line, and accepting it: an estimate in the cart whose order total is the
 * quote plus the shipping rule; accepting twice is refused.
 */
import { API_ROUTES } from '@shop/api-contract';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AdminDeps, runAdminCommand } from '../../src/admin/commands.ts';
import { removeOrphanFiles } from '../../src/files/orphan-files.ts';
import { mailsTo, newShopper, operatorDeps, quoteOf } from '../orders/support.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { SessionClient, loggedInClient } from '../support/session-client.ts';

let server: TestServer;
let deps: AdminDeps;
let methodId: number;
/** 2026-12-01 (Tuesday) 10:00 JST. */
const NOW = Date.parse('2026-12-01T01:00:00Z');
/** The clock: each test starts a new hour (the request throttle counts per client IP per hour), all on 2026-12-01 JST. */
let now = NOW;
const admin = (...args: string[]) => runAdminCommand(args, deps);

beforeAll(async () => {
  server = await startTestServer();
  server.setNow(now);
  deps = operatorDeps(server, () => now);
  const [row] = await server.db.query<{ id: number }>(
    `insert into print_methods (slug, name) values ('byob-silk', 'シルクスクリーン') returning id`,
  );
  methodId = row!.id;
});
afterAll(() => server.close());
beforeEach(() => {
  now += 3_601_000;
  server.setNow(now);
});

/** A guest's session: a first GET gives the CSRF cookie. */
async function guest(): Promise<SessionClient> {
  const client = new SessionClient(server.url);
  await client.csrf();
  return client;
}

let emails = 0;
/** The contract's example request with a size of 0 pieces, this server's method, no file, a full-width phone number. */
const body = (overrides: Record<string, unknown> = {}) => ({
  ...WIRE_EXAMPLES.byobRequestCreate.request,
  quantities: [
    { size: 'M', quantity: 20 },
    { size: 'L', quantity: 10 },
    { size: 'XL', quantity: 0 },
  ],
  print_method_id: methodId,
  placements: [{ placement: 'front', file_uuid: null, note: '胸の中央' }],
  email: `byob${++emails}@example.com`,
  phone: '０９０－１２３４－５６７８',
  ...overrides,
});

interface Created {
  data: { number: string; email: string };
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

async function send(client: SessionClient, overrides: Record<string, unknown> = {}) {
  const answer = await client.post<Created>('/api/byob_requests', body(overrides));
  expect(answer.status, answer.text).toBe(201);
  expect(v.safeParse(API_ROUTES.byobRequestCreate.response, answer.json).issues).toBeUndefined();
  return answer.json.data;
}

/** The token of the link in the last mail to `email` whose subject contains `subject`. */
async function linkToken(email: string, subject: string): Promise<string> {
  const mail = (await mailsTo(server.db, email)).filter((m) => m.subject.includes(subject)).at(-1);
  const token = /\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no link in ${mail?.body}`);
  return token;
}

describe('POST /api/byob_requests', () => {
  it('refuses a request without the fields, each with its Japanese message', async () => {
    const answer = await (await guest()).post<ErrorBody>('/api/byob_requests', {});
    expect(answer.status).toBe(422);
    const errors = answer.json.errors ?? {};
    expect(errors['garment_kind']).toEqual(['アイテムの種類を選択してください']);
    expect(errors['colors']).toEqual(['ボディの色を入力してください']);
    expect(errors['name']).toEqual(['お名前を入力してください']);
    expect(errors['email']).toEqual(['メールアドレスを入力してください']);
    expect(errors['wanted_date']).toEqual(['ご希望納期を入力してください']);
  });

  it('applies the domain rules: pieces in all, the wanted date after production, an unknown method', async () => {
    const client = await guest();
    const noPieces = await client.post<ErrorBody>('/api/byob_requests', body({ quantities: [{ size: 'M', quantity: 0 }] }));
    expect(noPieces.status).toBe(422);
    expect(noPieces.json.errors?.['quantities']).toEqual(['枚数を1枚以上入力してください']);

    const tooSoon = await client.post<ErrorBody>('/api/byob_requests', body({ wanted_date: '2026-12-18' }));
    expect(tooSoon.status).toBe(422);
    expect(tooSoon.json.errors?.['wanted_date']?.[0]).toContain('2026年12月19日以降');

    const today = await client.post<ErrorBody>('/api/byob_requests', body({ arrival_date: '2026-12-01' }));
    expect(today.json.errors?.['arrival_date']?.[0]).toContain('2026年12月2日以降');

    const method = await client.post<ErrorBody>('/api/byob_requests', body({ print_method_id: 999_999 }));
    expect(method.json.errors?.['print_method_id']).toEqual(['選択されたプリント方法は存在しません']);
  });

  it('refuses a date that does not exist and a method id beyond the database (422, never 500)', async () => {
    const client = await guest();
    const date = await client.post<ErrorBody>('/api/byob_requests', body({ wanted_date: '2027-02-30' }));
    expect(date.status).toBe(422);
    expect(date.json.errors?.['wanted_date']).toEqual(['ご希望納期を日付（例: 2026-12-01）で入力してください']);
    const method = await client.post<ErrorBody>('/api/byob_requests', body({ print_method_id: 99_999_999_999 }));
    expect(method.status).toBe(422);
    expect(method.json.errors?.['print_method_id']).toEqual(['プリント方法を選択してください']);
  });

  it("refuses print data that is not the requester's upload", async () => {
    const answer = await (
      await guest()
    ).post<ErrorBody>(
      '/api/byob_requests',
      body({ placements: [{ placement: 'front', file_uuid: '0f8b7c1e-2d3a-4b5c-8d9e-1a2b3c4d5e6f', note: '' }] }),
    );
    expect(answer.status).toBe(422);
    expect(answer.json.errors?.['placements.0.file_uuid']).toEqual([
      'アップロードしたプリントデータが見つかりません。もう一度アップロードしてください',
    ]);
  });

  it('needs the CSRF token', async () => {
    const answer = await (await guest()).post('/api/byob_requests', body(), { xsrf: false });
    expect(answer.status).toBe(419);
  });

  it("takes a guest's request: a number, the receipt with the link and its token, the shop's notice", async () => {
    const created = await send(await guest());
    expect(created.number).toMatch(/^BY-2026-\d{6}$/);
    const [receipt] = await mailsTo(server.db, created.email);
    expect(receipt?.subject).toContain(created.number);
    expect(receipt?.body).toContain('Tシャツ（白、ネイビー）');
    expect(receipt?.body).toContain('M 20枚、L 10枚（計30枚）');
    expect(receipt?.body).toMatch(new RegExp(`/myaccount/custom_order/${created.number}\\?token=[A-Za-z0-9_-]{40,}`));
    const notice = (await mailsTo(server.db, deps.config.mailFrom)).find((m) => m.subject.includes(created.number));
    expect(notice?.body).toContain(`quote-byob ${created.number}`);
    // the phone is stored half-width; the zero row is dropped
    const [row] = await server.db.query<{ phone: string; quantity: number; quantities: unknown; customer_id: number | null }>(
      'select phone, quantity, quantities, customer_id from byob_requests where number = $1',
      [created.number],
    );
    expect(row).toEqual({
      phone: '090-1234-5678',
      quantity: 30,
      quantities: [
        { size: 'M', quantity: 20 },
        { size: 'L', quantity: 10 },
      ],
      customer_id: null,
    });
  });

  it('is throttled per e-mail address', async () => {
    const email = 'many@example.com';
    for (let i = 0; i < 5; i++) await send(await guest(), { email });
    const answer = await (await guest()).post<ErrorBody>('/api/byob_requests', body({ email }));
    expect(answer.status).toBe(429);
    expect(answer.json.message).toContain('しばらく時間をおいて');
  });
});

describe('the customer’s requests', () => {
  it("lists and shows the customer's own requests; another customer's number is 404", async () => {
    const { client } = await loggedInClient(server);
    const mine = await send(client);
    const list = await client.get<{ data: { number: string; status: string; status_label: string; quote: unknown }[] }>(
      '/api/custom_orders',
    );
    expect(list.status).toBe(200);
    expect(v.safeParse(API_ROUTES.customOrderList.response, list.json).issues).toBeUndefined();
    expect(list.json.data.map((r) => [r.number, r.status, r.status_label, r.quote])).toEqual([
      [mine.number, 'received', 'お見積り中', null],
    ]);
    const receipt = (await mailsTo(server.db, mine.email))[0];
    expect(receipt?.body).toContain(`/myaccount/custom_order/${mine.number}\n`); // a customer's link needs no token

    const other = await loggedInClient(server);
    const answer = await other.client.get('/api/custom_orders/' + mine.number);
    expect([answer.status, answer.json]).toEqual([404, { message: 'No item exists.' }]);
    expect((await client.get('/api/custom_orders/BY-2026-999999')).status).toBe(404);
    expect((await new SessionClient(server.url).get('/api/custom_orders')).status).toBe(401);
  });

  it("attaches a guest's request to the customer who sends its mailed link's token, once, by POST only", async () => {
    const created = await send(await guest());
    const token = await linkToken(created.email, '受け付けました');
    const { client } = await loggedInClient(server);
    const claim = (number: string, body: unknown, as = client) =>
      as.post<{ data?: { number: string }; message?: string }>(`/api/custom_orders/${number}/claim`, body);
    expect((await client.get(`/api/custom_orders/${created.number}`)).status).toBe(404);
    // opening the link is no longer a write: the token in a GET is ignored
    expect((await client.get(`/api/custom_orders/${created.number}?token=${token}`)).status).toBe(404);
    expect((await claim(created.number, { token: 'x'.repeat(43) })).status).toBe(404);
    const malformed = await claim(created.number, { token: 'short' });
    expect(malformed.status).toBe(422);
    expect(malformed.json.message).toBe('ご依頼のリンクが正しくありません。メールに記載のリンクをそのまま開いてください。');
    const missing = await claim(created.number, {});
    expect(missing.status).toBe(422);
    expect(missing.json.message).toMatch(/[ぁ-んァ-ヶ一-龠]/u);
    expect((await claim('BY-2026-999999', { token })).status).toBe(404);
    const stranger = new SessionClient(server.url);
    await stranger.csrf();
    expect((await stranger.post(`/api/custom_orders/${created.number}/claim`, { token })).status).toBe(401);
    const claimed = await claim(created.number, { token });
    expect([claimed.status, claimed.json.data?.number]).toEqual([200, created.number]);
    expect(v.safeParse(API_ROUTES.customOrderClaim.response, claimed.json).issues).toBeUndefined();
    expect((await client.get(`/api/custom_orders/${created.number}`)).status).toBe(200);
    // a second press answers it again; the link is spent for anyone else
    expect((await claim(created.number, { token })).status).toBe(200);
    const other = await loggedInClient(server);
    expect((await claim(created.number, { token }, other.client)).status).toBe(404);
    expect((await other.client.get(`/api/custom_orders/${created.number}`)).status).toBe(404);
  });
});

describe('quote and acceptance', () => {
  it('the operator lists, shows and quotes a request; the requester is mailed the quote and its link', async () => {
    const created = await send(await guest());
    expect((await admin('byob-requests')).output).toContain(created.number);
    expect((await admin('byob-request', created.number)).output).toContain('M 20枚、L 10枚（計30枚）');
    expect((await admin('quote-byob', created.number, '--price', '0', '--lead-days', '10')).code).toBe(1);
    expect((await admin('quote-byob', 'BY-2026-999999', '--price', '45000', '--lead-days', '10')).code).toBe(1);
    expect((await admin('quote-byob', created.number, '--price', '45000')).code).toBe(2);
    const quoted = await admin('quote-byob', created.number, '--price', '45000', '--lead-days', '10', '--note', '版代込み');
    expect(quoted).toEqual({ code: 0, output: `${created.number}: お見積り済み ¥45,000 10営業日 (mailed ${created.email})` });
    const mail = (await mailsTo(server.db, created.email)).at(-1);
    expect(mail?.subject).toContain('お見積りができました');
    expect(mail?.body).toContain('お見積り金額: ¥45,000（税込・送料別）');
    expect(mail?.body).toContain('版代込み');
    // the quote's link attaches the guest's request too
    const { client } = await loggedInClient(server);
    const token = await linkToken(created.email, 'お見積りができました');
    const shown = await client.post<{ data: { status: string; quote: { price: number; tax: number; lead_days: number; note: string } } }>(
      `/api/custom_orders/${created.number}/claim`,
      { token },
    );
    expect(shown.status).toBe(200);
    expect(v.safeParse(API_ROUTES.customOrderClaim.response, shown.json).issues).toBeUndefined();
    expect(shown.json.data.status).toBe('quoted');
    expect(shown.json.data.quote).toMatchObject({ price: 45000, tax: 4090, lead_days: 10, note: '版代込み' });
  });

  it('refuses to accept before the quote', async () => {
    const { client } = await loggedInClient(server);
    const created = await send(client);
    const answer = await client.post<ErrorBody>(`/api/custom_orders/${created.number}/accept`);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toContain('まだお見積り中');
  });

  for (const [price, shipping] of [
    [45000, 0],
    [8000, 880],
  ] as const) {
    it(`accepting a quote of ¥${price} puts an estimate in the cart: the order total is the quote + ¥${shipping} shipping; accepting twice is refused`, async () => {
      const shopper = await newShopper(server);
      const created = await send(shopper.client);
      await admin('quote-byob', created.number, '--price', String(price), '--lead-days', '10');
      const other = await loggedInClient(server);
      expect((await other.client.post(`/api/custom_orders/${created.number}/accept`)).status).toBe(404);

      const accepted = await shopper.client.post<{ data: { estimate_number: string; cart_estimate_id: number } }>(
        `/api/custom_orders/${created.number}/accept`,
      );
      expect(accepted.status, accepted.text).toBe(201);
      expect(v.safeParse(API_ROUTES.customOrderAccept.response, accepted.json).issues).toBeUndefined();
      const { estimate_number: estimateNumber } = accepted.json.data;
      expect(estimateNumber).toMatch(/^Q-2026-\d{6}$/);
      const [estimate] = await server.db.query<{ source: string; goods_total: number; customer_id: number }>(
        'select source, goods_total, customer_id from estimates where number = $1',
        [estimateNumber],
      );
      expect(estimate).toEqual({ source: 'byob', goods_total: price, customer_id: shopper.customer.id });

      const shown = await shopper.client.get<{ data: { status: string; estimate_number: string } }>(`/api/custom_orders/${created.number}`);
      expect([shown.json.data.status, shown.json.data.estimate_number]).toEqual(['accepted', estimateNumber]);

      const quote = await quoteOf(shopper);
      expect(quote.goods_total).toBe(price);
      expect(quote.shipping_fee).toBe(shipping);
      expect(quote.total).toBe(price + shipping);
      expect(quote.lines.map((l) => [l.kind, l.subtotal])).toEqual([['custom', price]]);

      const again = await shopper.client.post<ErrorBody>(`/api/custom_orders/${created.number}/accept`);
      expect(again.status).toBe(409);
      expect(again.json.message).toContain('すでにカートに入れて');
    });
  }
});

describe('files', () => {
  it("keeps a request's uploads from the orphan-file job", async () => {
    const client = await guest();
    const upload = new FormData();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    upload.set('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    const uploaded = await client.request<{ data: { uuid: string } }>('POST', '/api/files', { form: upload });
    expect(uploaded.status, uploaded.text).toBe(201);
    const uuid = uploaded.json.data.uuid;
    await send(client, { placements: [{ placement: 'back', file_uuid: uuid, note: '' }] });
    // a year later nobody read it; the request still cites it
    expect(await removeOrphanFiles(server.db, server.files, now + 365 * 86_400_000)).toBeGreaterThanOrEqual(0);
    expect(await server.db.query('select uuid from files where uuid = $1', [uuid])).toHaveLength(1);
  });
});

/**
 * The order messages of issue #30 over real HTTP: the customer's thread on their own order only
 * (another's order 404 like a missing one, a guest 401, CSRF), the shop's mailbox mailed; bad input
 * refused in Japanese with nothing stored; the customer's throttle; the staff's threads with unread
 * counts and the waits on the customer (the shop's last word or an art job's wait, the longer first),
 * read marks both ways, a reply mailing the customer (text and link, nothing secret) and recorded in
 * the audit log, the templates filled on the server, and each role's 403s.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';
import { mailsTo, newShopper, placedOrder, type Shopper } from '../orders/support.ts';
import { createArtEntries } from '../security/art-entries.ts';
import { useTestServer } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';
import { createTestStaff, signedInStaff, StaffClient, type TestStaff } from '../support/staff.ts';

interface MessageBody {
  id: number;
  author: 'customer' | 'staff';
  author_label: string;
  body: string;
  created_at: string;
  read_at: string | null;
}
interface ThreadSummary {
  order_number: string;
  customer_name: string;
  waiting_since: string | null;
  waiting_reason: 'message' | 'artwork' | null;
  message_count: number;
  unread_count: number;
  last_author: string;
}
interface ThreadBody extends Omit<ThreadSummary, 'message_count' | 'unread_count' | 'last_author'> {
  messages: MessageBody[];
}

const SHOP_MAILBOX = 'shop-inbox@example.jp';
const server = useTestServer({ shopMailbox: SHOP_MAILBOX });
let f: ProductFixture;
/**
 * The server's clock, moved by hand so that the waits are exact (epoch ms): a day ahead of the real
 * one, which the operator's commands of the art entries use, so an art job's wait is always older.
 */
let clock = Date.now() + 24 * 3_600_000;
const tick = (minutes: number) => {
  clock += minutes * 60_000;
  server.setNow(clock);
  return new Date(clock).toISOString();
};

let cs: { staff: TestStaff; client: StaffClient };

beforeAll(async () => {
  server.setNow(clock);
  f = await createProductFixture(server.db, { stock: 500, price: 1000 });
  cs = await signedInStaff(server, 'customer_service');
});

const thread = (shopper: Shopper, number: string) => shopper.client.get<{ data: MessageBody[] }>(`/api/orders/${number}/messages`);
const ask = (shopper: Shopper, number: string, body: unknown) =>
  shopper.client.post<{ data: MessageBody; message?: string; errors?: Record<string, string[]> }>(`/api/orders/${number}/messages`, body);
const reply = (client: StaffClient, number: string, body: string) =>
  client.post<{ data: MessageBody; message?: string }>(`/api/admin/orders/${number}/messages`, { body });
const staffThread = (client: StaffClient, number: string) => client.get<{ data: ThreadBody }>(`/api/admin/orders/${number}/messages`);
const stored = async (number: string) =>
  (
    await server.db.query<{ n: number }>(
      'select count(*)::int as n from order_messages m join orders o on o.id = m.order_id where o.number = $1',
      [number],
    )
  )[0]?.n;

describe("the customer's thread", () => {
  it('the customer asks on their order: 201, listed oldest first with their name; the shop’s mailbox gets the text and the thread’s link', async () => {
    const { shopper, number } = await placedOrder(server, f, { method: 'bank_transfer' });
    expect((await thread(shopper, number)).json).toEqual({ data: [] });
    const at = tick(1);
    const asked = await ask(shopper, number, { body: '  発送日を早めることはできますか？\r\n12月10日までに必要です。 ' });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.json.data).toEqual({
      id: expect.any(Number),
      author: 'customer',
      author_label: shopper.customer.name,
      body: '発送日を早めることはできますか？\n12月10日までに必要です。',
      created_at: at,
      read_at: null,
    });
    tick(1);
    await ask(shopper, number, { body: '二つ目の質問です。' });
    expect((await thread(shopper, number)).json.data.map((m) => m.body)).toEqual([
      '発送日を早めることはできますか？\n12月10日までに必要です。',
      '二つ目の質問です。',
    ]);
    const mail = (await mailsTo(server.db, SHOP_MAILBOX)).find((m) => m.body.includes('発送日を早めることはできますか？'));
    expect(mail?.subject).toBe(`【お客様からのメッセージ】ご注文 ${number}`);
    expect(mail?.body).toContain(`${shopper.customer.name} 様から、ご注文 ${number} についてメッセージが届きました。`);
    expect(mail?.body).toContain('> 12月10日までに必要です。');
    expect(mail?.body).toContain(`http://127.0.0.1:0/admin/messages/${number}`);
    expect(mail?.body).not.toContain(shopper.customer.email);
  });

  it("another customer's order answers 404 exactly like a missing one, for reading, writing and marking read; nothing is stored", async () => {
    const { shopper, number } = await placedOrder(server, f, { method: 'bank_transfer' });
    await ask(shopper, number, { body: '質問です。' });
    const { shopper: other } = await placedOrder(server, f, { method: 'bank_transfer' });
    const missing = 'PF-2026-999999';
    for (const target of [number, missing]) {
      expect([(await thread(other, target)).status, (await thread(other, target)).json]).toEqual([404, { message: 'Not found.' }]);
      const written = await ask(other, target, { body: 'のぞき見' });
      expect([written.status, written.json]).toEqual([404, { message: 'Not found.' }]);
      expect((await other.client.post(`/api/orders/${target}/messages/read`)).status).toBe(404);
    }
    expect((await thread(other, 'not-an-order')).status).toBe(404);
    expect(await stored(number)).toBe(1);
  });

  it('a guest gets 401; a write without the CSRF token 419; nothing is stored', async () => {
    const { shopper, number } = await placedOrder(server, f, { method: 'bank_transfer' });
    const guest = new SessionClient(server.url);
    await guest.csrf();
    expect((await guest.get(`/api/orders/${number}/messages`)).status).toBe(401);
    expect((await guest.post(`/api/orders/${number}/messages`, { body: 'x' })).status).toBe(401);
    const noToken = await shopper.client.post(`/api/orders/${number}/messages`, { body: 'トークンなし' }, { xsrf: false });
    expect(noToken.status).toBe(419);
    expect((await shopper.client.post(`/api/orders/${number}/messages/read`, undefined, { xsrf: 'wrong' })).status).toBe(419);
    expect(await stored(number)).toBe(0);
  });

  it('empty, blank, too long, control characters or not JSON: a Japanese message on the field (or a 400), nothing stored', async () => {
    const { shopper, number } = await placedOrder(server, f, { method: 'bank_transfer' });
    const refusals: [unknown, string][] = [
      [{ body: '' }, 'メッセージを入力してください'],
      [{ body: ' \n\u3000' }, 'メッセージを入力してください'],
      [{}, 'メッセージを入力してください'],
      [{ body: 42 }, 'メッセージを入力してください'],
      [{ body: 'あ'.repeat(2001) }, 'メッセージは2000文字以下で入力してください'],
      [{ body: 'ベル\u0007です' }, 'メッセージに制御文字は使用できません'],
      [{ body: 'エスケープ\u001b[31m' }, 'メッセージに制御文字は使用できません'],
    ];
    for (const [body, message] of refusals) {
      const answer = await ask(shopper, number, body);
      expect([answer.status, answer.json.errors?.['body']]).toEqual([422, [message]]);
    }
    const malformed = await shopper.client.request('POST', `/api/orders/${number}/messages`, {
      body: '{"body":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await stored(number)).toBe(0);
    expect((await ask(shopper, number, { body: 'あ'.repeat(2000) })).status).toBe(201);
  });

  it('ten messages in ten minutes, then 429 with Retry-After and a Japanese message; nothing more is stored', async () => {
    const { shopper, number } = await placedOrder(server, f, { method: 'bank_transfer' });
    for (let i = 0; i < 10; i++) expect((await ask(shopper, number, { body: `質問 ${i}` })).status).toBe(201);
    const refused = await ask(shopper, number, { body: '11通目' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.message).toMatch(
      /^メッセージの送信が続いたため、しばらく時間をおいてからお試しください（\d+秒後から再度送信いただけます）。$/,
    );
    expect(await stored(number)).toBe(10);
    tick(11);
    expect((await ask(shopper, number, { body: '時間をおいて' })).status).toBe(201);
  });
});

describe("the staff's side", () => {
  it('customer service reads the thread, marks it read, answers with a filled template: the customer is mailed and reads the reply', async () => {
    const { shopper, number } = await placedOrder(server, f, { method: 'bank_transfer' });
    tick(1);
    await ask(shopper, number, { body: '入金しました。確認をお願いします。' });
    const listed = await cs.client.get<{ data: ThreadSummary[] }>('/api/admin/messages');
    expect(listed.json.data.find((t) => t.order_number === number)).toMatchObject({
      customer_name: shopper.customer.name,
      message_count: 1,
      unread_count: 1,
      last_author: 'customer',
      waiting_since: null,
      waiting_reason: null,
    });

    const opened = await staffThread(cs.client, number);
    expect(opened.json.data.messages.map((m) => [m.author, m.author_label, m.read_at])).toEqual([
      ['customer', shopper.customer.name, null],
    ]);
    const readAt = tick(1);
    expect((await cs.client.post(`/api/admin/orders/${number}/messages/read`)).status).toBe(204);
    expect((await staffThread(cs.client, number)).json.data.messages[0]?.read_at).toBe(readAt);
    expect((await thread(shopper, number)).json.data[0]?.read_at).toBe(readAt);
    const relisted = await cs.client.get<{ data: ThreadSummary[] }>('/api/admin/messages');
    expect(relisted.json.data.find((t) => t.order_number === number)?.unread_count).toBe(0);

    const templates = await cs.client.get<{ data: { id: string; title: string; body: string }[] }>(
      `/api/admin/orders/${number}/message_templates`,
    );
    expect(templates.status).toBe(200);
    const payment = templates.json.data.find((t) => t.title === 'ご入金確認');
    expect(payment?.body).toContain(`${shopper.customer.name} 様`);
    expect(payment?.body).toContain(`ご注文 ${number} のご入金を確認いたしました。`);
    expect(payment?.body).toMatch(/発送予定日は \d{4}年\d{1,2}月\d{1,2}日 です。/);
    expect(payment?.body).not.toMatch(/\{[A-Za-z]+\}/);
    expect(templates.json.data.map((t) => t.title)).toEqual(expect.arrayContaining(['データ再入稿のお願い', '発送日のご案内']));

    const sentAt = tick(1);
    const sent = await reply(cs.client, number, payment?.body ?? '');
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json.data).toMatchObject({ author: 'staff', author_label: cs.staff.email, created_at: sentAt, read_at: null });

    const mail = (await mailsTo(server.db, shopper.customer.email)).find((m) => m.subject.startsWith('【ショップからのメッセージ】'));
    expect(mail?.subject).toBe(`【ショップからのメッセージ】ご注文 ${number}`);
    expect(mail?.body).toContain(`> ご注文 ${number} のご入金を確認いたしました。`);
    expect(mail?.body).toContain(`http://127.0.0.1:0/myaccount/orders/${number}`);
    // No secret travels: no staff address, no token, no session.
    expect(mail?.body).not.toContain(cs.staff.email);
    expect(mail?.body).not.toMatch(/token|session|password/i);

    const [entry] = await server.db.query<{ actor: string; action: string; target_type: string; target_id: string; after: unknown }>(
      `select actor, action, target_type, target_id, after from audit_log where action = 'message.send' and target_id = $1`,
      [number],
    );
    expect(entry).toEqual({
      actor: cs.staff.email,
      action: 'message.send',
      target_type: 'order',
      target_id: number,
      after: { message_id: sent.json.data.id, body: payment?.body },
    });

    // The customer sees the shop's reply signed by the shop, unread until the page says it was shown.
    const seen = await thread(shopper, number);
    expect(seen.json.data.at(-1)).toMatchObject({ author: 'staff', author_label: 'プリントファクトリー', read_at: null });
    const shownAt = tick(1);
    expect((await shopper.client.post(`/api/orders/${number}/messages/read`)).status).toBe(204);
    expect((await thread(shopper, number)).json.data.at(-1)?.read_at).toBe(shownAt);
    expect((await staffThread(cs.client, number)).json.data).toMatchObject({ waiting_since: sentAt, waiting_reason: 'message' });
    // A second word from the shop: the customer has still been waited on since the first.
    tick(10);
    await reply(cs.client, number, '追加のご連絡です。');
    expect((await staffThread(cs.client, number)).json.data.waiting_since).toBe(sentAt);
    // The customer answers: the order no longer waits on them.
    await ask(shopper, number, { body: 'ありがとうございます。' });
    expect((await staffThread(cs.client, number)).json.data).toMatchObject({ waiting_since: null, waiting_reason: null });
  });

  it('the threads list the longest wait on the customer first: an art job’s wait or the shop’s last word, whichever is longer', async () => {
    // A: an art job waits on the customer from before any message; the shop wrote later.
    const artShopper = await newShopper(server);
    await createArtEntries(server, artShopper.client, artShopper.customer, f);
    const artOrders = await server.db.query<{ number: string }>(
      'select number from orders where customer_id = $1 order by id desc limit 1',
      [artShopper.customer.id],
    );
    const artNumber = artOrders[0]!.number;
    const [artWait] = await server.db.query<{ since: string }>(
      `select min((waiting->>'since')::bigint)::text as since from art_jobs j join orders o on o.id = j.order_id where o.number = $1`,
      [artNumber],
    );
    // B: the shop answered first of the message threads; C: the shop answered later; D: the customer waits on the shop.
    const b = await placedOrder(server, f, { method: 'bank_transfer' });
    const c = await placedOrder(server, f, { method: 'bank_transfer' });
    const d = await placedOrder(server, f, { method: 'bank_transfer' });
    tick(5);
    await ask(b.shopper, b.number, { body: 'Bの質問' });
    await ask(c.shopper, c.number, { body: 'Cの質問' });
    await ask(d.shopper, d.number, { body: 'Dの質問' });
    const bAnswered = tick(1);
    await reply(cs.client, b.number, 'Bへの返信');
    const cAnswered = tick(30);
    await reply(cs.client, c.number, 'Cへの返信');
    tick(1);
    await reply(cs.client, artNumber, 'データの件でご連絡しました');

    const list = await cs.client.get<{ data: ThreadSummary[] }>('/api/admin/messages');
    const ours = list.json.data.filter((t) => [artNumber, b.number, c.number, d.number].includes(t.order_number));
    expect(ours.map((t) => [t.order_number, t.waiting_reason, t.waiting_since])).toEqual([
      [artNumber, 'artwork', new Date(Number(artWait?.since)).toISOString()],
      [b.number, 'message', bAnswered],
      [c.number, 'message', cAnswered],
      [d.number, null, null],
    ]);
    // Every waiting thread comes before every thread that waits on nobody.
    const firstIdle = list.json.data.findIndex((t) => t.waiting_since === null);
    expect(list.json.data.slice(firstIdle).every((t) => t.waiting_since === null)).toBe(true);
    const waits = list.json.data.slice(0, firstIdle).map((t) => t.waiting_since ?? '');
    expect(waits).toEqual([...waits].sort());
  });

  it('roles: production and shipping read but may not answer or take templates (403, nothing stored); nobody signed in 401; no staff CSRF 419', async () => {
    const { shopper, number } = await placedOrder(server, f, { method: 'bank_transfer' });
    await ask(shopper, number, { body: '質問です。' });
    for (const role of ['production', 'shipping'] as const) {
      const { client } = await signedInStaff(server, role);
      expect((await client.get('/api/admin/messages')).status).toBe(200);
      expect((await staffThread(client, number)).status).toBe(200);
      const refused = await reply(client, number, '返信');
      expect([refused.status, refused.json]).toEqual([403, { message: 'この操作を行う権限がありません。' }]);
      expect((await client.get(`/api/admin/orders/${number}/message_templates`)).status).toBe(403);
    }
    for (const role of ['artwork_check', 'owner'] as const) {
      // Signed in at the server's clock (an owner's authenticator code counts from it).
      const staff = await createTestStaff(server.db, role);
      const client = new StaffClient(server.url);
      await client.signIn(staff, clock);
      expect((await reply(client, number, `${role}からの返信`)).status).toBe(201);
    }
    const anonymous = new SessionClient(server.url);
    await anonymous.csrf();
    expect((await anonymous.get('/api/admin/messages')).status).toBe(401);
    // A customer's session is not a staff session.
    expect((await shopper.client.get('/api/admin/messages')).status).toBe(401);
    expect((await cs.client.post(`/api/admin/orders/${number}/messages`, { body: 'x' }, { staffXsrf: false })).status).toBe(419);
    expect(await stored(number)).toBe(3);
  });

  it('staff: a reply refused in Japanese when empty, too long or with control characters; an unknown order 404', async () => {
    const { number } = await placedOrder(server, f, { method: 'bank_transfer' });
    for (const [body, message] of [
      ['', 'メッセージを入力してください'],
      ['あ'.repeat(2001), 'メッセージは2000文字以下で入力してください'],
      ['削除\u007f', 'メッセージに制御文字は使用できません'],
    ] as const) {
      const answer = await cs.client.post<{ errors: Record<string, string[]> }>(`/api/admin/orders/${number}/messages`, { body });
      expect([answer.status, answer.json.errors?.['body']], answer.text).toEqual([422, [message]]);
    }
    // NUL never reaches the field's rule: every body carrying one is refused first, in Japanese too.
    const nul = await cs.client.post<{ message: string }>(`/api/admin/orders/${number}/messages`, { body: 'NUL\u0000' });
    expect([nul.status, nul.json.message]).toEqual([400, 'リクエストに使用できない文字（NUL）が含まれています。']);
    expect(await stored(number)).toBe(0);
    for (const path of ['messages', 'message_templates']) {
      expect((await cs.client.get(`/api/admin/orders/PF-2026-999999/${path}`)).status).toBe(404);
    }
    expect((await reply(cs.client, 'PF-2026-999999', '宛先なし')).status).toBe(404);
    expect((await cs.client.post('/api/admin/orders/PF-2026-999999/messages/read')).status).toBe(404);
  });
});

/**
 * PostgreSQL text cannot hold U+0000, so a JSON body carrying one (as the escape `\u0000`, which is
 * valid JSON) must be refused where bodies are read, before any handler or the database sees it.
 * The same for a lone surrogate (`\udc00`, valid JSON too): it has no UTF-8 form.
 */
import { describe, expect, it } from 'vitest';
import { productionBody } from '../cart/fixtures.ts';
import { useTestServer } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';
import { useShopperWithEntries } from './cart-entries.ts';

const NUL = '\u0000';
const REFUSED = { message: 'リクエストに使用できない文字（NUL）が含まれています。' };
const ILL_FORMED = { message: 'リクエストに使用できない文字（壊れた文字）が含まれています。' };

const INQUIRY = { name: '佐藤 一郎', email: 'ichiro@example.com', category: 'print', title: '版について', contents: '教えてください。' };
const REGISTRATION = { name: '山田 花子', email: 'hanako@example.com', password: 'hanako12345', password_confirmation: 'hanako12345' };

describe('JSON bodies with a NUL character or a lone surrogate', () => {
  const server = useTestServer();
  const shopper = useShopperWithEntries(server);

  /** Counts of the rows a refused request must not have written. */
  const counts = async () =>
    (
      await server.db.query(
        `select (select count(*)::int from customers) as customers, (select count(*)::int from inquiries) as inquiries,
                (select count(*)::int from cart_productions) as productions, (select count(*)::int from cart_prints) as prints`,
      )
    )[0];

  const cases: [string, string, () => unknown][] = [
    ['register name', '/laravel/api/register', () => ({ ...REGISTRATION, name: `山田${NUL}花子` })],
    ['register e-mail', '/laravel/api/register', () => ({ ...REGISTRATION, email: `hanako${NUL}@example.com` })],
    ['login password', '/laravel/api/login', () => ({ email: 'demo@example.com', password: `demo${NUL}12345678` })],
    ['inquiry name', '/api/inquiries', () => ({ ...INQUIRY, name: `佐藤${NUL}` })],
    ['inquiry title', '/api/inquiries', () => ({ ...INQUIRY, title: `${NUL}版について` })],
    ['inquiry contents', '/api/inquiries', () => ({ ...INQUIRY, contents: `教えて${NUL}ください。` })],
    ['inquiry key', '/api/inquiries', () => ({ ...INQUIRY, [`note${NUL}`]: 'x' })],
    [
      'print size of a new production',
      '/api/cart_productions',
      () => {
        const body = productionBody(shopper.entries.fixture);
        return { ...body, prints: body.prints.map((p) => ({ ...p, size: `A4${NUL}` })) };
      },
    ],
    [
      'key deep inside a new production',
      '/api/cart_productions',
      () => {
        const body = productionBody(shopper.entries.fixture);
        return { ...body, item_groups: body.item_groups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, [NUL]: 1 })) })) };
      },
    ],
    ['string inside an array', '/api/content/query', () => ({ collection: 'features', tags: [['ok', `x${NUL}`]] })],
  ];

  it.each(cases)('a NUL in the %s answers 400 with a Japanese message and writes nothing', async (_what, path, body) => {
    const before = await counts();
    const answer = await shopper.client.post(path, body());
    expect([answer.status, answer.json]).toEqual([400, REFUSED]);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await counts()).toEqual(before);
  });

  it('a NUL at the bottom of a body nested 200,000 deep, or at the end of 250,000 strings, is found without a 5xx', async () => {
    const deep = `${'['.repeat(200_000)}"${'\\u0000'}"${']'.repeat(200_000)}`;
    const wide = `[${'"a",'.repeat(250_000)}"\\u0000"]`;
    for (const body of [deep, wide]) {
      expect(body.length).toBeLessThan(1_048_576); // within the default body limit
      const answer = await shopper.client.request('POST', '/api/inquiries', { body });
      expect([answer.status, answer.json]).toEqual([400, REFUSED]);
    }
  });

  it('the same bodies without the NUL are accepted (the refusal is about the character alone)', async () => {
    const guest = new SessionClient(server.url);
    await guest.csrf();
    expect((await guest.post('/laravel/api/register', REGISTRATION)).status).toBe(201);
    expect((await shopper.client.post('/api/inquiries', INQUIRY)).status).toBe(201);
    const body = productionBody(shopper.entries.fixture);
    expect(
      (await shopper.client.post('/api/cart_productions', { ...body, prints: body.prints.map((p) => ({ ...p, size: 'A4 左胸' })) })).status,
    ).toBe(201);
  });

  it.each([
    ['a lone low surrogate in the inquiry title', '/api/inquiries', () => ({ ...INQUIRY, title: '\udc00\u0001' })],
    [
      'a lone high surrogate at the end of the register name',
      '/laravel/api/register',
      () => ({ ...REGISTRATION, email: 'surrogate@example.com', name: `山田${'\ud83d'}` }),
    ],
    [
      'a lone surrogate in a key of a new production',
      '/api/cart_productions',
      () => ({ ...productionBody(shopper.entries.fixture), ['\udfff']: 1 }),
    ],
  ])('%s answers 400 with a Japanese message (the text is not well-formed Unicode) and writes nothing', async (_what, path, body) => {
    const before = await counts();
    const answer = await shopper.client.post(path, body());
    expect([answer.status, answer.json]).toEqual([400, ILL_FORMED]);
    expect(await counts()).toEqual(before);
  });

  it('a surrogate pair (an emoji) is ordinary text, stored as sent', async () => {
    const title = '版について🎨👕';
    const answer = await shopper.client.post<{ data: { id: number } }>('/api/inquiries', { ...INQUIRY, title });
    expect(answer.status).toBe(201);
    const [row] = await server.db.query('select title from inquiries where id = $1', [answer.json.data.id]);
    expect(row).toEqual({ title });
  });

  it('other control characters and the escaped text "\\\\u0000" are ordinary text, stored as sent', async () => {
    const contents = 'タブ\tと改行\nと\u0001と\\u0000';
    const answer = await shopper.client.post<{ data: { id: number } }>('/api/inquiries', { ...INQUIRY, contents });
    expect(answer.status).toBe(201);
    const [row] = await server.db.query('select contents from inquiries where id = $1', [answer.json.data.id]);
    expect(row).toEqual({ contents });
  });
});

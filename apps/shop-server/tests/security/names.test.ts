/**
 * A person's name never carries a line break or a control character (issue #29): registration, the
 * account's name, the address book, BYOB requests, the contact form, review nicknames, a receipt's
 * and a quote's addressee all refuse ESC, BEL, CR, LF, TAB, DEL, C1 characters and U+2028/2029 with the message the
 * address book has always given (`singleLine` of @shop/validation), and store nothing. Over real HTTP
 * against a real database.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createProductFixture, type ProductFixture, productionBody } from '../cart/fixtures.ts';
import { useTestServer } from '../support/server.ts';
import { loggedInClient, SessionClient } from '../support/session-client.ts';
import { ADDRESS_BODY } from './cart-entries.ts';

/** Control characters and line breaks, each inside an otherwise ordinary name. */
const HOSTILE: [string, string][] = [
  ['an ESC sequence that retitles a terminal window', '\u001b]0;owned\u0007山田'],
  ['an ESC sequence that clears the screen', '山田\u001b[2J\u001b[H'],
  ['BEL', '山田\u0007'],
  ['CR', '山田\r太郎'],
  ['LF', '山田\n太郎'],
  ['CRLF', '山田\r\n太郎'],
  ['TAB', '山田\t太郎'],
  ['DEL', '山田\u007f'],
  ['the C1 CSI (U+009B)', '\u009b2J山田'],
  ['NEL (U+0085)', '山田\u0085太郎'],
  ['the line separator U+2028', '山田\u2028太郎'],
  ['the paragraph separator U+2029', '山田\u2029太郎'],
];

/** 2026-12-01 (Tuesday) 10:00 JST: the BYOB request's dates below are business days after it. */
const NOW = Date.parse('2026-12-01T01:00:00Z');

describe("a person's name with a control character or a line break", () => {
  const server = useTestServer();
  let customer: SessionClient;
  let fixture: ProductFixture;
  let methodId: number;
  let productCode: string;

  beforeAll(async () => {
    server.setNow(NOW);
    ({ client: customer } = await loggedInClient(server));
    fixture = await createProductFixture(server.db, { stock: 100 });
    const [method] = await server.db.query<{ id: number }>(
      `insert into print_methods (slug, name) values ('names-silk', 'シルクスクリーン') returning id`,
    );
    methodId = method!.id;
    const [product] = await server.db.query<{ code: string }>('select code from products where id = $1', [fixture.productId]);
    productCode = product!.code;
  });

  let emails = 0;
  const email = () => `names${++emails}@example.com`;

  const byob = (name: string) => ({
    garment_kind: 'tshirt',
    material: 'cotton',
    colors: '白',
    quantities: [{ size: 'M', quantity: 20 }],
    print_method_id: methodId,
    placements: [{ placement: 'front', file_uuid: null, note: '' }],
    name,
    email: email(),
    phone: '090-1234-5678',
    arrival_method: 'parcel',
    arrival_date: '2026-12-04',
    wanted_date: '2026-12-25',
    notes: '',
  });

  /** Where a name is sent: the method and path, the body around it, and the field the 422 names. */
  const PLACES: {
    place: string;
    method: 'POST' | 'PUT';
    path: string;
    field: string;
    message: string;
    body: (name: string) => unknown;
    /** A client of the right kind (a guest for registration). */
    client: () => Promise<SessionClient>;
    /** Whether the same request with an ordinary name is accepted (a review needs a delivered order: reviews.test.ts). */
    accepted?: number;
  }[] = [
    {
      place: 'registration',
      method: 'POST',
      path: '/laravel/api/register',
      field: 'name',
      message: 'お名前に改行や制御文字は使用できません',
      body: (name) => ({ name, email: email(), password: 'abcde12345', password_confirmation: 'abcde12345' }),
      client: async () => {
        const guest = new SessionClient(server.url);
        await guest.csrf();
        return guest;
      },
      accepted: 201,
    },
    {
      place: "the account's name",
      method: 'PUT',
      path: '/api/account/name',
      field: 'name',
      message: 'お名前に改行や制御文字は使用できません',
      body: (name) => ({ name, name_kana: 'ヤマダ' }),
      client: async () => customer,
      accepted: 200,
    },
    {
      place: 'the address book',
      method: 'POST',
      path: '/api/addresses',
      field: 'name',
      message: 'お名前に改行や制御文字は使用できません',
      body: (name) => ({ ...ADDRESS_BODY, name }),
      client: async () => customer,
      accepted: 201,
    },
    {
      place: 'a BYOB request',
      method: 'POST',
      path: '/api/byob_requests',
      field: 'name',
      message: 'お名前に改行や制御文字は使用できません',
      body: byob,
      client: async () => customer,
      accepted: 201,
    },
    {
      place: 'the contact form',
      method: 'POST',
      path: '/api/inquiries',
      field: 'name',
      message: 'お名前に改行や制御文字は使用できません',
      body: (name) => ({ name, email: email(), category: 'print', title: '版について', contents: '教えてください。' }),
      client: async () => customer,
      accepted: 201,
    },
    {
      place: "a review's nickname",
      method: 'POST',
      path: '/api/my/reviews',
      field: 'nickname',
      message: 'ニックネームに改行や制御文字は使用できません',
      body: (nickname) => ({ product_code: productCode, rating: 4, title: '厚手', body: '白でも透けませんでした。', nickname }),
      client: async () => customer,
    },
    {
      place: "a receipt's addressee (宛名, kept for its reissues)",
      method: 'POST',
      path: '/api/orders/PF-2026-000001/receipt',
      field: 'addressee',
      message: '宛名に改行や制御文字は使用できません',
      body: (addressee) => ({ addressee, note: 'オリジナルプリント衣料品代として' }),
      client: async () => customer,
    },
    {
      place: "the quote's addressee",
      method: 'POST',
      path: '/api/quotes/pdf',
      field: 'name',
      message: '見積書の宛名に改行や制御文字は使用できません',
      body: (name) => ({ ...productionBody(fixture), name }),
      client: async () => customer,
      accepted: 200,
    },
  ];

  /** Every table a refused name must not have written to, and the customer's own name. */
  const written = async () =>
    (
      await server.db.query(
        `select (select count(*)::int from customers) as customers, (select count(*)::int from customer_addresses) as addresses,
                (select count(*)::int from byob_requests) as byob, (select count(*)::int from inquiries) as inquiries,
                (select count(*)::int from reviews) as reviews,
                (select string_agg(name, '|' order by id) from customers) as names`,
      )
    )[0];

  describe.each(PLACES)('$place', ({ method, path, field, message, body, client }) => {
    it.each(HOSTILE)(`refuses %s with 422 「${message}」 and stores nothing`, async (_what, name) => {
      const before = await written();
      const answer = await (await client()).request<{ errors?: Record<string, string[]> }>(method, path, { json: body(name) });
      expect(answer.status, answer.text).toBe(422);
      expect(answer.json.errors?.[field]).toEqual([message]);
      expect(await written()).toEqual(before);
    });
  });

  it.each(PLACES.filter((place) => place.accepted !== undefined))(
    '$place: the same request with an ordinary name (spaces, full-width space, kanji outside the BMP) is accepted',
    async ({ method, path, body, client, accepted }) => {
      const answer = await (await client()).request(method, path, { json: body('𠮷田\u3000太郎 Jr.') });
      expect(answer.status, answer.text).toBe(accepted);
    },
  );
});

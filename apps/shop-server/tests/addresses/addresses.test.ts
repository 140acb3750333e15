/**
 * The address book and the postal-code lookup over real HTTP against a real database (PGlite, and
 * PostgreSQL with `test-postgres`).
 *
 * Over 400 lines on purpose: the address book's calls, its default, validation and ownership share
 * one server and the request bodies at the top; each describe block stands alone.
 */
import { API_ROUTES, buildPath, MAX_ADDRESSES, type AddressWire } from '@shop/api-contract';
import { addressSnapshot, WIRE_EXAMPLES } from '@shop/api-contract/testing';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server.ts';
import { expectEachUnauthenticated, createTestCustomer, loggedInClient, SessionClient } from '../support/session-client.ts';

type AddressAnswer = AddressWire;
interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}

const NO_ITEM = { message: 'No item exists.' };
const MISMATCH = { message: 'CSRF token mismatch.' };

/** A valid body, as a form sends it: the contract's example address, typed with a half-width space and a hyphen. */
const BODY = { ...addressSnapshot, name_kana: 'ヤマダ タロウ', postal_code: '100-0001' };

/** A body for the n-th address of a test (names tell them apart). */
const bodyNo = (n: number, extra: Record<string, unknown> = {}) => ({ ...BODY, name: `山田 ${n}号`, ...extra });

async function list(client: SessionClient): Promise<AddressAnswer[]> {
  const answer = await client.get<{ data: AddressAnswer[] }>('/api/addresses');
  expect(answer.status).toBe(200);
  expect(v.safeParse(API_ROUTES.addressList.response, answer.json).issues).toBeUndefined();
  return answer.json.data;
}

async function create(client: SessionClient, body: unknown): Promise<AddressAnswer> {
  const answer = await client.post<{ data: AddressAnswer }>('/api/addresses', body);
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${answer.text}`);
  return answer.json.data;
}

/** Names of the customer's addresses in list order, the default marked with `*`. */
async function book(client: SessionClient): Promise<string[]> {
  return (await list(client)).map((a) => `${a.name}${a.is_default ? '*' : ''}`);
}

describe('the address book', () => {
  const server = useTestServer();

  it('a visitor who is not logged in gets 401 for every address call, and nothing is written', async () => {
    await expectEachUnauthenticated(server.url, [
      ['GET', '/api/addresses'],
      ['POST', '/api/addresses', BODY],
      ['PUT', '/api/addresses/1', BODY],
      ['DELETE', '/api/addresses/1', BODY],
    ]);
    expect(await server.db.query('select id from customer_addresses')).toEqual([]);
  });

  it('every write without the CSRF token, or with a wrong one, answers 419 and changes nothing', async () => {
    const { client } = await loggedInClient(server);
    const saved = await create(client, BODY);
    for (const xsrf of [false, 'wrong'] as const) {
      const answers = [
        await client.request('POST', '/api/addresses', { json: bodyNo(2), xsrf }),
        await client.request('PUT', `/api/addresses/${saved.id}`, { json: bodyNo(3), xsrf }),
        await client.request('DELETE', `/api/addresses/${saved.id}`, { xsrf }),
      ];
      expect(answers.map((a) => [a.status, a.json])).toEqual([
        [419, MISMATCH],
        [419, MISMATCH],
        [419, MISMATCH],
      ]);
    }
    expect(await list(client)).toEqual([saved]);
  });

  it('adds, lists, replaces and deletes an address, storing what was typed in its normalised form', async () => {
    const { client } = await loggedInClient(server);
    const typed = {
      ...BODY,
      name: ' 山田 太郎 ',
      name_kana: 'やまだ　たろう',
      postal_code: '〒１００－０００１',
      phone: '０３－１２３４－５６７８',
      company: null,
    };
    const created = await client.post<{ data: AddressAnswer }>('/api/addresses', typed);
    expect(created.status).toBe(201);
    expect(v.safeParse(API_ROUTES.addressCreate.response, created.json).issues).toBeUndefined();
    const { id, updated_at: _at, ...fields } = created.json.data;
    // The contract's example is that address in its normalised form, as the (first, so default) address.
    expect(fields).toEqual({ ...addressSnapshot, is_default: true });
    expect(await list(client)).toEqual([created.json.data]);

    const replaced = await client.put<{ data: AddressAnswer }>(`/api/addresses/${id}`, {
      ...BODY,
      postal_code: '5300001',
      prefecture: '大阪府',
      city: '大阪市北区',
      town: '梅田',
      street: '1丁目1-3',
      building: '大阪駅前第1ビル 2F',
      company: '株式会社サンプル',
      phone: '06-1234-5678',
    });
    expect(replaced.status).toBe(200);
    expect(v.safeParse(API_ROUTES.addressUpdate.response, replaced.json).issues).toBeUndefined();
    expect(replaced.json.data).toMatchObject({
      id,
      prefecture: '大阪府',
      city: '大阪市北区',
      town: '梅田',
      building: '大阪駅前第1ビル 2F',
      company: '株式会社サンプル',
      is_default: true,
    });
    expect(await list(client)).toEqual([replaced.json.data]);

    const deleted = await client.delete(`/api/addresses/${id}`);
    expect([deleted.status, deleted.text]).toEqual([204, '']);
    expect(await list(client)).toEqual([]);
    expect((await client.delete(`/api/addresses/${id}`)).json).toEqual(NO_ITEM);
  });

  it('the wire example of the contract is accepted as it is and answered back', async () => {
    const { client } = await loggedInClient(server);
    const answer = await client.post<{ data: AddressAnswer }>('/api/addresses', WIRE_EXAMPLES.addressCreate.request);
    const { id: _id, updated_at: _at, ...got } = answer.json.data;
    const { id: _exampleId, updated_at: _exampleAt, ...expected } = WIRE_EXAMPLES.addressCreate.response.data;
    expect([answer.status, got]).toEqual([201, expected]);
  });

  describe('the default address', () => {
    it('the first address becomes the default; later ones do not, unless sent with is_default: true', async () => {
      const { client } = await loggedInClient(server);
      await create(client, { ...bodyNo(1), is_default: false });
      await create(client, bodyNo(2));
      expect(await book(client)).toEqual(['山田 1号*', '山田 2号']);
      await create(client, { ...bodyNo(3), is_default: true });
      expect(await book(client)).toEqual(['山田 3号*', '山田 2号', '山田 1号']);
    });

    it('the list shows the default first, then the newest first', async () => {
      const { client } = await loggedInClient(server);
      for (const n of [1, 2, 3, 4]) await create(client, bodyNo(n));
      expect(await book(client)).toEqual(['山田 1号*', '山田 4号', '山田 3号', '山田 2号']);
    });

    it('an edit with is_default: true moves the default; false or left out on the default leaves it the default', async () => {
      const { client } = await loggedInClient(server);
      const first = await create(client, bodyNo(1));
      const second = await create(client, bodyNo(2));
      expect(
        (await client.put<{ data: AddressAnswer }>(`/api/addresses/${second.id}`, { ...bodyNo(2), is_default: true })).json.data.is_default,
      ).toBe(true);
      expect(await book(client)).toEqual(['山田 2号*', '山田 1号']);
      const unset = await client.put<{ data: AddressAnswer }>(`/api/addresses/${second.id}`, { ...bodyNo(2), is_default: false });
      expect([unset.status, unset.json.data.is_default]).toEqual([200, true]);
      await client.put(`/api/addresses/${first.id}`, bodyNo(1, { street: '2-2' }));
      expect(await book(client)).toEqual(['山田 2号*', '山田 1号']);
    });

    it('deleting the default makes the newest remaining address the default (newest by creation, not by last edit)', async () => {
      const { client } = await loggedInClient(server);
      const [a, b, c] = [await create(client, bodyNo(1)), await create(client, bodyNo(2)), await create(client, bodyNo(3))];
      await client.put(`/api/addresses/${b.id}`, bodyNo(2, { street: '9-9' })); // b edited last, c still the newest
      expect((await client.delete(`/api/addresses/${a.id}`)).status).toBe(204);
      expect(await book(client)).toEqual(['山田 3号*', '山田 2号']);
      expect((await client.delete(`/api/addresses/${b.id}`)).status).toBe(204); // not the default: the default stays
      expect(await book(client)).toEqual(['山田 3号*']);
      expect((await client.delete(`/api/addresses/${c.id}`)).status).toBe(204);
      expect(await book(client)).toEqual([]);
      await create(client, bodyNo(4));
      expect(await book(client)).toEqual(['山田 4号*']);
    });

    it('the database refuses a second default for one customer (partial unique index)', async () => {
      const { client, customer } = await loggedInClient(server);
      const first = await create(client, bodyNo(1));
      await create(client, bodyNo(2));
      await expect(
        server.db.query('update customer_addresses set is_default = true where customer_id = $1', [customer.id]),
      ).rejects.toThrow();
      expect((await list(client)).filter((a) => a.is_default).map((a) => a.id)).toEqual([first.id]);
    });
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses: one more is refused with 422 in Japanese, and fits again after a deletion`, async () => {
    const { client } = await loggedInClient(server);
    const ids: number[] = [];
    for (let n = 1; n <= MAX_ADDRESSES; n++) ids.push((await create(client, bodyNo(n))).id);
    const refused = await client.post<ErrorAnswer>('/api/addresses', bodyNo(21));
    expect([refused.status, refused.json]).toEqual([
      422,
      { message: 'お届け先は20件まで登録できます。不要なお届け先を削除してから追加してください。' },
    ]);
    expect(await list(client)).toHaveLength(MAX_ADDRESSES);
    await client.delete(`/api/addresses/${ids[5]}`);
    expect((await client.post('/api/addresses', bodyNo(21))).status).toBe(201);
  });

  it('parallel additions to one book keep the limit and exactly one default', async () => {
    const { client } = await loggedInClient(server);
    const answers = await Promise.all(Array.from({ length: MAX_ADDRESSES + 5 }, (_, i) => client.post('/api/addresses', bodyNo(i + 1))));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(MAX_ADDRESSES).fill(201), ...Array(5).fill(422)]);
    const saved = await list(client);
    expect([saved.length, saved.filter((a) => a.is_default).length]).toEqual([MAX_ADDRESSES, 1]);
  });

  describe('validation', () => {
    let client: SessionClient;
    beforeAll(async () => {
      ({ client } = await loggedInClient(server));
    });

    it('an empty body answers 422 with a Japanese message per missing field', async () => {
      const answer = await client.post<ErrorAnswer>('/api/addresses', {});
      expect(answer.status).toBe(422);
      expect(answer.json).toEqual({
        message: 'お名前を入力してください（他6件のエラー）',
        errors: {
          name: ['お名前を入力してください'],
          name_kana: ['フリガナを入力してください'],
          postal_code: ['郵便番号を入力してください'],
          prefecture: ['都道府県を選択してください'],
          city: ['市区町村を入力してください'],
          street: ['番地を入力してください'],
          phone: ['電話番号を入力してください'],
        },
      });
    });

    it.each([
      ['name_kana', 'Yamada Taro', 'フリガナはカタカナで入力してください'],
      ['postal_code', '100-001', '郵便番号は7桁の数字で入力してください（例: 100-0001）'],
      ['prefecture', 'Tokyo', '選択された都道府県は正しくありません'],
      ['phone', '03-1234', '電話番号は0から始まる10桁または11桁の数字で入力してください（ハイフン可）'],
      ['city', 'x'.repeat(51), '市区町村は50文字以下で入力してください'],
      ['street', '1-1\n2', '番地に改行や制御文字は使用できません'],
      ['is_default', 'true', 'いつものお届け先の指定が正しくありません'],
    ])('%s %j answers 422 naming the field in Japanese, on a new and on an existing address', async (field, value, message) => {
      const saved = await create(client, BODY);
      const before = await list(client);
      for (const answer of [
        await client.post<ErrorAnswer>('/api/addresses', { ...BODY, [field]: value }),
        await client.put<ErrorAnswer>(`/api/addresses/${saved.id}`, { ...BODY, [field]: value }),
      ]) {
        expect([answer.status, answer.json]).toEqual([422, { message, errors: { [field]: [message] } }]);
      }
      expect(await list(client)).toEqual(before);
      await client.delete(`/api/addresses/${saved.id}`);
    });

    it('malformed bodies are refused (400 for broken JSON, 422 for JSON that is not an address), never 500', async () => {
      const saved = await create(client, BODY);
      for (const [path, method] of [
        ['/api/addresses', 'POST'],
        [`/api/addresses/${saved.id}`, 'PUT'],
      ] as const) {
        for (const raw of [
          '{',
          '{"name": "山田",}',
          '[]',
          'null',
          '"住所"',
          '42',
          '{"name": {"$gt": ""}}',
          JSON.stringify({ ...BODY, phone: 3_1234_5678 }),
        ]) {
          const answer = await client.request<ErrorAnswer>(method, path, { body: raw });
          expect([raw, answer.status < 500, answer.status === 400 || answer.status === 422]).toEqual([raw, true, true]);
          if (answer.status === 422) expect(answer.json.message).toMatch(/[ぁ-んァ-ヶ一-龠]/u);
        }
        const nul = await client.request<ErrorAnswer>(method, path, { json: { ...BODY, street: '1-1\u0000' } });
        expect([nul.status, nul.json]).toEqual([400, { message: 'リクエストに使用できない文字（NUL）が含まれています。' }]);
      }
      expect(await list(client)).toEqual([saved]);
      await client.delete(`/api/addresses/${saved.id}`);
    });

    it('an id that is not a positive integer answers 404 (no such address)', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect([id, (await client.put(`/api/addresses/${id}`, BODY)).status, (await client.delete(`/api/addresses/${id}`)).status]).toEqual(
          [id, 404, 404],
        );
      }
    });
  });

  describe("another customer's address", () => {
    let owner: SessionClient;
    let intruder: SessionClient;
    let saved: AddressAnswer;
    beforeAll(async () => {
      ({ client: owner } = await loggedInClient(server));
      ({ client: intruder } = await loggedInClient(server));
      saved = await create(owner, bodyNo(1));
      await create(intruder, bodyNo(2));
    });

    it('is never listed to anyone else', async () => {
      expect(await book(intruder)).toEqual(['山田 2号*']);
      expect(await book(owner)).toEqual(['山田 1号*']);
    });

    it.each([
      ['PUT', { json: bodyNo(9, { is_default: true }) }],
      ['DELETE', {}],
    ] as const)('%s answers 404 No item exists., exactly like a missing id, and changes nothing', async (method, options) => {
      const foreign = await intruder.request(method, buildPath(API_ROUTES.addressUpdate.path, { id: saved.id }), options);
      const missing = await intruder.request(method, buildPath(API_ROUTES.addressUpdate.path, { id: 2_000_000_000 }), options);
      expect([foreign.status, foreign.json, missing.status, missing.json]).toEqual([404, NO_ITEM, 404, NO_ITEM]);
      expect(await list(owner)).toEqual([saved]);
      expect(await book(intruder)).toEqual(['山田 2号*']);
    });
  });

  it("a customer's addresses go with the customer (on delete cascade)", async () => {
    const customer = await createTestCustomer(server.db);
    const client = new SessionClient(server.url);
    await client.login(customer.email, customer.password);
    await create(client, BODY);
    await server.db.query('delete from customers where id = $1', [customer.id]);
    expect(await server.db.query('select id from customer_addresses where customer_id = $1', [customer.id])).toEqual([]);
  });
});

describe('the postal-code lookup', () => {
  const server = useTestServer();
  let visitor: SessionClient;
  beforeAll(async () => {
    visitor = new SessionClient(server.url); // no session, no token: the lookup is public
  });

  const CHIYODA = { data: [{ postal_code: '1000001', prefecture: '東京都', city: '千代田区', town: '千代田' }] };
  const lookup = (code: string) => visitor.get<ErrorAnswer>(buildPath(API_ROUTES.postalCodeLookup.path, { code }));

  it.each(['1000001', '100-0001', '〒100-0001', '１００－０００１', '〒１００ー０００１'])(
    '%j answers 東京都 千代田区 千代田 to anyone',
    async (code) => {
      const answer = await lookup(code);
      expect([answer.status, answer.json]).toEqual([200, CHIYODA]);
      expect(v.safeParse(API_ROUTES.postalCodeLookup.response, answer.json).issues).toBeUndefined();
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    },
  );

  it('a code covering several towns in two prefectures answers all of them', async () => {
    const answer = await lookup('4980000');
    expect(answer.json).toEqual({
      data: [
        { postal_code: '4980000', prefecture: '愛知県', city: '弥富市', town: '' },
        { postal_code: '4980000', prefecture: '三重県', city: '桑名郡木曽岬町', town: '' },
      ],
    });
  });

  it('an unknown code answers 404 with a Japanese message', async () => {
    const answer = await lookup('000-0000');
    expect([answer.status, answer.json]).toEqual([
      404,
      { message: '郵便番号「000-0000」に該当する住所が見つかりません。郵便番号をご確認ください。' },
    ]);
  });

  it.each(['100000', '10000011', 'abcdefg', '100-000a', '１２３', "1' or '1'='1", '%E3%80%92'])(
    '%j answers 422 on postal_code in Japanese',
    async (code) => {
      const answer = await lookup(code);
      expect([answer.status, answer.json]).toEqual([
        422,
        {
          message: '郵便番号は7桁の数字で入力してください（例: 100-0001）',
          errors: { postal_code: ['郵便番号は7桁の数字で入力してください（例: 100-0001）'] },
        },
      ]);
    },
  );
});

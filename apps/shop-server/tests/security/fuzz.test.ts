import { API_ROUTES, type ApiRoute, buildPath } from '@shop/api-contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, useTestServer } from '../support/server.ts';
import { loggedInClient, type SessionClient } from '../support/session-client.ts';
import { UNSTORABLE_TEXT_MESSAGES } from '../../src/http/body.ts';
import { productionBody } from '../cart/fixtures.ts';
import { ADDRESS_BODY, type CartEntries, createCartEntries } from './cart-entries.ts';

/** Every route but GETs (the read-only content query too); logout is left out because it ends the fuzzing session (it reads no body anyway). */
const TARGETS = Object.entries(API_ROUTES as Record<string, ApiRoute>).filter(
  ([name, route]) => route.method !== 'GET' && name !== 'logout',
);
const WITH_BODY = TARGETS.filter(([, route]) => route.request !== undefined);

/** Every field name the mutating calls know, so junk often lands on a real field. */
const FIELDS = [
  'sku_id',
  'quantity',
  'wrapping_id',
  'product_id',
  'print_method_id',
  'item_groups',
  'prints',
  'color_id',
  'items',
  'cart_production_id',
  'print_spec_id',
  'print_charge',
  'plate_charge',
  'data_production_fee',
  'color_change_charge',
  'color_change_frequency',
  'svg_file_uuid',
  'file_uuid',
  'size',
  'id',
  'price',
  'email',
  'password',
  'password_confirmation',
  'name',
  'token',
  'category',
  'title',
  'contents',
  'name_kana',
  'postal_code',
  'prefecture',
  'city',
  'town',
  'street',
  'building',
  'company',
  'phone',
  'is_default',
  '__proto__',
  'constructor',
];

/** Every path (list of keys) inside a JSON value. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key]))];
}

/** A copy of `value` with the value at `path` replaced (undefined: the key removed). */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  if (rest.length === 0 && replacement === undefined) delete copy[key as string];
  else copy[key as string] = replaceAt(copy[key as string], rest, replacement);
  return copy;
}

/** A valid body with one value (or key) anywhere inside it broken. */
function mutated(sample: unknown, ids: number[]) {
  const paths = pathsOf(sample);
  return fc
    .tuple(fc.nat({ max: paths.length - 1 }), fc.option(fc.oneof(junk(ids), unicodeText), { nil: undefined }))
    .map(([index, replacement]) => replaceAt(sample, paths[index] ?? [], replacement));
}

/** Half of a surrogate pair on its own: not well-formed UTF-16 (JSON.stringify sends it escaped). */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/**
 * Text from the whole of Unicode: any code point, graphemes of many scripts, and strings salted with
 * NUL (U+0000, which PostgreSQL text cannot hold) and lone surrogates.
 */
const unicodeText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({
    unit: fc.oneof(fc.constant('\u0000'), loneSurrogate, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
    minLength: 1,
    maxLength: 20,
  }),
);

/** Whether a string has a surrogate that is not half of a pair, checked code unit by code unit. */
function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const high = unit >= 0xd800 && unit <= 0xdbff;
    const low = unit >= 0xdc00 && unit <= 0xdfff;
    const nextIsLow = i + 1 < text.length && text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff;
    if (high && nextIsLow) i++;
    else if (high || low) return true;
  }
  return false;
}

/** The kinds of unstorable text (NUL, lone surrogates) in any string or key of a JSON value (written apart from the server's check). */
function unstorable(value: unknown): Set<keyof typeof UNSTORABLE_TEXT_MESSAGES> {
  const found = new Set<keyof typeof UNSTORABLE_TEXT_MESSAGES>();
  const visit = (text: string) => {
    if (text.includes('\u0000')) found.add('nul');
    if (hasLoneSurrogate(text)) found.add('illFormed');
  };
  const walk = (inner: unknown): void => {
    if (typeof inner === 'string') visit(inner);
    else if (inner !== null && typeof inner === 'object') {
      for (const [key, next] of Object.entries(inner)) {
        visit(key);
        walk(next);
      }
    }
  };
  walk(value);
  return found;
}

/** Values that break naive code: wrong types, huge and odd numbers, long strings, odd Unicode, deep nesting. */
function junk(ids: number[]) {
  // Mostly real field names, so junk lands on real fields; sometimes a key of odd Unicode.
  const fieldName = fc.oneof({ arbitrary: fc.constantFrom(...FIELDS), weight: 4 }, { arbitrary: unicodeText, weight: 1 });
  const leaf = fc.oneof(
    fc.constantFrom(0, -1, 1, 1.5, -0, 2 ** 31, 2 ** 31 - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308, ...ids),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string(),
    unicodeText,
    fc.constantFrom('', '1', 'null', '00000000-0000-0000-0000-000000000000', 'あ'.repeat(3000), '<script>', "' or 1=1 --"),
    fc.boolean(),
    fc.constant(null),
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fieldName, tie('value'), { maxKeys: 6 }),
    ),
  }));
  return fc.oneof(fc.jsonValue(), value, fc.dictionary(fieldName, value, { minKeys: 1, maxKeys: 8 }));
}

describe('random bodies to every POST, PUT and DELETE of API_ROUTES', () => {
  let server: TestServer;
  let client: SessionClient;
  let entries: CartEntries;
  let pathOf: (name: string, route: ApiRoute) => string;

  beforeAll(async () => {
    server = await startTestServer();
    const { client: c, customer } = await loggedInClient(server);
    client = c;
    entries = await createCartEntries(server, client, customer);
    // `:number`: the customer's order for the order's own routes (its messages), else their BYOB request.
    pathOf = (name, route) =>
      buildPath(route.path, {
        id: entries.ids[name] ?? 1,
        token: 'a'.repeat(32),
        number: route.path.startsWith('/api/orders/') ? entries.orderNumber : 'BY-2026-000001',
      });
  });
  afterAll(() => server.close());

  it.each(TARGETS)(
    '%s never answers 5xx to random bodies (60: junk, odd Unicode with NUL and lone surrogates, valid bodies with one part broken), and refuses every NUL and lone surrogate with 400',
    async (name, route) => {
      // Numeric ids only (a saved design's id is a uuid).
      const ids = Object.values(entries.ids)
        .filter((id) => typeof id === 'number')
        .concat(Object.values(entries.fixture.skus).flat(), [entries.fixture.productId]);
      const sample = {
        ...entries.validBodies,
        cartItemCreate: { sku_id: entries.fixture.skus.white[1], quantity: 1 },
        cartProductionCreate: productionBody(entries.fixture),
        // Text fields that reach the database. A registration logs the client in as someone else: it comes
        // after every cart route in API_ROUTES, so the cart routes above still aim at the client's entries.
        register: { name: '山田 花子', email: 'fuzz-register@example.com', password: 'hanako12345', password_confirmation: 'hanako12345' },
        forgotPassword: { email: 'demo@example.com' },
        contentQuery: { collection: 'features', where: { status: true }, sort: { field: 'sequence', order: 'asc' }, limit: 50 },
        inquiryCreate: {
          name: '佐藤 一郎',
          email: 'ichiro@example.com',
          category: 'print',
          title: '版について',
          contents: '教えてください。',
        },
        addressCreate: ADDRESS_BODY,
      }[name];
      const bodies = sample === undefined ? junk(ids) : fc.oneof(junk(ids), mutated(sample, ids));
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          // Every body from the same client IP: forget the rate limits (forgot-password, register, inquiries)
          // so valid bodies keep reaching the handlers instead of stopping at 429.
          await server.db.query('delete from request_throttle');
          const answer = await client.request(route.method, pathOf(name, route), { body: JSON.stringify(body) ?? 'null' });
          const sent = `${route.method} ${route.path} ${JSON.stringify(body)?.slice(0, 300)} → ${answer.text.slice(0, 300)}`;
          expect(answer.status, sent).toBeLessThan(500);
          // A body that is read and holds NUL or a lone surrogate anywhere is refused as such; an `:id` route may
          // first find its entry gone (404). With both kinds in one body, either refusal will do.
          const kinds = unstorable(body);
          if (route.request !== undefined && kinds.size > 0) {
            const allowed = [
              ...[...kinds].map((kind) => [400, { message: UNSTORABLE_TEXT_MESSAGES[kind] }]),
              ...(route.path.includes(':id') ? [[404, { message: 'No item exists.' }]] : []),
            ];
            expect(allowed, sent).toContainEqual([answer.status, answer.json]);
          }
          if (answer.status !== 204) expect(answer.headers.get('content-type')).toContain('application/json');
          if (answer.status === 422) {
            // Shoppers read these: every message is Japanese, never a library's English default.
            const { message, errors } = answer.json as { message: string; errors: Record<string, string[]> };
            for (const text of [message, ...Object.values(errors).flat()]) expect(text, JSON.stringify(body)).toMatch(/[ぁ-んァ-ヶ一-龠]/u);
          }
        }),
        { numRuns: 60 },
      );
    },
  );

  describe('with the entries in place', () => {
    // The random bodies above may have deleted entries (DELETE routes): start from fresh ones.
    beforeAll(async () => {
      const { client: c, customer } = await loggedInClient(server);
      client = c;
      entries = await createCartEntries(server, client, customer);
    });

    it.each(WITH_BODY)('%s answers 400 to malformed JSON', async (name, route) => {
      for (const raw of ['{', '{"quantity": 1,}', "{'a': 1}", 'undefined', '[1, 2', '\u0000', '{"a": 01}']) {
        const answer = await client.request(route.method, pathOf(name, route), { body: raw });
        expect([raw, answer.status, answer.json]).toEqual([raw, 400, { message: 'Malformed JSON body.' }]);
      }
    });

    it.each(WITH_BODY)('%s answers 422 to numbers beyond JSON doubles (1e400 parses as Infinity)', async (name, route) => {
      const answer = await client.request(route.method, pathOf(name, route), {
        body: '{"quantity": 1e400, "sku_id": 1e400, "print_charge": -1e400}',
      });
      expect(answer.status).toBe(422);
    });
  });
});

describe('NUL characters in URLs', () => {
  const server = useTestServer();
  let client: SessionClient;
  beforeAll(async () => {
    client = (await loggedInClient(server)).client;
  });

  // Every GET of the JSON API (/healthcheck reads no parameters).
  const GETS = Object.entries(API_ROUTES as Record<string, ApiRoute>).filter(
    ([, route]) => route.method === 'GET' && route.path !== '/healthcheck',
  );

  it.each(GETS)('%s answers 400 for a NUL in its path or query, never 5xx', async (_name, route) => {
    const nul = '\u0000';
    const urls = [
      `${buildPath(route.path, { id: 1, slug: 'a', code: 'a', path: 'a', uuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d', number: 'PF-2026-000001', token: 'a'.repeat(32), index: 0 })}?q=${encodeURIComponent(nul)}&page=1`,
    ];
    if (route.path.includes(':'))
      urls.push(
        buildPath(route.path, { id: nul, slug: nul, code: nul, path: `guidance/${nul}`, uuid: nul, number: nul, token: nul, index: nul }),
      );
    for (const url of urls) {
      const answer = await client.request('GET', url);
      expect([url, answer.status, answer.json]).toEqual([
        url,
        400,
        { message: 'リクエストのURLに使用できない文字（NUL）が含まれています。' },
      ]);
    }
  });
});

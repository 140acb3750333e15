/**
 * No cache keeps a customer's data (issue #29): every GET of the API that the session middleware
 * serves (everything but the public catalogue and the health check) answers `Cache-Control: private,
 * no-store`, for its owner and for a guest alike. The routes are read from the app itself
 * (registered-routes.ts), so a route added later is walked too; the ones that may cache are listed
 * here with their reason. Over real HTTP, with real records behind each path where the customer has
 * one (an order with a print, cart entries, an estimate, a saved design, an upload, a saved card, a shared proof).
 */
import { API_ROUTES, type ApiRoute } from '@shop/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProductFixture, productionBody } from '../cart/fixtures.ts';
import { solidImage } from '../files/fixtures.ts';
import { placedOrder } from '../orders/support.ts';
import { useTestServer } from '../support/server.ts';
import { SessionClient } from '../support/session-client.ts';
import { type CartEntries, createCartEntries } from './cart-entries.ts';
import { concretePath, PUBLIC_ROUTES, REGISTERED_ROUTES, type RegisteredRoute } from './registered-routes.ts';

const PRIVATE = 'private, no-store';
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const isApi = (path: string) => path.startsWith('/api/') || path.startsWith('/laravel/');

/** GETs behind the session middleware that answer the same to everyone, and may be cached: each with why. */
const SAME_FOR_EVERYONE: Record<string, string> = {
  'GET /api/postal_codes/:code': 'the postal-code lookup: public reference data (Japan Post), cached a day by address-routes.ts',
};

const publicKeys = new Set(PUBLIC_ROUTES.map(key));
/** Every GET of the API that reads the session. */
const SESSION_GETS: RegisteredRoute[] = REGISTERED_ROUTES.filter((r) => r.method === 'GET' && isApi(r.path) && !publicKeys.has(key(r)));
const PRIVATE_GETS = SESSION_GETS.filter((r) => !(key(r) in SAME_FOR_EVERYONE));
const CONTRACT_NAMES = new Map(Object.entries(API_ROUTES as Record<string, ApiRoute>).map(([name, route]) => [key(route), name]));

describe('Cache-Control of the answers that carry a customer\u2019s data', () => {
  const server = useTestServer();
  let owner: SessionClient;
  let guest: SessionClient;
  let entries: CartEntries;
  /** Path parameters that name the owner's own records, by route name (else registered-routes' samples). */
  const values: Record<string, Record<string, string | number>> = {};

  beforeAll(async () => {
    const fixture = await createProductFixture(server.db, { stock: 100 });
    // An order with a print, then the cart filled again, an estimate, an upload: all one customer's.
    const { shopper, number } = await placedOrder(server, fixture, { production: true });
    owner = shopper.client;
    entries = await createCartEntries(server, owner, shopper.customer);
    const estimate = await owner.post<{ data: { number: string } }>('/api/estimates', productionBody(fixture));
    const upload = await owner.upload<{ data: { uuid: string } }>(await solidImage('png'), 'logo.png');
    const order = await owner.get<{ data: { lines: { kind: string; production?: { number: string | null } }[] } }>(`/api/orders/${number}`);
    if (estimate.status !== 201 || upload.status !== 201 || order.status !== 200) {
      throw new Error(`fixture failed: ${estimate.text} ${upload.text} ${order.text}`);
    }
    const production = order.json.data.lines.find((line) => line.production?.number)?.production?.number ?? '';
    // A shared proof of the cart's print order: its public page is no-store as well.
    const shared = await owner.post<{ data: { token: string } }>('/api/proof_links', {
      source: 'cart',
      cart_production_id: entries.ids['cartProductionShow'],
    });
    if (shared.status !== 201) throw new Error(`fixture failed: ${shared.text}`);
    for (const [name, id] of Object.entries(entries.ids)) values[name] = { id };
    Object.assign(values, {
      orderShow: { number },
      orderProductionShow: { number: production },
      estimateShow: { number: estimate.json.data.number },
      estimatePdf: { number: estimate.json.data.number },
      fileShow: { uuid: upload.json.data.uuid },
      fileThumbnail: { uuid: upload.json.data.uuid },
      filePreview: { uuid: upload.json.data.uuid },
      fileOriginal: { uuid: upload.json.data.uuid },
      postalCodeLookup: { code: '1000001' },
      proofLinkView: { token: shared.json.data.token },
      proofLinkArtwork: { token: shared.json.data.token, index: 0 },
    });
    guest = new SessionClient(server.url);
    await guest.csrf();
  });

  const pathOf = (route: RegisteredRoute) => concretePath(route.path, values[CONTRACT_NAMES.get(key(route)) ?? ''] ?? {});

  it('the walk reaches every GET named in the issue, and no catalogue route', () => {
    const walked = PRIVATE_GETS.map(key);
    for (const named of [
      'GET /laravel/api/user',
      'GET /api/user',
      'GET /api/account',
      'GET /api/addresses',
      'GET /api/payment_methods',
      'GET /api/orders/:number',
      'GET /api/cart/contents',
      'GET /api/estimates',
      'GET /api/designs',
    ])
      expect(walked).toContain(named);
    expect(walked.filter((k) => k.startsWith('GET /api/products') || k.startsWith('GET /api/categories'))).toEqual([]);
  });

  it.each(PRIVATE_GETS.map((route) => [key(route), route] as const))(
    '%s answers its owner with Cache-Control: private, no-store',
    async (_key, route) => {
      const answer = await owner.get(pathOf(route));
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('cache-control')).toBe(PRIVATE);
    },
  );

  it('the records behind the paths are the owner\u2019s own (the header above was checked on real data)', async () => {
    const served: string[] = [];
    for (const route of PRIVATE_GETS) if ((await owner.get(pathOf(route))).status === 200) served.push(key(route));
    expect(served).toEqual(
      expect.arrayContaining([
        'GET /api/user',
        'GET /api/account',
        'GET /api/addresses',
        'GET /api/payment_methods',
        'GET /api/orders',
        'GET /api/orders/:number',
        'GET /api/order_productions/:number',
        'GET /api/cart/contents',
        'GET /api/cart_items/:id',
        'GET /api/cart_productions/:id',
        'GET /api/checkout/options',
        'GET /api/estimates',
        'GET /api/estimates/:number',
        'GET /api/estimates/:number/pdf',
        'GET /api/designs',
        'GET /api/designs/:id',
        'GET /api/files/:uuid',
        'GET /api/files/:uuid/thumbnail',
        'GET /api/files/:uuid/original',
        'GET /api/my/reviews/:id',
        'GET /api/coupons',
        'GET /api/points',
        'GET /api/proof_links',
        'GET /api/proof/:token',
      ]),
    );
  });

  it.each(PRIVATE_GETS.map((route) => [key(route), route] as const))(
    '%s answers a guest (refused or not) with Cache-Control: private, no-store',
    async (_key, route) => {
      const answer = await guest.get(pathOf(route));
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('cache-control')).toBe(PRIVATE);
    },
  );

  it.each(Object.keys(SAME_FOR_EVERYONE))('%s is the same for a guest and a customer, and public', async (listed) => {
    const route = SESSION_GETS.find((r) => key(r) === listed);
    expect(route, `${listed} is no longer registered: take it off SAME_FOR_EVERYONE`).toBeDefined();
    const [mine, theirs] = await Promise.all([owner.get(pathOf(route!)), guest.get(pathOf(route!))]);
    expect(mine.status).toBe(200);
    expect([theirs.status, theirs.text]).toEqual([mine.status, mine.text]);
    expect(mine.headers.get('cache-control')).toMatch(/^public, /);
  });

  it('answers of writes that return a customer\u2019s record carry it too (the account\u2019s name, a new address)', async () => {
    const name = await owner.put('/api/account/name', { name: '山田 花子', name_kana: 'ヤマダ ハナコ' });
    expect([name.status, name.headers.get('cache-control')]).toEqual([200, PRIVATE]);
    const address = await owner.post('/api/addresses', {
      name: '山田 花子',
      name_kana: 'ヤマダ ハナコ',
      postal_code: '1000001',
      prefecture: '東京都',
      city: '千代田区',
      street: '1-1',
      phone: '03-1234-5678',
    });
    expect([address.status, address.headers.get('cache-control')]).toEqual([201, PRIVATE]);
  });

  it('the public catalogue keeps its own caching', async () => {
    for (const path of ['/api/categories', '/api/products?per_page=1', '/api/delivery/business_days']) {
      const answer = await guest.get(path);
      expect([path, answer.status]).toEqual([path, 200]);
      expect(answer.headers.get('cache-control')).toMatch(/^public, /);
    }
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { camelizeKeys } from '@shop/api-contract';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { ApiError, isApiError } from '../errors/api-error.ts';
import { CsrfMismatchError, isCsrfMismatchError } from '../errors/csrf-mismatch-error.ts';
import { HttpError, isHttpError } from '../errors/http-error.ts';
import { MaintenanceError, isMaintenanceError } from '../errors/maintenance-error.ts';
import { NotFoundError, isNotFoundError } from '../errors/not-found-error.ts';
import { isSchemaMismatchError, type SchemaMismatchError } from '../errors/schema-mismatch-error.ts';
import { TooManyRequestsError, isTooManyRequestsError } from '../errors/too-many-requests-error.ts';
import { UnauthenticatedError, isUnauthenticatedError } from '../errors/unauthenticated-error.ts';
import { ValidationError, isValidationError } from '../errors/validation-error.ts';
import { startLaravelTestServer, type LaravelTestServer } from '../testing/laravel-test-server.ts';
import { createCookieJar, type FetchFunction } from './cookies.ts';
import { createApiClient, type ApiClient } from './create-api-client.ts';

let server: LaravelTestServer;
let api: ApiClient;
/** `credentials` of each Request ky handed to fetch. */
let credentials: string[];

beforeEach(async () => {
  server = await startLaravelTestServer();
  const jar = createCookieJar();
  credentials = [];
  const fetch: FetchFunction = (input, init) => {
    const request = new Request(input, init);
    credentials.push(request.credentials);
    return jar.fetch(request);
  };
  api = createApiClient({ baseUrl: server.baseUrl, fetch, readCookie: jar.readCookie });
  server.on('POST', '/api/cart_items', () => ({ status: 201, json: WIRE_EXAMPLES.cartItemCreate.response }));
  server.on('GET', '/api/products/5', () => ({ json: WIRE_EXAMPLES.productDetail.response }));
});

afterEach(async () => {
  await server.close();
});

const addItem = () => api.cartItems.create({ skuId: 101, quantity: 2 });

describe('CSRF bootstrap', () => {
  it('the first state-changing call fetches the CSRF cookie once and echoes it URL-decoded in X-XSRF-TOKEN', async () => {
    await addItem();
    await addItem();

    expect(server.log()).toEqual(['GET /laravel/sanctum/csrf-cookie 204', 'POST /api/cart_items 201', 'POST /api/cart_items 201']);
    const sent = server.requests.filter((r) => r.method === 'POST').map((r) => r.headers['x-xsrf-token']);
    expect(sent).toEqual(['token+/=1', 'token+/=1']);
  });

  it('the session cookie set with the token travels with the following calls', async () => {
    await addItem();
    expect(server.requests[1]?.headers.cookie).toBe('XSRF-TOKEN=token%2B%2F%3D1; laravel_session=session1');
  });

  it('calls started together share one CSRF cookie request', async () => {
    await Promise.all([addItem(), addItem(), addItem()]);
    expect(server.log().filter((line) => line.includes('csrf-cookie'))).toHaveLength(1);
  });

  it('reads, and the read-only content query POST, do not fetch the CSRF cookie first', async () => {
    server.on('POST', '/api/content/query', () => ({ json: WIRE_EXAMPLES.contentQuery.response }));
    await api.products.get(5);
    await api.content.query({ collection: 'features', where: { status: true } });
    expect(server.log()).toEqual(['GET /api/products/5 200', 'POST /api/content/query 200']);
  });

  it('a token already in the cookie is used without fetching another', async () => {
    const withCookie = createApiClient({
      baseUrl: server.baseUrl,
      readCookie: (name) => (name === 'XSRF-TOKEN' ? encodeURIComponent(server.token()) : undefined),
    });
    await withCookie.cartItems.create({ skuId: 101, quantity: 1 });
    expect(server.log()).toEqual(['POST /api/cart_items 201']);
    expect(server.requests[0]?.headers['x-xsrf-token']).toBe('token+/=0');
  });

  it('a 419 refreshes the token once and retries the call once', async () => {
    await addItem();
    server.rotateToken();

    await expect(addItem()).resolves.toEqual(camelizeKeys(WIRE_EXAMPLES.cartItemCreate.response));
    expect(server.log().slice(2)).toEqual(['POST /api/cart_items 419', 'GET /laravel/sanctum/csrf-cookie 204', 'POST /api/cart_items 201']);
    expect(server.requests.at(-1)?.headers['x-xsrf-token']).toBe('token+/=2');
  });

  it('a second 419 throws CsrfMismatchError after exactly one retry (no loop)', async () => {
    server.rejectAllTokens();

    const error: unknown = await addItem().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CsrfMismatchError);
    expect(isCsrfMismatchError(error)).toBe(true);
    expect(error).toMatchObject({ statusCode: 419, message: 'POST /api/cart_items: 419' });
    expect(server.log()).toEqual([
      'GET /laravel/sanctum/csrf-cookie 204',
      'POST /api/cart_items 419',
      'GET /laravel/sanctum/csrf-cookie 204',
      'POST /api/cart_items 419',
    ]);
  });
});

describe('request headers', () => {
  it('every call is sent with credentials include, X-Requested-With and Accept JSON', async () => {
    await api.products.get(5);
    await addItem();
    expect(credentials).toEqual(['include', 'include', 'include']);
    for (const request of server.requests) {
      expect(request.headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' });
    }
  });

  it('headers given to the factory go with every call (SSR forwards the visitor cookie this way)', async () => {
    const ssr = createApiClient({ baseUrl: server.baseUrl, headers: { cookie: 'laravel_session=visitor' } });
    await ssr.products.get(5);
    expect(server.requests[0]?.headers.cookie).toBe('laravel_session=visitor');
  });

  it('without a fetch option the global fetch is used', async () => {
    const plain = createApiClient({ baseUrl: `${server.baseUrl}/` });
    await expect(plain.products.get(5)).resolves.toEqual(camelizeKeys(WIRE_EXAMPLES.productDetail.response));
  });
});

describe('wire mapping', () => {
  it('request bodies go out snake_case and answers come back camelCased', async () => {
    const example = WIRE_EXAMPLES.cartProductionCreate;
    server.on('POST', '/api/cart_productions', () => ({ status: 201, json: example.response }));

    const answer = await api.cartProductions.create(camelizeKeys(example.request));

    expect(server.requests.at(-1)?.body).toEqual(example.request);
    expect(answer).toEqual(camelizeKeys(example.response));
    expect(answer.data.prints[0]?.colorChangeFrequency).toBe(0);
  });

  it('query parameters go out snake_case as strings, undefined ones left out', async () => {
    server.on('GET', '/api/products', () => ({ json: WIRE_EXAMPLES.productList.response }));
    const answer = await api.products.list({ category: 't-shirts', brand: undefined, minPrice: 1000, perPage: 20 });
    expect(server.requests[0]?.search).toBe('?response_group=shop&category=t-shirts&min_price=1000&per_page=20');
    expect(answer.meta.facets.price).toEqual({ min: 1210, max: 1210 });
  });

  it('cart refreshes ask for response_group=order and path parameters are filled in', async () => {
    server.on('GET', '/api/cart_items/301', () => ({ json: WIRE_EXAMPLES.cartItemShow.response }));
    const answer = await api.cartItems.get(301);
    expect(server.requests[0]?.search).toBe('?response_group=order');
    expect(answer.meta).toEqual({ shortage: false, revision: true, expired: false });
  });

  it('a static page path keeps its slashes', async () => {
    server.on('GET', '/api/pages/guidance/timelines/designtool', () => ({ json: WIRE_EXAMPLES.page.response }));
    const answer = await api.pages.get('guidance/timelines/designtool');
    expect(answer.data.title).toBe('デザインツールでのご注文の流れ');
  });

  it('checkout and order calls send their routes: the order body snake_case, the bridge token and an order number in the path', async () => {
    const ex = WIRE_EXAMPLES;
    server.on('POST', '/api/orders', () => ({ status: 201, json: ex.orderCreate.response }));
    server.on('POST', '/api/checkout/bridge/br_0123456789abcdef', () => ({ json: ex.checkoutBridge.response }));
    server.on('GET', '/api/orders/PF-2026-000123', () => ({ json: ex.orderShow.response }));
    server.on('GET', '/api/postal_codes/1000001', () => ({ json: ex.postalCodeLookup.response }));

    const body = ex.orderCreate.request;
    const placed = await api.orders.create({
      addressId: body.address_id ?? null,
      address: null,
      deliveryDate: body.delivery_date ?? null,
      deliverySlot: body.delivery_slot ?? null,
      paymentMethod: body.payment_method,
      cardToken: body.card_token ?? null,
      savedCardId: body.saved_card_id ?? null,
      saveCard: body.save_card ?? false,
      couponId: body.coupon_id ?? null,
      couponCode: body.coupon_code ?? null,
      points: body.points ?? 0,
      quoteToken: body.quote_token,
      idempotencyKey: body.idempotency_key,
      proof: body.proof ?? 'wanted',
    });
    expect(server.requests.at(-1)?.body).toEqual(ex.orderCreate.request);
    expect(placed.next).toEqual({ type: 'done' });
    await api.checkout.bridge('br_0123456789abcdef');
    expect(server.requests.at(-1)?.body).toEqual({ abandon: false });
    expect((await api.orders.get('PF-2026-000123')).data.payment.last4).toBe('4242');
    expect((await api.postalCodes.lookup('1000001')).data[0]?.city).toBe('千代田区');
  });

  it('a 204 answer resolves to undefined', async () => {
    server.on('DELETE', '/api/cart_items/301', () => ({ status: 204 }));
    await expect(api.cartItems.delete(301)).resolves.toBeUndefined();
  });

  it('an in-process fetch (SSR calling its own app) works without any socket', async () => {
    const seen: string[] = [];
    const app = {
      fetch: async (request: Request) => {
        seen.push(`${request.method} ${request.url}`);
        return Response.json({ days: ['2024-05-07'], offset: 9 });
      },
    };
    const inProcess = createApiClient({ baseUrl: 'http://shop.internal', fetch: (input, init) => app.fetch(new Request(input, init)) });
    await expect(inProcess.delivery.businessDays()).resolves.toEqual({ days: ['2024-05-07'], offset: 9 });
    expect(seen).toEqual(['GET http://shop.internal/api/delivery/business_days']);
  });
});

describe('cancelling a call', () => {
  it('a predictive search aborted by the next keystroke rejects with the abort reason and never resolves', async () => {
    const seen: string[] = [];
    const slow = createApiClient({
      baseUrl: 'http://shop.internal',
      fetch: (input, init) =>
        new Promise<Response>((resolve, reject) => {
          const request = new Request(input, init);
          seen.push(request.url);
          // as fetch does: an aborted signal rejects, at once or when it aborts
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
          setTimeout(() => resolve(Response.json(WIRE_EXAMPLES.productSuggest.response)), 200);
        }),
    });
    const controller = new AbortController();
    const first = slow.products.suggest({ q: 'ぱ' }, controller.signal);
    controller.abort(new DOMException('typed on', 'AbortError'));
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(slow.products.suggest({ q: 'ぱー' })).resolves.toMatchObject({ data: { categories: [{ slug: 'hoodies' }] } });
    expect(seen).toEqual([
      'http://shop.internal/api/search/suggest?q=%E3%81%B1',
      'http://shop.internal/api/search/suggest?q=%E3%81%B1%E3%83%BC',
    ]);
  });
});

describe('errors', () => {
  it.each([
    [400, HttpError, isHttpError],
    [401, UnauthenticatedError, isUnauthenticatedError],
    [403, HttpError, isHttpError],
    [404, NotFoundError, isNotFoundError],
    [422, ValidationError, isValidationError],
    [429, TooManyRequestsError, isTooManyRequestsError],
    [500, HttpError, isHttpError],
    [502, HttpError, isHttpError],
    [503, MaintenanceError, isMaintenanceError],
  ] as const)('a %i answer throws %o naming the request', async (status, ErrorClass, guard) => {
    server.on('GET', '/api/products/5', () => ({ status, json: { message: 'failed' } }));
    const quick = createApiClient({ baseUrl: server.baseUrl, retry: 0 });

    const error: unknown = await quick.products.get(5).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ErrorClass);
    expect(guard(error)).toBe(true);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      statusCode: status,
      method: 'GET',
      path: '/api/products/5',
      message: `GET /api/products/5: ${status}`,
      serverMessage: 'failed',
    });
  });

  it('a 422 carries the per-field Japanese messages of the Laravel body', async () => {
    const body = {
      message: 'メールアドレスまたはパスワードが正しくありません。',
      errors: { email: ['メールアドレスまたはパスワードが正しくありません。'] },
    };
    server.on('POST', '/laravel/api/login', () => ({ status: 422, json: body }));

    const error: unknown = await api.auth.login({ email: 'taro@example.jp', password: 'wrong' }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ message: 'POST /laravel/api/login: 422', errors: body.errors, serverMessage: body.message });
  });

  it('a 429 carries Retry-After in seconds', async () => {
    server.on('GET', '/api/search', () => ({ status: 429, json: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': '30' } }));
    await expect(api.products.search({ q: 'Tシャツ' })).rejects.toMatchObject({ statusCode: 429, retryAfter: 30 });
  });

  it('a 503 carries the maintenance message from the body', async () => {
    server.on('GET', '/api/shop/index', () => ({ status: 503, json: { message: 'end planned: 2023-10-07 17:00:00' } }));
    const error: unknown = await api.shop.index({ type: 'catalog' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MaintenanceError);
    expect(error).toMatchObject({ statusCode: 503, serverMessage: 'end planned: 2023-10-07 17:00:00' });
  });

  it('an answer that breaks its schema throws SchemaMismatchError with the valibot issues', async () => {
    const broken = { data: { ...WIRE_EXAMPLES.skuDetail.response.data, price: '1210' } };
    server.on('GET', '/api/skus/101', () => ({ json: broken }));

    const error: unknown = await api.skus.get(101).catch((caught: unknown) => caught);

    expect(isSchemaMismatchError(error)).toBe(true);
    const mismatch = error as SchemaMismatchError;
    expect(mismatch).toBeInstanceOf(ApiError);
    expect({ statusCode: mismatch.statusCode, responseStatus: mismatch.responseStatus, message: mismatch.message }).toEqual({
      statusCode: 500,
      responseStatus: 200,
      message: 'GET /api/skus/101: response does not match its schema (data.price: Invalid type: Expected number but received "1210")',
    });
    expect(mismatch.issues.map((issue) => issue.path?.map((item) => item.key).join('.'))).toEqual(['data.price']);
  });

  it('an answer that is not JSON throws SchemaMismatchError', async () => {
    server.on('GET', '/api/skus/101', () => ({ text: '<html>oops</html>' }));
    await expect(api.skus.get(101)).rejects.toMatchObject({
      name: 'SchemaMismatchError',
      message: 'GET /api/skus/101: response does not match its schema (response is not JSON)',
    });
  });

  it('a network failure is not an ApiError: ky reports it as it is', async () => {
    const gone = createApiClient({ baseUrl: server.baseUrl, retry: 0 });
    await server.close();
    const error: unknown = await gone.products.get(5).catch((caught: unknown) => caught);
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'NetworkError' });
    server = await startLaravelTestServer();
  });
});

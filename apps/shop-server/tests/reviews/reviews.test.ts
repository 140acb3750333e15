/**
 * The customer's reviews over real HTTP against a real database (PGlite, and PostgreSQL with
 * `test-postgres`): a review only after delivery, one per product, author-only edits, the operator's
 * hide/show, the product's summary kept to visible reviews, validation, CSRF and the write throttle.
 */
import { API_ROUTES } from '@shop/api-contract';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminDeps, runAdminCommand } from '../../src/admin/commands.ts';
import { REVIEW_REFUSALS } from '../../src/reviews/review-service.ts';
import { REVIEW_WRITE_LIMIT } from '../../src/reviews/review-routes.ts';
import { createProductFixture, type ProductFixture } from '../cart/fixtures.ts';
import { placedOrder, type Shopper, operatorDeps } from '../orders/support.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { expectEachUnauthenticated, loggedInClient, SessionClient } from '../support/session-client.ts';

interface MyReviewAnswer {
  id: number;
  product: { code: string; name: string; image: string | null; size_fit_applies: boolean };
  order_number: string;
  rating: number;
  title: string;
  body: string;
  size_fit: string | null;
  nickname: string;
  is_hidden: boolean;
}
interface ListAnswer {
  data: { reviews: MyReviewAnswer[]; waiting: { product: { code: string }; order_number: string }[] };
}
interface PublicReviews {
  data: { id: number; rating: number; nickname: string; size_fit: string | null; title: string }[];
  meta: { total: number };
  summary: { count: number; average: number; distribution: number[] };
}

const NO_ITEM = { message: 'No item exists.' };
const MISMATCH = { message: 'CSRF token mismatch.' };

const REVIEW = {
  rating: 4,
  title: '厚手で透けない',
  body: '生地がしっかりしていて、白でも透けませんでした。',
  size_fit: 'just',
  nickname: 'たろう',
};

let server: TestServer;
let f: ProductFixture;
let code: string;
let deps: AdminDeps;
const admin = (...args: string[]) => runAdminCommand(args, deps);

beforeAll(async () => {
  server = await startTestServer();
  f = await createProductFixture(server.db, { stock: 500, price: 1000 });
  const [row] = await server.db.query<{ code: string }>('select code from products where id = $1', [f.productId]);
  code = row!.code;
  deps = operatorDeps(server);
});
afterAll(() => server.close());

/** A new shopper with an order of `f`'s product, taken to 配達完了 by the operator unless told. */
async function buyer(options: { deliver?: boolean } = {}): Promise<Shopper & { number: string }> {
  const { shopper, number } = await placedOrder(server, f);
  if (options.deliver !== false) {
    expect((await admin('ship', number, '--carrier', '1', '--tracking', '123456789012')).code).toBe(0);
    expect((await admin('deliver', number)).output).toBe(`${number}: 配達完了 (delivered)`);
  }
  return { ...shopper, number };
}

async function myReviews(client: SessionClient): Promise<ListAnswer['data']> {
  const answer = await client.get<ListAnswer>('/api/my/reviews');
  expect(answer.status).toBe(200);
  expect(v.safeParse(API_ROUTES.myReviewList.response, answer.json).issues).toBeUndefined();
  return answer.json.data;
}

async function publicReviews(productCode = code): Promise<PublicReviews> {
  const answer = await new SessionClient(server.url).get<PublicReviews>(`/api/products/${productCode}/reviews`);
  expect(answer.status).toBe(200);
  expect(v.safeParse(API_ROUTES.productReviews.response, answer.json).issues).toBeUndefined();
  return answer.json;
}

async function productSummary(productCode = code): Promise<{ count: number; average: number }> {
  const answer = await new SessionClient(server.url).get<{ data: { review_summary: { count: number; average: number } } }>(
    `/api/products/${productCode}`,
  );
  expect(answer.status).toBe(200);
  return answer.json.data.review_summary;
}

async function post(shopper: { client: SessionClient }, body: Record<string, unknown>) {
  return shopper.client.post<{ data: MyReviewAnswer; message: string; errors?: Record<string, string[]> }>('/api/my/reviews', body);
}

describe('writing a review', () => {
  it('a visitor who is not logged in gets 401 for every review call, and nothing is written', async () => {
    const body = { ...REVIEW, product_code: code };
    await expectEachUnauthenticated(server.url, [
      ['GET', '/api/my/reviews'],
      ['GET', '/api/my/reviews/1'],
      ['POST', '/api/my/reviews', body],
      ['PUT', '/api/my/reviews/1', body],
      ['DELETE', '/api/my/reviews/1', body],
    ]);
    expect(await server.db.query('select id from reviews where customer_id is not null')).toEqual([]);
  });

  it('is refused before delivery (and for a product never bought), accepted once the operator marks the order delivered', async () => {
    const shopper = await buyer({ deliver: false });
    // Bought, not delivered yet: not offered, and refused with the reason.
    expect((await myReviews(shopper.client)).waiting).toEqual([]);
    const early = await post(shopper, { ...REVIEW, product_code: code });
    expect([early.status, early.json.message, early.json.errors]).toEqual([
      422,
      REVIEW_REFUSALS.notDelivered,
      { product_code: [REVIEW_REFUSALS.notDelivered] },
    ]);
    // Another product the shopper never bought, and a product that does not exist.
    const [other] = await server.db.query<{ code: string }>('select code from products where id = $1', [f.otherProduct.productId]);
    const notBought = await post(shopper, { ...REVIEW, product_code: other!.code });
    expect([notBought.status, notBought.json.errors]).toEqual([422, { product_code: [REVIEW_REFUSALS.notBought] }]);
    const unknown = await post(shopper, { ...REVIEW, product_code: 'NO-SUCH-CODE' });
    expect([unknown.status, unknown.json.errors]).toEqual([422, { product_code: [REVIEW_REFUSALS.unknownProduct] }]);
    expect(await server.db.query('select id from reviews where customer_id = $1', [shopper.customer.id])).toEqual([]);

    const before = await productSummary();
    await admin('ship', shopper.number, '--carrier', '1');
    await admin('deliver', shopper.number);
    const waiting = (await myReviews(shopper.client)).waiting;
    expect(waiting.map((w) => [w.product.code, w.order_number])).toEqual([[code, shopper.number]]);

    const created = await post(shopper, { ...REVIEW, product_code: code, title: ' 厚手で透けない ' });
    expect(created.status, created.text).toBe(201);
    expect(v.safeParse(API_ROUTES.myReviewCreate.response, created.json).issues).toBeUndefined();
    expect(created.json.data).toMatchObject({
      product: { code, size_fit_applies: true },
      order_number: shopper.number,
      rating: 4,
      title: '厚手で透けない',
      size_fit: 'just',
      nickname: 'たろう',
      is_hidden: false,
    });
    // Listed as the shopper's, no longer waiting; shown on the product with nickname, stars and size fit.
    const mine = await myReviews(shopper.client);
    expect([mine.reviews.map((r) => r.id), mine.waiting]).toEqual([[created.json.data.id], []]);
    const shown = await publicReviews();
    expect(shown.data.find((r) => r.id === created.json.data.id)).toMatchObject({
      rating: 4,
      nickname: 'たろう',
      size_fit: 'just',
      title: '厚手で透けない',
    });
    const after = await productSummary();
    expect(after.count).toBe(before.count + 1);
    expect(shown.summary.count).toBe(after.count);
    expect(shown.summary.average).toBe(after.average);

    // One review per product: a second one is refused and points to editing.
    const again = await post(shopper, { ...REVIEW, product_code: code });
    expect([again.status, again.json.errors]).toEqual([422, { product_code: [REVIEW_REFUSALS.alreadyReviewed] }]);
  });

  it('checks every field with its Japanese message, and the size fit against the product', async () => {
    const shopper = await buyer();
    const empty = await post(shopper, { product_code: code });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({
      rating: ['評価（星の数）を選択してください'],
      title: ['タイトルを入力してください'],
      body: ['レビュー本文を入力してください'],
      nickname: ['ニックネームを入力してください'],
    });
    const bad = await post(shopper, {
      ...REVIEW,
      product_code: code,
      rating: 6,
      title: 'あ'.repeat(51),
      body: '短い',
      nickname: 'な'.repeat(21),
    });
    expect(bad.json.errors).toEqual({
      rating: ['評価は星1つから5つまでで選択してください'],
      title: ['タイトルは50文字以下で入力してください'],
      body: ['レビュー本文は10文字以上1000文字以下で入力してください'],
      nickname: ['ニックネームは20文字以下で入力してください'],
    });
    // A T-shirt needs its size fit.
    const noFit = await post(shopper, { ...REVIEW, product_code: code, size_fit: null });
    expect([noFit.status, noFit.json.errors]).toEqual([422, { size_fit: ['サイズ感を選択してください'] }]);

    // A tote bag has none.
    const tote = await createProductFixture(server.db, { stock: 50, price: 800 });
    const [toteRow] = await server.db.query<{ code: string }>(`update products set silhouette = 'tote' where id = $1 returning code`, [
      tote.productId,
    ]);
    const { shopper: toteBuyer, number } = await placedOrder(server, tote);
    await admin('ship', number, '--carrier', '2');
    await admin('deliver', number);
    expect((await myReviews(toteBuyer.client)).waiting.map((w) => w.product)).toMatchObject([
      { code: toteRow!.code, size_fit_applies: false },
    ]);
    const withFit = await post(toteBuyer, { ...REVIEW, product_code: toteRow!.code, size_fit: 'large' });
    expect([withFit.status, withFit.json.errors]).toEqual([422, { size_fit: ['この商品にはサイズ感を指定できません'] }]);
    const withoutFit = await post(toteBuyer, { ...REVIEW, product_code: toteRow!.code, size_fit: null });
    expect([withoutFit.status, withoutFit.json.data.size_fit]).toEqual([201, null]);
    expect((await publicReviews(toteRow!.code)).summary).toEqual({ count: 1, average: 4, distribution: [0, 0, 0, 1, 0] });
  });

  it('the contract example body is accepted as a review of a delivered product', async () => {
    const shopper = await buyer();
    const answer = await post(shopper, { ...(WIRE_EXAMPLES.myReviewCreate.request as object), product_code: code });
    expect(answer.status, answer.text).toBe(201);
  });
});

describe('editing and deleting', () => {
  it('the author replaces the review and the product summary follows; another customer gets 404 No item exists. and changes nothing', async () => {
    const tag = await createProductFixture(server.db, { stock: 50, price: 1000 });
    const [row] = await server.db.query<{ code: string }>('select code from products where id = $1', [tag.productId]);
    const { shopper, number } = await placedOrder(server, tag);
    await admin('ship', number, '--carrier', '1');
    await admin('deliver', number);
    const created = await post(shopper, { ...REVIEW, rating: 2, product_code: row!.code });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(await productSummary(row!.code)).toEqual({ count: 1, average: 2 });

    const edited = await shopper.client.put<{ data: MyReviewAnswer }>(`/api/my/reviews/${id}`, {
      ...REVIEW,
      rating: 5,
      size_fit: 'small',
      body: '洗濯しても縮みませんでした。また買います。',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data).toMatchObject({ id, rating: 5, size_fit: 'small', body: '洗濯しても縮みませんでした。また買います。' });
    expect(await productSummary(row!.code)).toEqual({ count: 1, average: 5 });
    expect((await publicReviews(row!.code)).summary).toEqual({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
    const shown = await shopper.client.get<{ data: MyReviewAnswer }>(`/api/my/reviews/${id}`);
    expect([shown.status, shown.json.data.rating]).toEqual([200, 5]);

    const { client: intruder } = await loggedInClient(server);
    for (const [method, path] of [
      ['GET', `/api/my/reviews/${id}`],
      ['PUT', `/api/my/reviews/${id}`],
      ['DELETE', `/api/my/reviews/${id}`],
      ['GET', '/api/my/reviews/2000000000'],
      ['PUT', '/api/my/reviews/2000000000'],
    ] as const) {
      const answer = await intruder.request(method, path, method === 'PUT' ? { json: { ...REVIEW, rating: 1 } } : {});
      expect([method, path, answer.status, answer.json]).toEqual([method, path, 404, NO_ITEM]);
    }
    expect((await myReviews(intruder)).reviews).toEqual([]);
    expect(await productSummary(row!.code)).toEqual({ count: 1, average: 5 });

    // The author deletes it: the product can be reviewed again, the summary is back to none.
    expect((await shopper.client.request('DELETE', `/api/my/reviews/${id}`)).status).toBe(204);
    expect(await productSummary(row!.code)).toEqual({ count: 0, average: 0 });
    expect((await myReviews(shopper.client)).waiting.map((w) => w.product.code)).toEqual([row!.code]);
  });

  it('every write without the CSRF token, or with a wrong one, answers 419 and changes nothing', async () => {
    const shopper = await buyer();
    const created = await post(shopper, { ...REVIEW, product_code: code });
    expect(created.status).toBe(201);
    for (const xsrf of [false, 'wrong'] as const) {
      const answers = [
        await shopper.client.request('POST', '/api/my/reviews', { json: { ...REVIEW, product_code: code }, xsrf }),
        await shopper.client.request('PUT', `/api/my/reviews/${created.json.data.id}`, { json: { ...REVIEW, rating: 1 }, xsrf }),
        await shopper.client.request('DELETE', `/api/my/reviews/${created.json.data.id}`, { xsrf }),
      ];
      expect(answers.map((a) => [a.status, a.json])).toEqual([
        [419, MISMATCH],
        [419, MISMATCH],
        [419, MISMATCH],
      ]);
    }
    expect((await myReviews(shopper.client)).reviews.map((r) => r.rating)).toEqual([4]);
  });

  it(`writes are throttled per customer: the ${REVIEW_WRITE_LIMIT.max + 1}th within the window answers 429 with Retry-After, later ones pass again`, async () => {
    const shopper = await buyer();
    const created = await post(shopper, { ...REVIEW, product_code: code });
    expect(created.status).toBe(201);
    const start = Date.now();
    server.setNow(start);
    try {
      for (let i = 1; i < REVIEW_WRITE_LIMIT.max; i += 1) {
        const answer = await shopper.client.put(`/api/my/reviews/${created.json.data.id}`, { ...REVIEW, rating: (i % 5) + 1 });
        expect(answer.status).toBe(200);
      }
      const refused = await shopper.client.put<{ message: string }>(`/api/my/reviews/${created.json.data.id}`, { ...REVIEW, rating: 1 });
      expect(refused.status).toBe(429);
      expect(refused.json.message).toMatch(
        /^レビューの投稿・編集が続いたため、しばらく時間をおいてからお試しください（\d+秒後から再度お試しいただけます）。$/u,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another customer is not affected.
      const other = await buyer();
      expect((await post(other, { ...REVIEW, product_code: code })).status).toBe(201);
      server.setNow(start + REVIEW_WRITE_LIMIT.windowMs + 1000);
      expect((await shopper.client.put(`/api/my/reviews/${created.json.data.id}`, { ...REVIEW, rating: 1 })).status).toBe(200);
    } finally {
      server.setNow(Date.now());
    }
  });
});

describe('the operator hides a review', () => {
  it('hide-review takes it off the product answer and the summary at once; show-review puts it back; reviews lists them', async () => {
    const tag = await createProductFixture(server.db, { stock: 50, price: 1000 });
    const [row] = await server.db.query<{ code: string }>('select code from products where id = $1', [tag.productId]);
    const productCode = row!.code;
    const ids: number[] = [];
    for (const rating of [5, 2]) {
      const { shopper, number } = await placedOrder(server, tag);
      await admin('ship', number, '--carrier', '1');
      await admin('deliver', number);
      const created = await post(shopper, { ...REVIEW, rating, nickname: `客${rating}`, product_code: productCode });
      expect(created.status).toBe(201);
      ids.push(created.json.data.id);
    }
    // Read once so the answer is cached: hiding must clear it.
    expect((await publicReviews(productCode)).summary).toEqual({ count: 2, average: 3.5, distribution: [0, 1, 0, 0, 1] });
    expect(await productSummary(productCode)).toEqual({ count: 2, average: 3.5 });

    const listed = await admin('reviews', '--product', productCode);
    expect(listed.code).toBe(0);
    expect(listed.output.split('\n')).toHaveLength(2);
    expect(listed.output).toContain(`#${ids[1]}  ${productCode}  ★★☆☆☆  公開 visible`);

    expect(await admin('hide-review', String(ids[1]))).toEqual({ code: 0, output: `review ${ids[1]}: 非公開 hidden` });
    const hidden = await publicReviews(productCode);
    expect([hidden.data.map((r) => r.id), hidden.meta.total, hidden.summary]).toEqual([
      [ids[0]],
      1,
      { count: 1, average: 5, distribution: [0, 0, 0, 0, 1] },
    ]);
    expect(await productSummary(productCode)).toEqual({ count: 1, average: 5 });
    expect((await admin('reviews', '--product', productCode)).output).toContain(`#${ids[1]}  ${productCode}  ★★☆☆☆  非公開 hidden`);

    expect((await admin('show-review', String(ids[1]))).code).toBe(0);
    expect((await publicReviews(productCode)).summary).toEqual({ count: 2, average: 3.5, distribution: [0, 1, 0, 0, 1] });

    expect(await admin('hide-review', '2000000000')).toEqual({ code: 1, output: 'no review 2000000000' });
    expect((await admin('hide-review')).code).toBe(2);
    expect((await admin('reviews', '--product', 'NO-SUCH')).output).toBe('no reviews of NO-SUCH');
  });
});

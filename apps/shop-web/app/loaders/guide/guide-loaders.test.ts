import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { answer } from '@shop/web-state/testing';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_DAYS, WORD_DETAIL, guideApi } from '../../guide/testing/guide-api.ts';
import { loadDeliveryPage } from './load-delivery.ts';
import { loadFaq, loadFaqIndex } from './load-faqs.ts';
import { loadStaticPage } from './load-static-page.ts';
import { loadWord, loadWordIndex } from './load-words.ts';
import { sendInquiry } from './send-inquiry.ts';

/** The status of the route error a loader threw. */
async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    const response = error as { init?: { status?: number } };
    return response.init?.status ?? (isRouteErrorResponse(error) ? error.status : -1);
  }
  throw new Error('the loader did not throw');
}

const paths = (requests: Request[]) => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);

describe('static page loader', () => {
  it('loads the API page of the URL with its breadcrumb trail', async () => {
    const { api, requests } = guideApi();
    const data = await loadStaticPage(api, '/guidance/timelines/submit-data');
    expect(data.page.title).toBe('データ入稿でのご注文の流れ');
    expect(data.path).toBe('/guidance/timelines/submit-data');
    expect(data.trail).toEqual([
      { name: 'ホーム', path: '/' },
      { name: 'ご注文の流れ', path: '/guidance/timelines' },
      { name: 'データ入稿でのご注文の流れ', path: '/guidance/timelines/submit-data' },
    ]);
    expect(paths(requests)).toEqual(['GET /api/pages/guidance/timelines/submit-data']);
  });

  it('loads the price data (representative products by type, the shipping rule) only for a page that names prices', async () => {
    const product = WIRE_EXAMPLES.productDetail.response;
    const listed = WIRE_EXAMPLES.productList.response.data[0]?.code ?? '';
    const { api, requests } = guideApi({
      'GET /api/pages/guidance/price': {
        data: { path: 'guidance/price', title: 'プリント料金のしくみ', description: '', html: '<p><code>price:shipping-fee</code></p>' },
      },
      'GET /api/products': WIRE_EXAMPLES.productList.response,
      [`GET /api/products/${listed}`]: product,
      'GET /api/delivery/shipping': { shipping_fee: 990, free_shipping_minimum: 25000 },
    });
    const data = await loadStaticPage(api, '/guidance/price');
    expect(data.prices?.shipping).toEqual({ shippingFee: 990, freeShippingMinimum: 25_000 });
    expect(data.prices?.products.map((p) => [p.label, p.product.code])).toEqual([
      ['Tシャツ', product.data.code],
      ['パーカー', product.data.code],
      ['スウェット', product.data.code],
      ['トートバッグ', product.data.code],
    ]);
    expect(paths(requests)).toContain('GET /api/delivery/shipping');
    const plain = guideApi();
    expect((await loadStaticPage(plain.api, '/guidance/timelines')).prices).toBeNull();
    expect(paths(plain.requests)).toEqual(['GET /api/pages/guidance/timelines']);
  });

  it('answers 404 for a path that is no help page, without asking the API', async () => {
    const { api, requests } = guideApi();
    expect(await statusOf(loadStaticPage(api, '/guidance/nothing'))).toBe(404);
    expect(requests).toEqual([]);
  });

  it('answers 404 when the API has no such page', async () => {
    const { api } = guideApi({ 'GET /api/pages/info/notice': answer(404, { message: 'No such page.' }) });
    expect(await statusOf(loadStaticPage(api, '/info/notice'))).toBe(404);
  });
});

describe('delivery guide loader', () => {
  it('adds the next shipping dates computed from the business-day calendar', async () => {
    const { api } = guideApi();
    const data = await loadDeliveryPage(api, Date.parse('2026-11-17T10:00:00+09:00'));
    expect(data.page.title).toBe('お届けについて（送料・納期）');
    // Each method's lead time is the catalogue's (inkjet 3 and silk-screen 8 business days in the example product).
    expect(data.schedule).toEqual({
      start: '11月17日(火)',
      startReason: 'today',
      methods: [
        { name: 'インクジェット', date: '11月20日(金)' },
        { name: 'シルクスクリーン', date: '11月30日(月)' },
      ],
    });
  });

  it('shows the page without dates when the calendar cannot be fetched', async () => {
    const { api } = guideApi({ 'GET /api/delivery/business_days': answer(500, { message: 'down' }) });
    const data = await loadDeliveryPage(api, Date.parse('2026-11-17T10:00:00+09:00'));
    expect(data.schedule).toBeNull();
    expect(data.page.path).toBe('guidance/delivery');
  });

  it('shows no dates when the calendar ends before the order would start', async () => {
    const { api } = guideApi({ 'GET /api/delivery/business_days': { ...BUSINESS_DAYS, days: ['2026-11-01'] } });
    expect((await loadDeliveryPage(api, Date.parse('2026-11-17T10:00:00+09:00'))).schedule).toBeNull();
  });
});

describe('FAQ loaders', () => {
  it('loads the index grouped by category with every answer, in one call', async () => {
    const { api } = guideApi();
    const data = await loadFaqIndex(api);
    expect(data.groups.map((group) => [group.category.name, group.faqs.map((faq) => [faq.slug, faq.html.length > 0])])).toEqual([
      [
        'ご注文について',
        [
          ['minimum-order', true],
          ['cancel-order', true],
        ],
      ],
      ['配送について', [['shipping-fee', true]]],
    ]);
  });

  it('loads one question with the other questions of its category', async () => {
    const { api } = guideApi();
    const data = await loadFaq(api, 'minimum-order');
    expect(data.faq.question).toBe('1枚から注文できますか？');
    expect(data.related.map((faq) => [faq.slug, faq.question])).toEqual([['cancel-order', '注文をキャンセルできますか？']]);
    expect(data.trail.map((crumb) => crumb.path)).toEqual(['/', '/faqs', '/faqs/minimum-order']);
  });

  it('shows a question without related ones when the index fails', async () => {
    const { api } = guideApi({ 'GET /api/faqs': answer(500, { message: 'boom' }) });
    expect((await loadFaq(api, 'shipping-fee')).related).toEqual([]);
  });

  it.each(['nothing-here', 'Bad Slug', '../etc'])('answers 404 for the slug %s', async (slug) => {
    const { api } = guideApi();
    expect(await statusOf(loadFaq(api, slug))).toBe(404);
  });
});

describe('glossary loaders', () => {
  it('groups the index by kana row in the API order', async () => {
    const { api } = guideApi();
    const data = await loadWordIndex(api);
    expect(data.total).toBe(4);
    expect(data.rows.filter((row) => row.entries.length > 0).map((row) => [row.label, row.entries.map((word) => word.name)])).toEqual([
      ['あ行', ['網点', 'インクジェット']],
      ['か行', ['鹿の子']],
      ['は行', ['ボディ']],
    ]);
  });

  it('loads one entry, and answers 404 for an unknown one', async () => {
    const { api } = guideApi();
    expect((await loadWord(api, 'pique')).word).toEqual(WORD_DETAIL.data);
    expect(await statusOf(loadWord(api, 'unknown'))).toBe(404);
    expect(await statusOf(loadWord(api, undefined))).toBe(404);
  });
});

const INQUIRY = { name: '山田 太郎', email: 'taro@example.jp', category: 'order', title: '納期', contents: '納期を教えてください。' };

describe('sending an inquiry', () => {
  it('posts the five fields with the CSRF token fetched first and answers the reference number', async () => {
    const { api, requests } = guideApi();
    expect(await sendInquiry(api, { ...INQUIRY, extra: 'dropped' })).toEqual({ ok: true, id: 77 });
    expect(paths(requests)).toEqual(['GET /laravel/sanctum/csrf-cookie', 'POST /api/inquiries']);
    expect(await requests[1]?.json()).toEqual(INQUIRY);
  });

  it.each([
    [
      answer(422, {
        message: 'メールアドレスの形式が正しくありません',
        errors: { email: ['メールアドレスの形式が正しくありません'], _form: ['x'] },
      }),
      { type: 'invalid', fields: { email: 'メールアドレスの形式が正しくありません' }, message: 'メールアドレスの形式が正しくありません' },
    ],
    [
      new Response(JSON.stringify({ message: 'Too Many Attempts.' }), { status: 429, headers: { 'Retry-After': '60' } }),
      { type: 'rate_limited', retryAfter: 60 },
    ],
    [answer(429, { message: 'Too Many Attempts.' }), { type: 'rate_limited', retryAfter: undefined }],
    [answer(503, { message: 'end planned: 2023-10-07 17:00:00' }), { type: 'maintenance', message: 'end planned: 2023-10-07 17:00:00' }],
    [answer(400, { message: 'Malformed JSON body.' }), { type: 'failed', status: 400 }],
  ])('turns the answer %# into a refusal value', async (response, error) => {
    const { api } = guideApi({ 'POST /api/inquiries': () => response });
    expect(await sendInquiry(api, INQUIRY)).toEqual({ ok: false, error });
  });

  it('reports a network failure as such', async () => {
    const { api } = guideApi({
      'POST /api/inquiries': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await sendInquiry(api, INQUIRY)).toEqual({ ok: false, error: { type: 'network' } });
  });

  it('logs server errors', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = guideApi({ 'POST /api/inquiries': () => answer(500, { message: 'boom' }) });
    expect(await sendInquiry(api, INQUIRY)).toEqual({ ok: false, error: { type: 'failed', status: 500 } });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});

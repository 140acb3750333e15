import { type Product, API_ROUTES } from '@shop/api-contract';
import { WIRE_EXAMPLES } from '@shop/api-contract/testing';
import { answer, createFakeApi } from '@shop/web-state/testing';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { quotePerPiece } from '../print/print-price.ts';
import { EXAMPLE_QUANTITY, POPULAR_COUNT, TSHIRT_CATEGORY, loadHome, shipPromise, workedExample } from './load-home.ts';

const ex = WIRE_EXAMPLES;
type ProductWire = typeof ex.productDetail.response.data;
const wire: ProductWire = ex.productDetail.response.data;
const parse = (product: ProductWire): Product => v.parse(API_ROUTES.productDetail.response, { data: product }).data;

/** The example product with a second, dark and cheaper colour (inkjet does not print on it). */
const withNavy: ProductWire = {
  ...wire,
  colors: [
    ...wire.colors,
    {
      id: 12,
      name: 'ネイビー',
      hex: '#1f2a44',
      is_dark: true,
      sizes: [{ id: 21, name: 'S', sku: { id: 111, price: 990, inventory: { quantity_available: 9 } } }],
    },
  ],
};

describe('the worked example of the first view', () => {
  it('is the cheapest method, colour and placement at 10 pieces, priced as the print method page quotes it', () => {
    const product = parse(wire);
    const example = workedExample(product);
    // Inkjet 前面 A4 at 10 pieces: 1,210 + 1,320 = 2,530; silk-screen 左胸: 1,210 + 440 + (plate + data fee) ÷ 10.
    const quotes = product.printMethods.map((method) => quotePerPiece(product, method, EXAMPLE_QUANTITY));
    expect(example?.perPiece).toBe(Math.min(...quotes.filter((quote): quote is NonNullable<typeof quote> => quote !== null)));
    const method = product.printMethods.find((m) => m.slug === example?.methodSlug);
    expect(example?.perPiece).toBe(method ? quotePerPiece(product, method, EXAMPLE_QUANTITY) : null);
    expect(example).toMatchObject({ productCode: '5001-01', colorId: 11, colorName: 'ホワイト', quantity: 10, garment: 1210 });
    expect(Math.ceil((example?.total ?? 0) / 10)).toBe(example?.perPiece);
  });

  it('says exactly what it assumes: the colour the method prints on, the method and the placement', () => {
    const inkjetOnly = parse({ ...withNavy, print_methods: wire.print_methods.filter((m) => m.slug === 'inkjet') });
    // Navy is cheaper but inkjet prints on light colours only: the example stays white.
    expect(workedExample(inkjetOnly)).toMatchObject({
      colorName: 'ホワイト',
      methodName: 'インクジェット',
      placement: '前面 A4',
      garment: 1210,
      perPiece: 2530,
      total: 25300,
    });
    const silkOnly = parse({ ...withNavy, print_methods: wire.print_methods.filter((m) => m.slug === 'silkscreen') });
    expect(workedExample(silkOnly)).toMatchObject({
      colorName: 'ネイビー',
      methodName: 'シルクスクリーン',
      placement: '左胸 10cm×10cm',
      garment: 990,
    });
  });

  it('is null when no method takes that many pieces or nothing is in stock', () => {
    const product = parse(wire);
    expect(workedExample({ ...product, printMethods: product.printMethods.map((m) => ({ ...m, minQuantity: 20 })) })).toBeNull();
    expect(workedExample({ ...product, colors: [] })).toBeNull();
  });
});

describe('the ship-date promise', () => {
  const calendar = { days: ['2024-05-01', '2024-05-02', '2024-05-07', '2024-05-08', '2024-05-09'], offset: 9 };

  it('counts the shortest lead time from today before 14:00 on a business day, from the next business day after it', () => {
    // 2024-05-01 10:00 JST: today counts; 3 business days later is 05-08.
    expect(shipPromise(Date.UTC(2024, 4, 1, 1), calendar)).toEqual({ leadDays: 3, cutoffHour: 14, date: '5月8日(水)', reason: 'today' });
    // 15:00 JST: counting starts on 05-02.
    expect(shipPromise(Date.UTC(2024, 4, 1, 6), calendar)).toEqual({
      leadDays: 3,
      cutoffHour: 14,
      date: '5月9日(木)',
      reason: 'after_cutoff',
    });
    // A holiday (05-03): the next business day.
    expect(shipPromise(Date.UTC(2024, 4, 3, 1), calendar).reason).toBe('closed');
  });

  it('promises the lead time alone when the calendar is unknown', () => {
    expect(shipPromise(Date.UTC(2024, 4, 1, 1), null)).toEqual({ leadDays: 3, cutoffHour: 14, date: null, reason: null });
  });
});

describe('home loader', () => {
  const answers = {
    'GET /api/products': ex.productList.response,
    'GET /api/products/5001-01': ex.productDetail.response,
    'GET /api/products/5001-01/reviews': ex.productReviews.response,
    'GET /api/examples': ex.exampleList.response,
    'GET /api/delivery/business_days': ex.businessDays.response,
  };

  it('asks for the best-selling T-shirts, the cheapest one for the example, case studies, reviews and the calendar', async () => {
    const { api, requests } = createFakeApi(answers);
    const data = await loadHome(api, Date.UTC(2024, 4, 1, 1));
    expect(data.products.map((product) => product.code)).toEqual(['5001-01']);
    const lists = requests
      .filter((r) => new URL(r.url).pathname === '/api/products')
      .map((r) => Object.fromEntries(new URL(r.url).searchParams));
    expect(lists).toContainEqual({ response_group: 'shop', category: TSHIRT_CATEGORY, sort: 'popular', per_page: String(POPULAR_COUNT) });
    expect(lists).toContainEqual({ response_group: 'shop', category: TSHIRT_CATEGORY, sort: 'price_asc', per_page: '1' });
    expect(data.example?.productCode).toBe('5001-01');
    expect(data.examples.map((example) => example.title)).toEqual(['サークルTシャツ']);
    expect(data.reviews).toEqual([
      {
        id: 1,
        rating: 5,
        title: '最高',
        excerpt: '厚手で透けません。',
        nickname: 'たろう',
        productCode: '5001-01',
        productName: '5.6オンス ハイクオリティーTシャツ',
      },
    ]);
    expect(data.ship).toEqual({ leadDays: 3, cutoffHour: 14, date: '5月7日(火)', reason: 'today' });
  });

  it('leaves out the parts it cannot read; the best sellers failing is the page failing', async () => {
    const { api } = createFakeApi({ 'GET /api/products': ex.productList.response });
    const data = await loadHome(api);
    expect(data).toMatchObject({ example: null, examples: [], reviews: [], ship: { date: null } });
    const down = createFakeApi({ 'GET /api/products': answer(503, { message: '終了予定: 2023-10-07 17:00:00' }) });
    await expect(loadHome(down.api)).rejects.toMatchObject({ init: { status: 503 }, data: { message: '終了予定: 2023-10-07 17:00:00' } });
  });
});

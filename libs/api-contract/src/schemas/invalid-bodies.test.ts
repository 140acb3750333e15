import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WIRE_EXAMPLES } from '../testing/wire-examples.ts';
import { BusinessDaysResponseSchema } from './delivery.ts';
import { CartItemCreateRequestSchema, CartItemEntryResponseSchema, CartItemUpdateRequestSchema } from './cart-item.ts';
import { CartProductionCreateRequestSchema } from './cart-production.ts';
import { CartProductionItemGroupUpdateRequestSchema } from './cart-production-item-group.ts';
import { CountSchema, IdSchema, MAX_DB_INTEGER, QuantitySchema, SignedYenSchema, YenSchema } from './common.ts';
import { ContentQueryRequestSchema } from './feature.ts';
import { ProductListQuerySchema, ProductResponseSchema } from './product.ts';
import { ReviewSchema } from './review.ts';
import { LoginResponseSchema, RegisterRequestSchema } from './user.ts';

/** `path: message` of each issue, as a developer reads them. */
function issuesOf(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return (result.issues ?? []).map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

const product = WIRE_EXAMPLES.productDetail.response.data;
const cartItemEntry = WIRE_EXAMPLES.cartItemShow.response;
const production = WIRE_EXAMPLES.cartProductionCreate.request;

describe('money on the wire', () => {
  it.each([
    [0, true],
    [1210, true],
    [-1, false],
    [10.5, false],
    [Number.MAX_SAFE_INTEGER + 1, false],
    ['1210', false],
  ])('YenSchema accepts %j: %s (integer yen, never negative)', (value, ok) => {
    expect(v.is(YenSchema, value)).toBe(ok);
  });

  it('SignedYenSchema accepts negative integer yen (discounts)', () => {
    expect([v.is(SignedYenSchema, -500), v.is(SignedYenSchema, -0.5)]).toEqual([true, false]);
  });
});

describe('ids and counts fit the database integer', () => {
  it.each([
    ['IdSchema', IdSchema, 1, true],
    ['IdSchema', IdSchema, MAX_DB_INTEGER, true],
    ['IdSchema', IdSchema, MAX_DB_INTEGER + 1, false],
    ['CountSchema', CountSchema, 0, true],
    ['CountSchema', CountSchema, MAX_DB_INTEGER + 1, false],
    ['QuantitySchema', QuantitySchema, 2 ** 40, true],
  ])(
    '%s accepts %d: %s (ids and counts are PostgreSQL integers, 2,147,483,647 at most; quantities are capped at the stock by the server)',
    (_name, schema, value, ok) => {
      expect(v.is(schema, value)).toBe(ok);
    },
  );

  it('a cart item for an id beyond the database integer is refused, naming the field', () => {
    expect(issuesOf(CartItemCreateRequestSchema, { sku_id: 2_147_483_648, quantity: 1 })).toEqual([
      'sku_id: Invalid value: Expected <=2147483647 but received 2147483648',
    ]);
  });
});

describe('invalid bodies fail with issues that name the field', () => {
  it.each([
    [
      'a fractional SKU price',
      ProductResponseSchema,
      {
        data: {
          ...product,
          colors: [
            { ...product.colors[0], sizes: [{ id: 21, name: 'S', sku: { id: 1, price: 1210.5, inventory: { quantity_available: 1 } } }] },
          ],
        },
      },
      ['data.colors.0.sizes.0.sku.price: Invalid safe integer: Received 1210.5'],
    ],
    [
      'a colour swatch that is not a hex colour',
      ProductResponseSchema,
      { data: { ...product, colors: [{ ...product.colors[0], hex: 'white' }] } },
      ['data.colors.0.hex: Invalid hex color: Received "white"'],
    ],
    [
      'a price table without tiers',
      ProductResponseSchema,
      {
        data: {
          ...product,
          print_methods: [
            {
              ...product.print_methods[0],
              print_specs: [
                {
                  ...product.print_methods[0]?.print_specs[0],
                  print_category: { ...product.print_methods[0]?.print_specs[0]?.print_category, print_charges: [] },
                },
              ],
            },
          ],
        },
      },
      ['data.print_methods.0.print_specs.0.print_category.print_charges: Invalid length: Expected >=1 but received 0'],
    ],
    [
      'an entry answer without the revision flag',
      CartItemEntryResponseSchema,
      { ...cartItemEntry, meta: { shortage: false, expired: false } },
      ['meta.revision: Invalid key: Expected "revision" but received undefined'],
    ],
    [
      'a timestamp without a zone',
      CartItemEntryResponseSchema,
      { ...cartItemEntry, data: { ...cartItemEntry.data, updated_at: '2024-05-01 09:30' } },
      ['data.updated_at: Invalid timestamp: Received "2024-05-01 09:30"'],
    ],
    [
      'a business day that is not a date',
      BusinessDaysResponseSchema,
      { days: ['2024-02-30x'], offset: 9 },
      ['days.0: Invalid date: Received "2024-02-30x"'],
    ],
    [
      'a review rated 6',
      ReviewSchema,
      { ...WIRE_EXAMPLES.productReviews.response.data[0], rating: 6 },
      ['rating: Invalid value: Expected <=5 but received 6'],
    ],
    [
      'a login answer with another message',
      LoginResponseSchema,
      { ...WIRE_EXAMPLES.login.response, message: 'ok' },
      ['message: Invalid type: Expected "認証成功" but received "ok"'],
    ],
    [
      'a cart item of quantity 0',
      CartItemCreateRequestSchema,
      { sku_id: 101, quantity: 0 },
      ['quantity: Invalid value: Expected >=1 but received 0'],
    ],
    [
      'a camelCase body (the wire is snake_case)',
      CartItemCreateRequestSchema,
      { skuId: 101, quantity: 1 },
      ['sku_id: Invalid key: Expected "sku_id" but received undefined'],
    ],
    ['a cart item update that changes nothing', CartItemUpdateRequestSchema, {}, [': 数量またはラッピングを指定してください']],
    [
      'a colour replacement whose every line has quantity 0 (DELETE removes a colour)',
      CartProductionItemGroupUpdateRequestSchema,
      { items: [{ id: 5, sku_id: 101, price: 1210, quantity: 0, wrapping_id: null }] },
      ['items: 数量を1点以上指定してください'],
    ],
    [
      'a production without prints',
      CartProductionCreateRequestSchema,
      { ...production, prints: [] },
      ['prints: Invalid length: Expected >=1 but received 0'],
    ],
    [
      'a production print with a made-up file id',
      CartProductionCreateRequestSchema,
      { ...production, prints: [{ ...production.prints[0], svg_file_uuid: 'design.svg' }] },
      ['prints.0.svg_file_uuid: Invalid UUID: Received "design.svg"'],
    ],
    [
      'an unknown content collection',
      ContentQueryRequestSchema,
      { collection: 'posts' },
      ['collection: Invalid type: Expected "features" but received "posts"'],
    ],
    ['a product list page that is not a number', ProductListQuerySchema, { page: 'two' }, ['page: Invalid digits: Received "two"']],
    [
      'a product list page size over 100',
      ProductListQuerySchema,
      { per_page: '500' },
      ['per_page: Invalid value: Expected <=100 but received 500'],
    ],
  ])('%s', (_title, schema, input, expected) => {
    expect(issuesOf(schema, input)).toEqual(expected);
  });

  it('a colour replacement may send quantity 0 lines: they mean "drop this size" (spec §4 Cart edits)', () => {
    const body = {
      items: [
        { id: 5, sku_id: 101, price: 1210, quantity: 0, wrapping_id: null },
        { sku_id: 102, price: 1210, quantity: 3, wrapping_id: null },
      ],
    };
    expect(v.parse(CartProductionItemGroupUpdateRequestSchema, body).items.map((item) => item.quantity)).toEqual([0, 3]);
  });

  it('wrapping_id null clears the wrapping: it is valid, unlike a missing quantity and wrapping', () => {
    expect(v.parse(CartItemUpdateRequestSchema, { wrapping_id: null })).toEqual({ wrappingId: null });
  });

  it('form rules come from @shop/validation, with their Japanese messages, keyed by wire field', () => {
    const result = v.safeParse(RegisterRequestSchema, {
      name: '山田',
      email: 'taro@example.jp',
      password: 'abcde12345',
      password_confirmation: 'different1',
    });
    const fields = (result.issues ?? []).map((issue) => v.getDotPath(issue));
    expect(result.success).toBe(false);
    expect(fields).toContain('password_confirmation');
    expect((result.issues ?? []).every((issue) => /[ぁ-んァ-ヶ一-龠]/.test(issue.message))).toBe(true);
  });
});

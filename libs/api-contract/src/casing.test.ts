import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  camelCaseKey,
  camelizeKeys,
  snakeCaseKey,
  snakeizeKeys,
  type CamelCase,
  type CamelCasedDeep,
  type SnakeCase,
  type SnakeCasedDeep,
} from './casing.ts';

describe('key casing', () => {
  it.each([
    ['print_charge', 'printCharge'],
    ['svg_file_uuid', 'svgFileUuid'],
    ['id', 'id'],
    ['address_2', 'address_2'],
    ['a__b', 'a_B'],
    ['alreadyCamel', 'alreadyCamel'],
  ])('camelCaseKey(%j) is %j: only an underscore before a lower-case letter goes', (key, expected) => {
    expect(camelCaseKey(key)).toBe(expected);
  });

  it.each([
    ['printCharge', 'print_charge'],
    ['svgFileUuid', 'svg_file_uuid'],
    ['id', 'id'],
    ['already_snake', 'already_snake'],
  ])('snakeCaseKey(%j) is %j: each capital becomes underscore plus lower case', (key, expected) => {
    expect(snakeCaseKey(key)).toBe(expected);
  });

  it('type-level casing follows the same rules as the runtime', () => {
    expectTypeOf<CamelCase<'color_change_frequency'>>().toEqualTypeOf<'colorChangeFrequency'>();
    expectTypeOf<CamelCase<'address_2'>>().toEqualTypeOf<'address_2'>();
    expectTypeOf<SnakeCase<'colorChangeFrequency'>>().toEqualTypeOf<'color_change_frequency'>();
    expectTypeOf<CamelCasedDeep<{ item_groups: { sku_id: number }[] }>>().toEqualTypeOf<{ itemGroups: { skuId: number }[] }>();
    expectTypeOf<SnakeCasedDeep<{ itemGroups?: { skuId: number | null }[] }>>().toEqualTypeOf<{
      item_groups?: { sku_id: number | null }[];
    }>();
  });
});

describe('camelizeKeys and snakeizeKeys', () => {
  it('camelizeKeys renames keys through nested objects and arrays, leaving values alone', () => {
    expect(
      camelizeKeys({
        cart_items: [{ sku: { quantity_available: 3 }, wrapping_id: null, note: 'keep_this_value' }],
        meta: { current_page: 1 },
      }),
    ).toEqual({ cartItems: [{ sku: { quantityAvailable: 3 }, wrappingId: null, note: 'keep_this_value' }], meta: { currentPage: 1 } });
  });

  it('snakeizeKeys renames keys through nested objects and arrays', () => {
    expect(snakeizeKeys({ itemGroups: [{ colorId: 1, items: [{ skuId: 2, wrappingId: null }] }] })).toEqual({
      item_groups: [{ color_id: 1, items: [{ sku_id: 2, wrapping_id: null }] }],
    });
  });

  it('leaves non-plain objects such as dates untouched', () => {
    const date = new Date(0);
    expect(camelizeKeys({ created_at: date }).createdAt).toBe(date);
  });

  const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split(''));
  const lowerOrDigit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''));
  const word = fc.tuple(lower, fc.array(lowerOrDigit, { maxLength: 6 })).map(([first, rest]) => first + rest.join(''));
  const snakeKey = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join('_'));
  const camelKey = fc
    .array(word, { minLength: 1, maxLength: 4 })
    .map(([first = 'a', ...rest]) => first + rest.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(''));
  const leaf = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null));
  const treeWith = (key: fc.Arbitrary<string>) =>
    fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(key, tie('node'), { maxKeys: 4 }),
      ),
    })).node;

  it('snakeizeKeys undoes camelizeKeys on snake_case objects', () => {
    fc.assert(
      fc.property(treeWith(snakeKey), (value) => {
        expect(snakeizeKeys(camelizeKeys(value))).toEqual(value);
      }),
    );
  });

  it('camelizeKeys undoes snakeizeKeys on camelCase objects', () => {
    fc.assert(
      fc.property(treeWith(camelKey), (value) => {
        expect(camelizeKeys(snakeizeKeys(value))).toEqual(value);
      }),
    );
  });
});

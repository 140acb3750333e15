import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validate } from './errors.ts';

// A cart body written with plain valibot checks, as the API schemas are.
const CartItemBody = v.object({
  sku_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)),
  wrapping_id: v.nullable(v.number()),
  note: v.optional(v.pipe(v.string(), v.maxLength(5))),
  items: v.optional(v.pipe(v.array(v.object({ quantity: v.number() })), v.minLength(1))),
  sort: v.optional(v.picklist(['popular', 'newest'])),
});

const valid = { sku_id: 1, quantity: 2, wrapping_id: null };

describe('fallbackMessage: Japanese for checks that carry no message', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    ['a missing field asks for it', { quantity: 1, wrapping_id: null }, { sku_id: ['商品（SKU）を入力してください'] }],
    ['a fraction is not an integer', { ...valid, quantity: 1.5 }, { quantity: ['数量は整数で入力してください'] }],
    ['below the minimum names the bound', { ...valid, quantity: 0 }, { quantity: ['数量は1以上で入力してください'] }],
    ['above the maximum names the bound', { ...valid, quantity: 1000 }, { quantity: ['数量は999以下で入力してください'] }],
    ['a string where a number belongs', { ...valid, quantity: '2' }, { quantity: ['数量は数値で入力してください'] }],
    ['an over-long text counts characters', { ...valid, note: 'abcdef' }, { note: ['「note」は5文字以下で入力してください'] }],
    ['an empty list asks for one entry', { ...valid, items: [] }, { items: ['商品を1件以上指定してください'] }],
    [
      'nested keys use the innermost named field',
      { ...valid, items: [{ quantity: 'x' }] },
      { 'items.0.quantity': ['数量は数値で入力してください'] },
    ],
    ['a value outside a pick list', { ...valid, sort: 'cheap' }, { sort: ['並び順の値が正しくありません'] }],
    ['a body that is not an object', 'quantity=2', { _form: ['入力内容の形式が正しくありません'] }],
  ])('%s', (_title, input, errors) => {
    expect(validate(CartItemBody, input)).toEqual({ ok: false, errors });
  });

  it('a message written in the schema wins over the fallback', () => {
    const schema = v.object({ quantity: v.pipe(v.number(), v.minValue(1, '1枚以上でご注文ください')) });
    expect(validate(schema, { quantity: 0 })).toEqual({ ok: false, errors: { quantity: ['1枚以上でご注文ください'] } });
  });

  it('never answers an English default for any issue kind', () => {
    const result = validate(CartItemBody, { sku_id: 'x', quantity: null, wrapping_id: 'y', note: 3, items: 'z', sort: 1 });
    expect(result.ok).toBe(false);
    const messages = result.ok ? [] : Object.values(result.errors).flat();
    expect(messages).toHaveLength(6);
    for (const message of messages) expect(message).toMatch(/[ぁ-んァ-ヶ一-龠]/u);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors, FORM_ERROR_KEY, validate } from './errors.ts';
import { required } from './rules.ts';

const CartSchema = v.object(
  {
    note: v.pipe(
      v.string(),
      v.check((note) => !note.includes('<'), '備考に < は使えません'),
      v.check((note) => !note.includes('>'), '備考に > は使えません'),
    ),
    items: v.array(
      v.object({ quantity: v.pipe(v.number('数量は数字で入力してください'), v.minValue(1, '数量は1以上で入力してください')) }),
    ),
  },
  '入力内容の形式が正しくありません',
);

describe('fieldErrors', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    [
      'messages are keyed by the dot path of their field',
      { note: '', items: [{ quantity: 1 }, { quantity: 0 }] },
      { 'items.1.quantity': ['数量は1以上で入力してください'] },
    ],
    ['a field keeps every message in rule order', { note: '<b>', items: [] }, { note: ['備考に < は使えません', '備考に > は使えません'] }],
    ['a message that belongs to no field goes under the form key', 42, { [FORM_ERROR_KEY]: ['入力内容の形式が正しくありません'] }],
  ])('%s', (_rule, input, expected) => {
    const result = v.safeParse(CartSchema, input);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result)).toEqual(expected);
  });

  it('the same message for the same field is listed once', () => {
    const twice = v.object({
      name: v.pipe(
        required('お名前'),
        v.check((name) => name !== 'x', '同じ'),
        v.check((name) => name !== 'x', '同じ'),
      ),
    });
    const result = v.safeParse(twice, { name: 'x' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result)).toEqual({ name: ['同じ'] });
  });

  it('the form key is _form', () => {
    expect(FORM_ERROR_KEY).toBe('_form');
  });
});

describe('validate', () => {
  it.each<[string, unknown, ReturnType<typeof validate>]>([
    [
      'valid input gives the parsed value',
      { note: 'a', items: [{ quantity: 2 }] },
      { ok: true, value: { note: 'a', items: [{ quantity: 2 }] } },
    ],
    [
      'invalid input gives per-field messages',
      { note: 'a', items: [{ quantity: '2' }] },
      { ok: false, errors: { 'items.0.quantity': ['数量は数字で入力してください'] } },
    ],
  ])('%s', (_rule, input, expected) => {
    expect(validate(CartSchema, input)).toEqual(expected);
  });
});

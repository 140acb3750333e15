import { bail, maxValue, regex } from '@shop/validation';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readQuantity } from './read-quantity.ts';

/** The valibot rule the page used before: the messages must not change. */
function sharedRule(text: string, label: string, stock: number) {
  const normalized = text.normalize('NFKC').trim();
  if (normalized === '') return { ok: true, value: 0 };
  const schema = bail(
    v.pipe(v.string(), regex(/^[0-9]+$/, `${label}は0以上の整数で入力してください`), v.transform(Number), maxValue(label, stock)),
  );
  const parsed = v.safeParse(schema, normalized);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, message: parsed.issues[0].message };
}

describe('readQuantity', () => {
  it.each([
    ['', 40, { ok: true, value: 0 }],
    ['  ', 40, { ok: true, value: 0 }],
    ['３', 40, { ok: true, value: 3 }],
    ['１２', 12, { ok: true, value: 12 }],
    ['12', 12, { ok: true, value: 12 }],
    ['0', 0, { ok: true, value: 0 }],
    ['13', 12, { ok: false, message: 'Sの数量は12以下で入力してください' }],
    ['1', 0, { ok: false, message: 'Sの数量は0以下で入力してください' }],
    ['1.5', 12, { ok: false, message: 'Sの数量は0以上の整数で入力してください' }],
    ['-1', 12, { ok: false, message: 'Sの数量は0以上の整数で入力してください' }],
    ['1e3', 12, { ok: false, message: 'Sの数量は0以上の整数で入力してください' }],
    ['abc', 12, { ok: false, message: 'Sの数量は0以上の整数で入力してください' }],
  ])('reads %j with %i in stock as %j, as the shared valibot rule does', (text, stock, expected) => {
    expect(readQuantity(text, 'Sの数量', stock)).toEqual(expected);
    expect(sharedRule(text, 'Sの数量', stock)).toEqual(expected);
  });
});

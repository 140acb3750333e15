import { describe, expect, it } from 'vitest';
import { SHORTEST_LEAD_TIME_DAYS } from './constants.ts';
import { yen } from './money.ts';
import { parseGuestCart, parseGuestCartJson } from './stored-cart.ts';
import { aGuestCart, aGuestItem, aProduction } from './testing/index.ts';

const corrupt = { ok: false, error: { type: 'corrupt_cart' } };
const stored = aGuestCart({
  timestamp: 1_700_000_000_000,
  items: [aGuestItem({ wrappingId: 1 })],
  productions: [aProduction()],
  shortage: true,
});
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('parseGuestCart (spec §5: a stored cart is validated, never trusted)', () => {
  it('reads back a cart that was stored as JSON', () => {
    expect(parseGuestCart(asStored(stored))).toEqual({ ok: true, value: stored });
  });

  it('keeps the names of the wrappings a line offers (issue #32: the cart says ギフトラッピング, not ラッピング)', () => {
    const named = aGuestCart({
      items: [aGuestItem({ wrappings: [{ id: 1, charge: yen(300), name: 'ギフトラッピング' }] })],
      productions: [aProduction({ wrappings: [{ id: 2, charge: yen(220), name: '不織布ギフトバッグ' }] })],
    });
    expect(parseGuestCart(asStored(named))).toEqual({ ok: true, value: named });
  });

  it('drops fields it does not know', () => {
    const value = { ...(asStored(stored) as object), legacyField: 'x' };
    expect(parseGuestCart(value)).toEqual({ ok: true, value: stored });
  });

  it('a production stored before lead times were kept loads with the shortest lead time', () => {
    const { printMethod, ...production } = aProduction();
    const old = aGuestCart({ productions: [{ ...production, printMethod: { id: printMethod.id, name: printMethod.name } } as never] });
    expect(parseGuestCart(asStored(old))).toEqual({
      ok: true,
      value: aGuestCart({ productions: [aProduction({ printMethod: { ...printMethod, leadDays: SHORTEST_LEAD_TIME_DAYS } })] }),
    });
  });

  it.each([
    ['a missing flag becomes false', {}, false],
    ['a truthy non-boolean flag becomes true', { revision: 1 }, true],
    ['a falsy non-boolean flag becomes false', { revision: 0 }, false],
    ['a null flag becomes false', { revision: null }, false],
  ])('flags are coerced to booleans: %s', (_rule, flags, revision) => {
    const { revision: _r, ...rest } = asStored(aGuestCart()) as Record<string, unknown>;
    const result = parseGuestCart({ ...rest, ...flags });
    expect(result).toEqual({ ok: true, value: aGuestCart({ revision }) });
  });

  it.each([
    ['null', null],
    ['a string', 'cart'],
    ['an array', []],
    ['a fractional cart timestamp (timestamps are whole numbers)', { ...aGuestCart(), timestamp: 1.5 }],
    ['a fractional item timestamp', aGuestCart({ items: [{ ...aGuestItem(), timestamp: 12.25 }] })],
    ['a timestamp stored as a string', { ...aGuestCart(), timestamp: '1700000000000' }],
    ['a fractional price (money is whole yen)', aGuestCart({ items: [{ ...aGuestItem(), price: 1500.5 as ReturnType<typeof yen> }] })],
    ['a missing items list', { timestamp: 0, productions: [] }],
    ['a production without prints', aGuestCart({ productions: [{ ...aProduction(), prints: undefined as never }] })],
  ])('refuses %s as corrupt_cart', (_case, value) => {
    expect(parseGuestCart(asStored(value))).toEqual(corrupt);
  });
});

describe('parseGuestCartJson', () => {
  it('parses the storage string', () => {
    expect(parseGuestCartJson(JSON.stringify(stored))).toEqual({ ok: true, value: stored });
  });

  it.each(['', '{', 'undefined'])('refuses the malformed JSON %j as corrupt_cart', (text) => {
    expect(parseGuestCartJson(text)).toEqual(corrupt);
  });

  it('refuses valid JSON that is not a cart', () => {
    expect(parseGuestCartJson('{"items":3}')).toEqual(corrupt);
  });
});

describe('stored money', () => {
  it('comes back as Yen amounts', () => {
    const result = parseGuestCart(asStored(aGuestCart({ items: [aGuestItem({ price: yen(990) })] })));
    expect(result.ok && result.value.items[0]?.price).toBe(990);
  });
});

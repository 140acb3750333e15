import { describe, expect, it } from 'vitest';
import { isGuestCartExpired, resetGuestCart, resetServerCart } from './cart-lifecycle.ts';
import { aGuestCart } from './testing/index.ts';

const DAY = 86_400_000; // ms

describe('guest cart lifecycle', () => {
  it('a factory reset empties the cart, clears every flag and stamps now', () => {
    expect(resetGuestCart(1234)).toEqual({
      timestamp: 1234,
      items: [],
      productions: [],
      stockout: false,
      shortage: false,
      revision: false,
    });
  });

  it('a server cart reset empties it, clears every flag and stamps now', () => {
    expect(resetServerCart(99)).toEqual({
      timestamp: 99,
      items: [],
      productions: [],
      reorders: [],
      estimates: [],
      expired: false,
      stockout: false,
      shortage: false,
      revision: false,
      syncFailed: false,
    });
  });

  it.each([
    ['a cart from just now is not expired', 0, false],
    ['a cart exactly 7 days old is not yet expired', 7 * DAY, false],
    ['a cart older than 7 days (604,800,000 ms) is expired', 7 * DAY + 1, true],
  ])('%s', (_rule, age, expired) => {
    const now = 1_700_000_000_000;
    expect(isGuestCartExpired(aGuestCart({ timestamp: now - age }), now)).toBe(expired);
  });
});

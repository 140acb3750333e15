import { describe, expect, it } from 'vitest';
import { allCartsChanged, cachedCartContents, cartChanged, cartVersion, storeCartContents } from './contents-cache.ts';

describe('cart contents cache', () => {
  it('keeps an answer until the cart changes', () => {
    storeCartContents(101, cartVersion(101), '{"a":1}');
    expect(cachedCartContents(101)).toBe('{"a":1}');
    cartChanged(101);
    expect(cachedCartContents(101)).toBeUndefined();
  });

  it('does not keep what a read saw when the cart was written during that read', () => {
    const version = cartVersion(102);
    cartChanged(102); // a write lands while the read is under way
    storeCartContents(102, version, '{"stale":true}');
    expect(cachedCartContents(102)).toBeUndefined();
  });

  it("one customer's change leaves other carts; a stock change drops them all", () => {
    storeCartContents(103, cartVersion(103), '{"c":3}');
    storeCartContents(104, cartVersion(104), '{"c":4}');
    cartChanged(103);
    expect([cachedCartContents(103), cachedCartContents(104)]).toEqual([undefined, '{"c":4}']);
    allCartsChanged();
    expect(cachedCartContents(104)).toBeUndefined();
  });
});

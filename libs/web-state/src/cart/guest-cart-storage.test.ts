import { aGuestCart, aGuestItem } from '@shop/cart-domain/testing';
import { describe, expect, it } from 'vitest';
import { aGuestLineDisplay } from '../testing/guest-line-display.ts';
import { readStoredGuestCart, serializeGuestCart } from './guest-cart-storage.ts';

const display = aGuestLineDisplay();

describe('stored guest cart', () => {
  it('reads nothing stored as no cart', () => {
    expect(readStoredGuestCart(null)).toEqual({ status: 'read', stored: null, corrupt: false });
  });

  it('reads back what it wrote: the cart-domain cart plus the display data', () => {
    const cart = aGuestCart({ timestamp: 1000, items: [aGuestItem()] });
    const read = readStoredGuestCart(serializeGuestCart({ cart, display: { '1101': display } }));
    expect(read).toEqual({ status: 'read', stored: { cart, display: { '1101': display } }, corrupt: false });
  });

  it.each([
    ['malformed JSON', '{"timestamp":'],
    ['another site’s value', JSON.stringify({ theme: 'dark' })],
    ['a fractional timestamp', JSON.stringify({ ...aGuestCart(), timestamp: 1.5 })],
    ['an item without a SKU', JSON.stringify({ ...aGuestCart(), items: [{ id: 1, quantity: 2 }] })],
    ['a bare array', '[]'],
  ])('reports %s as corrupt (the cart is then reset)', (_case, raw) => {
    expect(readStoredGuestCart(raw)).toEqual({ status: 'read', stored: null, corrupt: true });
  });

  it('drops broken display entries but keeps the cart', () => {
    const cart = aGuestCart({ items: [aGuestItem()] });
    const raw = JSON.stringify({ ...cart, display: { '1101': { productName: 3 }, '9': display } });
    expect(readStoredGuestCart(raw)).toEqual({ status: 'read', stored: { cart, display: { '9': display } }, corrupt: false });
  });
});

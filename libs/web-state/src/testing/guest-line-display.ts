import type { GuestLineDisplay } from '../cart/guest-cart-storage.ts';

/** What a stored guest line shows: a white M T-shirt of product 5 with gift wrapping 1, with `overrides`. */
export function aGuestLineDisplay(overrides: Partial<GuestLineDisplay> = {}): GuestLineDisplay {
  return {
    productId: 5,
    productCode: '5001-01',
    productName: 'Tシャツ',
    image: null,
    colorName: 'ホワイト',
    colorHex: '#ffffff',
    sizeName: 'M',
    wrappingNames: { '1': 'ギフト包装' },
    ...overrides,
  };
}

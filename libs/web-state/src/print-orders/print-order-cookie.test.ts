import { aStoredPrintOrder } from '@shop/cart-domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { PRINT_ORDERS_COOKIE, mirrorPrintOrdersCookie, printOrdersCookieValue, readPrintOrdersCookie } from './print-order-cookie.ts';
import { PRINT_ORDERS_KEY, createPrintOrderStorage } from './print-order-storage.ts';

const first = aStoredPrintOrder({ id: 'po-1', timestamp: 1_000 });
const second = aStoredPrintOrder({ id: 'po 2,:x', timestamp: 2_000, product: { id: 7, code: 'T,01:é' } });

/** The cookie as the page's `document.cookie` shows it (jsdom's page is at /, the cookie's path is /product). */
function cookieOfProductPages(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${PRINT_ORDERS_COOKIE}=`));
  return entry === undefined ? null : entry.slice(PRINT_ORDERS_COOKIE.length + 1);
}

afterEach(() => {
  document.cookie = `${PRINT_ORDERS_COOKIE}=; Path=/; Max-Age=0`;
  localStorage.clear();
});

describe('the cookie that tells the server which print orders this browser holds', () => {
  it('carries each order’s id and product code, whatever characters they hold, and reads back from a Cookie header', () => {
    const value = printOrdersCookieValue([first, second]);
    expect(value).not.toMatch(/[\s;"]/);
    expect(readPrintOrdersCookie(`a=1; ${PRINT_ORDERS_COOKIE}=${value}; b=2`)).toEqual([
      { id: 'po-1', product: { code: first.product.code } },
      { id: 'po 2,:x', product: { code: 'T,01:é' } },
    ]);
  });

  it('reads no order from a missing, empty or malformed cookie', () => {
    expect(readPrintOrdersCookie(null)).toEqual([]);
    expect(readPrintOrdersCookie('other=1')).toEqual([]);
    expect(readPrintOrdersCookie(`${PRINT_ORDERS_COOKIE}=`)).toEqual([]);
    expect(readPrintOrdersCookie(`${PRINT_ORDERS_COOKIE}=%E0%A4%A:x,:y,a:b:c,ok:T1`)).toEqual([{ id: 'ok', product: { code: 'T1' } }]);
  });

  it('is written with every change of the stored list and removed with the last order', () => {
    // jsdom keeps Path=/product cookies out of a page at /: follow what the browser would send to /product.
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document) as string,
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(document, value.replace('Path=/product', 'Path=/'));
      },
    });
    try {
      const storage = createPrintOrderStorage(() => localStorage);
      storage.setItem(PRINT_ORDERS_KEY, { status: 'read', orders: [first, second] });
      expect(cookieOfProductPages()).toBe(printOrdersCookieValue([first, second]));
      expect(written.at(-1)).toMatch(/; Path=\/product; Max-Age=\d+; SameSite=Lax$/);

      storage.setItem(PRINT_ORDERS_KEY, { status: 'read', orders: [] });
      expect(cookieOfProductPages()).toBeNull();

      // Orders stored before the cookie existed: reading them writes it.
      localStorage.setItem(PRINT_ORDERS_KEY, JSON.stringify([first]));
      storage.getItem(PRINT_ORDERS_KEY, { status: 'unread' });
      expect(cookieOfProductPages()).toBe(printOrdersCookieValue([first]));

      mirrorPrintOrdersCookie([]);
      expect(cookieOfProductPages()).toBeNull();
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });
});

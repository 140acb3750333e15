/**
 * Which print orders this browser holds, mirrored into a cookie, so that the server render of a
 * print-order step can answer the guard's real status (spec §5: no such order → 404, another
 * product's order → 400) instead of a 200 page the browser turns into an error. The orders
 * themselves stay in localStorage (./print-order-storage.ts); the cookie carries only each order's
 * id and product code, and only to the product pages (`Path=/product`), where the steps are.
 *
 * No cookie means no stored order: the mirror is written with every change of the list and
 * refreshed whenever the list is read in the browser, and a print order cannot be placed without
 * cookies anyway (uploads need the session's CSRF cookie).
 */
import type { StoredPrintOrder } from '@shop/cart-domain';

/** The cookie's name. */
export const PRINT_ORDERS_COOKIE = 'shop_print_orders';

/** What the cookie says of an order: what the guard (cart-domain's `checkPrintOrderGuard`) reads. */
export type MirroredPrintOrder = Pick<StoredPrintOrder, 'id'> & { readonly product: Pick<StoredPrintOrder['product'], 'code'> };

const MAX_AGE_S = 400 * 24 * 60 * 60; // the longest lifetime browsers keep (400 days), as localStorage keeps the orders

/** The cookie value of a list: `id:code` pairs, each part URI-encoded, joined by commas. */
export function printOrdersCookieValue(orders: readonly MirroredPrintOrder[]): string {
  return orders.map((order) => `${encodeURIComponent(order.id)}:${encodeURIComponent(order.product.code)}`).join(',');
}

/** The orders of a `Cookie` request header (none when the cookie is missing or unreadable). */
export function readPrintOrdersCookie(cookieHeader: string | null | undefined): MirroredPrintOrder[] {
  const value = cookieValue(cookieHeader ?? '', PRINT_ORDERS_COOKIE);
  if (!value) return [];
  const orders: MirroredPrintOrder[] = [];
  for (const pair of value.split(',')) {
    const [id, code, ...rest] = pair.split(':');
    if (!id || code === undefined || rest.length > 0) continue;
    try {
      orders.push({ id: decodeURIComponent(id), product: { code: decodeURIComponent(code) } });
    } catch {
      // A malformed escape: that entry is not an order.
    }
  }
  return orders;
}

function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** Writes the mirror of `orders` into `document.cookie` (removed for an empty list) when it differs. Never throws. */
export function mirrorPrintOrdersCookie(orders: readonly MirroredPrintOrder[]): void {
  try {
    if (typeof document === 'undefined') return;
    const value = printOrdersCookieValue(orders);
    // The page's own cookies do not include a Path=/product cookie outside /product: compare where it is visible.
    const visible = typeof location !== 'undefined' && location.pathname.startsWith('/product/');
    if (visible && (cookieValue(document.cookie, PRINT_ORDERS_COOKIE) ?? '') === value) return;
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie =
      value === ''
        ? `${PRINT_ORDERS_COOKIE}=; Path=/product; Max-Age=0; SameSite=Lax${secure}`
        : `${PRINT_ORDERS_COOKIE}=${value}; Path=/product; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
  } catch {
    // Cookies blocked: the steps answer 404 (a print order needs cookies anyway: see above).
  }
}

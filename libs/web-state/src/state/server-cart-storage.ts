/**
 * The server cart a browser keeps between page loads (spec §3 "Server cart", §4 "On load for a
 * logged-in user": the cart is reloaded only when the cashier's timestamp is over an hour old, so
 * the cart the last page held must still be there on the next one).
 *
 * Stored in localStorage under one key with the id of the customer it belongs to: another customer
 * logging in on the same browser never sees it, and logging out removes it (./sign-out.ts). The
 * value is read through a valibot schema: a corrupt, foreign or older value counts as no cart (the
 * load-time rules then load it from the server), never trusted.
 */
import { StoredProductionSchema, StoredSkuSchema, yen } from '@shop/cart-domain';
import * as v from 'valibot';
import type { ServerCartView } from '../api/cart-mapping.ts';
import { localStorageOrUndefined } from '../storage/slot-storage.ts';
import { SERVER_CART_KEY } from '../storage/storage-keys.ts';

export { SERVER_CART_KEY };

const id = v.pipe(v.number(), v.safeInteger());
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const epochMs = count;
const money = v.pipe(v.number(), v.safeInteger(), v.transform(yen));
const namedWrapping = v.object({ id, charge: money, name: v.string() });

const line = v.object({
  id,
  sku: StoredSkuSchema,
  product: v.object({ id, code: v.string(), name: v.string(), image: v.nullable(v.string()) }),
  color: v.object({ id, name: v.string(), hex: v.string() }),
  size: v.object({ id, name: v.string() }),
  quantity: count,
  price: money,
  wrappingId: v.nullable(id),
  wrappings: v.array(namedWrapping),
  updatedAt: epochMs,
});

const production = v.object({
  ...StoredProductionSchema.entries,
  product: v.object({ ...StoredProductionSchema.entries.product.entries, image: v.nullable(v.string()) }),
  wrappings: v.array(namedWrapping),
});

const reorder = v.object({
  id,
  orderProduction: v.object({ id }),
  cartReorderItemGroups: v.array(
    v.object({ cartReorderItems: v.array(v.object({ basePrice: money, printCharge: money, wrappingCharge: money, quantity: count })) }),
  ),
  cartReorderPrints: v.array(v.object({ colorChangeCharge: money, colorChangeFrequency: count, plateCharge: v.exactOptional(money) })),
  productionNumber: v.exactOptional(v.string()),
  productName: v.exactOptional(v.string()),
  leadDays: v.exactOptional(count),
});

const estimate = v.object({
  id,
  estimate: v.object({
    total: money,
    number: v.exactOptional(v.string()),
    title: v.exactOptional(v.string()),
    quantity: v.exactOptional(count),
    validUntil: v.exactOptional(v.string()),
    leadDays: v.exactOptional(count),
  }),
  picture: v.exactOptional(
    v.object({
      productCode: v.string(),
      productName: v.string(),
      image: v.nullable(v.string()),
      color: v.nullable(v.object({ id, name: v.string() })),
      prints: v.array(
        v.object({
          printSpecId: id,
          fileUuid: v.nullable(v.string()),
          layout: v.nullable(
            v.object({ widthMm: v.number(), anchor: v.picklist(['top', 'center']), offsetXMm: v.number(), offsetYMm: v.number() }),
          ),
          placement: v.string(),
        }),
      ),
    }),
  ),
});

const StoredServerCartSchema = v.object({
  userId: id,
  cart: v.object({
    timestamp: epochMs,
    items: v.array(line),
    productions: v.array(production),
    reorders: v.array(reorder),
    estimates: v.array(estimate),
    expired: v.boolean(),
    stockout: v.boolean(),
    shortage: v.boolean(),
    revision: v.boolean(),
    syncFailed: v.boolean(),
  }),
});

/** The cart of customer `userId` in a stored string; null when nothing usable is stored or it is another customer's. */
export function readStoredServerCart(raw: string | null, userId: number): ServerCartView | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = v.safeParse(StoredServerCartSchema, value);
  if (!parsed.success || parsed.output.userId !== userId) return null;
  // The schema mirrors ServerCartView field by field (its optional fields exactly optional).
  return parsed.output.cart satisfies ServerCartView;
}

/** The storage string of customer `userId`'s cart. */
export function serializeServerCart(cart: ServerCartView, userId: number): string {
  return JSON.stringify({ userId, cart });
}

// The last string read and what it gave: the badge and the load-time rules read the cart several
// times before anything writes it, and parsing a whole cart each time is wasted work.
let lastRead: { raw: string | null; userId: number; cart: ServerCartView | null } | null = null;

/** Reads the stored cart of customer `userId`; a corrupt or foreign value is removed and counts as none. Never throws. */
export function loadServerCart(userId: number, getStorage: () => Storage | undefined = localStorageOrUndefined): ServerCartView | null {
  try {
    const storage = getStorage();
    const raw = storage?.getItem(SERVER_CART_KEY) ?? null;
    if (lastRead && lastRead.raw === raw && lastRead.userId === userId) return lastRead.cart;
    const cart = readStoredServerCart(raw, userId);
    if (cart === null && raw !== null) storage?.removeItem(SERVER_CART_KEY);
    lastRead = { raw: cart === null ? null : raw, userId, cart };
    return cart;
  } catch {
    // Blocked storage: the cart is loaded from the server for this page view.
    return null;
  }
}

/** Stores customer `userId`'s cart; null (logged out, or no customer) removes the key. Never throws. */
export function saveServerCart(
  cart: ServerCartView | null,
  userId: number | null,
  getStorage: () => Storage | undefined = localStorageOrUndefined,
): void {
  try {
    const storage = getStorage();
    if (cart === null || userId === null) storage?.removeItem(SERVER_CART_KEY);
    else storage?.setItem(SERVER_CART_KEY, serializeServerCart(cart, userId));
  } catch {
    // Storage full or blocked: the cart still holds for this page view.
  }
}

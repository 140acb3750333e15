/**
 * The guest cart in localStorage, under one key (spec §3 "Guest cart"). The stored value is the
 * guest cart itself, as `@shop/cart-domain` describes it, plus a `display` map with what the cart
 * page shows of each SKU (name, image, colour, size, wrapping names) — the spec's item carries only
 * ids, prices and stock. The cart part is read with cart-domain's parser: a corrupt or foreign value
 * is reported as `corrupt` (the cart is then reset, with a notice), never trusted.
 *
 * Nothing here runs on the server: jotai reads the storage when the atom is first used in the
 * browser (after hydration), so the server render and the first browser render agree.
 */
import { parseGuestCart, type GuestCart } from '@shop/cart-domain';
import { localStorageOrUndefined, stringSlotStorage, type SyncSlotStorage } from '../storage/slot-storage.ts';
import * as v from 'valibot';
import { GUEST_CART_KEY } from '../storage/storage-keys.ts';

/** The localStorage key of the guest cart. */
export { GUEST_CART_KEY };

/** What the cart page shows of a SKU in the guest cart. */
export interface GuestLineDisplay {
  readonly productId: number;
  readonly productCode: string;
  readonly productName: string;
  readonly image: string | null;
  readonly colorName: string;
  readonly colorHex: string;
  readonly sizeName: string;
  /** Names of the wrappings offered, by wrapping id. */
  readonly wrappingNames: Readonly<Record<string, string>>;
}

/** Display data by SKU id (as a string key). */
export type GuestDisplay = Readonly<Record<string, GuestLineDisplay>>;

/** The guest cart as kept in storage. */
export interface StoredGuestCart {
  readonly cart: GuestCart;
  readonly display: GuestDisplay;
}

/** The guest cart as the store knows it. */
export type GuestCartSlot =
  /** Not read yet: the server render and the first browser render. */
  | { readonly status: 'unread' }
  /** Read from storage: nothing stored (`stored` null), a cart, or a corrupt value that must be reset. */
  | { readonly status: 'read'; readonly stored: StoredGuestCart | null; readonly corrupt: boolean };

export const UNREAD_GUEST_CART: GuestCartSlot = { status: 'unread' };

const LineDisplaySchema = v.object({
  productId: v.number(),
  productCode: v.string(),
  productName: v.string(),
  image: v.nullable(v.string()),
  colorName: v.string(),
  colorHex: v.string(),
  sizeName: v.string(),
  wrappingNames: v.record(v.string(), v.string()),
});

/** Display entries that are well formed; a broken entry only loses its own display data. */
function parseDisplay(value: unknown): GuestDisplay {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const display: Record<string, GuestLineDisplay> = {};
  for (const [skuId, entry] of Object.entries(value)) {
    const parsed = v.safeParse(LineDisplaySchema, entry);
    if (parsed.success) display[skuId] = parsed.output;
  }
  return display;
}

/** Reads the raw storage string: nothing stored, a valid cart, or `corrupt` (malformed, foreign or old). */
export function readStoredGuestCart(raw: string | null): Extract<GuestCartSlot, { status: 'read' }> {
  if (raw === null) return { status: 'read', stored: null, corrupt: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { status: 'read', stored: null, corrupt: true };
  }
  const parsed = parseGuestCart(value);
  if (!parsed.ok) return { status: 'read', stored: null, corrupt: true };
  const display = parseDisplay((value as { display?: unknown }).display);
  return { status: 'read', stored: { cart: parsed.value, display }, corrupt: false };
}

/** The storage string of a guest cart: the cart's own fields plus `display`. */
export function serializeGuestCart(stored: StoredGuestCart): string {
  return JSON.stringify({ ...stored.cart, display: stored.display });
}

/** jotai storage for the guest cart slot: parses on read, keeps other tabs in step. */
export function createGuestCartStorage(getStorage: () => Storage | undefined = localStorageOrUndefined): SyncSlotStorage<GuestCartSlot> {
  return stringSlotStorage<GuestCartSlot>({
    getStorage,
    read: readStoredGuestCart,
    unreadable: { status: 'read', stored: null, corrupt: false },
    write: (slot) => (slot.stored === null ? null : serializeGuestCart(slot.stored)),
    // Another tab changed the cart: follow it.
    followOtherTabs: true,
  });
}

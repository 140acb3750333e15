/**
 * The guest cart (spec §3, §4): the atom persisted in localStorage and the actions on it. Rules come
 * from `@shop/cart-domain`; the clock and the api-client come from `servicesAtom`.
 */
import {
  isGuestCartExpired,
  refreshGuestItems,
  refreshGuestProductions,
  removeItem,
  resetGuestCart,
  updateItemQuantity,
  updateItemWrapping,
  type GuestCart,
  type GuestCartItem,
  type Production,
  type Sku,
  type Wrapping,
} from '@shop/cart-domain';
import { atom, type Getter, type Setter } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { toOrderProduct, toSku } from '../api/cart-mapping.ts';
import { servicesAtom } from '../api/services.ts';
import {
  GUEST_CART_KEY,
  UNREAD_GUEST_CART,
  createGuestCartStorage,
  type GuestCartSlot,
  type GuestDisplay,
  type GuestLineDisplay,
  type StoredGuestCart,
} from './guest-cart-storage.ts';

type ReadSlot = Extract<GuestCartSlot, { status: 'read' }>;

const storage = createGuestCartStorage();

/** The guest cart slot, persisted under one localStorage key. */
export const guestCartSlotAtom = atomWithStorage<GuestCartSlot>(GUEST_CART_KEY, UNREAD_GUEST_CART, storage);

/** The slot now, read from storage when no component has read it yet (actions may run before mount). */
export function currentSlot(get: Getter): ReadSlot {
  const slot = get(guestCartSlotAtom);
  return slot.status === 'read' ? slot : (storage.getItem(GUEST_CART_KEY, slot) as ReadSlot);
}

/** Like `currentSlot`, and keeps what it read in the atom, so later reads return the same objects. */
function materializedSlot(get: Getter, set: Setter): ReadSlot {
  const slot = currentSlot(get);
  if (get(guestCartSlotAtom).status === 'unread') set(guestCartSlotAtom, slot);
  return slot;
}

export function store(set: Setter, stored: StoredGuestCart | null): void {
  set(guestCartSlotAtom, { status: 'read', stored, corrupt: false });
}

/** The guest cart as pages show it; `ready` is false until it has been read from storage. */
export interface GuestCartView {
  readonly ready: boolean;
  readonly cart: GuestCart | null;
  readonly display: GuestDisplay;
}

/** The guest cart for display (empty `display` and null cart until read). */
export const guestCartViewAtom = atom<GuestCartView>((get) => {
  const slot = get(guestCartSlotAtom);
  if (slot.status === 'unread') return { ready: false, cart: null, display: {} };
  return { ready: true, cart: slot.stored?.cart ?? null, display: slot.stored?.display ?? {} };
});

/** Notices about the guest cart that the customer should see once. */
export type GuestCartNotice = 'corrupt';

/** The pending notice (shown by the session bootstrap, cleared when dismissed). */
export const guestCartNoticeAtom = atom<GuestCartNotice | null>(null);

/** Factory reset (spec §4): an empty cart with a fresh timestamp and all flags cleared. */
export const resetGuestCartAtom = atom(null, (get, set) => {
  store(set, { cart: resetGuestCart(get(servicesAtom).now()), display: {} });
});

/**
 * Reads the stored cart when the layout loads: a corrupt or foreign value is reset with a notice, a
 * cart older than 7 days is reset (spec §4 "Guest cart lifecycle"). Returns the cart (null: none).
 */
export const loadGuestCartAtom = atom(null, (get, set): GuestCart | null => {
  const slot = materializedSlot(get, set);
  const now = get(servicesAtom).now();
  if (slot.corrupt) {
    store(set, { cart: resetGuestCart(now), display: {} });
    set(guestCartNoticeAtom, 'corrupt');
    return null;
  }
  if (slot.stored && isGuestCartExpired(slot.stored.cart, now)) {
    store(set, { cart: resetGuestCart(now), display: {} });
    return null;
  }
  return slot.stored?.cart ?? null;
});

/** One SKU to put into the guest cart, with what the cart page shows of it. */
export interface GuestAddition {
  readonly sku: Sku;
  readonly quantity: number; // pieces, ≥ 1
  readonly wrappingId: number | null;
  readonly wrappings: readonly Wrapping[];
  readonly display: GuestLineDisplay;
}

/** What adding did: pieces added in all, and whether some were cut to the stock. */
export interface GuestAdditionResult {
  readonly added: number;
  readonly capped: boolean;
}

/**
 * Adds SKUs to the guest cart (a new cart when there is none or it expired). A SKU already in the
 * cart with the same wrapping gets the quantities summed; every line is capped at the stock.
 */
export const addToGuestCartAtom = atom(null, (get, set, additions: readonly GuestAddition[]): GuestAdditionResult => {
  const now = get(servicesAtom).now();
  const slot = currentSlot(get);
  const fresh = slot.stored && !isGuestCartExpired(slot.stored.cart, now) ? slot.stored : { cart: resetGuestCart(now), display: {} };
  let items: GuestCartItem[] = [...fresh.cart.items];
  const display: Record<string, GuestLineDisplay> = { ...fresh.display };
  let added = 0;
  let capped = false;
  for (const addition of additions) {
    const stock = addition.sku.inventory.quantityAvailable;
    const index = items.findIndex((item) => item.sku.id === addition.sku.id && item.wrappingId === addition.wrappingId);
    const before = items[index]?.quantity ?? 0;
    const wanted = before + addition.quantity;
    const quantity = Math.min(wanted, stock);
    if (quantity < wanted) capped = true;
    if (quantity <= before) continue;
    added += quantity - before;
    const line: GuestCartItem = {
      id: items[index]?.id ?? Math.max(0, ...items.map((item) => item.id)) + 1,
      sku: addition.sku,
      quantity,
      price: addition.sku.price,
      wrappingId: addition.wrappingId,
      wrappings: addition.wrappings,
      timestamp: now,
    };
    items = index === -1 ? [...items, line] : items.with(index, line);
    display[String(addition.sku.id)] = addition.display;
  }
  store(set, { cart: { ...fresh.cart, items }, display });
  return { added, capped };
});

/**
 * Appends a priced print order to the guest cart (a new cart when there is none or it expired). The
 * production, its colour groups, lines and prints get new negative ids, unique in the cart, so that
 * nothing collides with what the server will number. Returns the production as stored.
 */
export const addProductionToGuestCartAtom = atom(null, (get, set, production: Production): Production => {
  const now = get(servicesAtom).now();
  const slot = currentSlot(get);
  const fresh = slot.stored && !isGuestCartExpired(slot.stored.cart, now) ? slot.stored : { cart: resetGuestCart(now), display: {} };
  const used = fresh.cart.productions.flatMap((p) => [
    p.id,
    ...p.itemGroups.flatMap((group) => [group.id, ...group.items.map((item) => item.id)]),
    ...p.prints.map((print) => print.id),
  ]);
  let next = Math.min(0, ...used);
  const newId = () => --next;
  const stored: Production = {
    ...production,
    id: newId(),
    itemGroups: production.itemGroups.map((group) => ({
      ...group,
      id: newId(),
      items: group.items.map((item) => ({ ...item, id: newId() })),
    })),
    prints: production.prints.map((print) => ({ ...print, id: newId() })),
  };
  store(set, { ...fresh, cart: { ...fresh.cart, productions: [...fresh.cart.productions, stored] } });
  return stored;
});

/** Applies an edit to the stored cart (no cart: nothing to edit). */
function editCart(get: Getter, set: Setter, edit: (cart: GuestCart) => GuestCart): void {
  const slot = currentSlot(get);
  if (!slot.stored) return;
  store(set, { ...slot.stored, cart: edit(slot.stored.cart) });
}

/** Sets a line's quantity, capped at the stock; 0 removes the line. */
export const changeGuestItemQuantityAtom = atom(null, (get, set, { itemId, quantity }: { itemId: number; quantity: number }) => {
  editCart(get, set, (cart) => {
    const item = cart.items.find((line) => line.id === itemId);
    if (!item) return cart;
    const result = updateItemQuantity(cart, itemId, Math.max(0, Math.min(Math.trunc(quantity), item.sku.inventory.quantityAvailable)));
    return result.ok ? result.value : cart;
  });
});

/** Chooses a line's wrapping (null: none); a wrapping the line does not offer is ignored. */
export const changeGuestItemWrappingAtom = atom(null, (get, set, { itemId, wrappingId }: { itemId: number; wrappingId: number | null }) => {
  editCart(get, set, (cart) => {
    const result = updateItemWrapping(cart, itemId, wrappingId);
    return result.ok ? result.value : cart;
  });
});

/** Removes a line. */
export const removeGuestItemAtom = atom(null, (get, set, itemId: number) => {
  editCart(get, set, (cart) => {
    const result = removeItem(cart, itemId);
    return result.ok ? result.value : cart;
  });
});

/** Removes a print order. */
export const removeGuestProductionAtom = atom(null, (get, set, productionId: number) => {
  editCart(get, set, (cart) => ({ ...cart, productions: cart.productions.filter((production) => production.id !== productionId) }));
});

/**
 * Guest refresh (spec §4): items older than 2 hours are re-fetched through `GET /api/skus/{id}`, and
 * productions are re-checked against their product. Flags rise as cart-domain decides. A refresh that
 * raced an edit of the customer is dropped (the next visit refreshes again). Errors other than 404
 * are rethrown.
 */
export const refreshGuestCartAtom = atom(null, async (get, set): Promise<void> => {
  const before = materializedSlot(get, set).stored;
  if (!before) return;
  const { api, now } = get(servicesAtom);
  const client = await api();
  let cart = await refreshGuestItems(before.cart, { now: now(), fetchSku: async (skuId) => toSku((await client.skus.get(skuId)).data) });
  if (cart.productions.length > 0) {
    cart = await refreshGuestProductions(cart, {
      fetchOrderProduct: async (productId) => toOrderProduct((await client.products.get(productId)).data),
    });
  }
  if (currentSlot(get).stored !== before) return;
  store(set, { ...before, cart });
});

/**
 * Putting products into the cart from the product page: into the guest cart for a visitor, or with
 * `POST /api/cart_items` (then reloading the server cart) for a logged-in customer; and a priced
 * print order from the print-order pages, likewise (`POST /api/cart_productions`).
 */
import type { Production } from '@shop/cart-domain';
import { atom } from 'jotai';
import { currentSession } from '../state/session-state.ts';
import { addProductionToGuestCartAtom, addToGuestCartAtom, type GuestAddition } from './guest-cart.ts';
import {
  addProductionToServerCartAtom,
  addToServerCartAtom,
  type ServerAdditionResult,
  type ServerProductionResult,
} from './server-cart.ts';

/** One SKU to add (what the guest cart keeps of it, including its display data). */
export type CartAddition = GuestAddition;

/** The outcome: pieces added, whether the stock cut some, or the refusal's message. */
export type AddToCartResult = ServerAdditionResult;

/** Adds SKUs to the relevant cart (server cart when logged in, else the guest cart). */
export const addToCartAtom = atom(null, async (get, set, additions: readonly CartAddition[]): Promise<AddToCartResult> => {
  if (currentSession(get).user !== null) {
    return set(
      addToServerCartAtom,
      additions.map((addition) => ({ skuId: addition.sku.id, quantity: addition.quantity, wrappingId: addition.wrappingId })),
    );
  }
  const result = set(addToGuestCartAtom, additions);
  return { ok: true, added: result.added, capped: result.capped };
});

/** The outcome of putting a print order into the cart: done, or the refusal's Japanese message (a 422's). */
export type AddProductionResult = ServerProductionResult;

/**
 * Puts a print order priced by cart-domain's `priceProduction` into the relevant cart: for a guest it
 * is appended to the guest cart (new negative ids); for a logged-in customer it is sent as
 * `createRequestOf(production)` to `POST /api/cart_productions` and the server cart is reloaded.
 */
export const addProductionToCartAtom = atom(null, async (get, set, production: Production): Promise<AddProductionResult> => {
  if (currentSession(get).user !== null) return set(addProductionToServerCartAtom, production);
  set(addProductionToGuestCartAtom, production);
  return { ok: true };
});

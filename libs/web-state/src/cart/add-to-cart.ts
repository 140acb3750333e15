/**
 * Putting products into the cart from the product page: into the guest cart for a visitor, or with
 * `POST /api/cart_items` (then reloading the server cart) for a logged-in customer.
 */
import { atom } from 'jotai';
import { currentSession } from '../state/session-state.ts';
import { addToGuestCartAtom, type GuestAddition } from './guest-cart.ts';
import { addToServerCartAtom, type ServerAdditionResult } from './server-cart.ts';

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

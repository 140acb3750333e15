/**
 * Logging in and registering (spec §4 "Login and session"):
 * 1. authenticate (CSRF cookie, then `POST /laravel/api/login`);
 * 2. record the sync time;
 * 3. push the guest cart's items, then its productions, to the server — a failure marks the cashier
 *    `syncFailed` and the login continues;
 * 4. reset the guest cart and load the server cart;
 * 5. answer `{ status: true, message: '認証成功' }`.
 * A failed authentication is rethrown to the caller (the form shows it).
 */
import type { ApiClient } from '@shop/api-client';
import type { CartItemCreateRequest, RegisterRequest } from '@shop/api-contract';
import { createRequestOf, type GuestCart, type GuestCartItem } from '@shop/cart-domain';
import { atom, type Getter, type Setter } from 'jotai';
import { servicesAtom } from '../api/services.ts';
import { guestCartViewAtom, loadGuestCartAtom, resetGuestCartAtom } from '../cart/guest-cart.ts';
import { loadServerCartAtom } from '../cart/server-cart.ts';
import { EMPTY_CASHIER, cashierAtom, serverCartSlotAtom } from '../state/server-cart-state.ts';
import { sessionSlotAtom, type SessionUser } from '../state/session-state.ts';

/** What a successful login answers (spec §4 step 5). */
export interface LoginSuccess {
  readonly status: true;
  readonly message: '認証成功';
}

const SUCCESS: LoginSuccess = { status: true, message: '認証成功' };

/** A guest item as pushed at login (spec §3): sku id, wrapping id, quantity. */
export function itemPush(item: GuestCartItem): CartItemCreateRequest {
  return { skuId: item.sku.id, quantity: item.quantity, wrappingId: item.wrappingId };
}

/** Pushes every item, then every production, one call each, stopping at the first failure. */
async function pushGuestCart(client: ApiClient, cart: GuestCart): Promise<void> {
  for (const item of cart.items) await client.cartItems.create(itemPush(item));
  for (const production of cart.productions) await client.cartProductions.create(createRequestOf(production));
}

/** Steps 2–4 for the user the server just logged in. */
async function completeLogin(get: Getter, set: Setter, client: ApiClient, user: SessionUser): Promise<LoginSuccess> {
  const { now } = get(servicesAtom);
  // Step 2: the sync time (the load-time rules re-fetch the user an hour after it).
  set(sessionSlotAtom, { status: 'read', user: { id: user.id, name: user.name }, syncedAt: now() });
  set(serverCartSlotAtom, null);
  set(cashierAtom, EMPTY_CASHIER);
  // Step 3: the guest cart as it is now (an expired one was already reset by the layout load).
  set(loadGuestCartAtom);
  const guest = get(guestCartViewAtom).cart;
  if (guest && (guest.items.length > 0 || guest.productions.length > 0)) {
    try {
      await pushGuestCart(client, guest);
    } catch {
      set(cashierAtom, (cashier) => ({ ...cashier, syncFailed: true }));
    }
  }
  // Step 4.
  set(resetGuestCartAtom);
  try {
    await set(loadServerCartAtom);
  } catch {
    // The login itself succeeded; the cart page loads the cart again.
  }
  return SUCCESS;
}

/** Login credentials as typed into the form. */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Logs in (spec §4 steps 1–5). Rejects with the api-client's error when authentication fails. */
export const loginAtom = atom(null, async (get, set, credentials: Credentials): Promise<LoginSuccess> => {
  const client = await get(servicesAtom).api();
  // Step 1: the CSRF cookie first (Sanctum), then the credentials.
  await client.auth.csrfCookie();
  const answer = await client.auth.login({ email: credentials.email, password: credentials.password });
  return completeLogin(get, set, client, answer.user);
});

/** Creates an account; the server logs the new customer in, and the guest cart is merged as at login. */
export const registerAtom = atom(null, async (get, set, input: RegisterRequest): Promise<LoginSuccess> => {
  const client = await get(servicesAtom).api();
  await client.auth.csrfCookie();
  const answer = await client.auth.register(input);
  return completeLogin(get, set, client, answer.data);
});

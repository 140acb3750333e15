/**
 * What the cart and session atoms need from outside: the api-client and the clock. The browser uses
 * the lazily loaded client (browser-api.ts) and `Date.now`; tests put a fake API and a fixed
 * clock into the store with `store.set(servicesAtom, …)`.
 */
import type { ApiClient } from '@shop/api-client';
import { atom } from 'jotai';
import { browserApi } from './browser-api.ts';

export interface ShopServices {
  /** The api-client (loaded on first use in the browser). */
  api: () => Promise<ApiClient>;
  /** The current time, epoch ms. */
  now: () => number;
}

/** The services of this store; replaced in tests. */
export const servicesAtom = atom<ShopServices>({ api: browserApi, now: () => Date.now() });

/**
 * The cart icon's dot as the top bar reads it on the first load: a plain atom, so that the page's
 * first JavaScript holds no cart store (guest cart storage, its parser, cart-domain). The session
 * bootstrap, loaded after hydration, keeps it equal to `cartBadgeAtom` (./cart-badge.ts), which
 * follows the carts themselves. False until then: the dot never shows while the carts are unread.
 */
import { atom } from 'jotai';

export const cartBadgeShownAtom = atom(false);

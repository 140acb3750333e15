/** UI flags of the shell (spec §3 Other state: navigationDrawer, filterDrawer). */
import { atom } from 'jotai';

const navigationDrawerBaseAtom = atom(false);
const filterDrawerBaseAtom = atom(false);

/** Whether the temporary side navigation drawer is open. */
export const navigationDrawerAtom = atom(
  (get) => get(navigationDrawerBaseAtom),
  (_get, set, open: boolean) => set(navigationDrawerBaseAtom, open),
);

/** Whether the product filter drawer is open. */
export const filterDrawerAtom = atom(
  (get) => get(filterDrawerBaseAtom),
  (_get, set, open: boolean) => set(filterDrawerBaseAtom, open),
);

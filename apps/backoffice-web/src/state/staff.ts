/**
 * Who is signed in (jotai): undefined while unknown, null when nobody is. The screens read it; the
 * shell fills it from `GET /api/admin/me`, the login screen from the login's answer.
 */
import type { StaffMe } from '@shop/api-contract/admin';
import { atom } from 'jotai';

const staffBaseAtom = atom<StaffMe | null | undefined>(undefined);

/** The signed-in staff member (read and write). */
export const staffAtom = atom(
  (get) => get(staffBaseAtom),
  (_get, set, next: StaffMe | null) => set(staffBaseAtom, next),
);

/** Whether the signed-in staff member must set up two-factor authentication before anything else. */
export const mustEnrolAtom = atom((get) => {
  const staff = get(staffBaseAtom);
  return staff ? staff.totpRequired && !staff.totpEnabled : false;
});

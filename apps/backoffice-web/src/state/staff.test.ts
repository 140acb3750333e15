import type { StaffMe } from '@shop/api-contract/admin';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { mustEnrolAtom, staffAtom } from './staff.ts';

const owner: StaffMe = {
  id: 1,
  email: 'owner@example.com',
  name: '',
  role: 'owner',
  permissions: ['audit.read', 'staff.read', 'staff.manage'],
  totpEnabled: true,
  totpRequired: true,
  recoveryCodesLeft: 10,
};

describe('the signed-in staff member', () => {
  it('is unknown first, then set; someone whose role requires two-factor but has none must enrol', () => {
    const store = createStore();
    expect(store.get(staffAtom)).toBeUndefined();
    store.set(staffAtom, owner);
    expect(store.get(mustEnrolAtom)).toBe(false);
    store.set(staffAtom, { ...owner, role: 'shipping', totpEnabled: false });
    expect(store.get(mustEnrolAtom)).toBe(true);
    store.set(staffAtom, { ...owner, role: 'shipping', totpEnabled: false, totpRequired: false });
    expect(store.get(mustEnrolAtom)).toBe(false);
    store.set(staffAtom, null);
    expect(store.get(mustEnrolAtom)).toBe(false);
  });
});

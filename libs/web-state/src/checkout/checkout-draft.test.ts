import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionSlotAtom, type SessionUser } from '../state/session-state.ts';
import {
  CHECKOUT_DRAFT_KEY,
  EMPTY_CHECKOUT_DRAFT,
  NO_CHECKOUT_DISCOUNTS,
  readStoredCheckoutDraft,
  type StoredCheckoutDraft,
} from './checkout-draft-storage.ts';
import { checkoutDraftAtom, clearCheckoutDraftAtom, orderAttemptKeyAtom, updateCheckoutDraftAtom } from './checkout-draft.ts';

const TARO: SessionUser = { id: 7, name: '山田 太郎' };
const VISA = { token: 'tok_sandbox_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } as const;

/** A store with `user` logged in (or a guest), whose draft slot is mounted as a page would mount it. */
function storeFor(user: SessionUser | null) {
  const store = createStore();
  store.set(sessionSlotAtom, { status: 'read', user, syncedAt: 0 });
  store.sub(checkoutDraftAtom, () => undefined);
  return store;
}

const stored = () => {
  const raw = sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
  return raw === null ? null : (JSON.parse(raw) as StoredCheckoutDraft);
};

afterEach(() => sessionStorage.clear());

describe('the checkout draft', () => {
  it('is empty and not ready until the session and the draft have been read (the server render)', () => {
    const store = createStore();
    expect(store.get(checkoutDraftAtom)).toEqual({ ready: false, draft: EMPTY_CHECKOUT_DRAFT });
  });

  it('keeps each choice in sessionStorage for the logged-in customer, and a new page load reads it back', () => {
    const store = storeFor(TARO);
    store.set(updateCheckoutDraftAtom, { addressId: 31, paymentMethod: 'card' });
    store.set(updateCheckoutDraftAtom, { deliverySlot: '午前中', card: VISA });
    const draft = { ...EMPTY_CHECKOUT_DRAFT, addressId: 31, paymentMethod: 'card', deliverySlot: '午前中', card: VISA };
    expect(store.get(checkoutDraftAtom)).toEqual({ ready: true, draft });
    expect(stored()).toEqual({ customerId: 7, ...draft });
    expect(storeFor(TARO).get(checkoutDraftAtom)).toEqual({ ready: true, draft });
  });

  it('keeps a saved card chosen at checkout, and reads a draft stored before saved cards existed as having none', () => {
    const store = storeFor(TARO);
    const saved = { id: 3, brand: 'jcb', last4: '0505', expMonth: 1, expYear: 2031 } as const;
    store.set(updateCheckoutDraftAtom, { paymentMethod: 'card', savedCard: saved });
    expect(storeFor(TARO).get(checkoutDraftAtom).draft.savedCard).toEqual(saved);
    const { savedCard: _none, ...older } = { ...EMPTY_CHECKOUT_DRAFT, customerId: 7, addressId: 31 };
    expect(readStoredCheckoutDraft(JSON.stringify(older))).toEqual({ status: 'read', draft: { ...older, savedCard: null } });
  });

  it('keeps the coupon and points; an older draft reads as none, and a malformed value as none without losing the rest', () => {
    const store = storeFor(TARO);
    store.set(updateCheckoutDraftAtom, { addressId: 31, discounts: { couponId: 5, couponCode: null, points: 300 } });
    expect(storeFor(TARO).get(checkoutDraftAtom).draft.discounts).toEqual({ couponId: 5, couponCode: null, points: 300 });
    const { discounts: _none, ...older } = { ...EMPTY_CHECKOUT_DRAFT, customerId: 7, addressId: 31 };
    expect(readStoredCheckoutDraft(JSON.stringify(older)).draft).toEqual({ ...older, discounts: NO_CHECKOUT_DISCOUNTS });
    for (const bad of [
      { couponId: 5, couponCode: null, points: -1 },
      { couponId: 0, couponCode: null, points: 0 },
      { couponId: null, couponCode: 'x'.repeat(51), points: 0 },
      'SPRING',
    ]) {
      const draft = readStoredCheckoutDraft(JSON.stringify({ ...older, discounts: bad })).draft;
      expect(draft).toEqual({ ...older, discounts: NO_CHECKOUT_DISCOUNTS });
    }
  });

  it('keeps the proof choice; an older draft, or a malformed choice, reads as a wanted proof without losing the rest', () => {
    const store = storeFor(TARO);
    store.set(updateCheckoutDraftAtom, { addressId: 31, proof: 'skipped' });
    expect(storeFor(TARO).get(checkoutDraftAtom).draft.proof).toBe('skipped');
    const { proof: _none, ...older } = { ...EMPTY_CHECKOUT_DRAFT, customerId: 7, addressId: 31 };
    expect(readStoredCheckoutDraft(JSON.stringify(older)).draft).toEqual({ ...older, proof: 'wanted' });
    for (const bad of ['none', null, 1, { skipped: true }]) {
      expect(readStoredCheckoutDraft(JSON.stringify({ ...older, proof: bad })).draft).toEqual({ ...older, proof: 'wanted' });
    }
  });

  it.each([
    ['not JSON', '{"addressId": 3'],
    ['another shape', '["card"]'],
    ['an unknown payment method', JSON.stringify({ ...EMPTY_CHECKOUT_DRAFT, customerId: 7, paymentMethod: 'cash' })],
    [
      'a card with a full number instead of its last 4 digits',
      JSON.stringify({ ...EMPTY_CHECKOUT_DRAFT, customerId: 7, card: { ...VISA, last4: '4242424242424242' } }),
    ],
    ['a date that is not a date', JSON.stringify({ ...EMPTY_CHECKOUT_DRAFT, customerId: 7, deliveryDate: '2026-13-45' })],
    ['a malformed idempotency key', JSON.stringify({ ...EMPTY_CHECKOUT_DRAFT, customerId: 7, attempt: { key: 'a b', fingerprint: 'x' } })],
    [
      'a saved card with a full number instead of its last 4 digits',
      JSON.stringify({
        ...EMPTY_CHECKOUT_DRAFT,
        customerId: 7,
        savedCard: { id: 3, brand: 'visa', last4: '4242424242424242', expMonth: 12, expYear: 2030 },
      }),
    ],
  ])('reads a stored value that is %s as empty, without throwing, and the next choice replaces it', (_case, raw) => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, raw);
    expect(readStoredCheckoutDraft(raw)).toEqual({ status: 'read', draft: null });
    const store = storeFor(TARO);
    expect(store.get(checkoutDraftAtom)).toEqual({ ready: true, draft: EMPTY_CHECKOUT_DRAFT });
    store.set(updateCheckoutDraftAtom, { addressId: 32 });
    expect(stored()).toEqual({ customerId: 7, ...EMPTY_CHECKOUT_DRAFT, addressId: 32 });
  });

  it("reads another customer's draft (a new login in the same tab) as empty", () => {
    storeFor(TARO).set(updateCheckoutDraftAtom, { addressId: 31, card: VISA });
    const hanako = storeFor({ id: 8, name: '山田 花子' });
    expect(hanako.get(checkoutDraftAtom)).toEqual({ ready: true, draft: EMPTY_CHECKOUT_DRAFT });
    hanako.set(updateCheckoutDraftAtom, { paymentMethod: 'bank_transfer' });
    expect(stored()).toEqual({ customerId: 8, ...EMPTY_CHECKOUT_DRAFT, paymentMethod: 'bank_transfer' });
  });

  it('keeps nothing for a guest', () => {
    const store = storeFor(null);
    expect(store.set(updateCheckoutDraftAtom, { addressId: 31 })).toEqual(EMPTY_CHECKOUT_DRAFT);
    expect(stored()).toBeNull();
  });

  it('is removed from storage once cleared (after the order is placed)', () => {
    const store = storeFor(TARO);
    store.set(updateCheckoutDraftAtom, { addressId: 31 });
    store.set(clearCheckoutDraftAtom);
    expect(stored()).toBeNull();
    expect(store.get(checkoutDraftAtom).draft).toEqual(EMPTY_CHECKOUT_DRAFT);
  });
});

describe('the idempotency key of an order', () => {
  it('is the same for the same order (double click, retry, reload) and new for another one', () => {
    const store = storeFor(TARO);
    const key = store.set(orderAttemptKeyAtom, 'q1.aaa|31|card|tok_1');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(store.set(orderAttemptKeyAtom, 'q1.aaa|31|card|tok_1')).toBe(key);
    // A reload (a new store) reads it from the draft.
    expect(storeFor(TARO).set(orderAttemptKeyAtom, 'q1.aaa|31|card|tok_1')).toBe(key);
    const other = store.set(orderAttemptKeyAtom, 'q1.bbb|31|card|tok_1');
    expect(other).not.toBe(key);
    expect(store.get(checkoutDraftAtom).draft.attempt).toEqual({ key: other, fingerprint: 'q1.bbb|31|card|tok_1' });
  });

  it('is fresh each time for a guest (nothing is stored)', () => {
    const store = storeFor(null);
    expect(store.set(orderAttemptKeyAtom, 'x')).not.toBe(store.set(orderAttemptKeyAtom, 'x'));
  });
});
